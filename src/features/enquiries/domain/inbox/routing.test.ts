import { describe, expect, it } from 'vitest';
import { countryCode, routeEnquiry, type DealerTerritory } from './routing';

const lusaka: DealerTerritory = { id: 1, country: 'ZM', region: 'Lusaka Province', city: 'Lusaka' };
const nairobi: DealerTerritory = { id: 2, country: 'KE', region: 'Nairobi County', city: 'Nairobi' };
const mombasa: DealerTerritory = { id: 3, country: 'KE', region: 'Mombasa County', city: 'Mombasa' };
const dealers = [lusaka, nairobi, mombasa];

describe('countryCode', () => {
  it('maps the form list’s English names to ISO 3166-1 alpha-2', () => {
    expect(countryCode('Zambia')).toBe('ZM');
    expect(countryCode('India')).toBe('IN');
    expect(countryCode('')).toBeNull();
    expect(countryCode('Atlantis')).toBeNull();
  });
});

describe('routeEnquiry', () => {
  it('sends an enquiry from a country with one dealer to that dealer, whatever the city', () => {
    expect(routeEnquiry({ country: 'Zambia', city: 'Kitwe' }, dealers)).toBe(lusaka);
  });

  it('in a country with several dealers, picks the one whose city or region is the enquiry’s city', () => {
    expect(routeEnquiry({ country: 'Kenya', city: 'mombasa' }, dealers)).toBe(mombasa);
    expect(routeEnquiry({ country: 'Kenya', city: 'Nairobi County' }, dealers)).toBe(nairobi);
  });

  it('keeps for the sales desk what no single dealer covers: no dealer, no country, or an unmatched city', () => {
    expect(routeEnquiry({ country: 'India', city: 'Pune' }, dealers)).toBeNull();
    expect(routeEnquiry({ country: '', city: 'Lusaka' }, dealers)).toBeNull();
    expect(routeEnquiry({ country: 'Kenya', city: 'Kisumu' }, dealers)).toBeNull();
  });
});
