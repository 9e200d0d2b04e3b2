import { STANDARD_GRAVITY_M_S2, WATER_DENSITY_KG_M3 } from '@/engineering/hydraulics';

/**
 * Hanging load on a threaded steel (GI) column: the top joint carries the whole column, the water
 * in it, the drop cable strapped to it and the pump set, and its thread root is the weakest section.
 * uPVC grades carry their own maximum installation depth (the manufacturer's hanging-load rating)
 * and HDPE columns are hung from a clamp on a safety rope, so the check applies to GI.
 */

/** Density of carbon steel, kg/m³: IS 1239 (Part 1) computes its tube masses with 7.85 kg/dm³. */
export const STEEL_DENSITY_KG_M3 = 7850;

/** Density of annealed copper, kg/m³: IEC 60028 (international annealed copper standard), 8.89 g/cm³. */
export const COPPER_DENSITY_KG_M3 = 8890;

/**
 * Thread height of the pipe thread, mm: IS 554 = ISO 7-1 (BSP taper) has 11 threads per inch for
 * sizes 1 to 6 inch, pitch P = 25.4/11 = 2.309 mm and height h = 0.640327·P = 1.479 mm (ISO 7-1,
 * Table 1). The root diameter is taken as the pipe's outside diameter − 2·h.
 */
export const PIPE_THREAD_HEIGHT_MM = 1.479;

/**
 * Mass allowed for the pump set (pump end and motor) hanging on the column, kg, by the set's outer
 * diameter: the model data carry no masses, so these are generous upper values for submersible sets
 * of each size (a 4-inch motor of up to 7.5 kW weighs about 25 kg, a 6-inch motor of up to 37 kW
 * about 130 kg and an 8-inch motor of up to 93 kW about 340 kg in Franklin Electric's motor data,
 * and a pump end adds about as much again). Replace with each model's shipping mass once the
 * owner's data carry it.
 */
export const PUMP_SET_ALLOWANCE_KG: readonly { maxOuterDiameterMm: number; massKg: number }[] = [
  { maxOuterDiameterMm: 101.6, massKg: 60 },
  { maxOuterDiameterMm: 152.4, massKg: 250 },
  { maxOuterDiameterMm: 203.2, massKg: 500 },
  { maxOuterDiameterMm: Infinity, massKg: 900 },
];

/** Mass in kg allowed for a pump set of this outer diameter (mm), from {@link PUMP_SET_ALLOWANCE_KG}. */
export function pumpSetAllowanceKg(setOuterDiameterMm: number): number {
  return PUMP_SET_ALLOWANCE_KG.find((row) => setOuterDiameterMm <= row.maxOuterDiameterMm)!.massKg;
}

/** What hangs below the column's top joint besides the pipe and its water. */
export interface HungEquipment {
  /** Pump set mass in kg ({@link pumpSetAllowanceKg} until models carry masses). */
  pumpSetKg: number;
  /** Conductors of the drop cable(s) strapped to the column: count and cross-section in mm². */
  cableConductors: number;
  cableSizeMm2: number;
}

/** The hanging load on the top joint and the stress at its thread root. */
export interface HangingLoad {
  /** Mass of the steel pipe in kg. */
  pipeKg: number;
  /** Mass of the water filling the column in kg (held by the pump's check valve when it stops). */
  waterKg: number;
  /** Mass of the drop cable's copper in kg. */
  cableKg: number;
  /** Mass allowed for the pump set in kg. */
  pumpSetKg: number;
  /** Total load on the top joint in kN. */
  loadKn: number;
  /** Cross-section of the pipe wall at the thread root in mm². */
  threadRootAreaMm2: number;
  /** Tensile stress at the thread root in MPa. */
  stressMPa: number;
}

/**
 * Hanging load on the top joint of a column of length `lengthM` (the setting depth) and the stress
 * at its thread root: W = g·(m_pipe + m_water + m_cable + m_set), with m_pipe = ρ_steel·π/4·(D² −
 * d²)·L, m_water = ρ_w·π/4·d²·L (the column full, as the check valve holds it at rest) and m_cable =
 * ρ_Cu·n·A·L; σ = W / (π/4·((D − 2h)² − d²)). Buoyancy is neglected, which errs on the safe side
 * (it would take about a seventh off the steel below the water level); the insulation of the cable
 * is covered by that margin.
 *
 * Worked example (GI 2-inch medium, D = 60.3 mm, wall 3.6 mm so d = 53.1 mm; L = 300 m; 3 × 25 mm²
 * cable; 250 kg set): steel 7850·π/4·(0.0603² − 0.0531²)·300 = 7850·6.413e-4·300 = 1,510 kg;
 * water 1000·π/4·0.0531²·300 = 664 kg; copper 8890·3·25e-6·300 = 200 kg; W = 9.80665·2,624 kg =
 * 25.7 kN; root area π/4·(57.342² − 53.1²) = π/4·468.5 = 368 mm²; σ = 25,730/368 = 69.9 MPa.
 * @param outerDiameterMm pipe outside diameter in mm
 * @param innerDiameterMm pipe inner diameter in mm
 * @param lengthM hanging length (setting depth) in m
 * @param hung the pump set and drop cable on the column
 */
export function hangingLoad(
  outerDiameterMm: number,
  innerDiameterMm: number,
  lengthM: number,
  hung: HungEquipment,
): HangingLoad {
  const areaM2 = (d: number) => (Math.PI / 4) * (d / 1000) ** 2;
  const pipeKg = STEEL_DENSITY_KG_M3 * (areaM2(outerDiameterMm) - areaM2(innerDiameterMm)) * lengthM;
  const waterKg = WATER_DENSITY_KG_M3 * areaM2(innerDiameterMm) * lengthM;
  const cableKg = COPPER_DENSITY_KG_M3 * hung.cableConductors * hung.cableSizeMm2 * 1e-6 * lengthM;
  const loadN = STANDARD_GRAVITY_M_S2 * (pipeKg + waterKg + cableKg + hung.pumpSetKg);
  const rootMm = outerDiameterMm - 2 * PIPE_THREAD_HEIGHT_MM;
  const threadRootAreaMm2 = (Math.PI / 4) * (rootMm ** 2 - innerDiameterMm ** 2);
  return {
    pipeKg,
    waterKg,
    cableKg,
    pumpSetKg: hung.pumpSetKg,
    loadKn: loadN / 1000,
    threadRootAreaMm2,
    stressMPa: loadN / threadRootAreaMm2,
  };
}

/** Cores of a flat submersible drop cable (IS 694 three-core flat cable: three leads per cable). */
export const CABLE_CORES = 3;
