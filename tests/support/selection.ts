import { shaftPowerKw } from '@/engineering/hydraulics';
import { kwToHp } from '@/engineering/units';
import type { PumpModel } from '@/content/schemas/pump-models';

/**
 * Physically consistent fixture models for the selection tests: H = H0 − b·Q², η a parabola with
 * its peak inside the range, P2 = ρ·g·Q·H/η (ISO 9906). Independent of the catalogue content, so
 * the rules are tested on curves whose numbers the tests can work out by hand.
 */
export function fixtureModel(options: {
  model: string;
  h0: number;
  b: number;
  qMin: number;
  qMax: number;
  etaMax?: number;
  frequencyHz?: 50 | 60;
  minBoreInch?: number;
  phases?: (1 | 3)[];
  motorKw?: number;
}): PumpModel {
  const { h0, b, qMin, qMax, etaMax = 70 } = options;
  const qBep = qMin + 0.6 * (qMax - qMin);
  const points = Array.from({ length: 8 }, (_, i) => {
    const q = qMin + ((qMax - qMin) * i) / 7;
    const h = h0 - b * q * q;
    const eta = etaMax * (1 - 0.5 * ((q - qBep) / qBep) ** 2);
    return { flowM3h: q, headM: h, efficiencyPct: eta, powerKw: shaftPowerKw(q, h, eta) };
  });
  const motorKw = options.motorKw ?? Math.ceil(Math.max(...points.map((p) => p.powerKw)) * 1.1 * 10) / 10;
  return {
    model: options.model,
    productId: 'fixture-pump',
    category: 'SUBMERSIBLE PUMPS',
    series: 'FX',
    frequencyHz: options.frequencyHz ?? 50,
    speedRpm: options.frequencyHz === 60 ? 3450 : 2900,
    hydraulic: options.model,
    motor: {
      powerKw: motorKw,
      powerHp: kwToHp(motorKw),
      efficiencyPct: 85,
      powerFactor: 0.85,
      supplies: (options.phases ?? [3]).map((phase) => ({
        phase,
        voltageV: phase === 1 ? 230 : 415,
        fullLoadCurrentA: 10,
      })),
    },
    outlet: '2',
    outletMm: 50,
    ...(options.minBoreInch ? { minBoreInch: options.minBoreInch, outerDiameterMm: options.minBoreInch * 24 } : {}),
    flowRangeM3h: { min: qMin, max: qMax },
    points,
  };
}

/** A small catalogue of fixture models across flows and heads, both frequencies. */
export function fixtureCatalogue(): PumpModel[] {
  const models: PumpModel[] = [];
  let n = 0;
  for (const [qMax, h0] of [
    [3, 40],
    [6, 80],
    [6, 140],
    [12, 60],
    [12, 120],
    [25, 50],
    [25, 90],
    [60, 40],
    [120, 35],
  ] as const) {
    for (const frequencyHz of [50, 60] as const) {
      const scale = frequencyHz === 60 ? 1.19 : 1;
      n++;
      models.push(
        fixtureModel({
          model: `FX-${n}`,
          h0: h0 * scale * scale,
          b: (h0 * 0.45) / (qMax * qMax) / 1,
          qMin: qMax * 0.2 * scale,
          qMax: qMax * scale,
          frequencyHz,
          minBoreInch: qMax <= 6 ? 4 : qMax <= 25 ? 6 : 8,
          phases: qMax <= 6 ? [1, 3] : [3],
        }),
      );
    }
  }
  return models;
}
