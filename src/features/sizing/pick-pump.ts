import type { MotorSupply, PumpModel } from '@/content/schemas/pump-models';

/**
 * The pump choice the sizing takes as an injected function, so that sizing does not depend on the
 * selection feature: the route wires `selectPumps` in through {@link pickedPumpFromSelection}.
 */

/** The duty the pump must meet, in SI units. */
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
   * Static head Hs of the system curve in m: the part of the TDH that does not change with flow
   * (pumping level + delivery height + outlet pressure); the rest is friction, ∝ Q².
   */
  staticHeadM: number;
}

/** Operating point of the picked pump on its curve against the system curve. */
export interface OperatingPoint {
  flowM3h: number;
  headM: number;
  /** Pump (hydraulic) efficiency in %. */
  efficiencyPct: number;
  /** Pump shaft power P2 in kW. */
  powerKw: number;
}

/** The minimal facts about the picked pump set that the sizing needs. */
export interface PickedPump {
  /** Model code as on the nameplate. */
  model: string;
  /** Id of the product page listing the model. */
  productId: string;
  /** Rated motor output in kW. */
  motorPowerKw: number;
  /** Motor full-load current at the chosen supply in A. */
  fullLoadCurrentA: number;
  /** Motor power factor cos φ at rated load. */
  powerFactor: number;
  /** Motor efficiency at rated load in %. */
  motorEfficiencyPct: number;
  /** Where the pump runs. */
  operatingPoint: OperatingPoint;
  /** Electrical input power P1 at the operating point in kW. */
  inputPowerKw: number;
  /** Largest outer diameter of the pump set in mm (used for the motor cooling check), when known. */
  outerDiameterMm?: number;
}

/** A model that nearly meets the duty, and why it was not chosen. */
export interface NearMiss {
  model: string;
  reason: string;
}

/** What a pump picker answers: the best model or none, and the near misses. */
export interface PumpPick {
  best: PickedPump | null;
  nearMisses: NearMiss[];
}

/** Picks the pump for a duty (the selection feature's best match, wired in by the route). */
export type PickPump = (duty: PumpDuty) => PumpPick;

/**
 * Adapts one result of the selection feature (`selectPumps(...).results[i]`) to {@link PickedPump}.
 * @param result the model, its operating point, the electrical input power in kW and the supply matched
 */
export function pickedPumpFromSelection(result: {
  model: PumpModel;
  operatingPoint: OperatingPoint;
  inputPowerKw: number;
  supply: MotorSupply;
}): PickedPump {
  const { model, operatingPoint, inputPowerKw, supply } = result;
  return {
    model: model.model,
    productId: model.productId,
    motorPowerKw: model.motor.powerKw,
    fullLoadCurrentA: supply.fullLoadCurrentA,
    powerFactor: model.motor.powerFactor,
    motorEfficiencyPct: model.motor.efficiencyPct,
    operatingPoint,
    inputPowerKw,
    outerDiameterMm: model.outerDiameterMm,
  };
}
