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

  it('refuses a repeated site id and controllers out of order', () => {
    const data = getSolarData();
    expect(solarDataProblems({ ...data, sites: [data.sites[0]!, data.sites[0]!] })).toHaveLength(1);
    expect(solarDataProblems({ ...data, controllers: [...data.controllers].reverse() }).length).toBeGreaterThan(0);
  });
});
