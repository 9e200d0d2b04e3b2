import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSelectionQuery, selectionParams, toSearchParams } from './query';

describe('the selector URL contract', () => {
  it('reads a shared link into a duty in m³/h and m', () => {
    const parsed = parseSelectionQuery(
      new URLSearchParams(
        'flow=100&flowUnit=lmin&head=5&headUnit=bar&hz=60&phase=3&category=submersible-pumps&boreDiameterIn=4',
      ),
    );
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.duty.flowM3h).toBeCloseTo(6, 10);
    expect(parsed.duty.headM).toBeCloseTo(50.986, 3);
    expect(parsed.duty).toMatchObject({ frequencyHz: 60, phase: 3, category: 'SUBMERSIBLE PUMPS', boreDiameterIn: 4 });
  });

  it('uses the defaults: m³/h, m and 50 Hz', () => {
    const parsed = parseSelectionQuery(new URLSearchParams('flow=12&head=85'));
    expect(parsed.ok && parsed.input).toEqual({ flow: 12, flowUnit: 'm3h', head: 85, headUnit: 'm', hz: 50 });
  });

  it('names the field in every message', () => {
    const cases: [string, string, string][] = [
      ['head=10', 'flow', 'Flow must be a number greater than 0.'],
      ['flow=-1&head=10', 'flow', 'Flow must be a number greater than 0.'],
      ['flow=1&head=abc', 'head', 'Head must be a number greater than 0.'],
      ['flow=1&head=10&hz=55', 'hz', 'Frequency must be 50 or 60 Hz.'],
      ['flow=1&head=10&phase=2', 'phase', 'Phase must be 1 or 3.'],
      ['flow=1&head=10&flowUnit=gal', 'flowUnit', 'Flow unit must be one of m3h, ls, lmin, usgpm.'],
      ['flow=1&head=10&category=bicycles', 'category', 'Application must be one of the pump categories.'],
      ['flow=1&head=10&staticHeadM=12', 'staticHeadM', 'Static head must be lower than the duty head.'],
      ['flow=1&head=10&hoursPerDay=30', 'hoursPerDay', 'Hours per day must be a number from 0.1 to 24.'],
    ];
    for (const [query, field, message] of cases) {
      const parsed = parseSelectionQuery(new URLSearchParams(query));
      expect(parsed.ok, query).toBe(false);
      if (!parsed.ok) expect(parsed.errors[field as keyof typeof parsed.errors], query).toBe(message);
    }
  });

  it('still reads boreIn, the bore parameter’s earlier name, from links shared before', () => {
    const parsed = parseSelectionQuery(new URLSearchParams('flow=6&head=50&boreIn=4'));
    expect(parsed.ok && parsed.duty.boreDiameterIn).toBe(4);
    const twice = parseSelectionQuery(new URLSearchParams('flow=6&head=50&boreIn=4&boreDiameterIn=6'));
    expect(twice.ok === false && twice.field).toBe('boreDiameterIn');
  });

  it('refuses every hostile number with a message naming the field (issue 23)', () => {
    const numeric = ['flow', 'head', 'voltage', 'boreDiameterIn', 'staticHeadM', 'hoursPerDay', 'tariffPerKwh'];
    const numericOptional = ['suctionLiftM', 'waterTempC', 'altitudeM'];
    for (const field of [...numeric, ...numericOptional]) {
      for (const value of ['-1', '5e-324', '1e308', 'Infinity', 'NaN', '0x10', '0b1100', 'abc']) {
        const base = new URLSearchParams('flow=12&head=60');
        base.set(field, value);
        const parsed = parseSelectionQuery(base);
        // −1 is a flooded suction of 1 m, or 1 m below sea level: both valid.
        if ((field === 'suctionLiftM' || field === 'altitudeM') && value === '-1') continue;
        expect(parsed.ok, `${field}=${value}`).toBe(false);
        if (!parsed.ok) expect(parsed.field, `${field}=${value}`).toBe(field);
      }
    }
    for (const query of [
      'flow=0&head=60',
      'flow=12&head=0',
      'flow=&head=60',
      'flow=12&head=',
      'flow=12&flow=12&head=60',
    ]) {
      const parsed = parseSelectionQuery(new URLSearchParams(query));
      expect(parsed.ok, query).toBe(false);
    }
  });

  it('checks flow and head after conversion, so a value positive as typed cannot become 0', () => {
    // 0.0000001 ft = 3.05e-8 m: below the 0.1 m floor (0.328 ft), where it used to reach the system curve as 0.
    const tiny = parseSelectionQuery(new URLSearchParams('flow=12&head=0.0000001&headUnit=ft'));
    expect(tiny).toMatchObject({ ok: false, field: 'head', message: 'Head must be from 0.328 to 3280 ft.' });
    // 100 000 L/s = 360 000 m³/h: above the 20 000 m³/h ceiling (5560 L/s).
    const huge = parseSelectionQuery(new URLSearchParams('flow=100000&flowUnit=ls&head=60'));
    expect(huge).toMatchObject({ ok: false, field: 'flow', message: 'Flow must be from 0.00278 to 5560 L/s.' });
  });

  it('treats an empty optional field as not given, as a GET form sends it', () => {
    const parsed = parseSelectionQuery(new URLSearchParams('flow=12&head=60&voltage=&staticHeadM=&suctionLiftM='));
    expect(parsed.ok && parsed.input).toEqual({ flow: 12, flowUnit: 'm3h', head: 60, headUnit: 'm', hz: 50 });
  });

  it('never throws, whatever the strings', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...selectionParams, 'boreIn'), fc.string({ maxLength: 30 }), { maxKeys: 8 }),
        (values) => {
          const parsed = parseSelectionQuery(new URLSearchParams(values));
          if (parsed.ok) {
            expect(parsed.duty.flowM3h).toBeGreaterThan(0);
            expect(Number.isFinite(parsed.duty.headM)).toBe(true);
          } else {
            expect(parsed.message.length).toBeGreaterThan(0);
            expect(selectionParams).toContain(parsed.field);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('writes an input back to the same URL', () => {
    const query = 'flow=12&head=85&hz=50&phase=3&staticHeadM=20';
    const parsed = parseSelectionQuery(new URLSearchParams(query));
    if (!parsed.ok) throw new Error(parsed.message);
    expect(toSearchParams(parsed.input).toString()).toBe(query);
  });
});
