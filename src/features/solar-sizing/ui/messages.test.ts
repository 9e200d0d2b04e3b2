import { describe, expect, it } from 'vitest';
import { solarNearMissesIn, solarWarningsIn } from './messages';

describe('the solar sizing’s words (ui/messages.ts)', () => {
  it('words a capped speed: 0.9 × 50 Hz = 45.0 Hz, 90 % speed', () => {
    expect(solarWarningsIn([{ code: 'speed-capped', figures: { model: 'KS4-08/14', speedRatio: 0.9 } }])).toEqual([
      {
        code: 'speed-capped',
        message:
          "On this low head the KS4-08/14 would run past the end of its curve at full speed: set the controller's maximum frequency to 45.0 Hz (90 % speed), as the figures here assume.",
      },
    ]);
  });

  it('words a near miss short of a monthly need, naming the month', () => {
    const refusal = {
      kind: 'short',
      volumeM3: 41.25,
      month: 12,
      needM3: 50,
      needPerMonth: true,
      controller: 'KSC-4',
      modules: 12,
      moduleW: 540,
    } as const;
    expect(solarNearMissesIn([{ model: 'A', refusal }])).toEqual([
      {
        model: 'A',
        reason:
          "gives at most 41.3 m³/day in December for 50.0 m³/day (December's need) with the largest array its KSC-4 takes (12 × 540 W)",
      },
    ]);
  });
});
