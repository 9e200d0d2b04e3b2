import { describe, expect, it } from 'vitest';
import { getPumpModels } from '@/content/pump-models';
import { parseSelectionQuery, toSearchParams } from './query';
import { selectPumps } from './select';

/** The catalogue's ranking of a query string: model codes, best first. */
function ranked(query: string): string[] {
  const parsed = parseSelectionQuery(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.message);
  return selectPumps(getPumpModels(), parsed.duty).results.map((r) => r.model.model);
}

/** The category of each ranked model of a query string. */
function categories(query: string): Set<string> {
  const parsed = parseSelectionQuery(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.message);
  return new Set(selectPumps(getPumpModels(), parsed.duty).results.map((r) => r.model.category));
}

describe('where the pump goes (issue 49, item 3)', () => {
  it('ranks borewell submersibles for a borewell duty that all applications gives to a vertical turbine or a booster', () => {
    // 6 m³/h at 120 m: across the catalogue the KVT 4S-15 ranks first, a line-shaft pump no borewell takes.
    expect(ranked('flow=6&head=120')[0]).toBe('KVT 4S-15');
    expect(ranked('installation=borewell&flow=6&head=120')).toEqual(['KS4-05/24']);
    // 10 m³/h at 60 m: the inline KIV10-09 first, unless the pump goes down a borewell.
    expect(ranked('flow=10&head=60')[0]).toBe('KIV10-09');
    expect(ranked('installation=borewell&flow=10&head=60')[0]).toBe('KC4-08/14');
  });

  it('admits only the categories built for each place', () => {
    expect(categories('installation=borewell&flow=10&head=60')).toEqual(new Set(['SUBMERSIBLE PUMPS']));
    expect(categories('installation=surface&flow=10&head=60')).toEqual(new Set(['PRESSURE BOOSTING PUMPS']));
    for (const category of categories('installation=open-well&flow=8&head=90')) {
      expect(['OPENWELL SUBMERSIBLE PUMPS', 'VERTICAL TURBINE PUMPS']).toContain(category);
    }
  });

  it('checks the bore size of a borewell: a 4-inch well leaves out the 6-inch sets', () => {
    // 20 m³/h at 80 m: only 6-inch KC sets deliver it; none fits a 4-inch casing.
    expect(ranked('installation=borewell&flow=20&head=80')).toEqual(['KC6-30/08', 'KC6-17/09']);
    expect(ranked('installation=borewell&flow=20&head=80&boreDiameterIn=4')).toEqual([]);
  });

  it('keeps all applications the default: a URL without it ranks as before and writes no parameter', () => {
    const parsed = parseSelectionQuery(new URLSearchParams('flow=6&head=120'));
    expect(parsed.ok && parsed.duty.installation).toBeUndefined();
    expect(parsed.ok && toSearchParams(parsed.input).toString()).toBe('flow=6&head=120&hz=50');
    const borewell = parseSelectionQuery(new URLSearchParams('flow=6&head=120&installation=borewell'));
    expect(borewell.ok && toSearchParams(borewell.input).toString()).toBe(
      'installation=borewell&flow=6&head=120&hz=50',
    );
  });

  it('refuses a place it does not know, naming the parameter', () => {
    const parsed = parseSelectionQuery(new URLSearchParams('flow=6&head=120&installation=lake'));
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.field).toBe('installation');
    expect(!parsed.ok && parsed.message).toBe(
      'Where the pump goes must be one of borewell, open-well, surface, waste-water.',
    );
  });
});
