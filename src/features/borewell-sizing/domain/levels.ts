/**
 * Water levels and pump setting depth of a borewell. Depths in m below ground level.
 */

/**
 * Water column kept above the pump intake at the pumping water level, in m. A design margin stated
 * by issue 13: it covers the seasonal fall of the water table and the extra drawdown of an ageing
 * well, so that the pump stays submerged all year, which submersible pump and motor installation
 * manuals require (e.g. Franklin Electric, Submersible Motors Application · Installation ·
 * Maintenance manual (AIM); Grundfos SP installation and operating instructions).
 */
export const SUBMERGENCE_MARGIN_M = 10;

/**
 * Length of bore left below the motor, in m: keeps the motor out of the sand and silt that settle
 * at the bottom of a borewell, as motor installation manuals advise (Franklin Electric AIM manual:
 * the motor must not sit in mud or sand). 3 m is this site's allowance.
 */
export const SUMP_ALLOWANCE_M = 3;

/**
 * Pumping (dynamic) water level in m below ground: static level plus the drawdown at the pumping
 * rate (definition of drawdown; e.g. Driscoll, Groundwater and Wells, 2nd ed., ch. 9).
 */
export function pumpingWaterLevelM(staticLevelM: number, drawdownM: number): number {
  return staticLevelM + drawdownM;
}

/** Where the pump is hung, and whether the well is deep enough for it. */
export interface PumpSetting {
  /** Pump setting depth (top of the pump set below ground) in m. */
  settingDepthM: number;
  /** Depth the duty asks for: pumping level + {@link SUBMERGENCE_MARGIN_M}, in m. */
  wantedSettingDepthM: number;
  /** Deepest setting the bore allows: bore depth − {@link SUMP_ALLOWANCE_M}, in m. */
  maxSettingDepthM: number;
  /** Water above the pump at the pumping level in m (negative: the pump would run dry). */
  submergenceM: number;
  /** True when the bore is too shallow for the full submergence margin. */
  tooShallow: boolean;
}

/**
 * Pump setting depth: pumping level + the submergence margin, capped at the bore depth minus the
 * sump allowance.
 * @param pumpingLevelM pumping water level in m below ground
 * @param boreDepthM bore depth in m below ground
 */
export function pumpSetting(pumpingLevelM: number, boreDepthM: number): PumpSetting {
  const wantedSettingDepthM = pumpingLevelM + SUBMERGENCE_MARGIN_M;
  const maxSettingDepthM = Math.max(0, boreDepthM - SUMP_ALLOWANCE_M);
  const settingDepthM = Math.min(wantedSettingDepthM, maxSettingDepthM);
  return {
    settingDepthM,
    wantedSettingDepthM,
    maxSettingDepthM,
    submergenceM: settingDepthM - pumpingLevelM,
    tooShallow: wantedSettingDepthM > maxSettingDepthM,
  };
}

/**
 * Flow in m³/h from a daily volume: volume ÷ pumping hours.
 * @param dailyVolumeM3 water needed per day in m³
 * @param pumpingHours hours of pumping per day, 0 < h ≤ 24
 * @throws RangeError when the hours are outside (0, 24]
 */
export function flowFromDailyVolumeM3h(dailyVolumeM3: number, pumpingHours: number): number {
  if (!(pumpingHours > 0 && pumpingHours <= 24)) throw new RangeError('pumpingHours must be in (0, 24]');
  return dailyVolumeM3 / pumpingHours;
}
