import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getEngineeringData } from '@/content/engineering';
import {
  CABLE_REACTANCE_OHM_PER_KM,
  chooseDropCable,
  COPPER_ALPHA_PER_K,
  resistanceAtOhmPerKm,
  voltageDropV,
  VOLTAGE_DROP_AIM_PCT,
  VOLTAGE_DROP_MAX_PCT,
  type CableDuty,
} from './cable';

const { cables } = getEngineeringData();
const within = (actual: number, expected: number, pct: number) =>
  expect(Math.abs(actual - expected) / expected).toBeLessThan(pct / 100);

describe('drop cable voltage drop', () => {
  it('states its constants: α 0.00393/K (IEC 60287-1-1), X 0.08 Ω/km (IEC 60364-5-52 Annex G), limits 3 % and 5 %', () => {
    expect(COPPER_ALPHA_PER_K).toBe(0.00393);
    expect(CABLE_REACTANCE_OHM_PER_KM).toBe(0.08);
    expect([VOLTAGE_DROP_AIM_PCT, VOLTAGE_DROP_MAX_PCT]).toEqual([3, 5]);
  });

  it('corrects the IEC 60228 20 °C resistance to 70 °C: 35 mm² class 5, 0.554 Ω/km × (1 + 0.00393 × 50) = 0.663 Ω/km', () => {
    expect(resistanceAtOhmPerKm(0.554)).toBeCloseTo(0.554 * 1.1965, 10);
    expect(resistanceAtOhmPerKm(0.554, 20)).toBe(0.554);
  });

  it('reproduces the Schneider Electric Electrical Installation Guide motor-cable example to 2 %', () => {
    // Schneider Electric, Electrical Installation Guide, chapter G "Sizing and protection of
    // conductors", voltage drop, example 1: a three-phase 35 mm² copper cable 50 m long supplies a
    // 400 V motor taking 500 A at cos φ 0.35 while starting; table "voltage drop ΔU in volts per
    // ampere and per km" gives 0.52 V/A/km, so ΔU = 0.52 × 500 × 0.05 = 13 V. The guide's
    // resistivity of copper in service is 22.5 mΩ·mm²/m, its reactance 0.08 mΩ/m.
    const r = 22.5 / 35;
    within(voltageDropV(3, 50, 500, r, 0.35), 13, 2);
    // In normal service (100 A at cos φ 0.8) the table's 1 V/A/km (5 V over 50 m) is given to one
    // decimal; the formula's 0.974 V/A/km rounds to it.
    expect(Math.round(voltageDropV(3, 1000, 1, r, 0.8) * 10) / 10).toBe(1);
    // Same table, single-phase circuit at cos φ 1 (lighting): 1.29 V/A/km; three-phase: 1.1 V/A/km.
    within(voltageDropV(1, 1000, 1, r, 1), 1.29, 2);
    within(voltageDropV(3, 1000, 1, r, 1), 1.1, 2);
  });

  it('uses b = 2 for single-phase and √3 for three-phase (IEC 60364-5-52 Annex G)', () => {
    const r = 4;
    expect(voltageDropV(1, 100, 10, r, 0.8) / voltageDropV(3, 100, 10, r, 0.8)).toBeCloseTo(2 / Math.sqrt(3), 12);
  });
});

describe('drop cable choice', () => {
  const duty: CableDuty = {
    wiring: 'three-phase',
    voltageV: 415,
    fullLoadCurrentA: 16.3,
    powerFactor: 0.8,
    lengthM: 150,
    hoursPerYear: 8 * 365,
  };

  it('takes the smallest size within 3 %: 16.3 A over 150 m at 415 V needs 10 mm² (6 mm² drops 3.27 %)', () => {
    // By hand: 10 mm² class 5, 1.91 Ω/km at 20 °C → 2.285 Ω/km at 70 °C;
    // ΔU = √3 × 0.15 km × 16.3 A × (2.285 × 0.8 + 0.08 × 0.6) = 7.95 V = 1.92 % of 415 V.
    const cable = chooseDropCable(cables, duty);
    expect(cable).toMatchObject({ sizeMm2: 10, status: 'ok', cables: 1, lengthM: 150, currentA: 16.3 });
    expect(cable.voltageDropV).toBeCloseTo(7.95, 2);
    expect(cable.voltageDropPct).toBeCloseTo(1.915, 2);
    const six = chooseDropCable(
      cables.filter((c) => c.sizeMm2 <= 6),
      duty,
    );
    expect(six.voltageDropPct).toBeGreaterThan(VOLTAGE_DROP_AIM_PCT);
  });

  it('counts the I²R loss of the three conductors over the running hours', () => {
    // 3 × 16.3² A² × 2.285e-3 Ω/m × 150 m = 273 W; × 2920 h = 798 kWh.
    const r = resistanceAtOhmPerKm(1.91) / 1000;
    const cable = chooseDropCable(cables, duty);
    expect(cable.energyLossKwhPerYear).toBeCloseTo((3 * 16.3 ** 2 * r * 150 * 2920) / 1000, 6);
    expect(cable.energyLossKwhPerYear).toBeCloseTo(798, -1);
  });

  it('gives star-delta two cables carrying the line current ÷ √3 (cable page; Franklin AIM: 173 % lengths)', () => {
    const cable = chooseDropCable(cables, { ...duty, wiring: 'star-delta', fullLoadCurrentA: 30 });
    expect(cable.cables).toBe(2);
    expect(cable.currentA).toBeCloseTo(30 / Math.sqrt(3), 10);
  });

  it('never takes a size whose current rating in water is below the current', () => {
    const cable = chooseDropCable(cables, { ...duty, fullLoadCurrentA: 40, lengthM: 5 });
    expect(cable.sizeMm2).toBe(10); // 6 mm² is rated 31 A, 10 mm² 42 A
  });

  it('warns between 3 and 5 % and refuses above 5 %, at the largest size', () => {
    const high = chooseDropCable(cables, { ...duty, fullLoadCurrentA: 30, lengthM: 1500 });
    expect(high).toMatchObject({ sizeMm2: 95, status: 'high' });
    expect(high.voltageDropPct).toBeGreaterThan(3);
    expect(high.voltageDropPct).toBeLessThanOrEqual(5);
    const refused = chooseDropCable(cables, { ...duty, fullLoadCurrentA: 30, lengthM: 2000 });
    expect(refused).toMatchObject({ sizeMm2: 95, status: 'refused' });
    expect(chooseDropCable(cables, { ...duty, fullLoadCurrentA: 300, lengthM: 10 }).status).toBe('refused');
  });

  it('never picks a smaller size for a longer cable (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 3000, noNaN: true }),
        fc.double({ min: 0, max: 3000, noNaN: true }),
        fc.double({ min: 0.5, max: 200, noNaN: true }),
        fc.double({ min: 0.5, max: 1, noNaN: true }),
        fc.constantFrom<CableDuty['wiring']>('single-phase', 'three-phase', 'star-delta'),
        fc.constantFrom(230, 415, 460),
        (a, b, current, pf, wiring, voltageV) => {
          const [short, long] = a <= b ? [a, b] : [b, a];
          const base = { ...duty, wiring, voltageV, fullLoadCurrentA: current, powerFactor: pf };
          const s = chooseDropCable(cables, { ...base, lengthM: short });
          const l = chooseDropCable(cables, { ...base, lengthM: long });
          expect(l.sizeMm2).toBeGreaterThanOrEqual(s.sizeMm2);
        },
      ),
    );
  });
});
