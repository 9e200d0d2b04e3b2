import { describe, expect, it } from 'vitest';
import { hydraulicPowerKw, pumpCurves, shaftPowerKw } from '@/engineering/hydraulics';
import { getPumpModel, getPumpModels } from './pump-models';
import {
  modelSpecificSpeed,
  peakEfficiencyBand,
  plausibilityProblems,
  radialShutOffRatio,
  specificSpeedDeficitPct,
  type PumpClass,
} from './pump-plausibility';
import { sixtyHertzProblems } from './sixty-hertz-check';
import type { PumpModel } from './schemas/pump-models';

/** A sound model to break one rule at a time. */
function model(): PumpModel {
  return structuredClone(getPumpModel(50, 'KS4-05/24')!);
}

const models = () => getPumpModels();

describe('the plausibility rules of issue 23 §7 (src/content/pump-plausibility.ts)', () => {
  const ks4: PumpClass = { kind: 'submersible', sizeInch: 4, multistage: true };
  const check = (m: PumpModel, pump: PumpClass = ks4) => plausibilityProblems(m, pump, 7.5).join('; ');
  /** P2 = ρgQH/η again, in a new points array (the core caches a model's curves by its points array). */
  const withPower = (m: PumpModel) => {
    m.points = m.points.map((p) => ({ ...p, powerKw: shaftPowerKw(p.flowM3h, p.headM, p.efficiencyPct) }));
    return m;
  };

  it('reads the band line in log Q: a 4-inch pump at 5 m³/h → 58.5 %, allowed 53.5–63.5 %', () => {
    // 45 + (70 − 45) × ln(5/1.5) / ln(14/1.5) = 45 + 25 × 1.20397 / 2.23359 = 58.476 %
    const band = peakEfficiencyBand(ks4, 5, 27.6);
    expect(band.targetPct).toBeCloseTo(58.476, 3);
    expect([band.minPct, band.maxPct]).toEqual([band.targetPct - 5, band.targetPct + 5]);
    // open-well: 45 % at 3 m³/h up to 60 % at 30 m³/h, flat beyond
    expect(peakEfficiencyBand({ kind: 'openwell', multistage: false }, 2, 10).targetPct).toBe(45);
    expect(peakEfficiencyBand({ kind: 'openwell', multistage: false }, 30, 10).targetPct).toBe(60);
  });

  it('takes Gülich’s specific-speed term off the Europump/HI lines below nq 20 (multistage at 2.31 m³/h, nq 14.3: −7.23 points)', () => {
    const multistage: PumpClass = { kind: 'surface', multistage: true };
    // (3600/2.31)^0.05 = 1.4443; 0.4 × ((0.26 − lg(14.3/25))² − (0.26 − lg(20/25))²) = 0.4 × (0.25261 − 0.12739)
    expect(specificSpeedDeficitPct(multistage, 2.31, 14.3)).toBeCloseTo(7.23, 2);
    // line 45 + 20 × log10(2.31) = 52.27 %, less 7.23 = 45.04 %
    expect(peakEfficiencyBand(multistage, 2.31, 14.3).targetPct).toBeCloseTo(45.04, 2);
    // none from nq 20 up, nor for the bands read from makers' charts (4-inch borehole pumps)
    expect(specificSpeedDeficitPct(multistage, 2.31, 20)).toBe(0);
    expect(specificSpeedDeficitPct(ks4, 2.31, 14.3)).toBe(0);
    // taken no lower than nq 10: a nq 5 pump loses what a nq 10 one does
    expect(specificSpeedDeficitPct(multistage, 2.31, 5)).toBe(specificSpeedDeficitPct(multistage, 2.31, 10));
  });

  it('expects the shut-off ratio of Gülich’s head coefficients at the specific speed: 1.19 at nq 20, 1.44 at nq 60', () => {
    // ψ0/ψopt = 1.31 e^(−0.3 nq/100) / (1.21 e^(−0.77 nq/100)) = 1.08264 × e^(0.47 nq/100)
    expect(radialShutOffRatio(20).target).toBeCloseTo(1.1893, 4);
    expect(radialShutOffRatio(60)).toMatchObject({ min: expect.closeTo(1.3353, 4), max: expect.closeTo(1.5353, 4) });
  });

  it('holds KVT 4S and KH2 to the Europump/HI line (issue 48 found them about ten points above it)', () => {
    const kvt = getPumpModel(50, 'KVT 4S-02')!;
    const kh2 = getPumpModel(50, 'KH2-2')!;
    // KVT 4S was 69.8 % at 8 m³/h: now on the multistage line there, 45 + 20 × log10(8.0) = 63.1 %
    expect(pumpCurves(kvt.points).bepEfficiencyPct).toBeCloseTo(63.1, 0);
    // KH2 was 56.3 % at 2.31 m³/h: now within 5 points of 45 % (the line less its nq 14 term)
    const kh2Curves = pumpCurves(kh2.points);
    const band = peakEfficiencyBand(
      { kind: 'surface', multistage: true },
      kh2Curves.bepFlowM3h,
      modelSpecificSpeed(kh2),
    );
    expect(kh2Curves.bepEfficiencyPct).toBeLessThanOrEqual(band.maxPct);
    expect(kh2Curves.bepEfficiencyPct).toBeLessThan(50);
  });

  it('a radial pump whose power falls more than 5 % towards maximum flow (the old KOV 5.0 fell 28 %)', () => {
    // KS4-05/24's P2 rises to the end; the last three points' heads cut by a fifth make it fall
    const m = model();
    expect(check(m)).toBe('');
    for (const i of [5, 6, 7]) m.points[i]!.headM *= 0.8 - 0.05 * (i - 5);
    expect(check(withPower(m))).toMatch(
      /P2 falls from [\d.]+ kW to [\d.]+ kW at maximum flow \(\d+\.\d %; a radial pump’s rises with flow/,
    );
  });

  it('no radial model of the catalogue up to nq 70 draws more than 5 % less power at maximum flow than at its highest', () => {
    for (const m of models().filter((x) => !/^(KPE|TPS) /.test(x.model))) {
      const curves = pumpCurves(m.points);
      if (modelSpecificSpeed(m, curves) > 70) continue;
      let peakKw = 0;
      for (let i = 0; i <= 48; i++)
        peakKw = Math.max(
          peakKw,
          curves.power(curves.minFlowM3h + ((curves.maxFlowM3h - curves.minFlowM3h) * i) / 48)!,
        );
      expect(curves.power(curves.maxFlowM3h)! / peakKw, `${m.frequencyHz} Hz ${m.model}`).toBeGreaterThanOrEqual(0.95);
    }
  });

  it('passes the committed KS4-05/24: 58.5 % at 5.02 m³/h, shut-off 1.25 × BEP head, P2 ≤ 4 kW × 1.15', () => {
    expect(check(model())).toBe('');
  });

  it('peak efficiency outside the type/size band', () => {
    // KS4-05/24 at 70/58.5 of its efficiency: 70 % at 5 m³/h, above the 63.5 % the 4-inch band allows there
    const m = model();
    for (const p of m.points) p.efficiencyPct = Number(((p.efficiencyPct * 70) / 58.5).toFixed(1));
    expect(check(withPower(m))).toMatch(
      /peak efficiency 70\.\d % at 5\.\d+ m³\/h \(nq 27\.\d\) is outside the submersible-4 band 53\.\d–63\.\d %/,
    );
  });

  it('a peripheral pump whose power does not fall from shut-off', () => {
    const kpe = structuredClone(getPumpModel(50, 'KPE 37')!);
    const peripheral: PumpClass = { kind: 'peripheral', multistage: false };
    expect(check(kpe, peripheral)).toBe('');
    // the first point drawing less than the second, as the old sample curves did
    kpe.points = kpe.points.map((p) => ({ ...p }));
    kpe.points[0]!.powerKw = kpe.points[1]!.powerKw * 0.95;
    kpe.points[0]!.efficiencyPct = Number(
      ((100 * hydraulicPowerKw(kpe.points[0]!.flowM3h, kpe.points[0]!.headM)) / kpe.points[0]!.powerKw).toFixed(1),
    );
    expect(check(kpe, peripheral)).toMatch(/peripheral pump’s shaft power must fall from shut-off/);
  });

  it('a shut-off head off Gülich’s ratio at the pump’s specific speed (KS4-05/24, nq 27.6: 1.13–1.33)', () => {
    // the first two heads raised by 30 % and 12 %: the parabola through Q1 and Q1 + span/7 now meets Q = 0 far higher
    const m = model();
    m.points[0]!.headM *= 1.3;
    m.points[1]!.headM *= 1.12;
    expect(check(withPower(m))).toMatch(
      /shut-off head is 1\.\d\d × the head at best efficiency \(radial at nq 27\.6: 1\.13–1\.33\)/,
    );
  });

  it('P2 anywhere up to maximum flow above the motor rating × service factor (1.15, serviceFactorOf)', () => {
    // KS4-05/24 peaks at 4.094 kW at 7.5 m³/h: 3.6 kW × 1.15 = 4.14 carries it (it would not without the factor), 3.5 × 1.15 = 4.025 does not
    const m = model();
    expect(Math.max(...m.points.map((p) => p.powerKw))).toBeCloseTo(4.094, 3);
    m.motor.powerKw = 3.6;
    expect(check(m)).toBe('');
    m.motor.powerKw = 3.5;
    expect(check(m)).toMatch(/P2 reaches 4\.09 kW, above the 3\.5 kW motor × service factor 1\.15/);
  });

  it('a 4-inch motor above the 4-inch range the content states', () => {
    // KS4-05/68 (11 kW) runs on the 138 mm 6-inch motor; on a 95 mm 4-inch motor it is refused
    const m = structuredClone(getPumpModel(50, 'KS4-05/68')!);
    expect(m.motor).toMatchObject({ powerKw: 11, outerDiameterMm: 138 });
    expect(m.minBoreInch).toBe(6);
    expect(check(m)).toBe('');
    m.motor.outerDiameterMm = 95;
    expect(check(m)).toMatch(/a 11 kW 4-inch motor is above the 4-inch range \(up to 7\.5 kW\)/);
  });

  it('NPSHr implausible for its speed and flow (suction specific speed out of 8,500–11,000)', () => {
    const kec = structuredClone(getPumpModel(50, 'KEC 32-160')!);
    const endSuction: PumpClass = { kind: 'surface', multistage: false };
    expect(check(kec, endSuction)).toBe('');
    // a third of the NPSHr: S rises by 3^0.75 = 2.28, to about 21,700
    kec.points = kec.points.map((p) => ({ ...p, npshrM: Number((p.npshrM! / 3).toFixed(3)) }));
    expect(check(kec, endSuction)).toMatch(/gives a suction specific speed of 2\d{4} \(plausible 8500–11000\)/);
  });

  it('a 60 Hz curve that is not its 50 Hz hydraulic by the affinity laws (η, the speed ratio)', () => {
    const at50 = getPumpModel(50, 'KS4-05/24')!;
    const at60 = structuredClone(getPumpModel(60, 'KS4-05/08')!);
    expect(sixtyHertzProblems(at60, at50)).toEqual([]);
    // 5 points more efficient at 60 Hz, as KIV64-05@60 was (73.4 % against 62.8 %)
    at60.points = at60.points.map((p) => ({ ...p, efficiencyPct: p.efficiencyPct + 5 }));
    expect(sixtyHertzProblems(withPower(at60), at50).join()).toMatch(
      /efficiency .* not KS4-05\/24 \(50 Hz\) by the affinity laws at 3450\/2900 rpm/,
    );
    const otherSpeed = structuredClone(getPumpModel(60, 'KS4-05/08')!);
    otherSpeed.speedRpm = 3500;
    expect(sixtyHertzProblems(otherSpeed, at50).join()).toMatch(/not the one stated ratio 3450\/2900/);
  });
});
