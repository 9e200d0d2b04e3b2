import type { PumpModel } from '@/content/schemas/pump-models';
import type { MotorSupply } from '@/engineering/tables';
import { motorOnSupply } from '@/engineering/motor';

/**
 * The pump choice the sizing takes as an injected function, so that sizing does not depend on the
 * selection feature: the route wires `selectPumps` in through {@link pickedPumpFromSelection}.
 */

/** The duty the pump must meet, in SI units: the picker offers every model of the frequency and supply. */
export interface PumpDuty {
  /** Duty flow in m³/h. */
  flowM3h: number;
  /** Total dynamic head in m. */
  headM: number;
  /** Mains frequency in Hz. */
  frequencyHz: 50 | 60;
  /** Supply phases. */
  phase: 1 | 3;
  /** Supply voltage in V. */
  voltageV: number;
  /** Bore (casing) diameter in inch: the pump set must fit. */
  boreInch: number;
  /**
   * Static head Hs of the system curve in m at the duty (pumping level + delivery height + outlet
   * pressure); the picker ranks on it, the sizing then finds each pump's operating point on the
   * well's own curve (drawdown growing with the flow).
   */
  staticHeadM: number;
}

/** The interpolated curves of the pump at rated speed; functions of flow in m³/h, undefined outside the span. */
export interface PumpCurves {
  /** Head H(Q) in m. */
  head: (flowM3h: number) => number | undefined;
  /** Pump efficiency η(Q) in %. */
  efficiency: (flowM3h: number) => number | undefined;
  /** Shaft power P2(Q) in kW. */
  power: (flowM3h: number) => number | undefined;
  /** Flow span of the curve in m³/h: the model's allowable operating range. */
  minFlowM3h: number;
  maxFlowM3h: number;
  /** Flow at the best efficiency point in m³/h. */
  bepFlowM3h: number;
}

/** The submersible motor of the set, on the supply matched. */
export interface SetMotor {
  /** Rated output in kW. */
  powerKw: number;
  /** Rated output in HP as the catalogue gives it. */
  powerHp: number;
  /** Outer diameter in mm. */
  outerDiameterMm: number;
  /** Diameter across the motor with its flat drop cable beside it in mm (the catalogue's). */
  diameterWithCableMm: number;
  /**
   * Service factor: the shaft power the motor carries continuously is rated kW × this (1.15 for the
   * range's submersible motors, `serviceFactorOf`).
   */
  serviceFactor: number;
  /** Power leads: 3 or 6. */
  leads: 3 | 6;
  /** cos φ at rated load on this supply. */
  powerFactor: number;
  /** Efficiency at rated load on this supply in %. */
  efficiencyPct: number;
  /** Full-load current on this supply in A. */
  fullLoadCurrentA: number;
}

/** The facts about a candidate pump set that the sizing needs. */
export interface PickedPump {
  /** Model code as on the nameplate. */
  model: string;
  /** Id of the product page listing the model. */
  productId: string;
  /** Largest outer diameter of the pump set in mm. */
  outerDiameterMm: number;
  /** Largest diameter of the pump with its cable guard over the drop cable in mm (the catalogue's). */
  maxDiameterWithCableGuardMm: number;
  motor: SetMotor;
  curves: PumpCurves;
}

/** A model that nearly meets the duty, and why it was not chosen. */
export interface NearMiss {
  model: string;
  /** The supplies its motor is offered for (none matching the duty's). */
  refusal: { kind: 'supply'; offered: { phase: 1 | 3; voltageV: number }[] };
}

/** What a pump picker answers: the candidate models, and the near misses it already knows. */
export interface PumpPick {
  candidates: PickedPump[];
  nearMisses: NearMiss[];
}

/**
 * Offers the pumps for a duty: every borehole submersible of the frequency with a matching supply
 * (the sizing judges each on the well's system curve), and the models refused for their supply.
 */
export type PickPump = (duty: PumpDuty) => PumpPick;

/**
 * Adapts one model of the catalogue to {@link PickedPump}: the motor on the supply matched
 * (`motorOnSupply` of the hydraulics core, the selector's own: a single-phase supply carries its own
 * cos φ and efficiency) with its service factor, the set's and the motor's diameters with their
 * cable, the motor's leads.
 * @param model a borehole submersible of `getPumpModels()`
 * @param supply the supply matched (`matchingSupply` of `@/engineering/motor`)
 * @param curves the model's curves (`modelCurves(model)` of `@/content/model-curves`)
 * @param serviceFactor the motor's service factor (`serviceFactorOf(model)`)
 * @throws Error when the model lacks the set's or the motor's diameters (with and without the
 *   cable) or the motor's leads (every borehole submersible carries them)
 */
export function pickedPumpFromSelection(
  model: PumpModel,
  supply: MotorSupply,
  curves: PumpCurves,
  serviceFactor: number,
): PickedPump {
  const { motor } = model;
  if (
    model.outerDiameterMm === undefined ||
    model.maxDiameterWithCableGuardMm === undefined ||
    motor.outerDiameterMm === undefined ||
    motor.diameterWithCableMm === undefined ||
    motor.leads === undefined
  ) {
    throw new Error(
      `${model.model}: a borehole set needs its outer diameter with and without the cable guard and its motor's diameters and leads`,
    );
  }
  const onSupply = motorOnSupply(motor, supply, serviceFactor);
  return {
    model: model.model,
    productId: model.productId,
    outerDiameterMm: model.outerDiameterMm,
    maxDiameterWithCableGuardMm: model.maxDiameterWithCableGuardMm,
    motor: {
      powerKw: motor.powerKw,
      powerHp: motor.powerHp,
      outerDiameterMm: motor.outerDiameterMm,
      diameterWithCableMm: motor.diameterWithCableMm,
      leads: motor.leads,
      powerFactor: onSupply.powerFactor,
      efficiencyPct: onSupply.efficiencyPct,
      fullLoadCurrentA: onSupply.fullLoadCurrentA,
      serviceFactor: onSupply.serviceFactor,
    },
    curves: {
      head: curves.head,
      efficiency: curves.efficiency,
      power: curves.power,
      minFlowM3h: curves.minFlowM3h,
      maxFlowM3h: curves.maxFlowM3h,
      bepFlowM3h: curves.bepFlowM3h,
    },
  };
}
