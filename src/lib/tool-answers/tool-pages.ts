import { paths } from '@/config/paths';

/**
 * The tool pages (issue 51): pages rendered per request from their URL query whose HTML depends only
 * on that query, the build and the published content. The proxy gives them a policy of script hashes
 * instead of a per-request nonce (src/proxy.ts), so the `npm start` server can keep each rendered
 * answer by canonical query and send it again (server/tool-pages.ts). Compare and a model's datasheet
 * are not among them: they stay rendered per request with a nonce.
 */
export const toolPagePaths: readonly string[] = [
  paths.pumpSelector,
  paths.search,
  paths.borewellSizing,
  paths.solarPumpSizing,
];

/** Whether a path is a tool page ({@link toolPagePaths}), e.g. `/pump-selector`. */
export function isToolPage(pathname: string): boolean {
  return toolPagePaths.includes(pathname);
}
