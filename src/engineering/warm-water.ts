import type { PipeMaterial } from './tables';

/**
 * Warm water in the well (issue 48): plastic columns hold less pressure and submersible motors need
 * more cooling flow above the temperatures they are rated at.
 */

/** Water temperature the sizing assumes when none is given, °C. */
export const DEFAULT_WATER_TEMP_C = 25;
/** Warmest water the sizing takes, °C: the standards' factors below cover PVC-U to 45 °C and PE to 40 °C. */
export const MAX_WATER_TEMP_C = 40;

/** A derating curve: (°C, factor) points, the factor 1 below the first and linear between points. */
type Derating = readonly (readonly [number, number])[];

/**
 * PVC-U: ISO 1452-2:2009 (which replaced ISO 4422) and EN 1452-2, Annex A, "Derating factor for
 * temperatures up to 45 °C": f_T = 1 up to 25 °C, 0.8 at 35 °C, 0.63 at 45 °C (the figure's line,
 * read linearly between these points). PE 100: ISO 4427-1:2019, Annex A, Table A.1, reduction
 * coefficients for operating temperatures: 1.0 at 20 °C, 0.87 at 30 °C, 0.74 at 40 °C. Galvanised
 * steel (IS 1239) is not derated in this range.
 */
const DERATING: Readonly<Record<PipeMaterial, Derating>> = {
  upvc: [
    [25, 1],
    [35, 0.8],
    [45, 0.63],
  ],
  hdpe: [
    [20, 1],
    [30, 0.87],
    [40, 0.74],
  ],
  gi: [[0, 1]],
};

/**
 * Pressure-rating factor of a column material at a water temperature (see {@link DERATING}):
 * e.g. uPVC at 40 °C: 0.8 + (0.63 − 0.8) × 5/10 = 0.715; HDPE at 25 °C: 1 − 0.13 × 5/10 = 0.935.
 * @param material column material
 * @param waterTempC water temperature in °C (0–{@link MAX_WATER_TEMP_C})
 * @throws RangeError above the warmest temperature the material's standard covers
 */
export function pressureTemperatureFactor(material: PipeMaterial, waterTempC: number): number {
  const points = DERATING[material];
  const [firstC, firstF] = points[0]!;
  if (waterTempC <= firstC) return firstF;
  for (let i = 1; i < points.length; i++) {
    const [c0, f0] = points[i - 1]!;
    const [c1, f1] = points[i]!;
    if (waterTempC <= c1) return f0 + ((f1 - f0) * (waterTempC - c0)) / (c1 - c0);
  }
  if (material === 'gi') return 1;
  throw new RangeError(`${material}: no pressure derating above ${points.at(-1)![0]} °C`);
}

/**
 * Warmest water a standard submersible motor runs in at the minimum cooling velocity, °C: Franklin
 * Electric, Application · Installation · Maintenance (AIM) manual, "Motor cooling, temperature and
 * time ratings": standard motors are rated for water up to 30 °C (86 °F) at 0.25 ft/s (4-inch) and
 * 0.5 ft/s (6-inch and larger).
 */
export const MOTOR_RATED_WATER_TEMP_C = 30;

/**
 * Cooling velocity past the motor in water above {@link MOTOR_RATED_WATER_TEMP_C}, m/s: Franklin
 * Electric AIM manual, "Hot water applications": a standard motor in warmer water needs at least
 * 3 ft/s (0.91 m/s) past it (a flow sleeve in practice), or a motor rated for hot water.
 */
export const HOT_WATER_MIN_COOLING_VELOCITY_MS = 0.91;
