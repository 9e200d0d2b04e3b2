import { paths } from '../config/paths';

/**
 * Pages whose route takes its params from the back office (issue 45): those published at build are
 * prerendered; one published later (a new blog post) is rendered by Next.js on its first request
 * (`dynamicParams = true`) and then kept as a built page, by Next.js and by the page cache
 * (`server/page-cache.ts`). So the proxy gives such a path no per-request nonce (Next.js would write
 * it into the page it keeps), and the page cache takes the page in when a publish names it or when
 * Next.js first answers it.
 */
const routes: RegExp[] = [new RegExp(`^${paths.blog('')}[a-z0-9]+(?:-[a-z0-9]+)*$`)];

/** Whether `pathname` (e.g. `/resources/blogs/solar-borehole-kenya`) is such a page. */
export function isRenderedOnFirstRequest(pathname: string): boolean {
  return routes.some((route) => route.test(pathname));
}
