import { describe, expect, it } from 'vitest';
import { getEngineeringData } from '@/content/engineering';
import { velocityMs } from './friction';
import {
  AIM_PIPE_VELOCITY_MS,
  chooseColumnPipe,
  innerDiameterMm,
  lightestGradeFor,
  MAX_PIPE_VELOCITY_MS,
  pressureRatingBar,
} from './column-pipe';

const { pipes } = getEngineeringData();
const upvc = pipes.find((m) => m.material === 'upvc')!;

describe('column pipe', () => {
  it('takes the inner diameter as OD − 2 × wall (ASTM D1785 2 inch Schedule 40: 60.33 − 2 × 3.91 = 52.51 mm)', () => {
    expect(innerDiameterMm({ size: '2', outerDiameterMm: 60.33, wallMm: 3.91 })).toBe(52.51);
  });

  it('takes the lightest uPVC grade whose maximum installation depth (m) covers the setting depth', () => {
    expect(lightestGradeFor(upvc.grades, 60)?.grade).toBe('Elegant');
    expect(lightestGradeFor(upvc.grades, 150)?.grade).toBe('Elegant');
    expect(lightestGradeFor(upvc.grades, 150.5)?.grade).toBe('Elegant +');
    expect(lightestGradeFor(upvc.grades, 301)?.grade).toBe('Eon');
    expect(lightestGradeFor(upvc.grades, 351)).toBeUndefined();
  });

  it('uses GI (IS 1239-1 medium, C 120) when the setting is deeper than uPVC allows', () => {
    const pipe = chooseColumnPipe(pipes, 'upvc', 5, 380);
    expect(pipe).toMatchObject({ material: 'gi', hazenWilliamsC: 120, materialChanged: true });
  });

  it('hangs a GI set on the lightest grade whose thread root carries the load, and flags a load none carries', () => {
    // 8 m³/h runs at 1.08 m/s in the 2-inch heavy bore (51.3 mm), so the column is 2 inch.
    // Per metre, with a 250 kg set and 3 × 25 mm² of copper (see hanging-load.test.ts):
    //   medium (wall 3.6, bore 53.1): steel 5.034 + water 2.215 + copper 0.667 = 7.915 kg/m; thread
    //   root 367.96 mm² × 97.5 MPa = 35,876 N = 3,658 kg, so it carries (3,658 − 250) / 7.915 = 430.6 m;
    //   heavy (wall 4.5, bore 51.3): 6.193 + 2.067 + 0.667 = 8.926 kg/m; root 515.55 mm² × 97.5 MPa =
    //   50,266 N = 5,126 kg, so (5,126 − 250) / 8.926 = 546.2 m.
    const hung = { pumpSetKg: 250, cableConductors: 3, cableSizeMm2: 25 };
    const at = (depthM: number) => chooseColumnPipe(pipes, 'gi', 8, depthM, 0, { hung });
    expect(at(420)).toMatchObject({ nominalSize: '2', grade: 'Medium (IS 1239-1)', hangingLoadExceeded: false });
    expect(at(420).hangingLoad?.stressMPa).toBeCloseTo(95.3, 0);
    expect(at(440)).toMatchObject({ grade: 'Heavy (IS 1239-1)', hangingLoadExceeded: false });
    expect(at(440).hangingLoad?.stressMPa).toBeCloseTo(79.5, 0);
    expect(at(560)).toMatchObject({ grade: 'Heavy (IS 1239-1)', hangingLoadExceeded: true, pressureExceeded: false });
    // Before the set is known there is no load to check, and uPVC grades carry their own depth rating.
    expect(chooseColumnPipe(pipes, 'gi', 8, 560)).toMatchObject({ hangingLoad: null, hangingLoadExceeded: false });
    expect(chooseColumnPipe(pipes, 'upvc', 8, 200, 0, { hung }).hangingLoad).toBeNull();
  });

  it('prefers the size that lands in 1–1.5 m/s: 10 m³/h gets 2 1/2 inch, since 2 inch Eon + runs at 1.56 m/s', () => {
    // Eon + (ASTM D1785 Schedule 120 walls): 2 inch 60.33 − 2 × 6.35 = 47.63 mm, 2 1/2 inch 73.03 − 2 × 7.62 = 57.79 mm.
    expect(velocityMs(10, 47.63)).toBeCloseTo(1.56, 2);
    const pipe = chooseColumnPipe(pipes, 'upvc', 10, 60);
    expect(pipe).toMatchObject({ nominalSize: '2 1/2', grade: 'Elegant', hazenWilliamsC: 150, materialChanged: false });
    expect(pipe.innerDiameterMm).toBe(62.71);
    expect(pipe.velocityMs).toBeCloseTo(velocityMs(10, 62.71), 12);
  });

  it('takes the smallest size within 2.5 m/s when no size lands in the aim band', () => {
    // 2 m³/h: even 1 inch Eon + (23.24 mm) runs at 1.31 m/s, in the band; 1 m³/h runs below 1 m/s in every size.
    expect(chooseColumnPipe(pipes, 'upvc', 2, 60).nominalSize).toBe('1');
    expect(chooseColumnPipe(pipes, 'upvc', 1, 60).nominalSize).toBe('1');
    // 150 m³/h is above 2.5 m/s in every size, even 5 inch Eon + (115.9 mm: 3.95 m/s): the largest, flagged by the velocity.
    const big = chooseColumnPipe(pipes, 'upvc', 150, 60);
    expect(big.nominalSize).toBe('5');
    expect(big.velocityMs).toBeGreaterThan(MAX_PIPE_VELOCITY_MS);
  });

  it('keeps the nominal size when only the grade changes with depth (so a deeper well never gets a wider bore)', () => {
    const shallow = chooseColumnPipe(pipes, 'upvc', 10, 60);
    const deep = chooseColumnPipe(pipes, 'upvc', 10, 320);
    expect(deep.grade).toBe('Eon');
    expect(deep.nominalSize).toBe(shallow.nominalSize);
    expect(deep.innerDiameterMm).toBeLessThan(shallow.innerDiameterMm);
  });

  it('sizes HDPE (IS 4984 PE 100 PN 10, C 140) by outside diameter', () => {
    const pipe = chooseColumnPipe(pipes, 'hdpe', 10, 60);
    expect(pipe).toMatchObject({ material: 'hdpe', hazenWilliamsC: 140, grade: 'PE 100 PN 10' });
    expect(pipe.velocityMs).toBeLessThanOrEqual(AIM_PIPE_VELOCITY_MS.max);
    expect(pipe.velocityMs).toBeGreaterThanOrEqual(AIM_PIPE_VELOCITY_MS.min);
  });

  it('rates a size by the ISO equation P = 2σt/(D − t): ASTM D1785 2-inch Schedule 40 PVC is 280 psi, PE 100 SDR 17 is PN 10', () => {
    // 2 × 13.79 MPa × 3.91 / (60.33 − 3.91) = 1.911 MPa = 19.1 bar = 277 psi (ASTM D1785 table: 280 psi).
    expect(pressureRatingBar({ size: '2', outerDiameterMm: 60.33, wallMm: 3.91 }, 13.79)).toBeCloseTo(19.11, 2);
    // 2 × 8 MPa × 3.8 / (63 − 3.8) = 1.027 MPa = 10.3 bar (IS 4984 63 mm PN 10, SDR 17).
    expect(pressureRatingBar({ size: '63 mm', outerDiameterMm: 63, wallMm: 3.8 }, 8)).toBeCloseTo(10.27, 2);
  });

  it('steps up to the lightest grade that holds the pressure, and flags it when none of the material does', () => {
    // 10 m³/h: 2 1/2 inch; at 50 m Elegant covers the depth (Schedule 40 wall 5.16 mm:
    // 2 × 13.79 × 5.16 / (73.03 − 5.16) = 2.097 MPa = 21.0 bar).
    const light = chooseColumnPipe(pipes, 'upvc', 10, 50, 15);
    expect(light).toMatchObject({ grade: 'Elegant', pressureExceeded: false });
    expect(light.pressureRatingBar).toBeCloseTo(20.97, 1);
    const heavier = chooseColumnPipe(pipes, 'upvc', 10, 50, 25);
    expect(heavier.grade).not.toBe('Elegant');
    expect(heavier.pressureRatingBar).toBeGreaterThanOrEqual(25);
    // HDPE has PN 10 only: 20 bar exceeds it.
    expect(chooseColumnPipe(pipes, 'hdpe', 10, 190, 20)).toMatchObject({
      grade: 'PE 100 PN 10',
      pressureExceeded: true,
    });
  });
});

describe('the size where the velocity band falls between two sizes (issue 48)', () => {
  it('takes the size below the band or the one above it, as asked', () => {
    // 12 m³/h in GI (heaviest grade): 2-inch 51.3 mm at 12/3600/(π/4 × 0.0513²) = 1.61 m/s, above
    // 1.5; 2½-inch 67.1 mm at 0.94 m/s, below 1.
    const pipes = getEngineeringData().pipes;
    expect(chooseColumnPipe(pipes, 'gi', 12, 60).nominalSize).toBe('2');
    expect(chooseColumnPipe(pipes, 'gi', 12, 60, 0, { gap: 'smaller' }).nominalSize).toBe('2');
    expect(chooseColumnPipe(pipes, 'gi', 12, 60, 0, { gap: 'larger' }).nominalSize).toBe('2 1/2');
    // The smaller is the size next to the band, not the smallest under 2.5 m/s: 6 m³/h in uPVC is
    // 2.18 m/s in 1¼-inch (31.2 mm), 1.57 m/s in 1½-inch (36.8 mm), 0.94 m/s in 2-inch (47.6 mm).
    expect(chooseColumnPipe(pipes, 'upvc', 6, 60).nominalSize).toBe('1 1/2');
    expect(chooseColumnPipe(pipes, 'upvc', 6, 60, 0, { gap: 'larger' }).nominalSize).toBe('2');
    // Inside the band there is no choice: 10 m³/h is 1.34 m/s in 2-inch GI.
    expect(chooseColumnPipe(pipes, 'gi', 10, 60, 0, { gap: 'larger' }).nominalSize).toBe('2');
  });
});
