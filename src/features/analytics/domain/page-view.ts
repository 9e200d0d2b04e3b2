/**
 * Page-view events pushed to the data layer on every route change (SPEC 2.2). The event name rule:
 *
 * - `/` → `homepage-view`;
 * - `/contact-us` → `contact_page_view` (the only page with an underscore name, as SPEC 2.2 asks);
 * - any other path → its segments, lower-cased, every run of characters other than a–z and 0–9
 *   replaced by one hyphen, joined with hyphens, then `-view`:
 *   `/about-us` → `about-us-view`, `/resources/blogs` → `resources-blogs-view`,
 *   `/products/50HZ/submersible-pumps` → `products-50hz-submersible-pumps-view`.
 *
 * A trailing slash, the query and the fragment are ignored. Tag-manager triggers can match the
 * names exactly or by the `-view` suffix; every event also carries `page_path`, `page_location` and
 * `page_title` for a single GA4 page_view tag.
 */

/** Event name at the root. */
export const HOME_PAGE_VIEW = 'homepage-view';
/** Event name of the contact page (instead of the derived one). */
export const CONTACT_PAGE_VIEW = 'contact_page_view';
/** Path of the contact page. */
export const CONTACT_PATH = '/contact-us';

/**
 * The page-view event name of a path (see the module comment for the rule).
 * @param pathname a URL path such as '/about-us' (query and fragment are ignored)
 */
export function pageViewEventName(pathname: string): string {
  const path = pathname.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  if (path === '/') return HOME_PAGE_VIEW;
  if (path === CONTACT_PATH) return CONTACT_PAGE_VIEW;
  const slug = path
    .split('/')
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // keep the raw segment
      }
      return decoded
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '');
    })
    .filter(Boolean)
    .join('-');
  return `${slug || 'page'}-view`;
}

/** The object pushed to `window.dataLayer` for one page view. */
export interface PageViewEvent {
  /** {@link pageViewEventName} of the path. */
  event: string;
  /** Path of the page, e.g. '/about-us'. */
  page_path: string;
  /** Full URL of the page. */
  page_location: string;
  /** Document title at the time of the push. */
  page_title: string;
}

/**
 * The page-view event of a location.
 * @param location the page URL (absolute)
 * @param title the document title
 */
export function pageViewEvent(location: URL, title: string): PageViewEvent {
  return {
    event: pageViewEventName(location.pathname),
    page_path: location.pathname,
    page_location: location.href,
    page_title: title,
  };
}
