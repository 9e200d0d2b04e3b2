import { dealerResultsPath, paths } from '@/config/paths';

/**
 * What the back office can preview (issue 45 point 3): a document of a collection shown on a public
 * page, or the event banner. The admin's Preview button links {@link previewLink}; the preview route
 * reads the newest version of the document and sends the staff member to {@link previewPath}.
 */
export const previewCollections = ['posts', 'events', 'dealers'] as const;

/** A collection whose documents have a page to preview them on. */
export type PreviewCollection = (typeof previewCollections)[number];

/** One thing to preview: a collection's document by its database id, or the event banner. */
export type PreviewSubject = { collection: PreviewCollection; id: string } | { global: 'event-banner' };

/** The site's preview route (`src/app/(site)/api/preview/route.ts`). */
export const previewRoute = '/api/preview';

/** The route that leaves draft mode (`src/app/(site)/api/preview/exit/route.ts`). */
export const leavePreviewRoute = '/api/preview/exit';

/**
 * The address of the admin's Preview button for a subject, a site path: e.g.
 * `/api/preview?collection=posts&id=12`, `/api/preview?global=event-banner`. It names the document,
 * never a page: where to go is decided by the route from the document it reads.
 */
export function previewLink(subject: PreviewSubject): string {
  const query =
    'global' in subject
      ? new URLSearchParams({ global: subject.global })
      : new URLSearchParams({ collection: subject.collection, id: subject.id });
  return `${previewRoute}?${query.toString()}`;
}

/**
 * The subject a preview request names, or undefined when its query names none (an unknown
 * collection, no id, both a collection and a global).
 * @param params the query of `GET /api/preview`
 */
export function previewSubjectOf(params: URLSearchParams): PreviewSubject | undefined {
  const collection = params.get('collection');
  const global = params.get('global');
  const id = params.get('id');
  if (global !== null) return global === 'event-banner' && collection === null ? { global } : undefined;
  if (!previewCollections.includes(collection as PreviewCollection) || !id || !/^[A-Za-z0-9-]{1,64}$/.test(id)) {
    return undefined;
  }
  return { collection: collection as PreviewCollection, id };
}

/**
 * The public page a document shows on, where its preview opens: a blog post on its own page
 * (`/resources/blogs/{slug}`), a news item at its carousel on the news page
 * (`/resources/news-and-events#event-{slug}`, the heading id `EventCarousels` gives it), a dealer at
 * its card in the finder's results for its country (`/dealers?country=ZM#dealer-{slug}`), the event
 * banner on the home page.
 * @param subject what is previewed
 * @param doc the document's newest version (its `slug`, and a dealer's `country`, ISO 3166-1 alpha-2)
 * @throws Error when the document lacks the slug or country its page needs (validation requires them)
 */
export function previewPath(subject: PreviewSubject, doc: { slug?: unknown; country?: unknown }): string {
  if ('global' in subject) return paths.home;
  const slug = typeof doc.slug === 'string' ? doc.slug : '';
  if (!slug) throw new Error(`${subject.collection}/${subject.id}: no slug to preview`);
  switch (subject.collection) {
    case 'posts':
      return paths.blog(slug);
    case 'events':
      return `${paths.newsAndEvents}#event-${slug}`;
    case 'dealers': {
      if (typeof doc.country !== 'string' || !doc.country) throw new Error(`dealers/${subject.id}: no country`);
      return dealerResultsPath(doc.country, { dealerId: slug });
    }
  }
}

/**
 * Where leaving the preview returns to: the page the staff member left it from (the `Referer` of
 * the bar's link, when it is a page of this site's host), else the home page. Never another site.
 * @param referer the request's `Referer`, if any
 * @param requestUrl the request's own URL (its host is the site's)
 * @param hostHeader the request's `Host` header, the site's host as the browser named it
 * @returns a site path with its query, e.g. `/dealers?country=ZM`
 */
export function pathAfterLeaving(referer: string | null, requestUrl: string, hostHeader?: string | null): string {
  if (!referer) return paths.home;
  try {
    const from = new URL(referer);
    // The site's host as the browser named it (`Host`), or as Next.js built the request's URL (which
    // may say `localhost` for a browser on 127.0.0.1).
    const ownHosts = [new URL(requestUrl).host, ...(hostHeader ? [hostHeader] : [])];
    if (!ownHosts.includes(from.host) || !/^https?:$/.test(from.protocol)) return paths.home;
    if (from.pathname.startsWith('/api/') || from.pathname.startsWith('/admin')) return paths.home;
    return from.pathname + from.search;
  } catch {
    return paths.home;
  }
}
