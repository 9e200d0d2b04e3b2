import { solarResponse } from './response';

/** Browsers and proxies may keep an answer this long (s): the data change only with a deployment. */
export const solarCacheSeconds = 300;

/**
 * The response of `GET /api/solar-sizing?site=&dailyWaterM3=&staticLiftM=&boreDiameterIn=&…`
 * (issue 29; `dailyWaterM3` one figure, or twelve comma-separated when the need differs by month):
 * 200 with the solar sheet as JSON (units in the keys: `months` with each month's `needM3PerDay`, `designDay`, `array`,
 * `pump`, `controller`, `totalDynamicHeadM`, `energy`, `warnings`, `alternatives`, `nearMisses`), or
 * 400 with `{ message, field }` naming the first bad or contradictory input. A 200 may be cached.
 * @param params the query (see `parseSolarQuery` for the names)
 */
export function solarSizingResponse(params: URLSearchParams): Response {
  const { status, body } = solarResponse(params);
  return Response.json(body, {
    status,
    headers: {
      'Cache-Control':
        status === 200
          ? `public, max-age=${solarCacheSeconds}, s-maxage=86400, stale-while-revalidate=3600`
          : 'no-store',
    },
  });
}
