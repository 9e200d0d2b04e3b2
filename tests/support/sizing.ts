import { siteConfig } from '@/config/site';
import { getEngineeringData } from '@/content/engineering';
import {
  sizeBorewell,
  type PickPump,
  type PickedPump,
  type PumpDuty,
  type PumpPick,
  type SizingSheet,
} from '@/features/borewell-sizing';
import { parseSizingQuery, type SizingQuery } from '@/engineering/sizing-query';

/**
 * A fake pump picker for the sizing tests, built from fixture numbers instead of the selection
 * feature: the pump's curve H(Q) = H_d·(1.25 − 0.25·(Q/Q_d)²) passes through the duty point (so the
 * operating point on the well's curve is the duty itself), at a fixed pump efficiency, and the motor
 * is the smallest standard rating with 10 % margin over the shaft power.
 */

/** Standard motor ratings in kW (IEC 60072 / IS 325 preferred outputs). */
export const MOTOR_RATINGS_KW = [0.37, 0.55, 0.75, 1.1, 1.5, 2.2, 3.7, 5.5, 7.5, 9.3, 11, 15, 18.5, 22, 30, 37, 45];
/** Fixture pump efficiency at every flow, %. */
export const FIXTURE_PUMP_EFFICIENCY_PCT = 60;
/** Fixture motor efficiency, %. */
export const FIXTURE_MOTOR_EFFICIENCY_PCT = 80;
/** Fixture motor power factor. */
export const FIXTURE_POWER_FACTOR = 0.8;
/**
 * Fixture pump set outer diameter and diameter with the cable guard by bore: a 4-inch set (96 mm,
 * 100 mm with its guard) in bores under 6 inch, else a 6-inch set (142 mm, 150 mm).
 */
export const fixtureOuterDiameterMm = (boreInch: number) => (boreInch < 6 ? 96 : 142);
export const fixtureDiameterWithGuardMm = (boreInch: number) => (boreInch < 6 ? 100 : 150);
/** Fixture motor service factor: submersible motors, SF 1.15 (NEMA MG 1-2016 §14.37), as `serviceFactorOf` gives the range's. */
export const FIXTURE_SERVICE_FACTOR = 1.15;
/**
 * Fixture motor outer diameter, diameter with its flat cable and leads: a 4-inch motor (95 mm,
 * 101 mm, 3 leads) or a 6-inch one (138 mm, 150 mm, 6 leads).
 */
export const fixtureMotor = (boreInch: number) =>
  boreInch < 6
    ? { outerDiameterMm: 95, diameterWithCableMm: 101, leads: 3 as const }
    : { outerDiameterMm: 138, diameterWithCableMm: 150, leads: 6 as const };

/**
 * Shaft power in kW for a duty: P2 = ρ·g·Q·H / η (ρ = 998.2 kg/m³, g = 9.80665 m/s²; hydraulic
 * power, e.g. Hydraulic Institute ANSI/HI 1.6).
 */
export function shaftPowerKw(flowM3h: number, headM: number, efficiencyPct: number): number {
  return (998.2 * 9.80665 * (flowM3h / 3600) * headM) / (efficiencyPct / 100) / 1000;
}

/** Fixture head at a flow for a duty: H_d·(1.25 − 0.25·(Q/Q_d)²), shut-off head 1.25·H_d. */
export const fixtureHeadM = (duty: PumpDuty, flowM3h: number) =>
  duty.headM * (1.25 - 0.25 * (flowM3h / duty.flowM3h) ** 2);

/** The pump the fake offers for a duty, or null when no rating is big enough. */
export function fixturePump(duty: PumpDuty): PickedPump | null {
  const powerKw = shaftPowerKw(duty.flowM3h, duty.headM, FIXTURE_PUMP_EFFICIENCY_PCT);
  const motorPowerKw = MOTOR_RATINGS_KW.find((r) => r >= powerKw * 1.1);
  if (motorPowerKw === undefined) return null;
  const rated = (motorPowerKw * 1000) / (FIXTURE_MOTOR_EFFICIENCY_PCT / 100);
  const fullLoadCurrentA =
    duty.phase === 1
      ? rated / (duty.voltageV * FIXTURE_POWER_FACTOR)
      : rated / (Math.sqrt(3) * duty.voltageV * FIXTURE_POWER_FACTOR);
  const head = (q: number) => (q < 0 || q > 2 * duty.flowM3h ? undefined : fixtureHeadM(duty, q));
  return {
    model: `FIX-${motorPowerKw}`,
    productId: '4-inch-ks-50hz-submersible-pump',
    outerDiameterMm: fixtureOuterDiameterMm(duty.boreInch),
    maxDiameterWithCableGuardMm: fixtureDiameterWithGuardMm(duty.boreInch),
    motor: {
      serviceFactor: FIXTURE_SERVICE_FACTOR,
      powerKw: motorPowerKw,
      powerHp: Number((motorPowerKw / 0.746).toPrecision(3)),
      ...fixtureMotor(duty.boreInch),
      powerFactor: FIXTURE_POWER_FACTOR,
      efficiencyPct: FIXTURE_MOTOR_EFFICIENCY_PCT,
      fullLoadCurrentA,
    },
    curves: {
      head,
      efficiency: (q) => (head(q) === undefined ? undefined : FIXTURE_PUMP_EFFICIENCY_PCT),
      power: (q) => {
        const h = head(q);
        return h === undefined ? undefined : shaftPowerKw(q, h, FIXTURE_PUMP_EFFICIENCY_PCT);
      },
      minFlowM3h: 0,
      maxFlowM3h: 2 * duty.flowM3h,
      // Constant efficiency: the fixture takes its duty as its best efficiency point.
      bepFlowM3h: duty.flowM3h,
    },
  };
}

/** The fake picker; it records every duty it was asked for. */
export function fakePickPump(): PickPump & { duties: PumpDuty[] } {
  const duties: PumpDuty[] = [];
  const pick = (duty: PumpDuty): PumpPick => {
    duties.push(duty);
    const best = fixturePump(duty);
    return {
      candidates: best ? [best] : [],
      nearMisses: best
        ? []
        : [{ model: 'FIX-45', refusal: { kind: 'supply', offered: [{ phase: 1, voltageV: 230 }] } }],
    };
  };
  return Object.assign(pick, { duties });
}

/**
 * The borewell tests' farm well as URL parameters: a 6-inch bore 120 m deep, static level 35 m,
 * 12.5 m drawdown at 10 m³/h, 3 m delivery over a 40 m run, 25 m of drop cable, tariff 7 per kWh.
 */
export const farmWell = {
  boreDiameterIn: '6',
  boreDepthM: '120',
  staticLevelM: '35',
  drawdownM: '12.5',
  deliveryHeightM: '3',
  horizontalRunM: '40',
  flowM3h: '10',
  cableLengthM: '25',
  tariffPerKwh: '7',
};

/**
 * A sizing query parsed from URL parameters, as the page and the API parse it.
 * @throws Error with the parser's message when the parameters are refused
 */
export function sizingQuery(params: Record<string, string>): SizingQuery {
  const parsed = parseSizingQuery(new URLSearchParams(params));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.query;
}

/**
 * The borewell sizing of the {@link farmWell} with `changes` (URL parameters; '' clears one), on the
 * content's engineering data and the site's direct-on-line limit.
 * @param pickPump the catalogue's stand-in; default a fresh {@link fakePickPump}
 * @throws Error with the parser's message when the parameters are refused
 */
export function sizeFarmWell(changes: Record<string, string> = {}, pickPump: PickPump = fakePickPump()): SizingSheet {
  return sizeBorewell(sizingQuery({ ...farmWell, ...changes }), {
    pickPump,
    data: getEngineeringData(),
    dolMaxKw: siteConfig.directOnLineMaxKw,
  });
}
