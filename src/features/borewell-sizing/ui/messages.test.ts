import { describe, expect, it } from 'vitest';
import { nearMissesIn, warningsIn } from './messages';

describe('the borewell sizing’s words (ui/messages.ts)', () => {
  it('words a warning’s SI figures in metric, and in ft for an imperial sheet', () => {
    const dry = { code: 'pump-above-water', figures: { settingDepthM: 47, pumpingLevelM: 48 } } as const;
    expect(warningsIn([dry], 'metric')).toEqual([
      {
        code: 'pump-above-water',
        message:
          'At 47.0 m the pump would be above the pumping water level (48.0 m) and run dry: pump less water, or deepen the bore.',
      },
    ]);
    // 47 m / 0.3048 = 154.2 ft; 48 m / 0.3048 = 157.5 ft.
    expect(warningsIn([dry], 'imperial')[0]!.message).toBe(
      'At 154.2 ft the pump would be above the pumping water level (157.5 ft) and run dry: pump less water, or deepen the bore.',
    );
  });

  it('words the motor’s load from its figures: 2.2 kW × SF 1.15 = 2.53 kW', () => {
    const figures = {
      shaftKw: 2.3551,
      loadPctOfNameplate: 107.05,
      motorKw: 2.2,
      serviceFactor: 1.15,
      limitKw: 2.2 * 1.15,
      runningCurrentA: 5.352,
      fullLoadCurrentA: 5,
    };
    expect(warningsIn([{ code: 'service-factor-load', figures }], 'metric')[0]!.message).toBe(
      "Motor in its service factor: the pump takes 2.36 kW, 107.0 % of the 2.2 kW motor's nameplate (service factor 1.15: up to 2.53 kW) and draws 5.4 A against its 5.0 A full-load current. It may run so, but hotter and with a shorter life; the drop cable is sized for that current, and the overload relay must be set to it.",
    );
  });

  it('words a near miss: the supplies a motor is offered for, and a curve short of the duty', () => {
    const context = { dutyFlowM3h: 10, boreDiameterIn: 6, settingDepthM: 57.5, maxSettingDepthM: 117 };
    expect(
      nearMissesIn(
        [
          { model: 'A', refusal: { kind: 'supply', offered: [{ phase: 3, voltageV: 415 }] } },
          { model: 'B', refusal: { kind: 'short', flowM3h: 8, headM: 60, ...context } },
        ],
        'metric',
      ),
    ).toEqual([
      { model: 'A', reason: 'meets the duty, but its motor is offered for 3-phase 415 V only' },
      {
        model: 'B',
        // (1 − 8/10) × 100 = 20 % short.
        reason:
          'would deliver 8.0 m³/h at 60.0 m in this well, 20 % short of the duty and outside the ISO 9906 grade 2B tolerance (flow ±8 %, head ±5 %)',
      },
    ]);
  });
});
