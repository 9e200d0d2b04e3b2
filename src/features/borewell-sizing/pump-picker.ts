import { getPumpModels } from '@/content/pump-models';
import type { CategoryName } from '@/content/schemas/catalogue';
import { curvesOf, describeNearMiss, selectPumps } from '@/features/pump-selection';
import { pickedPumpFromSelection, type PickPump } from './domain';
import type { UnitSystem } from '@/lib/units';

/** The category a borewell takes: borehole submersibles (openwell submersibles hang in open wells). */
export const borewellPumpCategory: CategoryName = 'SUBMERSIBLE PUMPS';

/**
 * The sizing's pump choice wired to the pump selector's rules (`selectPumps` of `@/features/pump-selection`)
 * over the borehole submersibles of `getPumpModels()`: every model qualifying for the duty (flow
 * m³/h, TDH m, system curve with the static head), the supply (phase, voltage ±10 %) and the bore,
 * in the selector's ranking, with its curves and the selector's near misses, worded in the sheet's
 * unit system (imperial: US gpm and ft). Server only.
 */
export const cataloguePumpPicker =
  (unitSystem: UnitSystem): PickPump =>
  (duty) => {
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
      nearMisses: nearMisses.map((miss) => ({
        model: miss.model.model,
        reason: describeNearMiss(
          miss.causes,
          unitSystem === 'imperial' ? { flowUnit: 'usgpm', headUnit: 'ft' } : { flowUnit: 'm3h', headUnit: 'm' },
        ),
      })),
    };
  };

/** The pump choice with its near misses in m³/h and m (the JSON API and the metric sheet). */
export const pickCataloguePump: PickPump = cataloguePumpPicker('metric');
