import { describe, expect, it } from 'vitest';
import { getPumpModel, getPumpModels } from '@/content/pump-models';
import { modelCurves } from '@/content/model-curves';
import { borewellSizingResponse } from '../server/api';
import { pickCataloguePump } from '../server/pump-picker';
import { nearMissesIn } from './messages';
import { sizingOutcome } from './sheet-presenter';
import { referenceWell } from '../../../../tests/support/borewell-coverage';

const well: Record<string, string> = { ...referenceWell, flowM3h: '6' };
const sheetFor = (query: Record<string, string>) => {
  const outcome = sizingOutcome(new URLSearchParams(query));
  if (outcome.status !== 'ok') throw new Error(`expected a sheet, got ${JSON.stringify(outcome)}`);
  return outcome.sheet;
};

describe('pickCataloguePump: the borehole submersibles of the frequency and supply', () => {
  const duty = {
    flowM3h: 6,
    headM: 60,
    frequencyHz: 50 as const,
    phase: 1 as const,
    voltageV: 230,
    boreInch: 4,
    staticHeadM: 50,
  };

  it('offers every 50 Hz borehole submersible with a 1-phase 230 V motor, each with its curve and diameters', () => {
    const { candidates } = pickCataloguePump(duty);
    const expected = getPumpModels().filter(
      (m) =>
        m.category === 'SUBMERSIBLE PUMPS' &&
        m.frequencyHz === 50 &&
        m.motor.supplies.some((s) => s.phase === 1 && Math.abs(s.voltageV - 230) <= 23),
    );
    expect(candidates.map((c) => c.model)).toEqual(expected.map((m) => m.model));
    const first = getPumpModel(50, candidates[0]!.model)!;
    expect(candidates[0]).toMatchObject({
      maxDiameterWithCableGuardMm: first.maxDiameterWithCableGuardMm,
      motor: { diameterWithCableMm: first.motor.diameterWithCableMm, serviceFactor: 1.15 },
    });
  });

  it('names the models that meet the duty but are not offered for the supply', () => {
    // A three-phase-only model asked for on its own curve (mid-range) with a single-phase supply.
    const model = getPumpModels().find(
      (m) => m.category === 'SUBMERSIBLE PUMPS' && m.frequencyHz === 50 && m.motor.supplies.every((s) => s.phase === 3),
    )!;
    const flowM3h = (model.flowRangeM3h.min + model.flowRangeM3h.max) / 2;
    const headM = modelCurves(model).head(flowM3h)!;
    const { candidates, nearMisses } = pickCataloguePump({ ...duty, flowM3h, headM, staticHeadM: headM / 2 });
    const offered = model.motor.supplies.map((s) => `3-phase ${s.voltageV} V`).join(', ');
    expect(nearMissesIn(nearMisses, 'metric')).toContainEqual({
      model: model.model,
      reason: `meets the duty, but its motor is offered for ${offered} only`,
    });
    expect(candidates.some((c) => c.model === model.model)).toBe(false);
  });
});

describe('sizingOutcome', () => {
  it('shows the empty state until the well data are given (the defaults alone are not a query)', () => {
    expect(sizingOutcome(new URLSearchParams()).status).toBe('empty');
    expect(sizingOutcome(new URLSearchParams('hz=60&phase=1&pipeMaterial=gi')).status).toBe('empty');
  });

  it('names the field of contradictory data', () => {
    expect(sizingOutcome(new URLSearchParams({ ...well, staticLevelM: '130' }))).toMatchObject({
      status: 'invalid',
      field: 'staticLevelM',
    });
  });

  it('sizes the set with links to each product page, the datasheet and the selector', () => {
    const sheet = sheetFor(well);
    expect(sheet.query).toBe(
      'boreDiameterIn=6&boreDepthM=120&staticLevelM=30&drawdownM=15&deliveryHeightM=5&horizontalRunM=50&outletPressureBar=0&flowM3h=6&pipeMaterial=upvc&hz=50&phase=3&voltage=415&cableLengthM=20&waterTempC=25',
    );
    expect(sheet.tdh.totalM).toBeCloseTo(45 + 5 + sheet.tdh.frictionLossM, 9);
    expect(sheet.pump?.href).toMatch(/^\/products\/50HZ\/submersible-pumps\/[^?#]+\?flow=6&head=[\d.]+&hz=50#model-/);
    expect(sheet.pump?.datasheetHref).toMatch(/^\/datasheets\/50hz\/.+\.pdf$/);
    expect(sheet.pipe.href).toBe('/products/50HZ/pipes/uPVC-pipes');
    expect(sheet.cable?.href).toBe('/products/50HZ/cables/submersible-cables');
    expect(sheet.panel?.href).toBe('/products/50HZ/control-panel');
    expect(sheet.selectorHref).toContain('/pump-selector?flow=6&head=');
  });

  it('shows how the set was sized: each formula with its inputs and result, HP beside kW', () => {
    const sheet = sheetFor(well);
    const titles = sheet.working.map((s) => s.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Specific capacity (drawdown assumed linear in the flow)',
        'Operating point on the well’s own curve',
        'Cooling flow past the motor',
        'Column pressure at shut-off',
        'Check valves (Franklin Electric AIM)',
      ]),
    );
    const drop = sheet.working.find((s) => s.title.startsWith('Voltage drop'))!;
    expect(drop.title).toMatch(/IS 694.*IS 8130/);
    expect(drop.formula).toBe('ΔU = √3 · L · I · (R cos φ + X sin φ)');
    expect(drop.inputs).toContain(`${sheet.cable!.currentA.toFixed(2)} A`);
    expect(drop.result).toContain(`${sheet.cable!.voltageDropPct.toFixed(2)} %`);
    const power = sheet.working.find((s) => s.title === 'Input power')!;
    // A rating in its nameplate HP, not an equation (5.5 kW is sold as 7.5 HP, not 7.38: issue 49).
    expect(power.inputs).toMatch(/motor rated [\d.]+ kW, nameplate [\d.]+ HP/);
    // Issue 48: the motor's load, P2 / P2,rated, with its service factor, beside the current.
    const load = sheet.working.find((s) => s.title === 'Motor load')!;
    const p2 = sheet.pump!.operatingPoint.powerKw;
    expect(load.inputs).toBe(`${p2.toFixed(2)} kW / ${sheet.pump!.motor.powerKw.toFixed(1)} kW, SF 1.15`);
    expect(load.result).toBe(`${((100 * p2) / sheet.pump!.motor.powerKw).toFixed(1)} % of nameplate`);
  });

  it('shows the hanging load of a GI column in the working, and not for uPVC', () => {
    const title = 'Hanging load on the column’s top joint';
    const gi = sheetFor({ ...well, pipeMaterial: 'gi', flowM3h: '10' });
    const step = gi.working.find((s) => s.title === title);
    expect(step?.result).toMatch(/^[\d.]+ MPa ≤ 97\.5 MPa \(Medium \(IS 1239-1\)\)$/);
    expect(step?.inputs).toMatch(/kg over [\d.]+ mm² at the thread root$/);
    expect(sheetFor(well).working.map((s) => s.title)).not.toContain(title);
  });

  it('links the 60 Hz pages for a 60 Hz well, and no pipe page for GI (the catalogue sells uPVC)', () => {
    const sheet = sheetFor({ ...well, hz: '60', pipeMaterial: 'gi' });
    expect(sheet.pipe.label).toMatch(/^GI /);
    expect(sheet.pipe.href).toBeNull();
    expect(sheet.cable?.href).toBe('/products/60HZ/cables/submersible-cables');
    if (sheet.pump) expect(sheet.pump.href).toMatch(/^\/products\/60HZ\//);
  });

  it('carries the whole set and the well data to the quote form', () => {
    const sheet = sheetFor(well);
    const quote = new URL(sheet.quoteHref, 'http://site.test');
    expect(quote.pathname).toBe('/contact-us');
    expect(quote.hash).toBe('#contact-form-card');
    expect(quote.searchParams.get('model')).toBe(sheet.pump!.model);
    expect(Number(quote.searchParams.get('head'))).toBeCloseTo(sheet.tdh.totalM, 2);
    expect(quote.searchParams.get('category')).toBe('SUBMERSIBLE PUMPS');
    expect(quote.searchParams.get('pipe')).toBe(sheet.pipe.label);
    expect(quote.searchParams.get('cable')).toBe(sheet.cable!.label);
    expect(quote.searchParams.get('panel')).toBe(sheet.panel!.label);
    expect(quote.searchParams.get('borewell')).toBe(sheet.query);
  });
});

describe('GET /api/borewell-sizing (borewellSizingResponse)', () => {
  it('answers the sheet as JSON with the units in the keys, cacheable', async () => {
    const response = borewellSizingResponse(new URLSearchParams(well));
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toMatch(/^public, max-age=300/);
    const body = await response.json();
    expect(body).toMatchObject({
      flowM3h: 6,
      pumpingLevelM: 45,
      settingDepthM: 55,
      pipe: { material: 'upvc', hazenWilliamsC: expect.any(Number), innerDiameterMm: expect.any(Number) },
      pump: { model: expect.any(String) },
      cable: { lengthM: 75, voltageDropPct: expect.any(Number) },
      starter: { method: 'dol' },
      panel: { model: expect.any(String) },
    });
    expect(body.totalDynamicHeadM).toBeGreaterThan(50);
    expect(body.energyKwhPerYear).toBeGreaterThan(0);
    expect(body.cooling.velocityMs).toBeGreaterThan(0);
  });

  it('answers 400 naming the field for bad input, not cached', async () => {
    const response = borewellSizingResponse(new URLSearchParams({ ...well, drawdownM: '-3' }));
    expect(response.status).toBe(400);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = await response.json();
    expect(body.field).toBe('drawdownM');
    expect(body.message).toMatch(/^Drawdown \(drawdownM\)/);
  });
});
