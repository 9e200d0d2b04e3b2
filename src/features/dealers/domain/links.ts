/**
 * The links of a dealer's card that leave the site: the phone to dial and the address on a map. Pure
 * string building, no React, no I/O.
 */

/**
 * The `tel:` URI of a phone number written in international form (`+254 20 765 4321`): `+` and its
 * digits, the E.164 number a phone dials from any country (RFC 3966 §5.1.4, a global number). The
 * grouping is left out: RFC 3966 §3 allows `-`, `.` and brackets as visual separators but no space.
 * @param phone as the dealer file writes it, `+` first
 * @returns e.g. `tel:+254207654321`
 */
export function telHref(phone: string): string {
  return `tel:+${phone.replace(/\D/g, '')}`;
}

/** Where a dealer is: the address, and the coordinates when the file gives them. */
export interface DealerPlace {
  address: string;
  city: string;
  region?: string;
  countryName: string;
  /** Decimal degrees (WGS 84), north positive. */
  latitude?: number;
  /** Decimal degrees (WGS 84), east positive. */
  longitude?: number;
}

/**
 * A plain link that opens the dealer's place in Google Maps (the map service of the site's own
 * contact page), in the app on a phone that has it: the Maps URLs search form
 * `https://www.google.com/maps/search/?api=1&query=…` (developers.google.com/maps/documentation/urls/get-started),
 * the query being `latitude,longitude` when the file gives them, else the address, city, region and
 * country. No map script is loaded on the page.
 * @returns e.g. `https://www.google.com/maps/search/?api=1&query=-1.3066%2C36.8462`
 */
export function mapSearchUrl(place: DealerPlace): string {
  const query =
    place.latitude !== undefined && place.longitude !== undefined
      ? `${place.latitude},${place.longitude}`
      : [place.address, place.city, place.region, place.countryName].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query }).toString()}`;
}
