import type { PickPump, PickedPump, PumpDuty } from '@/features/sizing';

/**
 * A fake pump picker for the sizing tests, built from fixture numbers instead of the selection
 * feature: the operating point is the duty itself, at a fixed pump efficiency, and the motor is the
 * smallest standard rating with 10 % margin over the shaft power.
 */

/** Standard motor ratings in kW (IEC 60072 / IS 325 preferred outputs). */
export const MOTOR_RATINGS_KW = [0.37, 0.55, 0.75, 1.1, 1.5, 2.2, 3.7, 5.5, 7.5, 9.3, 11, 15, 18.5, 22, 30, 37, 45];
/** Fixture pump efficiency at the duty, %. */
export const FIXTURE_PUMP_EFFICIENCY_PCT = 60;
/** Fixture motor efficiency, %. */
export const FIXTURE_MOTOR_EFFICIENCY_PCT = 80;
/** Fixture motor power factor. */
export const FIXTURE_POWER_FACTOR = 0.8;
/** Fixture pump set outer diameter by bore: a 4-inch set (96 mm) in bores under 6 inch, else a 6-inch set (142 mm). */
export const fixtureOuterDiameterMm = (boreInch: number) => (boreInch < 6 ? 96 : 142);

/**
 * Shaft power in kW for a duty: P2 = ρ·g·Q·H / η (ρ = 998.2 kg/m³, g = 9.80665 m/s²; hydraulic
 * power, e.g. Hydraulic Institute ANSI/HI 1.6).
 */
export function shaftPowerKw(flowM3h: number, headM: number, efficiencyPct: number): number {
  return (998.2 * 9.80665 * (flowM3h / 3600) * headM) / (efficiencyPct / 100) / 1000;
}

/** The picked pump the fake returns for a duty, or null when no rating is big enough. */
export function fixturePump(duty: PumpDuty): PickedPump | null {
  const powerKw = shaftPowerKw(duty.flowM3h, duty.headM, FIXTURE_PUMP_EFFICIENCY_PCT);
  const motorPowerKw = MOTOR_RATINGS_KW.find((r) => r >= powerKw * 1.1);
  if (motorPowerKw === undefined) return null;
  const inputPowerKw = powerKw / (FIXTURE_MOTOR_EFFICIENCY_PCT / 100);
  const rated = (motorPowerKw * 1000) / (FIXTURE_MOTOR_EFFICIENCY_PCT / 100);
  const fullLoadCurrentA =
    duty.phase === 1
      ? rated / (duty.voltageV * FIXTURE_POWER_FACTOR)
      : rated / (Math.sqrt(3) * duty.voltageV * FIXTURE_POWER_FACTOR);
  return {
    model: `FIX-${motorPowerKw}`,
    productId: '4-inch-ks-50hz-submersible-pump',
    motorPowerKw,
    fullLoadCurrentA,
    powerFactor: FIXTURE_POWER_FACTOR,
    motorEfficiencyPct: FIXTURE_MOTOR_EFFICIENCY_PCT,
    operatingPoint: {
      flowM3h: duty.flowM3h,
      headM: duty.headM,
      efficiencyPct: FIXTURE_PUMP_EFFICIENCY_PCT,
      powerKw,
    },
    inputPowerKw,
    outerDiameterMm: fixtureOuterDiameterMm(duty.boreInch),
  };
}

/** The fake picker; it records every duty it was asked for. */
export function fakePickPump(): PickPump & { duties: PumpDuty[] } {
  const duties: PumpDuty[] = [];
  const pick = (duty: PumpDuty) => {
    duties.push(duty);
    const best = fixturePump(duty);
    return {
      best,
      nearMisses: best ? [] : [{ model: 'FIX-45', reason: 'shaft power above the largest motor (45 kW)' }],
    };
  };
  return Object.assign(pick, { duties });
}
