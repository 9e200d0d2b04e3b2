import { getPumpModels } from '@/content/pump-models';
import { selectionResponse } from './domain';
import { modelDetailBody, modelListBody } from './model-data';
import { productUrlFor } from './ui/selection-presenter';

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

/** Cache-Control of the model-data API: the data change only with a deployment. */
const modelDataCacheControl = `public, max-age=${selectCacheSeconds}, s-maxage=86400, stale-while-revalidate=3600`;

/**
 * `GET /api/pumps/models[?productId=]`: every model's summary (see `model-data.ts`), or one product's,
 * cacheable.
 */
export function modelListResponse(params: URLSearchParams = new URLSearchParams()): Response {
  const productId = params.get('productId')?.trim() || undefined;
  return Response.json(modelListBody(productUrlFor, productId), {
    headers: { 'Cache-Control': modelDataCacheControl },
  });
}

/**
 * `GET /api/pumps/models/{id}`: one model with its curve points, cacheable; 404 `{ message }` for an
 * unknown id (not cached, as a model may be added with the next deployment).
 * @param id e.g. 'ks4-05-24-50hz'
 */
export function modelDetailResponse(id: string): Response {
  const body = modelDetailBody(id, productUrlFor);
  if (!body) {
    return Response.json(
      { message: `No pump model has the id "${id}". The list is at /api/pumps/models.` },
      { status: 404, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  return Response.json(body, { headers: { 'Cache-Control': modelDataCacheControl } });
}
