import { getPumpModels } from '@/content/pump-models';
import { selectionResponse } from '@/features/selection';
import { productUrlFor } from './selection-port';

/** Browsers and proxies may keep an answer this long (s): the data change only with a deployment. */
export const selectCacheSeconds = 300;

/**
 * The response of `GET /api/pumps/select` for a query: the selection domain's JSON (200 with
 * `{ results, nearMisses }`, 400 with `{ message }`) over every pump model of the content. A 200 may be
 * cached for {@link selectCacheSeconds} (a day by shared caches, as the data only change with a
 * deployment); a 400 is not cached.
 * @param params the query (`flow`, `flowUnit`, `head`, `headUnit`, `hz`, …; see `@/features/selection`)
 */
export function selectPumpsResponse(params: URLSearchParams): Response {
  const { status, body } = selectionResponse(getPumpModels(), params, productUrlFor);
  return Response.json(body, {
    status,
    headers: {
      'Cache-Control':
        status === 200
          ? `public, max-age=${selectCacheSeconds}, s-maxage=86400, stale-while-revalidate=3600`
          : 'no-store',
    },
  });
}
