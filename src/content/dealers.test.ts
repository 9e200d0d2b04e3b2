import { describe, expect, it } from 'vitest';
import { checkDealers, countryName, dealersFile, getDealers } from './dealers';
import { ContentError } from './load';

/** Dealer file (issue 45, point 5): the seed's coverage and the faults the build must name. */

const valid = {
  id: 'kilimo-pumps-nairobi',
  company: 'Kilimo Pumps Ltd',
  contactPerson: 'Grace Wanjiru',
  country: 'KE',
  city: 'Nairobi',
  address: 'Enterprise Road',
  phone: '+254 20 765 4321',
  email: 'sales@kilimo-pumps.example',
  frequency: '50hz',
  carries: ['submersible-pumps', 'KIV'],
  verifiedOn: '2026-10-28',
  sample: true,
};

/** The message checkDealers throws for a file of these records. */
function faultOf(records: unknown[]): string {
  try {
    checkDealers('/repo/content/dealers/dealers.json', records);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error('no fault found');
}

describe('the dealer seed', () => {
  const dealers = getDealers();

  it('has a dealer in every country the site names, and several Indian dealers in different states', () => {
    const codes = new Set(dealers.map((d) => d.country));
    for (const code of ['IN', 'KE', 'ZM', 'TZ', 'LY', 'MA', 'BH', 'AE']) expect(codes, code).toContain(code);
    const indianStates = new Set(dealers.filter((d) => d.country === 'IN').map((d) => d.region));
    expect(indianStates.size).toBeGreaterThanOrEqual(2);
  });

  it('resolves what each dealer carries to a catalogue name and its category page', () => {
    const pune = dealers.find((d) => d.id === 'deccan-water-systems-pune');
    expect(pune?.lines).toContainEqual({
      key: 'KIV',
      name: 'KIV series',
      href: '/products/50HZ/pressure-boosting-pumps',
    });
    const nairobi = dealers.find((d) => d.id === 'kilimo-pumps-nairobi');
    expect(nairobi?.lines).toContainEqual({
      key: 'pipes/uPVC-pipes',
      name: 'uPVC Pipes',
      href: '/products/50HZ/pipes/uPVC-pipes',
    });
    expect(nairobi?.countryName).toBe('Kenya');
  });

  it('reads content/dealers/dealers.json', () => {
    expect(dealersFile.replaceAll('\\', '/')).toMatch(/content\/dealers\/dealers\.json$/);
  });
});

describe('checkDealers names the file and field of a fault', () => {
  it('accepts a valid record and gives it the name of its country', () => {
    const [dealer] = checkDealers('/repo/content/dealers/dealers.json', [valid]);
    expect(dealer?.countryName).toBe('Kenya');
  });

  it('refuses a duplicate id, naming it', () => {
    expect(faultOf([valid, { ...valid, company: 'Other' }])).toMatch(
      /dealer id "kilimo-pumps-nairobi" is already used/,
    );
  });

  it('refuses a line the catalogue does not have', () => {
    expect(faultOf([{ ...valid, carries: ['submersible-pumps', 'solar-panels'] }])).toMatch(
      /0\.carries\.1: "solar-panels" is neither a category path nor a series code of the 50hz catalogue/,
    );
  });

  it('refuses a country that is not an ISO 3166-1 alpha-2 code', () => {
    expect(faultOf([{ ...valid, country: 'QQ' }])).toMatch(/0\.country: is not an ISO 3166-1 alpha-2 country code/);
    expect(faultOf([{ ...valid, country: 'Kenya' }])).toMatch(/0\.country: must be an ISO 3166-1 alpha-2 code/);
  });

  it('refuses a phone without its country code or with too few digits', () => {
    expect(faultOf([{ ...valid, phone: '020 765 4321' }])).toMatch(/0\.phone: must be written \+<country code>/);
    expect(faultOf([{ ...valid, phone: '+254 765' }])).toMatch(/0\.phone: must have 8 to 15 digits/);
  });

  it('refuses a latitude without a longitude and a date not written YYYY-MM-DD', () => {
    expect(faultOf([{ ...valid, latitude: -1.3 }])).toMatch(/0\.longitude: latitude and longitude go together/);
    expect(faultOf([{ ...valid, verifiedOn: '28/10/2026' }])).toMatch(/0\.verifiedOn:/);
  });
});

describe('countryName', () => {
  it('gives the ISO English name for a code in any case, and nothing for an unknown code', () => {
    expect(countryName('ae')).toBe('United Arab Emirates');
    expect(countryName('XX')).toBeUndefined();
  });
});
