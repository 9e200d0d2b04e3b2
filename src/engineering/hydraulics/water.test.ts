import { describe, expect, it } from 'vitest';
import {
  atmosphericPressureKpa,
  hydraulicPowerKw,
  kpaToHeadM,
  M_HEAD_PER_BAR,
  shaftPowerKw,
  vapourPressureKpa,
} from './water';

describe('water and gravity (ISO 9906:2012 clean cold water, standard gravity)', () => {
  it('makes one bar 10.197 m of water: 100 000 Pa / (1000 kg/m³ × 9.80665 m/s²)', () => {
    expect(M_HEAD_PER_BAR).toBeCloseTo(10.19716, 5);
  });

  it('gives hydraulic and shaft power: 36 m³/h at 50 m is 4.903 kW of water power, 8.172 kW at η 60 %', () => {
    // 9806.65 N/m³ × 0.01 m³/s × 50 m = 4903.3 W; / 0.6 = 8172.2 W
    expect(hydraulicPowerKw(36, 50)).toBeCloseTo(4.9033, 4);
    expect(shaftPowerKw(36, 50, 60)).toBeCloseTo(8.1722, 4);
  });

  it('gives the vapour pressure of water within 0.5 % of the IAPWS-IF97 saturation table', () => {
    // IAPWS-IF97 saturation pressures: 20 °C 2.3392 kPa, 40 °C 7.3849 kPa, 60 °C 19.946 kPa, 80 °C 47.414 kPa.
    for (const [t, p] of [
      [20, 2.3392],
      [40, 7.3849],
      [60, 19.946],
      [80, 47.414],
    ] as const) {
      expect(Math.abs(vapourPressureKpa(t) - p) / p).toBeLessThan(0.005);
    }
  });

  it('gives the ICAO standard atmosphere: 101.325 kPa at sea level, 89.87 kPa at 1000 m, 79.50 kPa at 2000 m', () => {
    expect(atmosphericPressureKpa(0)).toBeCloseTo(101.325, 6);
    expect(atmosphericPressureKpa(1000)).toBeCloseTo(89.875, 1);
    expect(atmosphericPressureKpa(2000)).toBeCloseTo(79.495, 1);
    // 101.325 kPa / 9.80665 kN/m³ = 10.332 m of water
    expect(kpaToHeadM(101.325)).toBeCloseTo(10.332, 3);
  });
});
