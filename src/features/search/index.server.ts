import 'server-only';

/**
 * Server entry of the site search: the search page and the client index's route, both answered from
 * the live indexes (`live-index.server.ts`; `src/instrumentation.ts` has the revalidation poller mark
 * them stale through `@/lib/publishing/published-generation`).
 */
export { SearchPage } from './ui/search-page';
export { clientIndexResponse, type LivingContentReader } from './server/live-index.server';
