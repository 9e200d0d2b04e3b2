/**
 * Sunshine on a tilted array through the mean day of a month, from the month's mean daily global
 * horizontal irradiation. Every formula is from J. A. Duffie and W. A. Beckman, *Solar Engineering of
 * Thermal Processes*, 4th ed. (Wiley, 2013), "D&B" below, with the equation numbers there:
 * - declination (Cooper, eq. 1.6.1a), sunset hour angle (eq. 1.6.10), angle of incidence (eq. 1.6.2),
 *   extraterrestrial daily irradiation (eq. 1.10.3, solar constant 1367 W/m²), mean day of each month
 *   (Table 1.6.1);
 * - the monthly mean diffuse fraction (Erbs, Klein and Duffie 1982, eq. 2.12.2);
 * - the hourly profile of global irradiation (Collares-Pereira and Rabl 1979, eqs. 2.13.2a–c) and of
 *   diffuse irradiation (Liu and Jordan 1960, eq. 2.13.1);
 * - the irradiation on a tilted surface with the isotropic sky (Liu and Jordan 1963, eq. 2.15.1).
 * Angles in degrees unless named `…Rad`; irradiation in kWh/m² (1 kWh/m² = 3.6 MJ/m²).
 */

const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** Solar constant G_sc, W/m² (World Radiation Center value used by D&B §1.2 and eq. 1.10.3). */
export const SOLAR_CONSTANT_W_M2 = 1367;

/** Day of the year of the mean day of each month, January first (D&B Table 1.6.1: 17 Jan, 16 Feb, 16 Mar, 15 Apr, 15 May, 11 Jun, 17 Jul, 16 Aug, 15 Sep, 15 Oct, 14 Nov, 10 Dec). */
export const MEAN_DAY_OF_MONTH = [17, 47, 75, 105, 135, 162, 198, 228, 258, 288, 318, 344] as const;

/** Solar declination δ on day n, degrees (Cooper 1969, D&B eq. 1.6.1a): δ = 23.45 sin(360 (284 + n) / 365). */
export function declinationDeg(dayOfYear: number): number {
  return 23.45 * Math.sin(rad((360 * (284 + dayOfYear)) / 365));
}

/**
 * Sunset hour angle ω_s, degrees (D&B eq. 1.6.10): cos ω_s = −tan φ tan δ, clamped for polar day
 * and night.
 */
export function sunsetHourAngleDeg(latitudeDeg: number, declination: number): number {
  const c = -Math.tan(rad(latitudeDeg)) * Math.tan(rad(declination));
  return deg(Math.acos(Math.max(-1, Math.min(1, c))));
}

/**
 * Extraterrestrial irradiation on a horizontal surface over day n, kWh/m² (D&B eq. 1.10.3):
 * H_o = (24·3600·G_sc/π)(1 + 0.033 cos(360 n/365))(cos φ cos δ sin ω_s + (π ω_s/180) sin φ sin δ).
 * Worked example (D&B Example 1.10.1): φ = 43°, 15 April (n = 105): δ = 9.41°, ω_s = 98.9°,
 * H_o = 33.8 MJ/m² = 9.39 kWh/m².
 */
export function extraterrestrialDailyKwhPerM2(latitudeDeg: number, dayOfYear: number): number {
  const d = declinationDeg(dayOfYear);
  const ws = sunsetHourAngleDeg(latitudeDeg, d);
  const phi = rad(latitudeDeg);
  const joules =
    ((24 * 3600 * SOLAR_CONSTANT_W_M2) / Math.PI) *
    (1 + 0.033 * Math.cos(rad((360 * dayOfYear) / 365))) *
    (Math.cos(phi) * Math.cos(rad(d)) * Math.sin(rad(ws)) + rad(ws) * Math.sin(phi) * Math.sin(rad(d)));
  return joules / 3.6e6;
}

/**
 * Monthly mean diffuse fraction H̄_d/H̄ from the monthly mean clearness index K̄_T (Erbs, Klein and
 * Duffie, Solar Energy 28 (1982) 293; D&B eq. 2.12.2), valid for 0.3 ≤ K̄_T ≤ 0.8 (K̄_T is held to that
 * range):
 * - ω_s ≤ 81.4°: 1.391 − 3.560 K̄_T + 4.189 K̄_T² − 2.137 K̄_T³
 * - ω_s > 81.4°: 1.311 − 3.022 K̄_T + 3.427 K̄_T² − 1.821 K̄_T³
 * Worked example (D&B Example 2.12.1, Madison in June): K̄_T = 0.55, ω_s > 81.4° →
 * 1.311 − 1.6621 + 1.0367 − 0.3030 = 0.383.
 */
export function monthlyDiffuseFraction(clearnessIndex: number, sunsetHourAngle: number): number {
  const k = Math.max(0.3, Math.min(0.8, clearnessIndex));
  return sunsetHourAngle <= 81.4
    ? 1.391 - 3.56 * k + 4.189 * k ** 2 - 2.137 * k ** 3
    : 1.311 - 3.022 * k + 3.427 * k ** 2 - 1.821 * k ** 3;
}

/**
 * Ratio r_d of the diffuse irradiation in the hour centred on hour angle ω to the day's (Liu and
 * Jordan; D&B eq. 2.13.1): r_d = (π/24)(cos ω − cos ω_s)/(sin ω_s − (π ω_s/180) cos ω_s); 0 outside
 * the day.
 */
export function diffuseHourRatio(hourAngle: number, sunsetHourAngle: number): number {
  const ws = rad(sunsetHourAngle);
  const w = rad(hourAngle);
  if (Math.abs(hourAngle) >= sunsetHourAngle) return 0;
  return ((Math.PI / 24) * (Math.cos(w) - Math.cos(ws))) / (Math.sin(ws) - ws * Math.cos(ws));
}

/**
 * Ratio r_t of the global irradiation in the hour centred on hour angle ω to the day's
 * (Collares-Pereira and Rabl, Solar Energy 22 (1979) 155; D&B eqs. 2.13.2a–c):
 * r_t = r_d·(a + b cos ω), a = 0.409 + 0.5016 sin(ω_s − 60°), b = 0.6609 − 0.4767 sin(ω_s − 60°).
 * Worked example (Rabl's profile, φ = 31°, February, ω_s = 81.7°, ω = 7.5°): a = 0.5945,
 * b = 0.4847, r_d = 0.1415, r_t = 0.1521.
 */
export function globalHourRatio(hourAngle: number, sunsetHourAngle: number): number {
  const s = Math.sin(rad(sunsetHourAngle - 60));
  const a = 0.409 + 0.5016 * s;
  const b = 0.6609 - 0.4767 * s;
  return diffuseHourRatio(hourAngle, sunsetHourAngle) * (a + b * Math.cos(rad(hourAngle)));
}

/**
 * cos θ, the angle of incidence of beam radiation on a surface of slope β facing the equator
 * (azimuth γ = 0° north of the equator, 180° south of it; D&B eq. 1.6.2, which for those azimuths
 * reduces to eq. 1.6.7a/b): cos θ = sin δ sin(φ − s·β) + cos δ cos(φ − s·β) cos ω, s = sign(φ).
 * On a horizontal surface (β = 0) it is cos θ_z.
 */
export function cosIncidence(latitudeDeg: number, declination: number, hourAngle: number, slopeDeg: number): number {
  const towardEquator = latitudeDeg >= 0 ? slopeDeg : -slopeDeg;
  const p = rad(latitudeDeg - towardEquator);
  const d = rad(declination);
  return Math.sin(d) * Math.sin(p) + Math.cos(d) * Math.cos(p) * Math.cos(rad(hourAngle));
}

/** One step of the mean day. */
export interface IrradianceStep {
  /** Solar time at the step's middle, h (12 = solar noon). */
  solarHour: number;
  /** Mean global irradiance on the horizontal over the step, W/m². */
  horizontalWm2: number;
  /** Of which diffuse, W/m². */
  diffuseWm2: number;
  /** Mean irradiance on the tilted array, W/m². */
  tiltedWm2: number;
}

/** The mean day of a month on the array. */
export interface MeanDay {
  /** Steps of {@link STEP_HOURS} h from sunrise to sunset. */
  steps: IrradianceStep[];
  /** Daily irradiation on the tilted array, kWh/m². */
  tiltedKwhPerM2: number;
  /** Monthly mean clearness index K̄_T = H̄ / H̄_o. */
  clearnessIndex: number;
  /** Diffuse fraction H̄_d / H̄. */
  diffuseFraction: number;
}

/** Length of one step of the day, h: six minutes, fine enough that the sum over steps is within 0.1 % of the day's integral. */
export const STEP_HOURS = 0.1;

/**
 * The mean day of a month on an array of slope β facing the equator. Each step's global and diffuse
 * irradiation on the horizontal are r_t·H̄ and r_d·H̄_d at the step's middle, each scaled so that the
 * steps add up to exactly H̄ and H̄_d (the Collares-Pereira–Rabl ratios integrate to within about 2 %
 * of 1, not exactly); the beam part is I − I_d (not below 0), and on the tilt (isotropic sky, D&B
 * eq. 2.15.1): I_T = I_b·R_b + I_d·(1 + cos β)/2 + I·ρ_g·(1 − cos β)/2, R_b = cos θ / cos θ_z.
 * @param latitudeDeg site latitude, north positive
 * @param month 1–12
 * @param ghiKwhPerM2Day the month's mean daily global horizontal irradiation, kWh/m²/day
 * @param slopeDeg array tilt β from the horizontal, degrees (0–90)
 * @param groundReflectance ρ_g
 */
export function meanDayOnArray(
  latitudeDeg: number,
  month: number,
  ghiKwhPerM2Day: number,
  slopeDeg: number,
  groundReflectance: number,
): MeanDay {
  const n = MEAN_DAY_OF_MONTH[month - 1]!;
  const d = declinationDeg(n);
  const ws = sunsetHourAngleDeg(latitudeDeg, d);
  const ho = extraterrestrialDailyKwhPerM2(latitudeDeg, n);
  const clearnessIndex = ghiKwhPerM2Day / ho;
  const diffuseFraction = monthlyDiffuseFraction(clearnessIndex, ws);
  const daylightHours = (2 * ws) / 15;
  const count = Math.max(1, Math.ceil(daylightHours / STEP_HOURS));
  const first = 12 - daylightHours / 2;
  const span = daylightHours / count;
  const middles = Array.from({ length: count }, (_, i) => first + (i + 0.5) * span);
  const omega = (h: number) => 15 * (h - 12);
  const rt = middles.map((h) => globalHourRatio(omega(h), ws));
  const rd = middles.map((h) => diffuseHourRatio(omega(h), ws));
  const sumT = rt.reduce((a, b) => a + b, 0) * span;
  const sumD = rd.reduce((a, b) => a + b, 0) * span;
  const beta = rad(slopeDeg);
  const steps = middles.map((solarHour, i) => {
    const global = sumT > 0 ? (rt[i]! / sumT) * ghiKwhPerM2Day * 1000 : 0;
    const diffuse = Math.min(global, sumD > 0 ? (rd[i]! / sumD) * ghiKwhPerM2Day * diffuseFraction * 1000 : 0);
    const beam = global - diffuse;
    const cosZ = cosIncidence(latitudeDeg, d, omega(solarHour), 0);
    const cosT = Math.max(0, cosIncidence(latitudeDeg, d, omega(solarHour), slopeDeg));
    const rb = cosZ > 1e-6 ? cosT / cosZ : 0;
    const tilted =
      beam * rb + (diffuse * (1 + Math.cos(beta))) / 2 + (global * groundReflectance * (1 - Math.cos(beta))) / 2;
    return { solarHour, horizontalWm2: global, diffuseWm2: diffuse, tiltedWm2: tilted };
  });
  const tiltedKwhPerM2 = steps.reduce((sum, s) => sum + s.tiltedWm2, 0) * (span / 1000);
  return { steps, tiltedKwhPerM2, clearnessIndex, diffuseFraction };
}
