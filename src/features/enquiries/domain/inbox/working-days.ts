/**
 * Working days for the sales team's "waiting too long" count (issue 46): Monday to Friday, in UTC.
 * Public holidays differ by country and are not counted out; a Saturday or Sunday never counts.
 */

const dayMs = 86_400_000;

function isWeekend(date: Date): boolean {
  const day = date.getUTCDay();
  return day === 0 || day === 6;
}

/**
 * The instant `days` working days before `now`: each step goes back 24 h and steps that land on a
 * Saturday or Sunday do not count. An enquiry received before this instant has waited more than
 * `days` working days.
 * Worked example: now = Tuesday 2026-12-01 10:00 UTC, days = 2 → Monday 10:00 (1), then Sunday and
 * Saturday are skipped, Friday 2026-11-27 10:00 (2).
 * @param now the present instant
 * @param days a whole number of working days, 0 or more
 * @throws RangeError for a negative or fractional `days`
 */
export function workingDaysBefore(now: Date, days: number): Date {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`days must be a whole number ≥ 0, got ${days}`);
  let at = now.getTime();
  let counted = 0;
  while (counted < days) {
    at -= dayMs;
    if (!isWeekend(new Date(at))) counted++;
  }
  return new Date(at);
}
