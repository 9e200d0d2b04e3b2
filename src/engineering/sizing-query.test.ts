import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_VOLTAGE_V, parseSizingQuery, toSearchParams, type SizingQuery } from './sizing-query';

const base = {
  boreDiameterIn: '6',
  boreDepthM: '120',
  staticLevelM: '35',
  drawdownM: '12.5',
  flowM3h: '10',
};
const parse = (params: Record<string, string>) => parseSizingQuery(new URLSearchParams(params));

/** A valid well: 6-inch, 60 m deep, static 40 m, drawdown 15 m, 3 m³/h. */
const WELL = 'boreDiameterIn=6&boreDepthM=60&staticLevelM=40&drawdownM=15&flowM3h=3';

describe('sizing query', () => {
  it('parses the issue 13 names and applies the defaults', () => {
    expect(parse(base)).toEqual({
      ok: true,
      query: {
        boreDiameterIn: 6,
        boreDepthM: 120,
        staticLevelM: 35,
        drawdownM: 12.5,
        deliveryHeightM: 0,
        horizontalRunM: 0,
        outletPressureBar: 0,
        flowM3h: 10,
        pipeMaterial: 'upvc',
        hz: 50,
        phase: 3,
        voltage: 415,
        cableLengthM: 0,
        waterTempC: 25,
      },
    });
  });

  it('reads every field, ignores blanks and unknown parameters', () => {
    const result = parse({
      ...base,
      flowM3h: '',
      dailyVolumeM3: '48',
      pumpingHours: '6',
      deliveryHeightM: '3',
      horizontalRunM: '40',
      outletPressureBar: '1.5',
      pipeMaterial: 'hdpe',
      hz: '60',
      phase: '1',
      cableLengthM: '25',
      tariffPerKwh: '7.5',
      utm_source: 'x',
    });
    expect(result).toMatchObject({
      ok: true,
      query: {
        dailyVolumeM3: 48,
        pumpingHours: 6,
        pipeMaterial: 'hdpe',
        hz: 60,
        phase: 1,
        voltage: 230,
        tariffPerKwh: 7.5,
      },
    });
    expect(result.ok && 'flowM3h' in result.query).toBe(false);
  });

  it('defaults the voltage by frequency and phase: 230/415 V at 50 Hz, 230/460 V at 60 Hz', () => {
    expect(parse(base)).toMatchObject({ query: { voltage: 415 } });
    expect(parse({ ...base, phase: '1' })).toMatchObject({ query: { voltage: 230 } });
    expect(parse({ ...base, hz: '60' })).toMatchObject({ query: { voltage: 460 } });
    expect(parse({ ...base, hz: '60', phase: '1' })).toMatchObject({ query: { voltage: 230 } });
  });

  it.each([
    [{ boreDepthM: '' }, 'boreDepthM', 'Bore depth (boreDepthM) is required.'],
    [{ boreDiameterIn: 'six' }, 'boreDiameterIn', 'Bore diameter (boreDiameterIn) must be a number of inch.'],
    [{ boreDiameterIn: '2' }, 'boreDiameterIn', 'Bore diameter (boreDiameterIn) must be at least 3 inch.'],
    [{ drawdownM: '-2' }, 'drawdownM', 'Drawdown (drawdownM) must be at least 0 m.'],
    [{ flowM3h: '0' }, 'flowM3h', 'Flow (flowM3h) must be at least 0.01 m³/h.'],
    [{ pumpingHours: '30' }, 'pumpingHours', 'Pumping hours per day (pumpingHours) must be at most 24 hours.'],
    [{ pipeMaterial: 'steel' }, 'pipeMaterial', 'Column pipe material (pipeMaterial) must be upvc, gi or hdpe.'],
    [{ hz: '55' }, 'hz', 'Frequency (hz) must be 50 or 60.'],
    [{ phase: '2' }, 'phase', 'Supply phases (phase) must be 1 or 3.'],
    [{ boreDepthM: 'Infinity' }, 'boreDepthM', 'Bore depth (boreDepthM) must be a number of m.'],
  ])('rejects %j naming %s', (change, field, message) => {
    expect(parse({ ...base, ...change })).toEqual({ ok: false, field, message });
  });

  it.each([
    [
      { staticLevelM: '120' },
      'staticLevelM',
      /Static water level \(staticLevelM\) of 120 m must be above the bore depth of 120 m/,
    ],
    [
      { drawdownM: '90' },
      'drawdownM',
      /pumping water level \(static level \+ drawdown = 125 m\) must be above the bore depth/,
    ],
    [{ flowM3h: '' }, 'flowM3h', /Give the water need: Flow \(flowM3h\), or Daily water volume \(dailyVolumeM3\)/],
    [{ dailyVolumeM3: '48', pumpingHours: '6' }, 'dailyVolumeM3', /not both/],
    [{ flowM3h: '', dailyVolumeM3: '48' }, 'pumpingHours', /Pumping hours per day \(pumpingHours\) is required/],
    // Issue 48: a derived flow is bounded like a typed one: 48 m³ in 0.01 h is 4800 m³/h > 1000 m³/h.
    [
      { flowM3h: '', dailyVolumeM3: '48', pumpingHours: '0.01' },
      'dailyVolumeM3',
      /Daily water volume \(dailyVolumeM3\) of 48 m³ in 0\.01 h is a flow of 4800 m³\/h, above the 1000 m³\/h a flow may be/,
    ],
    // Issue 51: a flow below the selector's 0.01 m³/h (10 L/h) is refused, typed or derived, never sized as 0.
    [{ flowM3h: '0.00000001' }, 'flowM3h', /Flow \(flowM3h\) must be at least 0\.01 m³\/h/],
    [{ flowM3h: '0.001' }, 'flowM3h', /Flow \(flowM3h\) must be at least 0\.01 m³\/h/],
    [{ flowM3h: '', dailyVolumeM3: '0.0000001', pumpingHours: '24' }, 'dailyVolumeM3', /must be at least 0\.01 m³\./],
    // 0.1 m³ in 24 h is 0.1 / 24 = 0.004167 m³/h.
    [
      { flowM3h: '', dailyVolumeM3: '0.1', pumpingHours: '24' },
      'dailyVolumeM3',
      /of 0\.1 m³ in 24 h is a flow of 0\.004167 m³\/h, below the 0\.01 m³\/h a flow must be/,
    ],
    [{ secondFlowM3h: '0.001', secondDrawdownM: '3' }, 'secondFlowM3h', /must be at least 0\.01 m³\/h/],
    // Issue 48: a second test point comes with both figures and must fit s = BQ + CQ² (B, C ≥ 0).
    [{ secondFlowM3h: '15' }, 'secondDrawdownM', /Second test drawdown \(secondDrawdownM\) is required/],
    [
      { secondFlowM3h: '15', secondDrawdownM: '3' },
      'secondDrawdownM',
      /does not fit a well's drawdown s = BQ \+ CQ² \(Jacob\)/,
    ],
    [{ waterTempC: '45' }, 'waterTempC', /Water temperature \(waterTempC\) must be at most 40 °C/],
    [{ phase: '1', voltage: '415' }, 'voltage', /single-phase supply must be between 100 and 260 V/],
    [{ voltage: '110' }, 'voltage', /three-phase supply must be between 190 and 690 V/],
  ])('rejects the contradiction %j naming %s', (change, field, message) => {
    const result = parse({ ...base, ...change });
    expect(result).toMatchObject({ ok: false, field });
    expect(!result.ok && result.message).toMatch(message);
  });

  it('refuses every hostile number, a repeated parameter and a blank required one with the field (issue 23)', () => {
    const numeric: (keyof SizingQuery)[] = [
      'boreDiameterIn',
      'boreDepthM',
      'staticLevelM',
      'drawdownM',
      'deliveryHeightM',
      'horizontalRunM',
      'outletPressureBar',
      'flowM3h',
      'voltage',
      'cableLengthM',
      'tariffPerKwh',
    ];
    for (const field of numeric) {
      for (const value of ['-1', '5e-324', '1e308', 'Infinity', 'NaN', '0x10', '0b1100']) {
        const params = new URLSearchParams(WELL);
        params.set(field, value);
        expect(parseSizingQuery(params), `${field}=${value}`).toMatchObject({ ok: false, field });
      }
    }
    expect(parseSizingQuery(new URLSearchParams(`${WELL}&boreDepthM=60`))).toMatchObject({
      ok: false,
      field: 'boreDepthM',
      message: 'Bore depth (boreDepthM) is given more than once; give it once.',
    });
    const blank = new URLSearchParams(WELL);
    blank.set('boreDepthM', '');
    expect(parseSizingQuery(blank)).toMatchObject({ ok: false, field: 'boreDepthM' });
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...numeric), fc.string({ maxLength: 12 })), (values) => {
        const params = new URLSearchParams(WELL);
        for (const [k, v] of Object.entries(values)) params.set(k, v);
        expect(() => parseSizingQuery(params)).not.toThrow();
      }),
    );
  });

  it('round-trips through toSearchParams (property)', () => {
    const query = fc
      .record({
        boreDiameterIn: fc.constantFrom(4, 5, 6, 8, 10),
        boreDepthM: fc.integer({ min: 20, max: 600 }),
        staticFraction: fc.double({ min: 0, max: 0.5, noNaN: true }),
        drawdownFraction: fc.double({ min: 0, max: 0.4, noNaN: true }),
        deliveryHeightM: fc.double({ min: 0, max: 50, noNaN: true }),
        horizontalRunM: fc.double({ min: 0, max: 2000, noNaN: true }),
        outletPressureBar: fc.double({ min: 0, max: 10, noNaN: true }),
        need: fc.oneof(
          fc.record({ flowM3h: fc.double({ min: 0.1, max: 200, noNaN: true }) }),
          fc.record({
            dailyVolumeM3: fc.double({ min: 1, max: 2000, noNaN: true }),
            // At least 2 h: 2000 m³ in 2 h is the 1000 m³/h a derived flow may be.
            pumpingHours: fc.double({ min: 2, max: 24, noNaN: true }),
          }),
        ),
        pipeMaterial: fc.constantFrom('upvc', 'gi', 'hdpe' as const),
        hz: fc.constantFrom(50 as const, 60 as const),
        phase: fc.constantFrom(1 as const, 3 as const),
        cableLengthM: fc.double({ min: 0, max: 500, noNaN: true }),
        waterTempC: fc.double({ min: 0, max: 40, noNaN: true }),
        tariffPerKwh: fc.option(fc.double({ min: 0, max: 50, noNaN: true }), { nil: undefined }),
      })
      .map(({ staticFraction, drawdownFraction, need, tariffPerKwh, ...rest }): SizingQuery => {
        // Values as a visitor types them: three decimals at most (a URL holds decimal notation only).
        const typed = <T extends object>(record: T): T =>
          Object.fromEntries(
            Object.entries(record).map(([k, v]) => [k, typeof v === 'number' ? Number(v.toFixed(3)) : v]),
          ) as T;
        const q: SizingQuery = {
          ...typed(rest),
          staticLevelM: Number((rest.boreDepthM * staticFraction).toFixed(3)),
          drawdownM: Number((rest.boreDepthM * drawdownFraction).toFixed(3)),
          voltage: DEFAULT_VOLTAGE_V[rest.hz][rest.phase],
          ...typed(need),
        };
        if (tariffPerKwh !== undefined) q.tariffPerKwh = Number(tariffPerKwh.toFixed(3));
        return q;
      });
    fc.assert(
      fc.property(query, (q) => {
        expect(parseSizingQuery(toSearchParams(q))).toEqual({ ok: true, query: q });
      }),
    );
  });
});
