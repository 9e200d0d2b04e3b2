import { sizingResponse } from './response';
import { pickCataloguePump } from './pump-picker';

/** Browsers and proxies may keep an answer this long (s): the data change only with a deployment. */
export const sizingCacheSeconds = 300;

/**
 * The response of `GET /api/borewell-sizing?boreDiameterIn=&boreDepthM=&…` (issue 13): 200 with the
 * system sheet as JSON (units in the keys: `flowM3h`, `totalDynamicHeadM`, `pipe`, `pump`, `cable`,
 * `starter`, `panel`, `coolingVelocityMs`, `energyKwhPerYear`, …), or 400 with `{ message, field }`
 * naming the first bad or contradictory input. A 200 may be cached like the selector's answers.
 * @param params the query (see `parseSizingQuery` of `./domain` for the names)
 */
export function borewellSizingResponse(params: URLSearchParams): Response {
  const { status, body } = sizingResponse(params, { pickPump: pickCataloguePump });
  return Response.json(body, {
    status,
    headers: {
      'Cache-Control':
        status === 200
          ? `public, max-age=${sizingCacheSeconds}, s-maxage=86400, stale-while-revalidate=3600`
          : 'no-store',
    },
  });
}
