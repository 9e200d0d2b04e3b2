import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchingSupply, motorLoad, motorOnSupply, serviceFactorOf } from './motor';

const ks4 = { powerKw: 0.37, efficiencyPct: 67, powerFactor: 0.73 };
const fifteen = motorOnSupply(
  { powerKw: 15, efficiencyPct: 85, powerFactor: 0.84 },
  { phase: 3, voltageV: 415, fullLoadCurrentA: 30 },
  1.15,
);

describe('the motor on its supply (one model for every tool)', () => {
  it('takes the single-phase supply’s own η and cos φ, the motor’s on a supply that gives none (KS4-02/04)', () => {
    const single = motorOnSupply(
      ks4,
      { phase: 1, voltageV: 230, fullLoadCurrentA: 2.73, powerFactor: 0.95, efficiencyPct: 62 },
      1.15,
    );
    expect(single).toEqual({
      powerKw: 0.37,
      phase: 1,
      voltageV: 230,
      efficiencyPct: 62,
      powerFactor: 0.95,
      fullLoadCurrentA: 2.73,
      serviceFactor: 1.15,
    });
    const three = motorOnSupply(ks4, { phase: 3, voltageV: 415, fullLoadCurrentA: 1.05 }, 1.15);
    expect([three.efficiencyPct, three.powerFactor]).toEqual([67, 0.73]);
    // The same 0.37 kW of shaft power draws 0.37 / 0.62 = 0.597 kW single-phase, 0.37 / 0.67 = 0.552 kW
    // three-phase: 8.1 % more on the single-phase supply.
    expect(motorLoad(single, 0.37).inputPowerKw).toBeCloseTo(0.5968, 4);
    expect(motorLoad(three, 0.37).inputPowerKw).toBeCloseTo(0.5522, 4);
  });
});

describe('motor load (NEMA MG 1 §14.37 service factor)', () => {
  it('puts the issue’s 15 kW motor at 15.87 kW at 105.8 % of its nameplate, inside its 1.15 service factor', () => {
    const load = motorLoad(fifteen, 15.87);
    expect(load.loadPctOfNameplate).toBeCloseTo(105.8, 1);
    expect(load.status).toBe('service-factor');
    // P1 = 15.87 / 0.85 = 18.671 kW; I = 30 A × 15.87 / 15 = 31.74 A.
    expect(load.inputPowerKw).toBeCloseTo(18.671, 3);
    expect(load.currentA).toBeCloseTo(31.74, 2);
  });

  it('is within the nameplate at rated output and overloaded past rated output × service factor', () => {
    expect(motorLoad(fifteen, 15).status).toBe('nameplate');
    expect(motorLoad(fifteen, 15 * 1.15).status).toBe('service-factor');
    expect(motorLoad(fifteen, 17.3).status).toBe('overload');
    const iec = { ...fifteen, serviceFactor: 1 };
    expect(motorLoad(iec, 15.2).status).toBe('overload');
  });

  it('draws current and input power in proportion to the load (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.1, max: 30, noNaN: true }), (p2) => {
        const load = motorLoad(fifteen, p2);
        expect(load.currentA / fifteen.fullLoadCurrentA).toBeCloseTo(load.loadPctOfNameplate / 100, 9);
        expect(load.inputPowerKw * 0.85).toBeCloseTo(p2, 9);
      }),
    );
  });
});

describe('the motor per supply: service factor and matching supply', () => {
  it('rates borehole submersible motors SF 1.15 (NEMA MG 1 §14.37) and IEC surface motors 1.0 (IEC 60034-1)', () => {
    expect(serviceFactorOf({ category: 'SUBMERSIBLE PUMPS', minBoreInch: 4 })).toBe(1.15);
    expect(serviceFactorOf({ category: 'SUBMERSIBLE PUMPS' })).toBe(1);
    expect(serviceFactorOf({ category: 'END SUCTION PUMP' })).toBe(1);
  });

  it('matches a supply of the same phase within ±10 % of the rated voltage (IEC 60038)', () => {
    const model = {
      motor: {
        ...fifteen,
        supplies: [
          { phase: 3 as const, voltageV: 415, fullLoadCurrentA: 30 },
          { phase: 1 as const, voltageV: 230, fullLoadCurrentA: 12 },
        ],
      },
    } as unknown as Parameters<typeof matchingSupply>[0];
    // |415 − 380| = 35 V ≤ 41.5 V: the 415 V supply; |415 − 460| = 45 V > 41.5 V: none.
    expect(matchingSupply(model, { phase: 3, voltageV: 380 })?.voltageV).toBe(415);
    expect(matchingSupply(model, { phase: 3, voltageV: 460 })).toBeUndefined();
    expect(matchingSupply(model, { phase: 1 })?.voltageV).toBe(230);
    expect(matchingSupply(model, {})?.voltageV).toBe(415);
  });
});
