import type { SolarSite } from '@/content/schemas/solar';
import type { SolarQuery } from './query';

/** Mean Earth radius, km (IUGG mean radius R1 = 6371.0088 km; Moritz, Geodetic Reference System 1980). */
const EARTH_RADIUS_KM = 6371.0088;

/**
 * Great-circle distance between two points, km, by the haversine formula (R. W. Sinnott, "Virtues
 * of the Haversine", Sky and Telescope 68 (1984) 159).
 * Worked example: New Delhi (28.61, 77.21) to Jaipur (26.91, 75.79): 234 km.
 */
export function distanceKm(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const r = Math.PI / 180;
  const dLat = (bLat - aLat) * r;
  const dLon = (bLon - aLon) * r;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * r) * Math.cos(bLat * r) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The nearest site of the table to a point, with its distance in km. */
export function nearestSite(
  sites: readonly SolarSite[],
  lat: number,
  lon: number,
): { site: SolarSite; distanceKm: number } {
  let best = { site: sites[0]!, distanceKm: Infinity };
  for (const site of sites) {
    const d = distanceKm(lat, lon, site.latDeg, site.lonDeg);
    if (d < best.distanceKm) best = { site, distanceKm: d };
  }
  return best;
}

/** The sunshine and temperature the sizing runs on, and where they come from. */
export interface Climate {
  latDeg: number;
  /** Monthly mean daily global horizontal irradiation, kWh/m²/day. */
  ghiKwhPerM2Day: number[];
  /** Monthly mean daytime air temperature, °C. */
  daytimeTempC: number[];
  /**
   * Lowest expected air temperature, °C, the string's open-circuit voltage is sized at: the
   * visitor's `minAmbientC`, else the site's design minimum (`SolarSite.minAmbientC`).
   */
  minAmbientC: number;
  /** Whether {@link minAmbientC} was typed in rather than taken from the site. */
  minAmbientTyped: boolean;
  /** The site of the table used (for the temperature, and the sunshine unless typed in). */
  site: Pick<SolarSite, 'id' | 'name' | 'country' | 'source' | 'minAmbientC'>;
  /** Distance from the given point to that site, km (0 when the site was chosen). */
  distanceKm: number;
  /** Whether the irradiation was typed in rather than taken from the site. */
  ghiTyped: boolean;
}

/**
 * The climate of a checked query: the chosen site, or the nearest to `lat`/`lon` (at the given
 * latitude); the twelve typed irradiations replace the site's when given, and a typed lowest air
 * temperature the site's design minimum.
 * @throws Error when the site id is unknown (the query parser checks it first)
 */
export function climateOf(query: SolarQuery, sites: readonly SolarSite[]): Climate {
  const chosen =
    query.site !== undefined
      ? { site: sites.find((s) => s.id === query.site), distanceKm: 0 }
      : nearestSite(sites, query.lat!, query.lon!);
  if (!chosen.site) throw new Error(`Unknown site ${query.site}`);
  const { site } = chosen;
  return {
    latDeg: query.lat ?? site.latDeg,
    ghiKwhPerM2Day: query.ghi ?? site.ghiKwhPerM2Day,
    daytimeTempC: site.daytimeTempC,
    minAmbientC: query.minAmbientC ?? site.minAmbientC,
    minAmbientTyped: query.minAmbientC !== undefined,
    site: { id: site.id, name: site.name, country: site.country, source: site.source, minAmbientC: site.minAmbientC },
    distanceKm: chosen.distanceKm,
    ghiTyped: query.ghi !== undefined,
  };
}
