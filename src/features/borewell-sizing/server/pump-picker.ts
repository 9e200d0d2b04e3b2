import { getPumpModels } from '@/content/pump-models';
import { modelCurves } from '@/content/model-curves';
import { matchingSupply, serviceFactorOf } from '@/engineering/motor';
import type { CategoryName } from '@/content/schemas/catalogue';
import { meetsDutyTolerance, pickedPumpFromSelection, type PickPump } from '../domain';

/** The category a borewell takes: borehole submersibles (openwell submersibles hang in open wells). */
export const borewellPumpCategory: CategoryName = 'SUBMERSIBLE PUMPS';

/**
 * The sizing's pump candidates from the catalogue (`getPumpModels()`): every borehole submersible
 * of the duty's frequency with a supply matching the phase and voltage (±10 %,
 * `matchingSupply` of the engineering's motors), with its curves and its motor's service factor. The sizing judges each where
 * it runs on the well's system curve; the bore fit is the sizing's too (the catalogue's diameters
 * with the cable). A model whose curve meets the duty within tolerance but whose motor is not
 * offered for the supply is a near miss naming the supplies it is offered for. Server only.
 */
export const pickCataloguePump: PickPump = (duty) => {
  const candidates = [];
  const nearMisses = [];
  for (const model of getPumpModels()) {
    if (model.category !== borewellPumpCategory || model.frequencyHz !== duty.frequencyHz) continue;
    const curves = modelCurves(model);
    const supply = matchingSupply(model, { phase: duty.phase, voltageV: duty.voltageV });
    if (supply) {
      candidates.push(pickedPumpFromSelection(model, supply, curves, serviceFactorOf(model)));
    } else if (meetsDutyTolerance(curves, duty.flowM3h, duty.headM)) {
      const offered = model.motor.supplies.map((s) => ({ phase: s.phase, voltageV: s.voltageV }));
      nearMisses.push({ model: model.model, refusal: { kind: 'supply' as const, offered } });
    }
  }
  return { candidates, nearMisses };
};
