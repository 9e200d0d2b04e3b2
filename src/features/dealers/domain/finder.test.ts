import { describe, expect, it } from 'vitest';
import { countriesWithDealers, dealersIn, findDealers, regionsOf, type FinderDealer } from './finder';

/** The dealer finder's rules on a small made-up network (not the seed, so a seed edit cannot break them). */

const dealer = (id: string, country: string, countryName: string, city: string, region?: string): FinderDealer => ({
  id,
  company: id,
  country,
  countryName,
  city,
  ...(region ? { region } : {}),
});

const network: FinderDealer[] = [
  dealer('zeta', 'IN', 'India', 'Pune', 'Maharashtra'),
  dealer('alpha', 'IN', 'India', 'Madurai', 'Tamil Nadu'),
  dealer('beta', 'IN', 'India', 'Coimbatore', 'Tamil Nadu'),
  dealer('gamma', 'IN', 'India', 'Delhi'),
  dealer('nairobi', 'KE', 'Kenya', 'Nairobi', 'Nairobi County'),
  dealer('dubai', 'AE', 'United Arab Emirates', 'Dubai', 'Dubai'),
  dealer('manama', 'BH', 'Bahrain', 'Manama'),
  dealer('casablanca', 'MA', 'Morocco', 'Casablanca', 'Casablanca-Settat'),
  dealer('rabat', 'MA', 'Morocco', 'Rabat', 'Casablanca-Settat'),
];
const names: Record<string, string> = {
  IN: 'India',
  KE: 'Kenya',
  AE: 'United Arab Emirates',
  BH: 'Bahrain',
  MA: 'Morocco',
  FR: 'France',
};
const nameOf = (code: string) => names[code];
const query = (text: string) => new URLSearchParams(text);

describe('countriesWithDealers', () => {
  it('lists each country with dealers once, sorted by name, with its count', () => {
    expect(countriesWithDealers(network)).toEqual([
      { code: 'BH', name: 'Bahrain', dealers: 1 },
      { code: 'IN', name: 'India', dealers: 4 },
      { code: 'KE', name: 'Kenya', dealers: 1 },
      { code: 'MA', name: 'Morocco', dealers: 2 },
      { code: 'AE', name: 'United Arab Emirates', dealers: 1 },
    ]);
  });
});

describe('regionsOf', () => {
  it('offers the distinct regions, sorted, of a country with several dealers in several regions', () => {
    expect(regionsOf(network, 'IN')).toEqual(['Maharashtra', 'Tamil Nadu']);
  });

  it('offers none for a country with one dealer, or with all its dealers in one region', () => {
    expect(regionsOf(network, 'KE')).toEqual([]);
    expect(regionsOf(network, 'MA')).toEqual([]);
    expect(regionsOf(network, 'FR')).toEqual([]);
  });
});

describe('dealersIn', () => {
  it('sorts a country by region, then city, dealers without a region last', () => {
    expect(dealersIn(network, 'IN').map((d) => d.id)).toEqual(['zeta', 'beta', 'alpha', 'gamma']);
  });

  it('keeps one region, whatever its case', () => {
    expect(dealersIn(network, 'IN', 'tamil nadu').map((d) => d.id)).toEqual(['beta', 'alpha']);
  });
});

describe('findDealers', () => {
  it('finds nothing to show without a country', () => {
    expect(findDealers(network, query(''), nameOf)).toEqual({ kind: 'none' });
    expect(findDealers(network, query('country='), nameOf)).toEqual({ kind: 'none' });
  });

  it('reads the code in any case and lists the country with its regions', () => {
    const outcome = findDealers(network, query('country=in'), nameOf);
    expect(outcome).toMatchObject({
      kind: 'country',
      country: { code: 'IN', name: 'India' },
      regions: ['Maharashtra', 'Tamil Nadu'],
    });
    expect(outcome).not.toHaveProperty('region');
    expect(outcome.kind === 'country' && outcome.dealers.length).toBe(4);
  });

  it('narrows to a region, spelt as the file spells it; "All regions" (region=) keeps them all', () => {
    const one = findDealers(network, query('country=IN&region=TAMIL%20NADU'), nameOf);
    expect(one.kind === 'country' && [one.region, one.dealers.map((d) => d.id)]).toEqual([
      'Tamil Nadu',
      ['beta', 'alpha'],
    ]);
    const all = findDealers(network, query('country=IN&region='), nameOf);
    expect(all.kind === 'country' && all.dealers.length).toBe(4);
  });

  it('ignores a region for a country that offers none', () => {
    const kenya = findDealers(network, query('country=KE&region=Mombasa'), nameOf);
    expect(kenya.kind === 'country' && [kenya.region, kenya.dealers.map((d) => d.id)]).toEqual([
      undefined,
      ['nairobi'],
    ]);
  });

  it('finds no dealer for a real country without one', () => {
    expect(findDealers(network, query('country=FR'), nameOf)).toEqual({
      kind: 'country',
      country: { code: 'FR', name: 'France' },
      regions: [],
      dealers: [],
    });
  });

  it('lists the whole country, naming the region, when no dealer is in the region asked', () => {
    const kerala = findDealers(network, query('country=IN&region=Kerala'), nameOf);
    expect(kerala).toMatchObject({ kind: 'country', unknownRegion: 'Kerala' });
    expect(kerala.kind === 'country' && kerala.dealers.length).toBe(4);
  });

  it('says when the code names no country', () => {
    expect(findDealers(network, query('country=XX'), nameOf)).toEqual({ kind: 'unknown-country', asked: 'XX' });
    expect(findDealers(network, query('country=Kenya'), nameOf)).toEqual({ kind: 'unknown-country', asked: 'Kenya' });
  });
});
