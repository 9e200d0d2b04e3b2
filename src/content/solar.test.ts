import { describe, expect, it } from 'vitest';
import { solarSiteSchema } from './schemas/solar';
import { getSolarData, solarDataProblems } from './solar';

/** The solar tables are validated when read (the build reads them for the solar page). */
describe('solar content', () => {
  it('loads: India and the export markets, twelve plausible months and a source on every row', () => {
    const { sites, controllers } = getSolarData();
    expect(sites.filter((s) => s.country === 'India').length).toBeGreaterThanOrEqual(20);
    expect(sites.filter((s) => s.country !== 'India').length).toBeGreaterThanOrEqual(30);
    expect(controllers.length).toBeGreaterThan(5);
  });

  it('refuses eleven months, a value in MJ/m² and a row without its source', () => {
    const row = getSolarData().sites[0]!;
    expect(solarSiteSchema.safeParse({ ...row, ghiKwhPerM2Day: row.ghiKwhPerM2Day.slice(1) }).success).toBe(false);
    expect(solarSiteSchema.safeParse({ ...row, ghiKwhPerM2Day: row.ghiKwhPerM2Day.map((v) => v * 3.6) }).success).toBe(
      false,
    );
    expect(solarSiteSchema.safeParse({ ...row, source: '' }).success).toBe(false);
  });

  it('gives every site a design minimum no warmer than its coldest daytime month, and refuses one that is (issue 48)', () => {
    const { sites } = getSolarData();
    for (const site of sites) expect(site.minAmbientC).toBeLessThanOrEqual(Math.min(...site.daytimeTempC));
    // Srinagar, the coldest site of the table: its extreme annual mean minimum is well below freezing.
    expect(sites.find((s) => s.id === 'srinagar')!.minAmbientC).toBeLessThan(0);
    const row = sites[0]!;
    const { success, error } = solarSiteSchema.safeParse({ ...row, minAmbientC: Math.min(...row.daytimeTempC) + 1 });
    expect(success).toBe(false);
    expect(error!.issues[0]!.path).toEqual(['minAmbientC']);
    expect(solarSiteSchema.safeParse({ ...row, minAmbientC: undefined }).success).toBe(false);
  });

  it('refuses a repeated site id and controllers out of order', () => {
    const data = getSolarData();
    expect(solarDataProblems({ ...data, sites: [data.sites[0]!, data.sites[0]!] })).toHaveLength(1);
    expect(solarDataProblems({ ...data, controllers: [...data.controllers].reverse() }).length).toBeGreaterThan(0);
  });
});
