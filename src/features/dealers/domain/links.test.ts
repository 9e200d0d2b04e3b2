import { describe, expect, it } from 'vitest';
import { mapSearchUrl, telHref } from './links';

describe('telHref', () => {
  it('dials the E.164 number: + and the digits, grouping left out', () => {
    expect(telHref('+254 20 765 4321')).toBe('tel:+254207654321');
    expect(telHref('+91 (422) 255-0140')).toBe('tel:+914222550140');
  });
});

describe('mapSearchUrl', () => {
  const place = { address: 'Enterprise Road, Industrial Area', city: 'Nairobi', countryName: 'Kenya' };

  it('searches the coordinates when the file gives them', () => {
    const url = new URL(mapSearchUrl({ ...place, latitude: -1.3066, longitude: 36.8462 }));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/search/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('query')).toBe('-1.3066,36.8462');
  });

  it('searches the address, city, region and country otherwise', () => {
    const url = new URL(mapSearchUrl({ ...place, region: 'Nairobi County' }));
    expect(url.searchParams.get('query')).toBe('Enterprise Road, Industrial Area, Nairobi, Nairobi County, Kenya');
  });
});
