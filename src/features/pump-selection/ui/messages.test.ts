import { describe, expect, it } from 'vitest';
import { operatingWarningsIn } from './messages';

describe('the selector’s operating warnings in words', () => {
  it('words each code’s figures as the result cards and the API show them', () => {
    const worded = operatingWarningsIn([
      { code: 'motor-overload', figures: { peakKw: 1.6321, motorKw: 1.5, serviceFactor: 1, limitKw: 1.5 } },
      {
        code: 'service-factor-load',
        figures: {
          shaftKw: 1.6213,
          loadPctOfNameplate: 108.087,
          motorKw: 1.5,
          serviceFactor: 1.15,
          limitKw: 1.725,
          currentA: 10.809,
          fullLoadCurrentA: 10,
        },
      },
      { code: 'npsh-margin', figures: { availableM: 10.094, requiredWithMarginAtMaxFlowM: 10.12 } },
      { code: 'npsh-not-checked', figures: { requiredM: 6.112 } },
      { code: 'end-of-curve', figures: { shareOfMaxFlow: 11.642 / 12 } },
      { code: 'minimum-flow', figures: { shareOfMinFlow: 2.08 / 2 } },
      { code: 'outside-por', figures: { bepRatio: 11.642 / 8 } },
    ]);
    // 100 × 1.6321 / 1.5 = 108.8 → 109 %; 1.15 × 100 = 115 %; 11.642 / 12 = 0.970 → 97 %;
    // 2.08 / 2 = 1.04 → 104 %; 11.642 / 8 = 1.455 → 146 %.
    expect(worded.map((w) => w.message)).toEqual([
      'Motor overload: shaft power reaches 1.6 kW (109\u00a0% of the nameplate) between the operating point and the maximum flow, above the 1.5 kW motor × service factor 1 (1.5 kW).',
      "Motor in its service factor: the pump takes 1.62 kW, 108.1\u00a0% of the 1.5 kW motor's nameplate (allowed up to 115\u00a0%, 1.725 kW). It draws about 10.8 A against the nameplate's 10 A and runs hotter: size the cable and overload relay for that current, or choose the next motor size.",
      "NPSH margin lost towards maximum flow: 10.1 m available, 10.1 m needed with margin at this model's maximum flow. Keep the flow at the duty or lower the suction lift.",
      'NPSH not checked: give the suction lift to check that 6.1 m NPSH required is available.',
      "End of curve: the operating flow is 97\u00a0% of this model's maximum. Expect wear and vibration; a larger model, or throttling to the duty, runs closer to its best efficiency point.",
      "Near minimum flow: the operating flow is 104\u00a0% of this model's minimum. The pump recirculates and heats the water; a smaller model suits the duty better.",
      'Outside the preferred operating region: 146\u00a0% of the best-efficiency flow (POR 70–120 %, ANSI/HI 9.6.3).',
    ]);
    expect(worded.map((w) => w.code)).toEqual([
      'motor-overload',
      'service-factor-load',
      'npsh-margin',
      'npsh-not-checked',
      'end-of-curve',
      'minimum-flow',
      'outside-por',
    ]);
  });
});
