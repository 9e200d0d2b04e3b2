import { describe, expect, it, vi } from 'vitest';
import { setUpToolApiEnvironment } from '../../../../../tests/support/tool-api-env';
import { GET, POST } from './route';

// The handler comes through the feature's server entry, which refuses a client bundle (`server-only`).
vi.mock('server-only', () => ({}));

setUpToolApiEnvironment();

/** `GET /api/solar-sizing`: the JSON fields the issue names, units in the keys, and 400 {message, field}. */

const get = (query: string) => GET(new Request(`http://localhost/api/solar-sizing?${query}`));

describe('GET /api/solar-sizing', () => {
  it('answers the set, the twelve months and the design day hour by hour', async () => {
    const response = await get(
      'site=jaipur&dailyWaterM3=60&staticLiftM=40&deliveryHeightM=3&horizontalRunM=50&boreDiameterIn=6',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('max-age=300');
    const body = await response.json();
    expect(body.months).toHaveLength(12);
    expect(body.months[0]).toEqual(
      expect.objectContaining({ month: 1, irradiationKwhPerM2Day: 4.4, dailyVolumeM3: expect.any(Number) }),
    );
    expect(Math.min(...body.months.map((m: { dailyVolumeM3: number }) => m.dailyVolumeM3))).toBeGreaterThanOrEqual(60);
    expect(body.designDay[0]).toEqual({
      hour: expect.any(Number),
      flowM3h: expect.any(Number),
      pvPowerW: expect.any(Number),
    });
    expect(body.array).toEqual(
      expect.objectContaining({
        modules: expect.any(Number),
        moduleW: 540,
        peakW: body.array.modules * 540,
        series: expect.any(Number),
        parallel: expect.any(Number),
        tiltDeg: 27,
      }),
    );
    expect(body.pump).toEqual(
      expect.objectContaining({
        model: expect.any(String),
        motorPowerKw: expect.any(Number),
        motorPowerHp: expect.any(Number),
      }),
    );
    expect(body.controller).toEqual(
      expect.objectContaining({ ratedKw: expect.any(Number), mpptMinV: 250, mpptMaxV: 750 }),
    );
    expect(body.totalDynamicHeadM).toBeGreaterThan(43);
    expect(body).toHaveProperty('warnings');
    expect(body).toHaveProperty('alternatives');
    expect(body).toHaveProperty('nearMisses');
    expect(body.energy.dieselLitresPerKwh).toBe(0.355);
  });

  it('takes a need per month: each month’s need beside its water, every one met, the design month’s on top', async () => {
    const needs = [20, 20, 30, 60, 70, 70, 30, 30, 30, 25, 20, 20];
    const response = await get(
      `site=jaipur&dailyWaterM3=${needs.join(',')}&staticLiftM=40&deliveryHeightM=3&horizontalRunM=50&boreDiameterIn=6`,
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.needPerMonth).toBe(true);
    expect(body.query.dailyWaterM3).toBe(needs.join(','));
    const months = body.months as { needM3PerDay: number; dailyVolumeM3: number }[];
    expect(months.map((m) => m.needM3PerDay)).toEqual(needs);
    for (const m of months) expect(m.dailyVolumeM3).toBeGreaterThanOrEqual(m.needM3PerDay);
    expect(body.needM3PerDay).toBe(needs[body.designMonth - 1]);
    // One figure: the same need in every month.
    const one = await (await get('site=jaipur&dailyWaterM3=60&staticLiftM=40&boreDiameterIn=6')).json();
    expect(one.needPerMonth).toBe(false);
    expect(one.months.every((m: { needM3PerDay: number }) => m.needM3PerDay === 60)).toBe(true);
  });

  it('takes a point and names the nearest site with its distance', async () => {
    const body = await (await get('lat=-15.5&lon=28.4&dailyWaterM3=30&staticLiftM=25&boreDiameterIn=6')).json();
    expect(body.site).toEqual(expect.objectContaining({ id: 'lusaka', distanceKm: expect.any(Number) }));
    expect(body.site.distanceKm).toBeLessThan(20);
  });

  it.each([
    ['site=jaipur&dailyWaterM3=1e3&staticLiftM=40&boreDiameterIn=6', 'dailyWaterM3'],
    ['site=atlantis&dailyWaterM3=60&staticLiftM=40&boreDiameterIn=6', 'site'],
    ['site=jaipur&dailyWaterM3=60&boreDiameterIn=6', 'staticLiftM'],
    ['site=jaipur&dailyWaterM3=60&staticLiftM=40&boreDiameterIn=6&ghi=1,2,3', 'ghi'],
    ['site=jaipur&dailyWaterM3=60,70&staticLiftM=40&boreDiameterIn=6', 'dailyWaterM3'],
    ['site=jaipur&site=lusaka&dailyWaterM3=60&staticLiftM=40&boreDiameterIn=6', 'site'],
  ])('answers 400 {message, field} to %s', async (query, field) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body).toEqual({ message: expect.stringContaining(`(${field})`), field });
  });

  it('refuses other methods with 405', async () => {
    const response = await POST(new Request('http://localhost/api/solar-sizing', { method: 'POST' }));
    expect(response.status).toBe(405);
  });
});
