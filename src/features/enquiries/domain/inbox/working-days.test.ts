import { describe, expect, it } from 'vitest';
import { workingDaysBefore } from './working-days';

describe('workingDaysBefore (Monday to Friday, UTC)', () => {
  it('skips the weekend: Tuesday 1 Dec 2026 10:00 minus 2 working days is Friday 27 Nov 10:00', () => {
    // Tue → Mon (1), Sun and Sat skipped, Fri (2).
    expect(workingDaysBefore(new Date('2026-12-01T10:00:00.000Z'), 2).toISOString()).toBe('2026-11-27T10:00:00.000Z');
  });

  it('within a week: Thursday 3 Dec minus 2 is Tuesday 1 Dec', () => {
    expect(workingDaysBefore(new Date('2026-12-03T08:30:00.000Z'), 2).toISOString()).toBe('2026-12-01T08:30:00.000Z');
  });

  it('from a Sunday: Sunday 29 Nov minus 2 is Thursday 26 Nov (Saturday does not count)', () => {
    expect(workingDaysBefore(new Date('2026-11-29T12:00:00.000Z'), 2).toISOString()).toBe('2026-11-26T12:00:00.000Z');
  });

  it('0 days is now; a negative or fractional count is refused', () => {
    const now = new Date('2026-12-01T10:00:00.000Z');
    expect(workingDaysBefore(now, 0).toISOString()).toBe(now.toISOString());
    expect(() => workingDaysBefore(now, -1)).toThrow(RangeError);
    expect(() => workingDaysBefore(now, 1.5)).toThrow(RangeError);
  });
});
