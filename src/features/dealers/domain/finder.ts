/**
 * The dealer finder's rules (issue 45, point 5), pure: which countries have dealers, when a country
 * asks for a region, which dealers a country and region give, and what a `/dealers?country=&region=`
 * query finds. No React, no I/O: the dealers and country names come from the caller.
 */

/** What the finder needs of a dealer. */
export interface FinderDealer {
  /** Unique slug. */
  id: string;
  /** Trading name. */
  company: string;
  /** ISO 3166-1 alpha-2 code, capitals. */
  country: string;
  /** English name of the country. */
  countryName: string;
  /** State, province or county; absent when the file gives none. */
  region?: string;
  /** Town or city. */
  city: string;
}

/** A country of the finder's list. */
export interface FinderCountry {
  /** ISO 3166-1 alpha-2 code, capitals. */
  code: string;
  /** English name. */
  name: string;
  /** Number of dealers in it (at least 1). */
  dealers: number;
}

/** Names compared as an English reader sorts them (accents and case ignored first). */
const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || a.localeCompare(b, 'en');

/**
 * The countries that have at least one dealer, sorted by name.
 * @param dealers every dealer
 * @returns one entry per country, with its dealer count
 */
export function countriesWithDealers(dealers: readonly FinderDealer[]): FinderCountry[] {
  const byCode = new Map<string, FinderCountry>();
  for (const dealer of dealers) {
    const entry = byCode.get(dealer.country);
    if (entry) entry.dealers += 1;
    else byCode.set(dealer.country, { code: dealer.country, name: dealer.countryName, dealers: 1 });
  }
  return [...byCode.values()].sort((a, b) => byName(a.name, b.name));
}

/**
 * The regions the finder offers for a country: its dealers' distinct regions, sorted by name, when
 * the country has several dealers in at least two regions; otherwise none (one dealer, or all in one
 * region, need no second step).
 * @param dealers every dealer
 * @param country ISO 3166-1 alpha-2 code, capitals
 */
export function regionsOf(dealers: readonly FinderDealer[], country: string): string[] {
  const inCountry = dealers.filter((d) => d.country === country);
  const regions = [...new Set(inCountry.flatMap((d) => (d.region ? [d.region] : [])))].sort(byName);
  return inCountry.length > 1 && regions.length > 1 ? regions : [];
}

/**
 * The dealers of a country, or of one of its regions, sorted by region, then city, then company
 * (dealers without a region after those with one).
 * @param dealers every dealer
 * @param country ISO 3166-1 alpha-2 code, capitals
 * @param region a region name as the dealer file writes it (any case); all regions when absent
 */
export function dealersIn<T extends FinderDealer>(dealers: readonly T[], country: string, region?: string): T[] {
  const wanted = region?.toLocaleLowerCase('en');
  return dealers
    .filter((d) => d.country === country && (wanted === undefined || d.region?.toLocaleLowerCase('en') === wanted))
    .sort(
      (a, b) =>
        (a.region === undefined ? 1 : 0) - (b.region === undefined ? 1 : 0) ||
        byName(a.region ?? '', b.region ?? '') ||
        byName(a.city, b.city) ||
        byName(a.company, b.company),
    );
}

/** What a finder query asks and finds. */
export type FinderOutcome<T extends FinderDealer> =
  /** No country asked (the page as prerendered). */
  | { kind: 'none' }
  /** `country` is not an ISO 3166-1 alpha-2 code of any country (`?country=XX`, `?country=Kenya`). */
  | { kind: 'unknown-country'; asked: string }
  /**
   * A country: its regions when it asks for one ({@link regionsOf}), the region chosen (as the file
   * writes it), a region asked that none of its dealers is in (`unknownRegion`, e.g. one left over
   * from another country: then every dealer of the country is listed) and the dealers found, sorted
   * ({@link dealersIn}). `dealers` is empty for a country without dealers.
   */
  | {
      kind: 'country';
      country: { code: string; name: string };
      regions: string[];
      region?: string;
      unknownRegion?: string;
      dealers: T[];
    };

/**
 * Reads a finder query (`country`: ISO 3166-1 alpha-2 code, any case; `region`: optional, a region
 * name, any case) and finds its dealers. A region is only read for a country that offers regions, and
 * an empty parameter counts as absent (the form's "All regions" sends `region=`).
 * @param dealers every dealer
 * @param params the page's query
 * @param nameOf English name of an ISO code, undefined when the code names no country
 */
export function findDealers<T extends FinderDealer>(
  dealers: readonly T[],
  params: URLSearchParams,
  nameOf: (code: string) => string | undefined,
): FinderOutcome<T> {
  const asked = params.get('country')?.trim() ?? '';
  if (asked === '') return { kind: 'none' };
  const code = asked.toUpperCase();
  const name = /^[A-Z]{2}$/.test(code) ? nameOf(code) : undefined;
  if (name === undefined) return { kind: 'unknown-country', asked };
  const regions = regionsOf(dealers, code);
  const askedRegion = regions.length > 0 ? params.get('region')?.trim() || undefined : undefined;
  const region = askedRegion
    ? regions.find((r) => r.toLocaleLowerCase('en') === askedRegion.toLocaleLowerCase('en'))
    : undefined;
  return {
    kind: 'country',
    country: { code, name },
    regions,
    ...(region ? { region } : {}),
    ...(askedRegion && !region ? { unknownRegion: askedRegion } : {}),
    dealers: dealersIn(dealers, code, region),
  };
}
