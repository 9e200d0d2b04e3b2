import { describe, expect, it } from 'vitest';
import { boreFit, coolingCheck } from './cooling';

describe('motor cooling', () => {
  it('never asks less than Franklin Electric AIM: 0.25 ft/s (0.076 m/s) for 4-inch motors, 0.5 ft/s (0.152 m/s) above', () => {
    // By hand: 0.25 ft/s × 0.3048 m/ft = 0.0762 m/s; 0.5 × 0.3048 = 0.1524 m/s.
    expect(coolingCheck(5, 6, 95).minimumMs).toBeGreaterThanOrEqual(0.0762);
    expect(coolingCheck(30, 8, 138).minimumMs).toBeGreaterThanOrEqual(0.1524);
  });

  it('computes v = Q / (π/4·(D_bore² − D_motor²)): 5 m³/h past a 95 mm motor in a 6-inch bore is 0.125 m/s', () => {
    const check = coolingCheck(5, 6, 95);
    const area = (Math.PI / 4) * (0.1524 ** 2 - 0.095 ** 2);
    expect(check.velocityMs).toBeCloseTo(5 / 3600 / area, 12);
    expect(check.velocityMs).toBeCloseTo(0.125, 3);
    expect(check).toMatchObject({ minimumMs: 0.08, flowSleeveNeeded: false });
    expect(check.boreInnerDiameterMm).toBeCloseTo(152.4, 9);
  });

  it('T6 (issue 24): 3.11 m³/h past the 4-inch motor’s 95 mm in a 6-inch bore is 0.077 m/s: a flow sleeve', () => {
    // By hand: annulus π/4 × (0.1524² − 0.095²) = π/4 × 0.014201 = 0.011153 m²;
    // 3.11 / 3600 = 8.639e-4 m³/s; v = 0.0775 m/s < 0.08. With the set's 98 mm it would read
    // 8.639e-4 / (π/4 × (0.1524² − 0.098²)) = 0.0806 m/s and no sleeve.
    const motor = coolingCheck(3.11, 6, 95);
    expect(motor.velocityMs).toBeCloseTo(0.0775, 4);
    expect(motor.flowSleeveNeeded).toBe(true);
    expect(coolingCheck(3.11, 6, 98).flowSleeveNeeded).toBe(false);
  });

  it('applies 0.16 m/s to motors wider than 4 inch and refuses a motor wider than the bore', () => {
    expect(coolingCheck(30, 8, 138).minimumMs).toBe(0.16);
    expect(() => coolingCheck(30, 4, 138)).toThrow(RangeError);
  });
});

describe('fit in the bore with the drop cable', () => {
  it('fits by the larger of the pump with its guard and the motor with its cable', () => {
    // 4-inch set of the catalogue: 100 mm with guard, 95 + 6 = 101 mm across motor and cable, so
    // it needs 101 mm of a 4-inch bore's 4 × 25.4 = 101.6 mm: it fits, as the product page says.
    expect(boreFit({ maxDiameterWithCableGuardMm: 100, motorDiameterWithCableMm: 101 }, 4)).toEqual({
      boreInnerDiameterMm: 101.6,
      neededMm: 101,
      fits: true,
    });
    // A 6-inch set (150 mm both) does not fit a 5.5-inch (139.7 mm) bore; it fits 6 inch (152.4 mm).
    expect(boreFit({ maxDiameterWithCableGuardMm: 150, motorDiameterWithCableMm: 150 }, 5.5).fits).toBe(false);
    expect(boreFit({ maxDiameterWithCableGuardMm: 150, motorDiameterWithCableMm: 150 }, 6).fits).toBe(true);
    // The motor with its cable can be what refuses it: 100 mm pump, 102 mm motor + cable.
    expect(boreFit({ maxDiameterWithCableGuardMm: 100, motorDiameterWithCableMm: 102 }, 4).fits).toBe(false);
  });
});
