import { describe, expect, it } from 'vitest';
import { categorySlug, parseSelectionQuery, toSearchParams } from './query';

describe('the selector URL contract', () => {
  it('reads a shared link into a duty in m³/h and m', () => {
    const parsed = parseSelectionQuery(
      new URLSearchParams(
        'flow=100&flowUnit=lmin&head=5&headUnit=bar&hz=60&phase=3&category=submersible-pumps&boreIn=4',
      ),
    );
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.duty.flowM3h).toBeCloseTo(6, 10);
    expect(parsed.duty.headM).toBeCloseTo(50.986, 3);
    expect(parsed.duty).toMatchObject({ frequencyHz: 60, phase: 3, category: 'SUBMERSIBLE PUMPS', boreInch: 4 });
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

  it('writes an input back to the same URL', () => {
    const query = 'flow=12&head=85&hz=50&phase=3&staticHeadM=20';
    const parsed = parseSelectionQuery(new URLSearchParams(query));
    if (!parsed.ok) throw new Error(parsed.message);
    expect(toSearchParams(parsed.input).toString()).toBe(query);
    expect(categorySlug('END SUCTION PUMP')).toBe('end-suction-pump');
  });
});
