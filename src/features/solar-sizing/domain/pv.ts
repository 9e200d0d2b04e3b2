/**
 * The PV array: cell temperature, the power it gives the pump controller, and the strings that keep
 * its voltage inside the controller's MPPT window.
 */

/** Irradiance and air temperature of the NOCT test condition: 800 W/m², 20 °C (IEC 61215). */
const NOCT_IRRADIANCE_W_M2 = 800;
const NOCT_AIR_C = 20;
/** Standard test conditions: 1000 W/m², cells at 25 °C (IEC 61215 / IEC 60904-3). */
export const STC_IRRADIANCE_W_M2 = 1000;
export const STC_CELL_C = 25;

/**
 * Cell temperature by the NOCT model, °C: T_c = T_a + (NOCT − 20)·G_T/800 (Duffie & Beckman, 4th ed.,
 * eq. 23.3.3 without the small η/τα term; Ross 1976).
 * Worked example: 30 °C air, 900 W/m², NOCT 45 °C → 30 + 25 × 900/800 = 58.1 °C.
 */
export function cellTemperatureC(airC: number, irradianceWm2: number, noctC: number): number {
  return airC + ((noctC - NOCT_AIR_C) * irradianceWm2) / NOCT_IRRADIANCE_W_M2;
}

/** What turns the array's rated watts into watts at the controller's output. */
export interface PvAssumptions {
  noctC: number;
  /** Temperature coefficient of the maximum power, %/°C (negative). */
  powerTempCoeffPctPerC: number;
  /** Temperature coefficient of the open-circuit voltage, %/°C (negative). */
  vocTempCoeffPctPerC: number;
  lossesPct: { soiling: number; mismatch: number; wiring: number };
  controllerEfficiencyPct: number;
}

/** Product of the stated losses and the controller efficiency: (1 − soiling)(1 − mismatch)(1 − wiring)·η_controller. */
export function systemDerate(a: PvAssumptions): number {
  const { soiling, mismatch, wiring } = a.lossesPct;
  return (1 - soiling / 100) * (1 - mismatch / 100) * (1 - wiring / 100) * (a.controllerEfficiencyPct / 100);
}

/**
 * Power the controller gives the motor, W: P = P_STC·(G_T/1000)·(1 + γ·(T_c − 25))·derate, the
 * linear PV performance model with the maximum-power temperature coefficient γ (Duffie & Beckman,
 * 4th ed., §23.3 and eq. 23.3.4's linear form; the PVWatts model, Dobos, NREL/TP-6A20-62641, 2014,
 * eq. 2, without its low-light term) and {@link systemDerate}.
 * Worked example: 5400 W array, 900 W/m², cells at 58.125 °C, γ = −0.37 %/°C, derate
 * 0.97 × 0.98 × 0.98 × 0.95 = 0.8850 → 5400 × 0.9 × (1 − 0.0037 × 33.125) × 0.8850 = 3774 W.
 */
export function controllerOutputW(arrayW: number, irradianceWm2: number, cellC: number, a: PvAssumptions): number {
  if (irradianceWm2 <= 0) return 0;
  const thermal = 1 + (a.powerTempCoeffPctPerC / 100) * (cellC - STC_CELL_C);
  return arrayW * (irradianceWm2 / STC_IRRADIANCE_W_M2) * thermal * systemDerate(a);
}

/** Module voltages at STC. */
export interface ModuleVoltages {
  vmpV: number;
  vocV: number;
}

/**
 * A module's open-circuit voltage at a cell temperature, V: V_oc(T) = V_oc,STC·(1 + β·(T − 25)), β the
 * datasheet's V_oc temperature coefficient (IEC 62548:2016 §7.3 and NEC 690.7(A)(1): the maximum PV
 * system voltage is V_oc corrected to the lowest expected ambient temperature by the module's
 * coefficient; at dawn, with no sun, the cells are at the air temperature).
 * Worked example (issue 48): V_oc 49.6 V, β = −0.28 %/°C: at 0 °C 49.6 × 1.07 = 53.07 V, 15 in series
 * 796.1 V; at −12 °C 49.6 × 1.1036 = 54.74 V, 15 in series 821.1 V (over an 800 V input), 14 in series 766.3 V.
 */
export function moduleVocAtV(
  module: Pick<ModuleVoltages, 'vocV'>,
  cellC: number,
  a: Pick<PvAssumptions, 'vocTempCoeffPctPerC'>,
): number {
  return module.vocV * (1 + (a.vocTempCoeffPctPerC / 100) * (cellC - STC_CELL_C));
}

/** The voltage window a string must sit in. */
export interface MpptWindow {
  mpptMinV: number;
  mpptMaxV: number;
  maxInputVocV: number;
}

/**
 * The numbers of modules in series whose string voltage stays inside the controller's window over
 * the site's year: at the hottest cells (T_c,max) V_mp must not fall below the MPPT minimum, at the
 * coldest (T_c,min: the site's lowest expected air temperature, cells at dawn at the air's
 * temperature, {@link moduleVocAtV}) V_oc must not exceed the input maximum, and at STC V_mp must not
 * exceed the MPPT maximum. V_mp is taken to fall with temperature
 * at the power coefficient and V_oc at its own coefficient (module datasheets; the fill factor
 * changes little).
 * Worked example: V_mp 41.6 V, V_oc 49.6 V, γ = −0.37 %/°C, β_Voc = −0.28 %/°C, cells 20–70 °C,
 * window 250–750 V, 800 V: V_mp(70 °C) = 41.6 × (1 − 0.0037 × 45) = 34.67 V → at least ⌈250/34.67⌉ = 8;
 * V_oc(20 °C) = 49.6 × (1 + 0.0028 × 5) = 50.29 V → at most ⌊800/50.29⌋ = 15; 750/41.6 → 18. So 8–15.
 * @returns the fewest and most modules per string, or null when no count fits
 */
export function seriesRange(
  module: ModuleVoltages,
  window: MpptWindow,
  cellRangeC: { min: number; max: number },
  a: Pick<PvAssumptions, 'powerTempCoeffPctPerC' | 'vocTempCoeffPctPerC'>,
): { min: number; max: number } | null {
  const vmpHot = module.vmpV * (1 + (a.powerTempCoeffPctPerC / 100) * (cellRangeC.max - STC_CELL_C));
  const vocCold = moduleVocAtV(module, cellRangeC.min, a);
  const min = Math.ceil(window.mpptMinV / vmpHot - 1e-9);
  const max = Math.min(
    Math.floor(window.maxInputVocV / vocCold + 1e-9),
    Math.floor(window.mpptMaxV / module.vmpV + 1e-9),
  );
  return min <= max ? { min, max } : null;
}

/**
 * The arrangement of `modules` in series strings within the series range, fewest strings first (one
 * string when it fits), or null when no divisor of `modules` lies in the range.
 */
export function arrangement(
  modules: number,
  range: { min: number; max: number },
): { series: number; parallel: number } | null {
  for (let series = Math.min(range.max, modules); series >= range.min; series--) {
    if (modules % series === 0) return { series, parallel: modules / series };
  }
  return null;
}
