import { describe, expect, it } from 'vitest';
import { siteConfig } from '@/config/site';
import { arrangement, cellTemperatureC, controllerOutputW, moduleVocAtV, seriesRange, systemDerate } from './pv';

/**
 * PV power by the NOCT cell temperature (Duffie & Beckman 4th ed. eq. 23.3.3) and the linear
 * temperature model (PVWatts, Dobos 2014, eq. 2), with the hand computations of the docstrings.
 */

const a = {
  noctC: 45,
  powerTempCoeffPctPerC: -0.37,
  vocTempCoeffPctPerC: -0.28,
  lossesPct: { soiling: 3, mismatch: 2, wiring: 2 },
  controllerEfficiencyPct: 95,
};

describe('PV array power', () => {
  it('NOCT model: 30 °C air under 900 W/m² → cells at 58.1 °C', () => {
    expect(cellTemperatureC(30, 900, 45)).toBeCloseTo(58.125, 3);
  });

  it('derate 0.97 × 0.98 × 0.98 × 0.95 = 0.8850 (the site’s stated losses)', () => {
    expect(systemDerate(a)).toBeCloseTo(0.97 * 0.98 * 0.98 * 0.95, 10);
    expect(systemDerate(siteConfig.solar)).toBeCloseTo(0.885, 3);
  });

  it('5400 W at 900 W/m² with cells at 58.1 °C → 5400 × 0.9 × (1 − 0.0037 × 33.125) × 0.8850 = 3774 W', () => {
    const cell = cellTemperatureC(30, 900, 45);
    expect(controllerOutputW(5400, 900, cell, a)).toBeCloseTo(5400 * 0.9 * (1 - 0.0037 * 33.125) * systemDerate(a), 6);
    expect(controllerOutputW(5400, 900, cell, a)).toBeCloseTo(3774, 0);
  });

  it('gives nothing in the dark and less when hotter', () => {
    expect(controllerOutputW(5400, 0, 25, a)).toBe(0);
    expect(controllerOutputW(5400, 800, 60, a)).toBeLessThan(controllerOutputW(5400, 800, 40, a));
  });
});

describe('strings inside the MPPT window', () => {
  const window = { mpptMinV: 250, mpptMaxV: 750, maxInputVocV: 800 };
  it('a 540 W module (41.6 / 49.6 V), cells 20–70 °C → 8 to 15 in series', () => {
    // V_mp(70 °C) = 41.6 × (1 − 0.0037 × 45) = 34.67 V → ⌈250 / 34.67⌉ = 8;
    // V_oc(20 °C) = 49.6 × (1 + 0.0028 × 5) = 50.29 V → ⌊800 / 50.29⌋ = 15.
    expect(seriesRange({ vmpV: 41.6, vocV: 49.6 }, window, { min: 20, max: 70 }, a)).toEqual({ min: 8, max: 15 });
  });
  it('colder mornings allow fewer in series: at 0 °C ⌊800 / (49.6 × 1.07)⌋ = 15', () => {
    expect(seriesRange({ vmpV: 41.6, vocV: 49.6 }, window, { min: 0, max: 70 }, a)?.max).toBe(15);
    expect(seriesRange({ vmpV: 41.6, vocV: 49.6 }, window, { min: -20, max: 70 }, a)?.max).toBe(14);
  });
  it('issue 48: a 15-module string is 796 V at 0 °C and 821 V at −12 °C against 800 V, so −12 °C takes 14 (IEC 62548, NEC 690.7)', () => {
    // V_oc(0 °C) = 49.6 × (1 + 0.0028 × 25) = 53.072 V; × 15 = 796.1 V ≤ 800 V.
    // V_oc(−12 °C) = 49.6 × (1 + 0.0028 × 37) = 54.7386 V; × 15 = 821.08 V > 800 V; × 14 = 766.3 V.
    const pvModule = { vmpV: 41.6, vocV: 49.6 };
    expect(15 * moduleVocAtV(pvModule, 0, a)).toBeCloseTo(796.08, 2);
    expect(15 * moduleVocAtV(pvModule, -12, a)).toBeCloseTo(821.08, 2);
    expect(moduleVocAtV(pvModule, 25, a)).toBe(49.6);
    expect(seriesRange(pvModule, window, { min: 0, max: 70 }, a)?.max).toBe(15);
    expect(seriesRange(pvModule, window, { min: -12, max: 70 }, a)?.max).toBe(14);
  });
  it('no count fits a window narrower than one module', () => {
    expect(
      seriesRange(
        { vmpV: 41.6, vocV: 49.6 },
        { mpptMinV: 700, mpptMaxV: 720, maxInputVocV: 740 },
        { min: 20, max: 70 },
        a,
      ),
    ).toBeNull();
  });
  it('arranges whole modules in equal strings, one string when it can', () => {
    expect(arrangement(12, { min: 8, max: 15 })).toEqual({ series: 12, parallel: 1 });
    expect(arrangement(18, { min: 8, max: 15 })).toEqual({ series: 9, parallel: 2 });
    expect(arrangement(17, { min: 8, max: 15 })).toBeNull();
  });
});
