import { boreFit, MM_PER_INCH } from '@/engineering/cooling';
import type { PumpModel } from '@/content/schemas/pump-models';

/** One figure of a datasheet's dimensions: its term, its value and, where it helps, what is behind it. */
export interface DimensionFigure {
  term: string;
  value: string;
  detail?: string;
}

/**
 * The dimensions the web and PDF datasheets give a borehole pump set, from the catalogue's own data,
 * the figures the borewell sizing fits a bore with (issue 48: `boreFit`, max(pump with its cable guard,
 * motor with its drop cable) ≤ the bore's inner diameter), so that neither sheet can state a bore the
 * sizing refuses: the pump's largest outer diameter, the pump with its cable guard, the motor with its
 * flat drop cable beside it (its own diameter behind), and the smallest borehole with what the set
 * needs of it. Empty for a model without borehole dimensions (surface pumps).
 * Worked example: KS4-05/24 (98 mm, 100 mm with its guard; a 95 mm motor, 101 mm with its cable) in
 * its smallest borehole, 4″ = 101.6 mm: the set needs max(100, 101) = 101 mm, and fits.
 * @throws Error when the model's smallest borehole does not hold the set (the content checks prevent it)
 */
export function datasheetDimensions(model: PumpModel): DimensionFigure[] {
  const { maxDiameterWithCableGuardMm: pumpMm, minBoreInch, outerDiameterMm } = model;
  const motorMm = model.motor.diameterWithCableMm;
  if (pumpMm === undefined || motorMm === undefined || minBoreInch === undefined || outerDiameterMm === undefined) {
    return [];
  }
  const fit = boreFit({ maxDiameterWithCableGuardMm: pumpMm, motorDiameterWithCableMm: motorMm }, minBoreInch);
  if (!fit.fits) throw new Error(`${model.model}: its smallest borehole (${minBoreInch} in) does not hold the set`);
  const mm = (value: number) => `${Number(value.toFixed(1))} mm`;
  return [
    { term: 'Largest outer diameter', value: mm(outerDiameterMm) },
    { term: 'Pump with cable guard', value: mm(pumpMm) },
    {
      term: 'Motor with drop cable',
      value: mm(motorMm),
      ...(model.motor.outerDiameterMm !== undefined ? { detail: `motor ${mm(model.motor.outerDiameterMm)}` } : {}),
    },
    {
      term: 'Smallest borehole',
      value: `${minBoreInch}″ (${mm(minBoreInch * MM_PER_INCH)})`,
      detail: `the set needs ${mm(fit.neededMm)}`,
    },
  ];
}
