import { describe, expect, it } from 'vitest';
import { npshAvailable, npshRequiredWithMargin } from './npsh';

describe('NPSH available (ANSI/HI 9.6.1; Karassik §2.2)', () => {
  it('at sea level, 20 °C, 3 m lift and 0.5 m suction friction is 6.59 m (hand example)', () => {
    // 101.325 kPa → 10.332 m; 2.336 kPa → 0.238 m; 10.332 − 3 − 0.238 − 0.5 = 6.594 m
    const npsh = npshAvailable({ suctionLiftM: 3 });
    expect(npsh.atmosphericHeadM).toBeCloseTo(10.332, 3);
    expect(npsh.vapourHeadM).toBeCloseTo(0.238, 3);
    expect(npsh.npshAvailableM).toBeCloseTo(6.594, 2);
  });

  it('falls with altitude and temperature and rises with a flooded suction', () => {
    // 1500 m: 101.325 × (1 − 0.0338366)^5.25588 = 84.556 kPa → 8.622 m; 60 °C: 19.94 kPa → 2.033 m;
    // 8.622 − 4 − 2.033 − 0.5 = 2.089 m
    expect(npshAvailable({ suctionLiftM: 4, altitudeM: 1500, waterTemperatureC: 60 }).npshAvailableM).toBeCloseTo(
      2.09,
      1,
    );
    // Flooded 2 m: 10.332 + 2 − 0.238 − 0.5 = 11.594 m
    expect(npshAvailable({ suctionLiftM: -2 }).npshAvailableM).toBeCloseTo(11.594, 2);
  });

  it('asks NPSHr plus the larger of 10 % and 0.5 m', () => {
    expect(npshRequiredWithMargin(4.2)).toBeCloseTo(4.7, 10);
    expect(npshRequiredWithMargin(8)).toBeCloseTo(8.8, 10);
  });
});
