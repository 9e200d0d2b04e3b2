import { describe, expect, it } from 'vitest';
import { parseSolarQuery, solarQueryGiven, toSolarSearchParams } from './query';

/** The solar sizing's URL contract: decimal only, one value per parameter, 400 messages naming the field. */

const known = (id: string) => ['jaipur', 'lusaka'].includes(id);
const parse = (q: string) => parseSolarQuery(new URLSearchParams(q), known);
const base = 'site=jaipur&dailyWaterM3=60&staticLiftM=40&boreDiameterIn=6';

describe('parseSolarQuery', () => {
  it('reads a site query with the defaults (module power from the settings, no tilt: the latitude)', () => {
    const r = parse(base);
    expect(r).toEqual({
      ok: true,
      query: {
        site: 'jaipur',
        dailyWaterM3: 60,
        staticLiftM: 40,
        deliveryHeightM: 0,
        horizontalRunM: 0,
        outletPressureBar: 0,
        boreDiameterIn: 6,
        moduleW: 540,
      },
    });
  });

  it('round-trips through the URL', () => {
    const r = parse(`${base}&ghi=4,5,6,7,7,6,5,5,5,5,4,4&tiltDeg=20&designMonth=7&moduleW=330`);
    expect(r.ok).toBe(true);
    if (r.ok) expect(parse(toSolarSearchParams(r.query).toString())).toEqual(r);
  });

  it('reads a need per month: twelve figures, January to December, round-tripping through the URL', () => {
    const needs = '20,20,30,60,70,70.5,30,30,30,25,20,20';
    const r = parse(base.replace('dailyWaterM3=60', `dailyWaterM3=${needs}`));
    expect(r).toMatchObject({ ok: true, query: { dailyWaterM3: needs.split(',').map(Number) } });
    if (r.ok) {
      expect(toSolarSearchParams(r.query).get('dailyWaterM3')).toBe(needs);
      expect(parse(toSolarSearchParams(r.query).toString())).toEqual(r);
    }
    // Spaces after the commas, as a visitor types them, are fine.
    expect(parse(base.replace('dailyWaterM3=60', `dailyWaterM3=${needs.replaceAll(',', ', ')}`))).toMatchObject({
      ok: true,
    });
  });

  it.each([
    ['dailyWaterM3=20,30', 'dailyWaterM3'],
    ['dailyWaterM3=20,20,30,60,70,70,30,30,30,25,20,0', 'dailyWaterM3'],
    ['dailyWaterM3=20,20,30,60,70,70,30,30,30,25,20,2e1', 'dailyWaterM3'],
    ['dailyWaterM3=20,20,30,60,70,70,30,30,30,25,20,3000', 'dailyWaterM3'],
    ['dailyWaterM3=1e3', 'dailyWaterM3'],
    ['dailyWaterM3=0x10', 'dailyWaterM3'],
    ['dailyWaterM3=Infinity', 'dailyWaterM3'],
    ['dailyWaterM3=0', 'dailyWaterM3'],
    ['staticLiftM=-1', 'staticLiftM'],
    ['boreDiameterIn=2', 'boreDiameterIn'],
    ['designMonth=13', 'designMonth'],
    ['designMonth=1.5', 'designMonth'],
    ['tiltDeg=95', 'tiltDeg'],
    ['moduleW=5e2', 'moduleW'],
    ['ghi=4,5,6', 'ghi'],
    ['ghi=4,5,6,7,7,6,5,5,5,5,4,40', 'ghi'],
    ['ghi=4,5,6,7,7,6,5,5,5,5,4,1e1', 'ghi'],
  ])('refuses %s naming %s', (bad, field) => {
    const key = bad.split('=')[0]!;
    const q = new URLSearchParams(base);
    q.set(key, bad.slice(key.length + 1));
    const r = parseSolarQuery(q, known);
    expect(r).toMatchObject({ ok: false, field });
    if (!r.ok) expect(r.message).toContain(`(${field})`);
  });

  it('reads the lowest air temperature (minAmbientC, °C, −50 to 35) and names it when refused (issue 48)', () => {
    const r = parse(`${base}&minAmbientC=-12`);
    expect(r).toMatchObject({ ok: true, query: { minAmbientC: -12 } });
    if (r.ok) expect(toSolarSearchParams(r.query).get('minAmbientC')).toBe('-12');
    const cold = parse(`${base}&minAmbientC=-60`);
    expect(cold).toMatchObject({ ok: false, field: 'minAmbientC' });
    if (!cold.ok) expect(cold.message).toContain('Lowest air temperature (minAmbientC)');
    expect(parse(`${base}&minAmbientC=cold`)).toMatchObject({ ok: false, field: 'minAmbientC' });
  });

  it('refuses a repeated parameter, an unknown site, and a site with coordinates', () => {
    expect(parse(`${base}&dailyWaterM3=5`)).toMatchObject({ ok: false, field: 'dailyWaterM3' });
    expect(parse(base.replace('jaipur', 'atlantis'))).toMatchObject({ ok: false, field: 'site' });
    expect(parse(`${base}&lat=10&lon=20`)).toMatchObject({ ok: false, field: 'lat' });
  });

  it('needs a place: a site, or latitude and longitude together', () => {
    expect(parse('dailyWaterM3=60&staticLiftM=40&boreDiameterIn=6')).toMatchObject({ ok: false, field: 'site' });
    expect(parse('lat=10&dailyWaterM3=60&staticLiftM=40&boreDiameterIn=6')).toMatchObject({ ok: false, field: 'lon' });
    expect(parse('lat=10&lon=20&dailyWaterM3=60&staticLiftM=40&boreDiameterIn=6')).toMatchObject({ ok: true });
  });

  it('needs the water, the lift and the bore', () => {
    expect(parse('site=jaipur&staticLiftM=40&boreDiameterIn=6')).toMatchObject({ ok: false, field: 'dailyWaterM3' });
    expect(parse('site=jaipur&dailyWaterM3=60&boreDiameterIn=6')).toMatchObject({ ok: false, field: 'staticLiftM' });
    expect(parse('site=jaipur&dailyWaterM3=60&staticLiftM=40')).toMatchObject({ ok: false, field: 'boreDiameterIn' });
  });

  it('takes a borewell sheet’s figures (pumping level = static level + drawdown; water = flow × hours)', () => {
    const borewell = new URLSearchParams({
      boreDiameterIn: '6',
      boreDepthM: '120',
      staticLevelM: '30',
      drawdownM: '10',
      deliveryHeightM: '4',
      horizontalRunM: '80',
      outletPressureBar: '0.5',
      flowM3h: '6',
      pumpingHours: '7',
    }).toString();
    const r = parse(`site=jaipur&fromBorewell=${encodeURIComponent(borewell)}`);
    expect(r).toMatchObject({
      ok: true,
      query: {
        staticLiftM: 40,
        deliveryHeightM: 4,
        horizontalRunM: 80,
        outletPressureBar: 0.5,
        boreDiameterIn: 6,
        dailyWaterM3: 42,
        fromBorewell: borewell,
      },
    });
    // A figure typed on the solar form wins over the sheet's.
    expect(parse(`site=jaipur&dailyWaterM3=20&fromBorewell=${encodeURIComponent(borewell)}`)).toMatchObject({
      ok: true,
      query: { dailyWaterM3: 20 },
    });
    expect(parse(`site=jaipur&fromBorewell=${encodeURIComponent('boreDiameterIn=6')}`)).toMatchObject({
      ok: false,
      field: 'fromBorewell',
    });
  });

  it('refuses a water need under 10 L or over 2,000 m³ a day, typed or from a borewell sheet (issue 51)', () => {
    for (const water of ['0.000000000000000000001', '0.001', '2000.5', '0.001,1,1,1,1,1,1,1,1,1,1,1']) {
      const r = parse(base.replace('dailyWaterM3=60', `dailyWaterM3=${water}`));
      expect(r, water).toMatchObject({ ok: false, field: 'dailyWaterM3' });
      if (!r.ok) expect(r.message, water).toMatch(/0\.01.*2000 m³|at least 0\.01 m³|at most 2000 m³/);
    }
    expect(parse(base.replace('dailyWaterM3=60', 'dailyWaterM3=0.01'))).toMatchObject({ ok: true });
    // 500 m³/h × 24 h = 12,000 m³ a day: within the borewell sizing's 1,000 m³/h, beyond this sizing.
    const sheet = encodeURIComponent(
      'boreDiameterIn=8&boreDepthM=120&staticLevelM=30&drawdownM=10&flowM3h=500&pumpingHours=24',
    );
    const r = parse(`site=jaipur&fromBorewell=${sheet}`);
    expect(r).toMatchObject({ ok: false, field: 'fromBorewell' });
    if (!r.ok) expect(r.message).toMatch(/gives 12000 m³ of water per day, above the 2000 m³ this sizing takes/);
    // 0.01 m³/h × 0.5 h = 0.005 m³ a day.
    const tiny = encodeURIComponent(
      'boreDiameterIn=6&boreDepthM=120&staticLevelM=30&drawdownM=10&flowM3h=0.01&pumpingHours=0.5',
    );
    const small = parse(`site=jaipur&fromBorewell=${tiny}`);
    expect(small).toMatchObject({ ok: false, field: 'fromBorewell' });
    if (!small.ok) expect(small.message).toMatch(/gives 0\.005 m³ of water per day, below the 0\.01 m³/);
  });

  it('counts a query as given only when a figure is typed (the module power alone is the default)', () => {
    expect(solarQueryGiven(new URLSearchParams('moduleW=540'))).toBe(false);
    expect(solarQueryGiven(new URLSearchParams('site='))).toBe(false);
    expect(solarQueryGiven(new URLSearchParams('site=jaipur'))).toBe(true);
    // The borewell sheet's link only fills the form in: the visitor picks the site.
    expect(solarQueryGiven(new URLSearchParams('fromBorewell=boreDiameterIn%3D6'))).toBe(false);
  });
});
