import { describe, expect, it } from 'vitest';
import { ContentError } from './load';
import {
  affinityProblems,
  checkAcrossModels,
  getPumpModel,
  getPumpModels,
  modelAnchor,
  physicsProblems,
  rangeProblems,
} from './pump-models';
import { affinityFactors, hydraulicPowerKw, shaftPowerKw } from '@/lib/hydraulics';
import type { PumpModel } from './schemas/pump-models';
import type { PublishedProduct } from './schemas/published-ranges';

/** A sound model to break one rule at a time. */
function model(): PumpModel {
  return structuredClone(getPumpModel(50, 'KS4-05/24')!);
}

describe('the formulas', () => {
  it('hydraulic power P = ρ·g·Q·H (ISO 9906:2012 §3.1): 36 m³/h at 10 m is 0.981 kW', () => {
    // 1000 kg/m³ × 9.80665 m/s² × 0.01 m³/s × 10 m = 980.665 W
    expect(hydraulicPowerKw(36, 10)).toBeCloseTo(0.980665, 6);
    expect(shaftPowerKw(36, 10, 50)).toBeCloseTo(1.96133, 5);
  });

  it('affinity laws (HI / Karassik): 2900 → 3450 rpm scales Q by 1.190, H by 1.415, P by 1.684', () => {
    const f = affinityFactors(2900, 3450);
    expect(f.flow).toBeCloseTo(1.1897, 4);
    expect(f.head).toBeCloseTo(1.4153, 4);
    expect(f.power).toBeCloseTo(1.6837, 4);
  });
});

describe('the committed engineering data', () => {
  const models = getPumpModels();

  it('covers every published model of both frequencies with at least 7 points each', () => {
    expect(models.length).toBeGreaterThan(200);
    expect(models.filter((m) => m.frequencyHz === 60).length).toBeGreaterThan(30);
    for (const m of models) expect(m.points.length, m.model).toBeGreaterThanOrEqual(7);
  });

  it('passes every physics rule', () => {
    for (const m of models) expect(physicsProblems(m), m.model).toEqual([]);
  });

  it('gives the 60 Hz KS 4-inch the 50 Hz hydraulic by the affinity laws', () => {
    const at60 = getPumpModel(60, 'KS4-05/20') ?? models.find((m) => m.frequencyHz === 60 && m.hydraulic === 'KS4-05')!;
    const at50 = models.find((m) => m.frequencyHz === 50 && m.hydraulic === at60.hydraulic)!;
    expect(at50).toBeDefined();
    expect(affinityProblems(at60, at50)).toEqual([]);
  });
});

describe('the build checks catch a broken record', () => {
  it('head that does not fall', () => {
    const m = model();
    m.points[3]!.headM = m.points[2]!.headM + 1;
    expect(physicsProblems(m).join()).toMatch(/head must fall/);
  });

  it('an efficiency curve with two peaks', () => {
    const m = model();
    m.points[1]!.efficiencyPct = m.points[2]!.efficiencyPct + 5;
    m.points[1]!.powerKw = shaftPowerKw(m.points[1]!.flowM3h, m.points[1]!.headM, m.points[1]!.efficiencyPct);
    expect(physicsProblems(m).join()).toMatch(/single peak/);
  });

  it('a best efficiency point outside the allowable range', () => {
    const m = model();
    m.flowRangeM3h = { min: m.points[0]!.flowM3h, max: m.points[0]!.flowM3h };
    expect(physicsProblems(m).join()).toMatch(/outside the allowable range/);
  });

  it('a shaft power that is not ρgQH/η within 3 %', () => {
    const m = model();
    m.points[4]!.powerKw *= 1.04;
    expect(physicsProblems(m).join()).toMatch(/P2 .* is not ρ·g·Q·H\/η/);
  });

  it('a curve that overloads its motor', () => {
    const m = model();
    m.motor.powerKw = 2.2;
    expect(physicsProblems(m).join()).toMatch(/overloads/);
  });

  it('a curve more than 5 % off its published range', () => {
    const m = model();
    expect(rangeProblems(m, [2, 7.5], [103, 180])).toEqual([]);
    expect(rangeProblems(m, [2, 7.5], [103, 200]).join()).toMatch(/head at minimum flow/);
    expect(rangeProblems(m, [1.5, 7.5], [103, 180]).join()).toMatch(/minimum flow/);
  });

  it('a 60 Hz curve that breaks the affinity laws', () => {
    const at50 = model();
    const at60 = structuredClone(at50);
    at60.speedRpm = 3450;
    const f = affinityFactors(2900, 3450);
    at60.points = at50.points.map((p) => ({ ...p, flowM3h: p.flowM3h * f.flow, headM: p.headM * f.head }));
    expect(affinityProblems(at60, at50)).toEqual([]);
    at60.points = at60.points.map((p) => ({ ...p, headM: p.headM * 1.05 }));
    expect(affinityProblems(at60, at50).join()).toMatch(/affinity laws/);
  });
});

describe('the checks across records', () => {
  const productId = '4-inch-ks-50hz-submersible-pump';
  const pages = new Set([productId]);
  /** The published KS4-05/24 row (content/catalogue/models/published-ranges.json). */
  const published: PublishedProduct[] = [
    {
      productId,
      frequencyHz: 50,
      category: 'SUBMERSIBLE PUMPS',
      series: 'KS',
      kind: 'submersible',
      speedRpm: 2900,
      sizeInch: 4,
      rows: [
        {
          model: 'KS4-05/24',
          powerKw: [4, 4],
          powerHp: [5.5, 5.5],
          flowM3h: [2, 7.5],
          headM: [103, 180],
          outlet: '1 1/4',
        },
      ],
    },
  ];
  const check = (models: PumpModel[], rows = published) =>
    checkAcrossModels(
      models.map((m) => ({ file: 'content/catalogue/models/50hz/fixture.json', model: m })),
      rows,
      'content/catalogue/models/published-ranges.json',
      pages,
    );

  it('accept a sound record', () => {
    expect(() => check([model()])).not.toThrow();
  });

  it('a model code that repeats within one frequency', () => {
    expect(() => check([model(), model()])).toThrow(/KS4-05\/24: model code repeats/);
    expect(() => check([model(), model()])).toThrow(ContentError);
  });

  it('an unknown productId', () => {
    const m = model();
    m.productId = 'no-such-pump';
    expect(() => check([m])).toThrow(/productId "no-such-pump" is no product or static page/);
  });

  it('a published model without model data', () => {
    expect(() => check([])).toThrow(/published-ranges.json: KS4-05\/24: published for .* but has no model data/);
  });

  it('a curve off its published range', () => {
    const m = model();
    m.points[0]!.headM *= 1.1;
    m.points[0]!.powerKw *= 1.1;
    expect(() => check([m])).toThrow(/head at minimum flow .* by more than 5 %/);
  });

  it('two models of one hydraulic that break the affinity laws', () => {
    const at60 = model();
    at60.frequencyHz = 60;
    at60.speedRpm = 3450;
    expect(() => check([model(), at60])).toThrow(/by the affinity laws/);
  });

  it('a broken physics rule', () => {
    const m = model();
    m.motor.powerKw = 2.2;
    expect(() => check([m])).toThrow(/overloads the 2.2 kW motor/);
  });
});

describe('NPSHr of surface pumps with suction', () => {
  const endSuction = () => structuredClone(getPumpModels().find((m) => m.category === 'END SUCTION PUMP')!);

  it('is required', () => {
    const m = endSuction();
    expect(physicsProblems(m)).toEqual([]);
    for (const p of m.points) delete p.npshrM;
    expect(physicsProblems(m).join()).toMatch(/must give NPSHr/);
  });

  it('rises with flow', () => {
    const m = endSuction();
    m.points[5]!.npshrM = m.points[4]!.npshrM! - 0.1;
    expect(physicsProblems(m).join()).toMatch(/NPSHr must rise with flow/);
  });
});

describe('modelAnchor', () => {
  it('turns a model code into the row anchor the selector and search link to', () => {
    expect(modelAnchor('KS4-05/24')).toBe('model-ks4-05-24');
    expect(modelAnchor('KEC 32-160')).toBe('model-kec-32-160');
  });
});
