import { getPumpModels } from '@/content/pump-models';
import type { CategoryName } from '@/content/schemas/catalogue';
import { curvesOf, selectPumps } from '@/features/selection';
import { pickedPumpFromSelection, type PickPump } from '@/features/sizing';

/** The category a borewell takes: borehole submersibles (openwell submersibles hang in open wells). */
export const borewellPumpCategory: CategoryName = 'SUBMERSIBLE PUMPS';

/**
 * The sizing's pump choice wired to the pump selector's rules (`selectPumps` of `@/features/selection`)
 * over the borehole submersibles of `getPumpModels()`: every model qualifying for the duty (flow
 * m³/h, TDH m, system curve with the static head), the supply (phase, voltage ±10 %) and the bore,
 * in the selector's ranking, with its curves and the selector's near misses. Server only.
 */
export const pickCataloguePump: PickPump = (duty) => {
  const { results, nearMisses } = selectPumps(getPumpModels(), {
    flowM3h: duty.flowM3h,
    headM: duty.headM,
    frequencyHz: duty.frequencyHz,
    phase: duty.phase,
    voltageV: duty.voltageV,
    boreInch: duty.boreInch,
    staticHeadM: duty.staticHeadM,
    category: borewellPumpCategory,
  });
  return {
    candidates: results.map((r) => pickedPumpFromSelection(r.model, r.supply, curvesOf(r.model))),
    nearMisses: nearMisses.map((miss) => ({ model: miss.model.model, reason: miss.reason })),
  };
};
