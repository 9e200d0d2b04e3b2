import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  convertFlow,
  convertHead,
  flowFromM3h,
  flowToM3h,
  flowUnits,
  headFromM,
  headToM,
  headUnits,
  imperialEquivalents,
  kwToHp,
  nominalHp,
} from './units';

/** Any value converted from one unit to another and back, or to the SI unit and back, comes back (property). */
function expectRoundTrips<U>(
  units: readonly U[],
  convert: (value: number, from: U, to: U) => number,
  toSi: (value: number, unit: U) => number,
  fromSi: (value: number, unit: U) => number,
) {
  fc.assert(
    fc.property(
      fc.double({ min: 1e-3, max: 1e5, noNaN: true }),
      fc.constantFrom(...units),
      fc.constantFrom(...units),
      (v, a, b) => {
        expect(convert(convert(v, a, b), b, a)).toBeCloseTo(v, 6);
        expect(fromSi(toSi(v, a), a)).toBeCloseTo(v, 6);
      },
    ),
  );
}

describe('unit conversions (NIST SP 811, Appendix B)', () => {
  it('converts flow: 1 L/s = 3.6 m³/h, 100 L/min = 6 m³/h, 100 US gpm = 22.712 m³/h', () => {
    expect(flowToM3h(1, 'ls')).toBe(3.6);
    expect(flowToM3h(100, 'lmin')).toBeCloseTo(6, 12);
    // 100 gal/min × 3.785411784 L/gal × 60 min/h / 1000 L/m³ = 22.7124707 m³/h
    expect(flowToM3h(100, 'usgpm')).toBeCloseTo(22.7124707, 6);
  });

  it('converts head: 1 ft = 0.3048 m, 1 bar = 10.197 m and 1 psi = 0.703 m of water (ρ = 1000 kg/m³, g = 9.80665 m/s²)', () => {
    expect(headToM(100, 'ft')).toBeCloseTo(30.48, 10);
    // 100 000 Pa / (1000 kg/m³ × 9.80665 m/s²) = 10.1972 m
    expect(headToM(1, 'bar')).toBeCloseTo(10.1972, 4);
    // 6894.757 Pa / 9806.65 = 0.70307 m
    expect(headToM(1, 'psi')).toBeCloseTo(0.70307, 5);
  });

  it('round-trips every flow and head unit', () => {
    expectRoundTrips(flowUnits, convertFlow, flowToM3h, flowFromM3h);
    expectRoundTrips(headUnits, convertHead, headToM, headFromM);
  });

  it('gives the imperial counterparts of the sizing form: 100 ft = 30.48 m, 100 psi = 6.895 bar, 100 US gpm = 22.71 m³/h, 1000 US gal = 3.785 m³', () => {
    expect(100 * imperialEquivalents.m.metricPerImperial).toBeCloseTo(30.48, 10);
    expect(100 * imperialEquivalents.bar.metricPerImperial).toBeCloseTo(6.895, 3);
    expect(100 * imperialEquivalents['m³/h'].metricPerImperial).toBeCloseTo(22.712, 3);
    expect(1000 * imperialEquivalents['m³'].metricPerImperial).toBeCloseTo(3.785, 3);
  });
});

describe('nameplate HP of a motor rating (issue 49, item 4)', () => {
  it('gives the catalogue nominal HP of standard ratings, not kW ÷ 0.7457', () => {
    // 5.5 kW × 1000 / 745.7 = 7.38 hp computed; the nameplate says 7.5 HP (IS 12615 / IS 325 tables).
    expect(kwToHp(5.5)).toBeCloseTo(7.376, 3);
    expect(nominalHp(5.5)).toBe(7.5);
    expect(nominalHp(4)).toBe(5.5);
    expect(nominalHp(3.7)).toBe(5);
    expect(nominalHp(15)).toBe(20);
    expect(nominalHp(5.6)).toBeUndefined();
  });
});
