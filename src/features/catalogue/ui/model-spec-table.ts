import { modelAnchor } from '@/content/pump-models';
import { boreFit } from '@/engineering/cooling';
import type { SpecTable } from '@/content/schemas/common';
import type { PumpModel } from '@/content/schemas/pump-models';

/** Number as published in the tables: up to three significant digits, no trailing zeros. */
function figure(value: number): string {
  return String(Number(value.toPrecision(value >= 100 ? 4 : 3)));
}

/**
 * The model table of a product page, built from the engineering data (one source with the curves
 * and the selector): Model, motor power kW and HP, the allowable flow range in m³/h, the head over
 * that range in m (head at Qmax – head at Qmin), stages where multistage, the outlet, and for borehole
 * sets the smallest bore in inch with what the set needs of it in mm (the borewell sizing's bore fit,
 * `boreFit`: the larger of the pump with its cable guard and the motor with its drop cable; issue 48),
 * so the page states no bore the sizing refuses. Each row
 * carries its anchor id (`model-ks4-05-24`) so that the selector and search can link to it.
 * @param models the product's models in published order (at least one)
 * @param caption the table's caption, e.g. 'Operating range (2900 rpm)'
 */
export function modelSpecTable(models: PumpModel[], caption: string): { table: SpecTable; rowIds: string[] } {
  const multistage = models.some((m) => m.stages !== undefined);
  const borehole = models.some((m) => m.minBoreInch !== undefined);
  // Flow and head first after the model: the figures an engineer selects by, in view on a 360 px phone
  // while the rest of the table scrolls under the sticky model column.
  const columns = [
    'Model',
    'Flow (m³/h)',
    'Head (m)',
    'Power (kW)',
    'Power (HP)',
    ...(multistage ? ['Stages'] : []),
    models.every((m) => /^\d/.test(m.outlet) && !m.outlet.endsWith('mm')) ? 'Outlet (inch)' : 'Outlet',
    ...(borehole ? ['Smallest bore (inch)', 'Set with cable (mm)'] : []),
  ];
  const rows = models.map((m) => [
    m.model,
    `${figure(m.flowRangeM3h.min)} – ${figure(m.flowRangeM3h.max)}`,
    `${figure(m.points.at(-1)!.headM)} – ${figure(m.points[0]!.headM)}`,
    figure(m.motor.powerKw),
    figure(m.motor.powerHp),
    ...(multistage ? [m.stages ? String(m.stages) : '–'] : []),
    m.outlet,
    ...(borehole ? boreColumns(m) : []),
  ]);
  return { table: { caption, columns, rows }, rowIds: models.map((m) => modelAnchor(m.model)) };
}

/** A borehole set's smallest bore and the diameter the bore fit takes of it, or dashes. */
function boreColumns(m: PumpModel): [string, string] {
  const pumpMm = m.maxDiameterWithCableGuardMm;
  const motorMm = m.motor.diameterWithCableMm;
  if (m.minBoreInch === undefined || pumpMm === undefined || motorMm === undefined) return ['–', '–'];
  const fit = boreFit({ maxDiameterWithCableGuardMm: pumpMm, motorDiameterWithCableMm: motorMm }, m.minBoreInch);
  return [String(m.minBoreInch), figure(fit.neededMm)];
}

/** Caption of a product's model table: 'Operating range (2900 rpm)', or without a speed when models differ. */
export function modelTableCaption(models: PumpModel[]): string {
  const speeds = [...new Set(models.map((m) => m.speedRpm))];
  return speeds.length === 1 ? `Operating range (${speeds[0]} rpm)` : 'Operating range';
}
