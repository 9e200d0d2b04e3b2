/** Dates of posts as readers expect them, e.g. '15 April 2025'. UTC, so the build machine's zone never shifts a day. */
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * Formats a `YYYY-MM-DD` publication date for display.
 * @param isoDate calendar date such as '2025-04-15'
 */
export function formatBlogDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}
