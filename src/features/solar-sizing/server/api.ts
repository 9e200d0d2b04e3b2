import { toolJsonResponse } from '@/lib/http/query-api-route';
import { solarResponse } from './response';

/**
 * The response of `GET /api/solar-sizing?site=&dailyWaterM3=&staticLiftM=&boreDiameterIn=&…`
 * (issue 29; `dailyWaterM3` one figure, or twelve comma-separated when the need differs by month):
 * 200 with the solar sheet as JSON (units in the keys: `months` with each month's `needM3PerDay`, `designDay`, `array`,
 * `pump`, `controller`, `totalDynamicHeadM`, `energy`, `warnings`, `alternatives`, `nearMisses`), or
 * 400 with `{ message, field }` naming the first bad or contradictory input. A 200 may be cached like the other tools' answers.
 * @param params the query (see `parseSolarQuery` for the names)
 */
export function solarSizingResponse(params: URLSearchParams): Response {
  return toolJsonResponse(solarResponse(params));
}
