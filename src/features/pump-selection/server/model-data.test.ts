import { describe, expect, it } from 'vitest';
import { getPumpModels, modelId } from '@/content/pump-models';
import { modelCurves } from '@/content/model-curves';
import { modelDetailResponse, modelListResponse } from './api';

describe('the open model-data API (GET /api/pumps/models, /api/pumps/models/{id})', () => {
  it('lists every model once, with a unique id, its range, BEP and links, cacheable', async () => {
    const response = modelListResponse();
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toMatch(/^public/);
    const body = (await response.json()) as { dataStatus: string; count: number; models: Record<string, unknown>[] };
    const models = getPumpModels();
    expect(body.count).toBe(models.length);
    expect(new Set(body.models.map((m) => m.id)).size).toBe(models.length);
    expect(body.dataStatus).toBe('sample');
    const ks = body.models.find((m) => m.id === 'ks4-05-24-50hz')!;
    expect(ks).toMatchObject({
      model: 'KS4-05/24',
      frequencyHz: 50,
      dataUrl: '/api/pumps/models/ks4-05-24-50hz',
      datasheetUrl: '/datasheets/50hz/ks4-05-24.pdf',
      flowRangeM3h: { min: 2, max: 7.5 },
    });
    expect(ks.productUrl).toMatch(/^\/products\/.+#model-ks4-05-24$/);
  });

  it('gives every model’s BEP as the hydraulics core reads it from the model’s curve', async () => {
    // The core's BEP is within 1 % of the BEP the generator designed (src/content/pump-models.test.ts,
    // 'the regenerated sample data'); the API must give that same BEP, not a BEP of its own.
    const body = (await modelListResponse().json()) as { models: { id: string; bep: { flowM3h: number } }[] };
    for (const m of getPumpModels()) {
      const listed = body.models.find((x) => x.id === modelId(m))!;
      expect(listed.bep.flowM3h, m.model).toBeCloseTo(modelCurves(m).bepFlowM3h, 2);
    }
  });

  it('names the full curve a cut curve’s BEP comes from and marks its POR as partly beyond its data (issue 48)', async () => {
    // 60 Hz KH2-2 stops at 1.7 m³/h with η still rising: BEP 2.700 m³/h from KH2-3 at the same speed by
    // affinity (src/content/pump-models.test.ts), POR 70–120 % of it, 1.89–3.24 m³/h, past its last point.
    const body = (await modelListResponse().json()) as {
      models: { id: string; bep: Record<string, unknown>; preferredRegionM3h: Record<string, unknown> }[];
    };
    const cut = body.models.find((m) => m.id === 'kh2-2-60hz')!;
    expect(cut.bep).toMatchObject({ flowM3h: 2.7, fromModel: { model: 'KH2-3', frequencyHz: 60 } });
    expect(cut.preferredRegionM3h).toEqual({ min: 1.89, max: 3.24, partlyOutsideData: true });
    const whole = body.models.find((m) => m.id === 'ks4-05-24-50hz')!;
    expect(whole.bep).not.toHaveProperty('fromModel');
    expect(whole.preferredRegionM3h.partlyOutsideData).toBe(false);
  });

  it('lists one product’s models with productId, as its product page links them', async () => {
    const body = (await modelListResponse(new URLSearchParams('productId=4-inch-ks-50hz-submersible-pump')).json()) as {
      count: number;
      models: { model: string }[];
    };
    const expected = getPumpModels().filter((m) => m.productId === '4-inch-ks-50hz-submersible-pump');
    expect(body.count).toBe(expected.length);
    expect(body.models.map((m) => m.model)).toEqual(expected.map((m) => m.model));
  });

  it('gives one model with its curve points and rated motor data', async () => {
    const model = getPumpModels().find((m) => m.model === 'KS4-05/24' && m.frequencyHz === 50)!;
    const response = modelDetailResponse(modelId(model));
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      points: unknown[];
      motor: unknown;
      bep: { flowM3h: number };
      speedRpm: number;
    };
    expect(body.points).toHaveLength(model.points.length);
    expect(body.points[0]).toEqual({
      flowM3h: model.points[0]!.flowM3h,
      headM: model.points[0]!.headM,
      efficiencyPct: model.points[0]!.efficiencyPct,
      powerKw: model.points[0]!.powerKw,
    });
    expect(body.motor).toMatchObject({
      powerKw: model.motor.powerKw,
      serviceFactor: 1.15,
      supplies: model.motor.supplies,
    });
    expect(body.bep.flowM3h).toBeCloseTo(modelCurves(model).bepFlowM3h, 3);
    expect(body.speedRpm).toBe(model.speedRpm);
  });

  it('answers 404 { message } for an unknown id', async () => {
    const response = modelDetailResponse('no-such-pump-50hz');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      message: 'No pump model has the id "no-such-pump-50hz". The list is at /api/pumps/models.',
    });
  });
});
