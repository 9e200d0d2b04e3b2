import { describe, expect, it } from 'vitest';
import {
  cosIncidence,
  declinationDeg,
  diffuseHourRatio,
  extraterrestrialDailyKwhPerM2,
  globalHourRatio,
  meanDayOnArray,
  monthlyDiffuseFraction,
  sunsetHourAngleDeg,
} from './irradiance';

/**
 * The sunshine model against published worked examples:
 * - Duffie & Beckman, Solar Engineering of Thermal Processes, 4th ed. (2013): Example 1.10.1
 *   (H_o = 33.8 MJ/m² at 43° N on 15 April) and Example 2.12.1 (Madison in June, K̄_T = 0.55 →
 *   H̄_d/H̄ = 0.38, computed here from eq. 2.12.2);
 * - the hourly decomposition of a February mean day at 31° N with K̄_T = 0.5 (worked example
 *   "Average radiation profile from a monthly average K̄_T" after A. Rabl, Active Solar Collectors
 *   and Their Applications, 1985, §3.6, eqs. 3.6.2–3.6.10: ω_s = 81.7°, H = 12.64 MJ/m²,
 *   H_d = 5.04 MJ/m²; for the hours centred 7.5°, 22.5° and 37.5° from noon it gives r_d = 0.142,
 *   0.130, 0.1085, r_t = 0.153, 0.135, 0.106, and global / diffuse irradiance 536/199, 474/182 and
 *   372/152 W/m²). Every figure within 5 %.
 */

const MJ = 3.6; // MJ per kWh

describe('solar geometry (Duffie & Beckman ch. 1)', () => {
  it('reproduces Example 1.10.1: δ = 9.41°, ω_s = 98.9°, H_o = 33.8 MJ/m² at 43° N on 15 April', () => {
    expect(declinationDeg(105)).toBeCloseTo(9.41, 1);
    expect(sunsetHourAngleDeg(43, declinationDeg(105))).toBeCloseTo(98.9, 0);
    expect(extraterrestrialDailyKwhPerM2(43, 105) * MJ).toBeCloseTo(33.8, 0);
    expect(Math.abs(extraterrestrialDailyKwhPerM2(43, 105) * MJ - 33.8) / 33.8).toBeLessThan(0.005);
  });

  it('faces the equator in both hemispheres: at noon on an equinox a latitude tilt sees the sun square on', () => {
    expect(cosIncidence(30, 0, 0, 30)).toBeCloseTo(1, 6);
    expect(cosIncidence(-30, 0, 0, 30)).toBeCloseTo(1, 6);
    expect(cosIncidence(-30, 0, 0, 0)).toBeCloseTo(Math.cos(Math.PI / 6), 6);
  });
});

describe('diffuse fraction (Erbs et al. 1982, D&B eq. 2.12.2)', () => {
  it('gives 0.38 for Madison in June (Example 2.12.1: K̄_T = 0.55, ω_s = 112.6°)', () => {
    expect(monthlyDiffuseFraction(0.55, 112.6)).toBeCloseTo(0.383, 3);
  });
  it('uses the short-day branch at ω_s ≤ 81.4°: K̄_T = 0.5 → 1.391 − 1.78 + 1.04725 − 0.267125 = 0.391', () => {
    expect(monthlyDiffuseFraction(0.5, 80)).toBeCloseTo(0.391, 3);
  });
});

describe('hourly decomposition against Rabl’s February profile at 31° N', () => {
  const ws = 81.7;
  const H = 12.64; // MJ/m²
  const Hd = 5.04; // MJ/m²
  const published = [
    { omega: 7.5, rd: 0.142, rt: 0.153, global: 536, diffuse: 199 },
    { omega: 22.5, rd: 0.13, rt: 0.135, global: 474, diffuse: 182 },
    { omega: 37.5, rd: 0.1085, rt: 0.106, global: 372, diffuse: 152 },
  ];
  for (const p of published) {
    it(`ω = ${p.omega}°: r_d, r_t and the irradiances within 5 %`, () => {
      const rd = diffuseHourRatio(p.omega, ws);
      const rt = globalHourRatio(p.omega, ws);
      expect(Math.abs(rd - p.rd) / p.rd).toBeLessThan(0.05);
      expect(Math.abs(rt - p.rt) / p.rt).toBeLessThan(0.05);
      // MJ/m² in the hour → W/m²: × 10⁶ / 3600.
      expect(Math.abs((rt * H * 1e6) / 3600 - p.global) / p.global).toBeLessThan(0.05);
      expect(Math.abs((rd * Hd * 1e6) / 3600 - p.diffuse) / p.diffuse).toBeLessThan(0.05);
    });
  }
  it('is 0 outside the day', () => {
    expect(globalHourRatio(85, ws)).toBe(0);
    expect(diffuseHourRatio(-90, ws)).toBe(0);
  });
});

describe('the mean day on the array (isotropic sky, D&B eq. 2.15.1)', () => {
  it('adds up to the month’s irradiation on the horizontal, and on a flat array is that irradiation', () => {
    const day = meanDayOnArray(26.9, 1, 4.4, 0, 0.2);
    const horizontal =
      day.steps.reduce((sum, s) => sum + s.horizontalWm2, 0) * (day.steps[1]!.solarHour - day.steps[0]!.solarHour);
    expect(horizontal / 1000).toBeCloseTo(4.4, 6);
    expect(day.tiltedKwhPerM2).toBeCloseTo(4.4, 6);
  });

  it('tilted at the latitude gains in winter and loses in summer at 27° N', () => {
    expect(meanDayOnArray(26.9, 12, 4.2, 27, 0.2).tiltedKwhPerM2).toBeGreaterThan(4.2 * 1.3);
    expect(meanDayOnArray(26.9, 6, 6.9, 27, 0.2).tiltedKwhPerM2).toBeLessThan(6.9);
  });

  it('one hour by hand: Rabl’s February noon hour (ω = 7.5°, δ = −13.46°, φ = 31°) on a 31° tilt', () => {
    // cos θ_z = cos δ cos φ cos ω + sin φ sin δ = 0.97254 × 0.85717 × 0.99144 − 0.51504 × 0.23277 = 0.70662
    // cos θ (β = φ) = cos δ cos ω = 0.96422; R_b = 1.3646
    // I_T = (536 − 199) × 1.3646 + 199 × (1 + cos 31°)/2 + 536 × 0.2 × (1 − cos 31°)/2 = 652.3 W/m²
    const cz = cosIncidence(31, -13.46, 7.5, 0);
    const ct = cosIncidence(31, -13.46, 7.5, 31);
    expect(cz).toBeCloseTo(0.70662, 4);
    expect(ct / cz).toBeCloseTo(1.3646, 3);
    const beta = (31 * Math.PI) / 180;
    const it = (536 - 199) * (ct / cz) + (199 * (1 + Math.cos(beta))) / 2 + (536 * 0.2 * (1 - Math.cos(beta))) / 2;
    expect(it).toBeCloseTo(652.3, 0);
  });

  it('mirrors between the hemispheres: 27° S in July is 27° N in January (same declination, same sun)', () => {
    const north = meanDayOnArray(27, 1, 4.4, 27, 0.2).tiltedKwhPerM2;
    // The mean day of July (n = 198, δ = 21.2°) is not January's (n = 17, δ = −20.9°) mirrored exactly.
    const south = meanDayOnArray(-27, 7, 4.4, 27, 0.2).tiltedKwhPerM2;
    expect(Math.abs(south - north) / north).toBeLessThan(0.03);
  });
});
