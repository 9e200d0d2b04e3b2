import type { BannerEvent } from '@/content/schemas/resources';
import { homeConfig } from './config';

/**
 * Which event the home page's event banner announces, and how (SPEC 2.3; issue 26). Pure functions of
 * the content and a calendar day, shared by the page and `npm run check:launch`. Days are
 * `YYYY-MM-DD` strings, which compare in calendar order as plain strings.
 */

/** The event the banner shows. */
export interface BannerChoice {
  /** The event. */
  event: BannerEvent;
  /** True when its last day is today or later (on now or still to come). */
  upcoming: boolean;
}

/** The calendar day of `now` in UTC, `YYYY-MM-DD`. */
export function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Last day of an event: `endDate`, or `date` for a one-day event. */
function lastDay(event: BannerEvent): string {
  return event.endDate ?? event.date;
}

/**
 * The next upcoming event (the earliest first day among events whose last day is `today` or later),
 * or, when none is upcoming, the latest past one (the latest first day).
 * @param events the content's `popup` list, in any order; at least one
 * @param today `YYYY-MM-DD`
 * @throws Error when `events` is empty (the schema requires one)
 */
export function pickBannerEvent(events: readonly BannerEvent[], today: string): BannerChoice {
  const byDate = [...events].sort((a, b) => a.date.localeCompare(b.date));
  const next = byDate.find((event) => lastDay(event) >= today);
  if (next) return { event: next, upcoming: true };
  const latest = byDate.at(-1);
  if (!latest) throw new Error('The event banner needs at least one event (content/home/home.json → popup)');
  return { event: latest, upcoming: false };
}

/**
 * `day` minus `months` calendar months, `YYYY-MM-DD`; a day the shorter month lacks becomes its last
 * day (2026-08-31 minus 6 months = 2026-02-28).
 */
export function monthsBefore(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 - months, 1));
  const daysInMonth = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, daysInMonth));
  return isoDay(first);
}

/**
 * True when the banner shows a past event that ended more than `months` calendar months before
 * `today`: the owner should add the next event (issue 26: buyers met a year-old event pop-up).
 */
export function isStale(
  choice: BannerChoice,
  today: string,
  months: number = homeConfig.eventBanner.staleAfterMonths,
): boolean {
  return !choice.upcoming && lastDay(choice.event) < monthsBefore(today, months);
}

const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * The event's dates as the banner prints them, in the British order of `Intl`'s en-GB date range
 * format: '10 September 2025', '12 – 14 March 2027', '30 March – 2 April 2027',
 * '30 December 2026 – 2 January 2027' (the dash is an en dash between thin spaces).
 */
export function eventDateLabel(event: BannerEvent): string {
  const start = new Date(`${event.date}T00:00:00Z`);
  if (!event.endDate || event.endDate === event.date) return dayMonthYear.format(start);
  return dayMonthYear.formatRange(start, new Date(`${event.endDate}T00:00:00Z`));
}

/**
 * The inline script placed before the banner: it runs while the page is parsed, before the first
 * paint, and marks `<html>` closed when this session already closed the banner for the same event,
 * so a reload never shows it again (and no script has to hide it later). Storage that throws
 * (blocked cookies and site data) leaves the banner shown.
 * @param title the banner's event title, the stored value
 */
export function closedStateScript(title: string): string {
  const { storageKey, closedAttribute } = homeConfig.eventBanner;
  // JSON strings are JavaScript strings; `<` is escaped so no title can end the <script> element.
  const js = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `try{if(sessionStorage.getItem(${js(storageKey)})===${js(title)})document.documentElement.setAttribute(${js(closedAttribute)},'')}catch(e){}`;
}
