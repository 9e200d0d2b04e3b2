import { describe, expect, it } from 'vitest';
import { describeNearMiss } from '../ui/messages';
import type { NearMissCause } from './near-miss';

/**
 * Near-miss reasons in the visitor's units (issue 25). Factors from NIST SP 811, B.8/B.9:
 * 1 ft = 0.3048 m, 1 US gpm = 3.785 411 784 L/min = 0.227 124 7 m³/h, 1 bar = 10.197 m of water.
 */
describe('describeNearMiss', () => {
  const causes: NearMissCause[] = [
    { kind: 'flow-above-max', maxFlowM3h: 8 },
    { kind: 'head-short', shortM: 60, atFlowM3h: 10 },
  ];

  it('words the causes in m³/h and m by default, as the JSON API gives them', () => {
    expect(describeNearMiss(causes)).toBe("flow above this model's 8 m³/h limit; head 60 m short at 10 m³/h");
  });

  it('converts by hand: 60 m / 0.3048 = 196.85 ft; 10 m³/h / 0.2271247 = 44.03 US gpm; 8 m³/h = 35.2 US gpm', () => {
    expect(describeNearMiss(causes, { flowUnit: 'usgpm', headUnit: 'ft' })).toBe(
      "flow above this model's 35.2 US gpm limit; head 196.9 ft short at 44 US gpm",
    );
  });

  it('never says a head is 0 short: a shortfall under the last digit shown is "less than 0.1"', () => {
    expect(
      describeNearMiss([{ kind: 'head-short', shortM: 0.01, atFlowM3h: 12 }], { flowUnit: 'usgpm', headUnit: 'ft' }),
    ).toBe('head less than 0.1 ft short at 52.8 US gpm');
  });

  it('gives a head in bar as a pressure, NPSH as a length in m unless the head is in ft', () => {
    expect(
      describeNearMiss([{ kind: 'head-short', shortM: 10.197, atFlowM3h: 3.6 }], { flowUnit: 'ls', headUnit: 'bar' }),
    ).toBe('head 1 bar short at 1 L/s');
    const npsh: NearMissCause[] = [{ kind: 'npsh', availableM: 3.048, requiredM: 6.096 }];
    expect(describeNearMiss(npsh, { flowUnit: 'm3h', headUnit: 'bar' })).toBe(
      'NPSH available 3 m < required 6.1 m + margin',
    );
    expect(describeNearMiss(npsh, { flowUnit: 'usgpm', headUnit: 'ft' })).toBe(
      'NPSH available 10 ft < required 20 ft + margin',
    );
  });
});
