import { allowedMethods, methodNotAllowed } from './method-not-allowed';

/**
 * How long browsers may keep a tool's answer (s). Shared caches keep it a day and serve it stale for
 * an hour while they refetch: the answers change only with a deployment (new content or code).
 */
export const TOOL_ANSWER_MAX_AGE_S = 300;

/** Cache-Control of a tool's cacheable answer (see {@link TOOL_ANSWER_MAX_AGE_S}). */
export const toolAnswerCacheControl = `public, max-age=${TOOL_ANSWER_MAX_AGE_S}, s-maxage=86400, stale-while-revalidate=3600`;

/**
 * The JSON response of a tool's API for its domain's answer: a 200 is cacheable
 * ({@link toolAnswerCacheControl}); any other status (a 400 `{ message, field }` for a refused query)
 * is `no-store`, so a corrected query is never shadowed.
 * @param answer the domain's `{ status, body }` (body: any JSON-serialisable value)
 */
export function toolJsonResponse({ status, body }: { status: number; body: unknown }): Response {
  return Response.json(body, {
    status,
    headers: { 'Cache-Control': status === 200 ? toolAnswerCacheControl : 'no-store' },
  });
}

/** The handlers a read-only query API's route file exports (`Answer`: what GET returns). */
export interface QueryApiRoute<Answer = Response> {
  GET: (request: Request) => Answer;
  POST: (request: Request) => Response;
  PUT: (request: Request) => Response;
  PATCH: (request: Request) => Response;
  DELETE: (request: Request) => Response;
  OPTIONS: () => Response;
}

/**
 * The handlers of an API route that answers a URL query (the tools' JSON APIs): GET (and HEAD, which
 * Next.js derives from it) passes the request's query to `answer`; POST, PUT, PATCH and DELETE get 405
 * with `Allow: GET, HEAD`; OPTIONS names GET, HEAD and OPTIONS (issue 27, finding 6). A route file
 * keeps its segment settings (they must be literals there) and exports these:
 * `export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = queryApiRoute(selectPumpsResponse);`.
 * @param answer the feature's response for a query
 */
export function queryApiRoute(answer: (params: URLSearchParams) => Response): QueryApiRoute {
  return requestApiRoute((request) => answer(new URL(request.url).searchParams));
}

/**
 * {@link queryApiRoute} for an answer that needs the whole request (its headers: `If-None-Match`, the
 * client address) or is asynchronous: the tools' cached, limited answers (src/lib/tool-answers).
 * @param answer the response for a GET (or HEAD) request
 */
export function requestApiRoute<Answer extends Response | Promise<Response>>(
  answer: (request: Request) => Answer,
): QueryApiRoute<Answer> {
  const refuse = methodNotAllowed(['GET', 'HEAD']);
  return {
    GET: answer,
    POST: refuse,
    PUT: refuse,
    PATCH: refuse,
    DELETE: refuse,
    OPTIONS: allowedMethods(['GET', 'HEAD']),
  };
}
