import type { PipeGrade, PipeMaterial, PipeMaterialData, PipeSize } from './tables';
import { velocityMs } from './friction';
import { hangingLoad, type HangingLoad, type HungEquipment } from './hanging-load';
import { pressureTemperatureFactor } from './warm-water';

/**
 * Column (riser) pipe choice: material, grade by setting depth, nominal size by velocity.
 */

/**
 * Highest mean velocity in the column pipe, m/s (issue 13). Above it friction grows fast and the
 * surge on a sudden stop grows with the velocity change (Joukowsky: Δp = ρ·a·Δv).
 */
export const MAX_PIPE_VELOCITY_MS = 2.5;

/**
 * Velocity band aimed at, m/s (issue 13); recommended discharge velocities for 1–4 inch water
 * lines are 1–1.25 m/s (myengineeringtools.com, "Pump water flow velocity recommended values").
 */
export const AIM_PIPE_VELOCITY_MS = { min: 1, max: 1.5 } as const;

/** Inner diameter in mm of a pipe size: outside diameter − 2 × wall, to 0.01 mm. */
export function innerDiameterMm(size: PipeSize): number {
  return Math.round((size.outerDiameterMm - 2 * size.wallMm) * 100) / 100;
}

/**
 * Pressure rating of a pipe size in bar by the ISO equation (ISO 161-1; ASTM D1785 and IS 4984
 * rate their pipes by it): P = 2·σ·t / (D − t), σ the material's design stress in MPa, t the wall
 * and D the outside diameter in mm; × 10 bar/MPa.
 * @param designStressMPa σ of the material (`designStressMPa` in `content/engineering/pipes.json`)
 */
export function pressureRatingBar(size: PipeSize, designStressMPa: number): number {
  return (10 * 2 * designStressMPa * size.wallMm) / (size.outerDiameterMm - size.wallMm);
}

/**
 * The lightest grade whose maximum installation depth covers the setting depth (grades without a
 * limit cover any depth), or undefined when none does.
 * @param grades grades lightest first, as in `content/engineering/pipes.json`
 * @param settingDepthM pump setting depth in m
 */
export function lightestGradeFor(grades: PipeGrade[], settingDepthM: number): PipeGrade | undefined {
  return grades.find((g) => g.maxInstallationDepthM === undefined || g.maxInstallationDepthM >= settingDepthM);
}

/**
 * Where the aim band falls between two sizes, which of them to take: the smaller, whose velocity is
 * above the band (up to {@link MAX_PIPE_VELOCITY_MS}), or the larger, below it.
 */
export type BandGapSize = 'smaller' | 'larger';

/**
 * Index of the nominal size: the smallest size whose velocity lands in {@link AIM_PIPE_VELOCITY_MS}
 * when one does; when the band falls between two sizes, the smaller lies above the band and the
 * larger below it, and `gap` says which (issue 48: the smaller can lose several times the friction,
 * e.g. 12 m³/h in GI: 2-inch at 1.61 m/s against 2½-inch at 0.94 m/s, friction ∝ D^−4.87,
 * (67.1/51.3)^4.87 = 3.7 × as much; a size larger costs pipe once, the friction costs energy every
 * hour the pump runs); the smaller only up to {@link MAX_PIPE_VELOCITY_MS}. (Before issue 48 the
 * smallest size ≤ 2.5 m/s was taken, which could be two sizes below the band.) When every size is
 * above the band, the largest.
 * Velocities are taken in the heaviest grade (smallest bore) of the material, so that the nominal
 * size depends on the flow only and not on the depth-driven grade, and the limit holds in every grade.
 */
function sizeIndex(material: PipeMaterialData, flowM3h: number, gap: BandGapSize): number {
  const heaviest = material.grades.at(-1)?.sizes ?? [];
  const velocities = heaviest.map((s) => velocityMs(flowM3h, innerDiameterMm(s)));
  const inAim = velocities.findIndex((v) => v >= AIM_PIPE_VELOCITY_MS.min && v <= AIM_PIPE_VELOCITY_MS.max);
  if (inAim >= 0) return inAim;
  const below = velocities.findIndex((v) => v <= AIM_PIPE_VELOCITY_MS.max);
  if (below < 0) return heaviest.length - 1;
  const above = below - 1;
  return gap === 'smaller' && above >= 0 && velocities[above]! <= MAX_PIPE_VELOCITY_MS ? above : below;
}

/**
 * The hanging load on a column's top joint ({@link hangingLoad}) where the material is checked for
 * it: threaded GI. uPVC grades carry the manufacturer's maximum installation depth instead, and
 * HDPE is hung from a clamp on a safety rope; both give null.
 */
export function columnHangingLoad(
  material: PipeMaterial,
  outerDiameterMm: number,
  innerDiameterMm: number,
  settingDepthM: number,
  hung: HungEquipment,
): HangingLoad | null {
  return material === 'gi' ? hangingLoad(outerDiameterMm, innerDiameterMm, settingDepthM, hung) : null;
}

/** The chosen column pipe. */
export interface ColumnPipe {
  /** Material code actually used (uPVC gives way to GI below its deepest grade). */
  material: PipeMaterial;
  /** Material as named in the sheet. */
  name: string;
  /** Grade (wall class). */
  grade: string;
  /** Nominal size as sold, e.g. '2' (inch) or '63 mm'. */
  nominalSize: string;
  /** Outside diameter in mm. */
  outerDiameterMm: number;
  /** Inner diameter in mm. */
  innerDiameterMm: number;
  /** Hazen–Williams C of the material. */
  hazenWilliamsC: number;
  /** Mean velocity at the duty flow in m/s. */
  velocityMs: number;
  /** True when the material asked for could not carry the setting depth and GI was chosen. */
  materialChanged: boolean;
  /** Pressure rating of the chosen size and grade in bar, derated for the water temperature. */
  pressureRatingBar: number;
  /** The temperature factor the rating carries (1 at or below the standard's reference temperature). */
  temperatureFactor: number;
  /** True when the rating is below the pressure asked for (no grade of the material holds it). */
  pressureExceeded: boolean;
  /** Load on the top joint of a threaded steel (GI) column, null for uPVC and HDPE or before the set is known. */
  hangingLoad: HangingLoad | null;
  /** Stress the thread root may carry in MPa: the material's design stress. */
  allowableStressMPa: number;
  /** True when the hanging load overstresses even the heaviest grade's thread root. */
  hangingLoadExceeded: boolean;
}

/**
 * Chooses the column pipe: the material asked for (uPVC gives way to GI when the setting depth is
 * deeper than its deepest grade carries), the nominal size by velocity (see
 * {@link MAX_PIPE_VELOCITY_MS} and {@link AIM_PIPE_VELOCITY_MS}), and the lightest grade that
 * carries the setting depth, whose rating at that size holds the pressure and, for threaded GI once
 * the set is known, whose thread root carries the hanging load ({@link hangingLoad}, stress ≤ the
 * material's design stress); when none holds both, the highest-rated grade for the depth, flagged
 * `pressureExceeded` and/or `hangingLoadExceeded`.
 * @param materials pipe tables from `getEngineeringData().pipes`
 * @param material material asked for
 * @param flowM3h duty flow in m³/h
 * @param settingDepthM pump setting depth in m
 * @param pressureBar highest pressure in the column in bar (0 before the pump is known)
 * @param options `hung`: the pump set and drop cable hanging on the column (undefined before they
 *   are known); `waterTempC`: water temperature in °C, the rating derated by the material's factor
 *   (`pressureTemperatureFactor`; undefined: the rating at the standard's reference temperature);
 *   `gap`: the size taken where the aim band falls between two sizes (default `'smaller'`)
 * @throws Error when the tables lack the material or its sizes (the content schema requires them)
 */
export function chooseColumnPipe(
  materials: PipeMaterialData[],
  material: PipeMaterial,
  flowM3h: number,
  settingDepthM: number,
  pressureBar = 0,
  { hung, waterTempC, gap = 'smaller' }: { hung?: HungEquipment; waterTempC?: number; gap?: BandGapSize } = {},
): ColumnPipe {
  const find = (code: PipeMaterial) => {
    const data = materials.find((m) => m.material === code);
    if (!data) throw new Error(`no pipe table for ${code}`);
    return data;
  };
  let data = find(material);
  if (!lightestGradeFor(data.grades, settingDepthM)) data = find('gi');
  const temperatureFactor = waterTempC === undefined ? 1 : pressureTemperatureFactor(data.material, waterTempC);
  const index = sizeIndex(data, flowM3h, gap);
  const sizeOf = (g: PipeGrade) => g.sizes[Math.min(index, g.sizes.length - 1)];
  const rating = (g: PipeGrade) => {
    const size = sizeOf(g);
    return size ? pressureRatingBar(size, data.designStressMPa) * temperatureFactor : 0;
  };
  const deepEnough = data.grades.filter(
    (g) => g.maxInstallationDepthM === undefined || g.maxInstallationDepthM >= settingDepthM,
  );
  const load = (g: PipeGrade) => {
    const size = sizeOf(g);
    return hung && size
      ? columnHangingLoad(data.material, size.outerDiameterMm, innerDiameterMm(size), settingDepthM, hung)
      : null;
  };
  const carries = (g: PipeGrade) => (load(g)?.stressMPa ?? 0) <= data.designStressMPa;
  const holding = deepEnough.find((g) => rating(g) >= pressureBar && carries(g));
  const grade =
    holding ?? deepEnough.reduce<PipeGrade | undefined>((a, g) => (!a || rating(g) > rating(a) ? g : a), undefined);
  const size = grade && sizeOf(grade);
  if (!grade || !size) throw new Error(`no pipe size for ${data.material}`);
  const id = innerDiameterMm(size);
  return {
    material: data.material,
    name: data.name,
    grade: grade.grade,
    nominalSize: size.size,
    outerDiameterMm: size.outerDiameterMm,
    innerDiameterMm: id,
    hazenWilliamsC: data.hazenWilliamsC,
    velocityMs: velocityMs(flowM3h, id),
    materialChanged: data.material !== material,
    pressureRatingBar: rating(grade),
    temperatureFactor,
    pressureExceeded: rating(grade) < pressureBar,
    hangingLoad: load(grade),
    allowableStressMPa: data.designStressMPa,
    hangingLoadExceeded: !carries(grade),
  };
}
