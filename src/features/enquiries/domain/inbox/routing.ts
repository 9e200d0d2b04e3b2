import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';

countries.registerLocale(en);

/**
 * Routing a new enquiry to the dealer of its territory (issue 46 point 3). A territory is a dealer's
 * `country` (ISO 3166-1 alpha-2) and, where a country has several dealers, its `region` or `city`.
 */

/** A dealer as routing sees it. */
export interface DealerTerritory {
  id: number | string;
  /** ISO 3166-1 alpha-2 code, e.g. ZM. */
  country: string;
  region?: string | null;
  city?: string | null;
}

/** Where an enquiry came from, as the form stores it: the country's English name from the list. */
export interface EnquiryPlace {
  country: string;
  city: string;
}

const same = (a: string | null | undefined, b: string) =>
  Boolean(a) && a!.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The alpha-2 code of a country name as the enquiry form lists it (i18n-iso-countries' English
 * official names, the same list `choices.server.ts` offers), or null for '' or an unknown name.
 */
export function countryCode(name: string): string | null {
  if (!name.trim()) return null;
  return countries.getAlpha2Code(name.trim(), 'en') ?? null;
}

/**
 * The dealer an enquiry goes to: the only dealer of its country; or, when the country has several, the
 * one whose region or city is the enquiry's city; otherwise none (the sales desk keeps it, as before).
 * @returns the chosen dealer, or null
 */
export function routeEnquiry<D extends DealerTerritory>(place: EnquiryPlace, dealers: readonly D[]): D | null {
  const code = countryCode(place.country);
  if (!code) return null;
  const inCountry = dealers.filter((d) => d.country.toUpperCase() === code);
  if (inCountry.length === 1) return inCountry[0]!;
  const local = inCountry.filter((d) => same(d.region, place.city) || same(d.city, place.city));
  return local.length === 1 ? local[0]! : null;
}
