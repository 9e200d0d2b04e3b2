/**
 * Typed path builders for the fixed pages of SPEC 2.1. Catalogue paths come from
 * `src/content/catalogue-routes.ts`; nothing else spells a URL by hand.
 */
export const paths = {
  home: '/',
  company: '/about-us',
  contact: '/contact-us',
  dealers: '/dealers',
  /** The distributor form section on the dealers page (SPEC 2.7 anchor). */
  becomeDistributor: '/dealers#contact',
  /**
   * Where `/dealers?country=` is rendered (issue 45's dealer finder): the proxy rewrites a dealers URL
   * with a country to this route, rendered per request, so that `/dealers` itself stays prerendered.
   * Visitors and links use {@link dealerResultsPath}; this path is never linked.
   */
  dealerFinder: '/dealers/find',
  privacyPolicy: '/privacy-policy',
  /** The accessibility statement, linked from the footer. */
  accessibility: '/accessibility',
  thankYou: '/thankyou',
  /**
   * Where `/thankyou?ref=` is rendered: the thank-you page with the enquiry's reference, per request
   * (the proxy rewrites it, as for {@link paths.dealerFinder}); never linked, see {@link thankYouPath}.
   */
  thankYouSent: '/thankyou/sent',
  ePump: '/products/e-pump',
  newsAndEvents: '/resources/news-and-events',
  gallery: '/resources/gallery',
  downloads: '/resources/downloads',
  blogs: '/resources/blogs',
  /**
   * The pump selector: pumps for a duty point (issue 12); the whole state is in the query, whose
   * parameters its contract declares (`src/features/pump-selection/contract.ts`, issue 47).
   */
  pumpSelector: '/pump-selector',
  /** Side-by-side comparison of up to three pump models. */
  pumpCompare: '/pump-selector/compare',
  /**
   * The web datasheet of one pump model by its model-data id (e.g. 'ks4-05-24-50hz'), rendered per
   * request: with the selector's duty parameters it marks the duty and operating points in the
   * visitor's units (the PDF datasheet under /datasheets/ is prerendered and cannot).
   */
  pumpDatasheet: (id: string) => `/pump-selector/datasheet/${id}`,
  /** Borewell system sizing: pump, column pipe, drop cable and panel for a well (issue 13); state in the query (its contract: `src/features/borewell-sizing/contract.ts`). */
  borewellSizing: '/borewell-sizing',
  /** Solar pump sizing: pump, controller and PV array for a site and a daily need (issue 29); state in the query (its contract: `src/features/solar-sizing/contract.ts`). */
  solarPumpSizing: '/solar-pump-sizing',
  /** Site search results for `?q=` (issue 14), rendered on the server. */
  search: '/search',
  /** The quote form section of the contact page. */
  quoteForm: '/contact-us#contact-form',
  /** Detail page of one blog post. */
  blog: (id: string) => `/resources/blogs/${id}`,
} as const;

/** id of the dealer finder's results on the dealers page (the finder's form and links land there). */
export const dealerResultsId = 'dealer-results';

/**
 * The dealer finder's results for a country (ISO 3166-1 alpha-2): `/dealers?country=KE#dealer-results`,
 * or `#dealer-{id}` at one dealer's card when `dealerId` is given.
 */
export function dealerResultsPath(country: string, options: { dealerId?: string } = {}): string {
  const query = new URLSearchParams({ country });
  return `${paths.dealers}?${query.toString()}#${options.dealerId ? `dealer-${options.dealerId}` : dealerResultsId}`;
}

/**
 * Whether a path is a page the back office can publish after the build: a blog post
 * (`/resources/blogs/{slug}`, decision 0033). Such a page is rendered by Next.js on its first request
 * and kept (ISR), so the proxy gives it no per-request nonce and the `npm start` server hashes its
 * inline scripts into its policy, as a build does for a prerendered page; the page cache fetches it
 * when the back office names it.
 * @param pathname a request path, e.g. `/resources/blogs/a-new-post`
 */
export function isPublishablePage(pathname: string): boolean {
  const prefix = `${paths.blogs}/`;
  const slug = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : '';
  return slug !== '' && !slug.includes('/');
}

/**
 * The thank-you page after an enquiry, with its reference (`KX-3F2A-9C1E`, no personal data):
 * `/thankyou?ref=KX-3F2A-9C1E`.
 */
export function thankYouPath(reference: string): string {
  return `${paths.thankYou}?${new URLSearchParams({ ref: reference }).toString()}`;
}

/**
 * The route that renders a prerendered page for its query, when the query selects something the
 * prerendered page cannot show: `/dealers` with a `country` is rendered by {@link paths.dealerFinder}.
 * The proxy rewrites such a request there; the `npm start` page cache leaves it to Next.js.
 * @param pathname the request's path
 * @param params its query
 * @returns the route's path, or undefined when the prerendered page answers
 */
export function queryRenderedRoute(pathname: string, params: URLSearchParams): string | undefined {
  if (pathname === paths.dealers && params.has('country')) return paths.dealerFinder;
  if (pathname === paths.thankYou && params.has('ref')) return paths.thankYouSent;
  return undefined;
}

/** The Resources submenu (SPEC 2.2), in menu order. */
export const resourceLinks = [
  { title: 'News & Events', href: paths.newsAndEvents },
  { title: 'Gallery', href: paths.gallery },
  { title: 'Downloads', href: paths.downloads },
  { title: 'Blogs', href: paths.blogs },
] as const;

/** What a "Request a quote for this pump" link carries: model, duty flow (m³/h), head (m), frequency (Hz), category. */
export interface QuoteLinkSelection {
  model?: string;
  flowM3h?: number;
  headM?: number;
  frequencyHz?: number;
  /** The model's catalogue category (preselects the product in the form). */
  category?: string;
  /**
   * The visitor's flow and head units (URL spellings: m3h, ls, lmin, usgpm; m, ft, bar, psi): the
   * message names the duty in them; flow and head stay in m³/h and m.
   */
  units?: { flowUnit: string; headUnit: string };
  /** A borewell set (issue 13): the well data as the sizing query and the set's other components. */
  borewellSet?: { query: string; columnPipe?: string; dropCable?: string; controlPanel?: string };
  /** A solar set (issue 29): the solar sizing query and the set in one line (pump, controller, array, water). */
  solarSet?: { query: string; summary: string };
}

/** id of the quote form's card on the contact page (the section is `contact-form`). */
export const quoteFormCardId = 'contact-form-card';

/**
 * The quote form with a pump selection: `/contact-us?model=&flow=&head=&hz=&category=&flowUnit=&headUnit=#contact-form-card`,
 * for a borewell set also `&pipe=&cable=&panel=&borewell=`, for a solar set `&solar=&solarSet=` (read by the enquiry form, which prefills
 * the product, the message and hidden structured fields).
 */
export function quoteFormWithSelection(selection: QuoteLinkSelection): string {
  const query = new URLSearchParams();
  if (selection.model) query.set('model', selection.model);
  if (selection.flowM3h !== undefined) query.set('flow', String(selection.flowM3h));
  if (selection.headM !== undefined) query.set('head', String(selection.headM));
  if (selection.frequencyHz !== undefined) query.set('hz', String(selection.frequencyHz));
  if (selection.category) query.set('category', selection.category);
  if (selection.units && (selection.units.flowUnit !== 'm3h' || selection.units.headUnit !== 'm')) {
    query.set('flowUnit', selection.units.flowUnit);
    query.set('headUnit', selection.units.headUnit);
  }
  const set = selection.borewellSet;
  if (set) {
    if (set.columnPipe) query.set('pipe', set.columnPipe);
    if (set.dropCable) query.set('cable', set.dropCable);
    if (set.controlPanel) query.set('panel', set.controlPanel);
    query.set('borewell', set.query);
  }
  if (selection.solarSet) {
    query.set('solar', selection.solarSet.query);
    query.set('solarSet', selection.solarSet.summary);
  }
  const search = query.toString();
  // The form's own card: on a phone the contact details come first in the section, above the form.
  return `${paths.contact}${search ? `?${search}` : ''}#${quoteFormCardId}`;
}
