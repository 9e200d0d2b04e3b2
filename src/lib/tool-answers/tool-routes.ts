import { paths } from '@/config/paths';

/**
 * The tool routes (issue 51): the pages and JSON APIs whose answer depends only on their URL query,
 * the build and, for a page, the published content, so the `npm start` server keeps each 200 by
 * canonical query and sends it again (server/tool-answers.ts). Each route is described here once.
 * Compare, a model's datasheet and the model data (`/api/pumps/models`, cheap and not limited per
 * client, so a flood of distinct ids could push the tools' answers out) are not among them.
 */

/** One tool route as the server's cache of answers treats it. */
export interface ToolRoute {
  /** The path, e.g. `/pump-selector`. */
  path: string;
  /**
   * `page`: HTML rendered per query, under a policy of script hashes rather than a nonce (src/proxy.ts);
   * the server asks the per-client limit before a render it does not hold. `api`: JSON whose route
   * handler counts its computation against the same limit and answers 429 or 503 itself
   * (src/lib/tool-answers/serve.server.ts).
   */
  kind: 'page' | 'api';
  /**
   * Whether the answer shows back-office content (the search's entries, the footer's contact details),
   * so the published generation is part of its key; the APIs' answers come from the build's content.
   */
  showsPublishedContent: boolean;
  /** Whether the answer names the host it was asked under (the sizing sheets' share links). */
  namesHost: boolean;
}

const page = (path: string): ToolRoute => ({ path, kind: 'page', showsPublishedContent: true, namesHost: true });
const api = (path: string): ToolRoute => ({ path, kind: 'api', showsPublishedContent: false, namesHost: false });

/** Every tool route: the selector, search, borewell and solar sizing pages and the three tools' APIs. */
export const toolRoutes: readonly ToolRoute[] = [
  page(paths.pumpSelector),
  page(paths.search),
  page(paths.borewellSizing),
  page(paths.solarPumpSizing),
  api('/api/pumps/select'),
  api('/api/borewell-sizing'),
  api('/api/solar-sizing'),
];

/** The tool route at a path (exactly, e.g. `/api/solar-sizing`), or undefined. */
export function toolRouteAt(pathname: string): ToolRoute | undefined {
  return toolRoutes.find((route) => route.path === pathname);
}

/** Whether a path is a tool page (a {@link toolRoutes} entry of kind `page`), e.g. `/pump-selector`. */
export function isToolPage(pathname: string): boolean {
  return toolRouteAt(pathname)?.kind === 'page';
}
