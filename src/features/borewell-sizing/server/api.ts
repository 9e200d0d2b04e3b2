import { toolJsonResponse } from '@/lib/http/query-api-route';
import { sizingResponse } from './response';
import { pickCataloguePump } from './pump-picker';

/**
 * The response of `GET /api/borewell-sizing?boreDiameterIn=&boreDepthM=&…` (issue 13): 200 with the
 * system sheet as JSON (units in the keys: `flowM3h`, `totalDynamicHeadM`, `pipe`, `pump`, `cable`,
 * `starter`, `panel`, `coolingVelocityMs`, `energyKwhPerYear`, …), or 400 with `{ message, field }`
 * naming the first bad or contradictory input. A 200 may be cached like the selector's answers.
 * @param params the query (see `parseSizingQuery` of `./domain` for the names)
 */
export function borewellSizingResponse(params: URLSearchParams): Response {
  return toolJsonResponse(sizingResponse(params, { pickPump: pickCataloguePump }));
}
