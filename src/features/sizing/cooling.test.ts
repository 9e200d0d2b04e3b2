import { describe, expect, it } from 'vitest';
import {
  coolingCheck,
  MIN_COOLING_VELOCITY_4IN_MS,
  MIN_COOLING_VELOCITY_6IN_UP_MS,
  STANDARD_MOTOR_OD_MM,
  standardMotorForBore,
} from './cooling';

describe('motor cooling', () => {
  it('states the minimum velocities: 0.08 m/s for 4-inch (product pages; Franklin AIM 0.25 ft/s), 0.16 m/s above', () => {
    expect(MIN_COOLING_VELOCITY_4IN_MS).toBe(0.08);
    expect(MIN_COOLING_VELOCITY_6IN_UP_MS).toBe(0.16);
    // Franklin Electric AIM: 0.25 ft/s and 0.5 ft/s.
    expect(0.25 * 0.3048).toBeCloseTo(MIN_COOLING_VELOCITY_4IN_MS, 2);
    expect(0.5 * 0.3048).toBeCloseTo(MIN_COOLING_VELOCITY_6IN_UP_MS, 1);
  });

  it('computes v = Q / (π/4·(D_bore² − D_motor²)): 5 m³/h past a 95 mm motor in a 6-inch bore is 0.125 m/s', () => {
    const check = coolingCheck(5, 6, 95);
    const area = (Math.PI / 4) * (0.1524 ** 2 - 0.095 ** 2);
    expect(check.coolingVelocityMs).toBeCloseTo(5 / 3600 / area, 12);
    expect(check.coolingVelocityMs).toBeCloseTo(0.125, 3);
    expect(check).toMatchObject({ minimumMs: 0.08, flowSleeveNeeded: false, doesNotFit: false });
  });

  it('advises a flow sleeve when the water passes too slowly (3 m³/h past a 4-inch motor in an 8-inch bore: 0.033 m/s)', () => {
    const check = coolingCheck(3, 8, 95);
    expect(check.coolingVelocityMs).toBeCloseTo(0.033, 3);
    expect(check.flowSleeveNeeded).toBe(true);
  });

  it('applies 0.16 m/s to motors wider than 4 inch and flags a set that does not fit', () => {
    expect(coolingCheck(30, 8, 138).minimumMs).toBe(0.16);
    expect(coolingCheck(30, 4, 138)).toMatchObject({ doesNotFit: true, coolingVelocityMs: 0 });
  });

  it('falls back to the largest standard motor that fits the bore', () => {
    expect(standardMotorForBore(4)).toBe(4);
    expect(standardMotorForBore(6)).toBe(6);
    expect(standardMotorForBore(7)).toBe(6);
    expect(standardMotorForBore(3)).toBeUndefined();
    expect(STANDARD_MOTOR_OD_MM[4]).toBe(95);
  });
});
