import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { LogSink } from '../src/lib/runtime/log';

/**
 * One log line per request (issue 50 item 5): `reqId`, `method`, `path` (never the query, which may
 * carry what a visitor typed), `status` and `ms` (from the request's arrival to the last byte handed to
 * the socket, or to the connection's loss, then `aborted: true`). Nothing else of the request is read:
 * no body, cookie, `Authorization` or other header.
 */

/** The shape of a request id taken from a proxy: 1 to 128 letters, digits and `.-_:`. */
const requestIdPattern = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's id: the proxy's `X-Request-Id` when proxies are trusted (TRUST_PROXY; nginx passes
 * `$request_id`) and the value has the id's shape, else a new random UUID. A client cannot choose the
 * id when no proxy is trusted.
 * @param trustProxyHops TRUST_PROXY (0: trust none)
 */
export function requestIdOf(request: http.IncomingMessage, trustProxyHops: number): string {
  const sent = request.headers['x-request-id'];
  return trustProxyHops > 0 && typeof sent === 'string' && requestIdPattern.test(sent) ? sent : randomUUID();
}

/**
 * Gives the request its id (the request's `X-Request-Id` header, for the application, and the
 * response's, for the client and the proxy's log) and logs one `info` line when the response is over.
 * @param pathname the request's path without its query
 */
export function logRequest(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  pathname: string,
  options: { trustProxyHops: number; logger: LogSink },
): void {
  const started = performance.now();
  const reqId = requestIdOf(request, options.trustProxyHops);
  request.headers['x-request-id'] = reqId;
  response.setHeader('X-Request-Id', reqId);
  response.once('close', () => {
    const line = {
      reqId,
      method: request.method,
      path: pathname,
      status: response.statusCode,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ...(response.writableFinished ? {} : { aborted: true }),
    };
    options.logger.info(line, 'request');
  });
}
