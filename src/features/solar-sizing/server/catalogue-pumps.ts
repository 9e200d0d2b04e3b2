import { siteConfig } from '@/config/site';
import { getEngineeringData } from '@/content/engineering';
import { getPumpModels } from '@/content/pump-models';
import { getSolarData } from '@/content/solar';
import type { PumpModel } from '@/content/schemas/pump-models';
import { motorOnSupply, serviceFactorOf } from '@/engineering/motor';
import { pumpCurves } from '@/engineering/hydraulics';
import { SOLAR_PUMP_FREQUENCY_HZ, type SolarDeps, type SolarPump } from '../domain/size-solar';

/** Whether a catalogue model is a borehole submersible a solar controller drives (three-phase 415 V, 50 Hz). */
export function isSolarPump(model: PumpModel): boolean {
  return (
    model.category === 'SUBMERSIBLE PUMPS' &&
    model.frequencyHz === SOLAR_PUMP_FREQUENCY_HZ &&
    model.minBoreInch !== undefined &&
    model.motor.supplies.some((s) => s.phase === 3 && s.voltageV === 415)
  );
}

/**
 * A catalogue model as the solar sizing sees it: the motor on the controller's three-phase 415 V
 * output (`motorOnSupply`, the selector's and borewell sizing's motor model), curves at rated speed.
 */
export function solarPumpOf(model: PumpModel): SolarPump {
  const supply = model.motor.supplies.find((s) => s.phase === 3 && s.voltageV === 415)!;
  return {
    model: model.model,
    productId: model.productId,
    motorPowerKw: model.motor.powerKw,
    motorPowerHp: model.motor.powerHp,
    motorEfficiencyPct: motorOnSupply(model.motor, supply, serviceFactorOf(model)).efficiencyPct,
    minBoreInch: model.minBoreInch!,
    curves: pumpCurves(model.points),
  };
}

let cached: SolarDeps | undefined;

/** The sizing's tables from the content and `siteConfig.solar` (built once per process). Server only. */
export function catalogueSolarDeps(): SolarDeps {
  if (cached) return cached;
  const { sites, controllers } = getSolarData();
  cached = {
    sites,
    controllers,
    pumps: getPumpModels().filter(isSolarPump).map(solarPumpOf),
    pipes: getEngineeringData().pipes,
    pv: siteConfig.solar,
  };
  return cached;
}
