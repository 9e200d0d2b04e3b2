import { describe, expect, it } from 'vitest';
import { extractPower, intentBoost, intentFactor, queryIntent } from './intent';

describe('queryIntent', () => {
  it.each([
    ['borewell pump 1 hp', { application: 'borewell', power: { value: 1, unit: 'hp' } }],
    ['bore well pump', { application: 'borewell' }],
    ['open well 0,75kW', { application: 'open-well', power: { value: 0.75, unit: 'kW' } }],
    ['sewage pump 2 KW', { application: 'waste-water', power: { value: 2, unit: 'kW' } }],
    ['booster', { application: 'surface' }],
    // "submersible" alone is a borewell pump; with another application word, that word decides.
    ['submersible', { application: 'borewell' }],
    ['openwell submersible', { application: 'open-well' }],
    // Two applications named: none is assumed.
    ['borewell or sewage', {}],
    ['KS4-05/24', {}],
  ])('%s -> %j', (query, expected) => {
    expect(queryIntent(query)).toEqual(expected);
  });

  it('reads a misspelt application from the index terms the query matched', () => {
    expect(queryIntent('submersable')).toEqual({});
    expect(queryIntent('submersable', ['submersible'])).toEqual({ application: 'borewell' });
  });
});

describe('extractPower', () => {
  it('takes the power out of the words searched', () => {
    expect(extractPower('borewell pump 1 hp')).toEqual({ text: 'borewell pump', power: { value: 1, unit: 'hp' } });
    expect(extractPower('5.5kW submersible')).toEqual({ text: 'submersible', power: { value: 5.5, unit: 'kW' } });
    expect(extractPower('0 hp pump')).toEqual({ text: '0 hp pump' });
    expect(extractPower('hp pump')).toEqual({ text: 'hp pump' });
  });
});

describe('intentFactor', () => {
  // Worked by hand: a KS 0.75 kW (1 HP) borewell model for "borewell 1 hp" gets 2 × 2 = 4; a KOV
  // 0.75 kW (1 HP) open-well model 0.5 × 2 = 1; a KS 1.5 kW (2 HP) model 2 × 0.5 = 1.
  const intent = queryIntent('borewell 1 hp');
  it('multiplies the application and power matches', () => {
    expect(intentFactor(intent, { application: 'borewell', powerKw: 0.75, powerHp: 1 })).toBe(4);
    expect(intentFactor(intent, { application: 'open-well', powerKw: 0.75, powerHp: 1 })).toBe(1);
    expect(intentFactor(intent, { application: 'borewell', powerKw: 1.5, powerHp: 2 })).toBe(1);
    expect(intentFactor(intent, { application: 'surface' })).toBe(intentBoost.other);
  });

  it('leaves documents and queries that say nothing alone', () => {
    expect(intentFactor(intent, {})).toBe(1);
    expect(intentFactor({}, { application: 'borewell', powerKw: 0.75, powerHp: 1 })).toBe(1);
  });

  it('matches a power in kW on the model’s kW within 10 %, and in hp on its published HP', () => {
    const kw = queryIntent('0.8 kw');
    expect(intentFactor(kw, { powerKw: 0.75, powerHp: 1 })).toBe(intentBoost.match);
    expect(intentFactor(kw, { powerKw: 0.55, powerHp: 0.75 })).toBe(intentBoost.other);
  });
});
