/**
 * The blog posts the back office has published, as this process last read them (issue 45): the proxy
 * answers a blog address no published post has with the site's 404 before Next.js renders it (a
 * `notFound()` there renders only an empty error document, as the site has two root layouts:
 * vercel/next.js#59180). Set at start and after every change in the publish log, before any page is
 * regenerated. On `globalThis`, as the instrumentation bundle sets it and the proxy's reads it. Server
 * only; no imports.
 */

const key = Symbol.for('kavex.published.post-slugs');
const store = globalThis as Record<symbol, ReadonlySet<string> | undefined>;

/** Records the slugs of the published posts (replacing the last list). */
export function setPublishedPostSlugs(slugs: Iterable<string>): void {
  store[key] = new Set(slugs);
}

/**
 * Whether a post with this slug is published, or undefined when this process has no list (under
 * `next dev` before the back office answered, or when reading it failed): Next.js decides then.
 */
export function isPublishedPost(slug: string): boolean | undefined {
  const slugs = store[key];
  return slugs === undefined ? undefined : slugs.has(slug);
}
