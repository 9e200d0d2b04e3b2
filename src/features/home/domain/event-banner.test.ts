import { describe, expect, it } from 'vitest';
import type { BannerEvent } from '@/content/schemas/resources';
import { closedStateScript, eventDateLabel, isStale, monthsBefore, pickBannerEvent } from './event-banner';

const link = { label: 'See the event', href: '/resources/news-and-events' };
const event = (title: string, date: string, endDate?: string): BannerEvent => ({
  title,
  date,
  ...(endDate ? { endDate } : {}),
  location: 'Nairobi, Kenya',
  image: '/images/pages/home-popup.webp',
  alt: 'Stand',
  link,
});
const kenya = event('Kenya Product Launch 2025', '2025-09-10');
const expo = event('Expo 2027', '2027-03-12', '2027-03-14');
const fair = event('Fair 2027', '2027-01-20');
// In no particular order, as the owner may list them.
const events = [kenya, expo, fair];

describe('home event banner: which event (issue 26)', () => {
  it('shows the next upcoming event, the earliest first day among those not yet over', () => {
    expect(pickBannerEvent(events, '2026-11-26')).toEqual({ event: fair, upcoming: true });
    // The fair (one day, 20 January) is over on the 21st; the expo comes next.
    expect(pickBannerEvent(events, '2027-01-21')).toEqual({ event: expo, upcoming: true });
    // On its last day a multi-day event is still on.
    expect(pickBannerEvent(events, '2027-03-14')).toEqual({ event: expo, upcoming: true });
  });

  it('shows the latest event once none is upcoming', () => {
    expect(pickBannerEvent(events, '2027-03-15')).toEqual({ event: expo, upcoming: false });
    expect(pickBannerEvent([kenya], '2026-11-26')).toEqual({ event: kenya, upcoming: false });
  });

  it('counts six calendar months back, clamping to the shorter month', () => {
    expect(monthsBefore('2026-11-26', 6)).toBe('2026-05-26');
    expect(monthsBefore('2026-08-31', 6)).toBe('2026-02-28');
    expect(monthsBefore('2027-03-15', 6)).toBe('2026-09-15');
  });

  it('is stale when a past event ended more than six months ago, never while one is upcoming', () => {
    // The expo ended on 2027-03-14; six months after that is 2027-09-14.
    expect(isStale({ event: expo, upcoming: false }, '2027-09-14')).toBe(false);
    expect(isStale({ event: expo, upcoming: false }, '2027-09-15')).toBe(true);
    // Kenya (10 September 2025) on 26 November 2026 is fourteen months old: the buyers' complaint.
    expect(isStale(pickBannerEvent([kenya], '2026-11-26'), '2026-11-26')).toBe(true);
    expect(isStale(pickBannerEvent(events, '2026-11-26'), '2026-11-26')).toBe(false);
  });

  it('prints one day, or a range within a month, across months and across years', () => {
    expect(eventDateLabel(kenya)).toBe('10 September 2025');
    expect(eventDateLabel(expo)).toMatch(/^12\s–\s14 March 2027$/);
    expect(eventDateLabel(event('x', '2027-03-30', '2027-04-02'))).toMatch(/^30 March\s–\s2 April 2027$/);
    expect(eventDateLabel(event('x', '2026-12-30', '2027-01-02'))).toMatch(/^30 December 2026\s–\s2 January 2027$/);
  });
});

describe('home event banner: closed state script', () => {
  it('cannot end its <script> element, whatever the title', () => {
    expect(closedStateScript('</script><script>alert(1)</script>')).not.toContain('<');
  });
});
