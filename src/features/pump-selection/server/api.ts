import { getPumpModels } from '@/content/pump-models';
import { toolAnswerCacheControl, toolJsonResponse } from '@/lib/http/query-api-route';
import { selectionResponse } from '../domain';
import { modelDetailBody, modelListBody } from './model-data';
import { selectionWords } from '../ui/messages';
import { productUrlFor } from '../ui/selection-presenter';

/**
 * The response of `GET /api/pumps/select` for a query: the selection domain's JSON (200 with
 * `{ results, nearMisses }`, 400 with `{ message }`) over every pump model of the content, cached as
 * every tool's answer is (`toolJsonResponse`: a 200 for a day by shared caches, a 400 not at all).
 * @param params the query (`flow`, `flowUnit`, `head`, `headUnit`, `hz`, …; see `./domain/query.ts`)
 */
export function selectPumpsResponse(params: URLSearchParams): Response {
  return toolJsonResponse(selectionResponse(getPumpModels(), params, productUrlFor, selectionWords));
}

/** Cache-Control of the model-data API: the data change only with a deployment, as the tools' answers. */
const modelDataCacheControl = toolAnswerCacheControl;

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
