import type { IncomingHttpHeaders } from 'node:http';

/**
 * The requests the `npm start` server answers itself, before Next.js or the page cache sees them
 * (issue 11, defect 7; issue 27, findings 2 and 6). Pure: the request line and headers in, the answer out.
 */

/** Methods the site answers; anything else (TRACE, TRACK, CONNECT, …) gets 405 from the server itself. */
export const knownMethods = ['GET', 'HEAD', 'POST', 'OPTIONS', 'PUT', 'PATCH', 'DELETE'] as const;

/** Methods of a page (and of every other path outside `/api/`: build assets, images, public files). */
export const pageMethods = 'GET, HEAD';

/**
 * The header of a Next.js server action (a `<form action={fn}>` posts to its page with it). The public
 * site has none; the back office (Payload's admin under {@link serverActionPrefix}) calls its server
 * functions through one. Anywhere else Next.js read the whole body (50 MB) before finding no action
 * (issue 51), so such a POST is refused first.
 */
export const serverActionHeader = 'next-action';

/** Where server actions are served: Payload's admin (`src/app/(payload)/layout.tsx`). */
export const serverActionPrefix = '/admin';

/** Whether a path is under {@link serverActionPrefix} (`/admin`, `/admin/…`). */
function servesActions(pathname: string): boolean {
  return pathname === serverActionPrefix || pathname.startsWith(`${serverActionPrefix}/`);
}

/** An answer the server makes itself. */
export interface Refusal {
  status: 400 | 405;
  headers: Record<string, string>;
  body: string;
}

/** Whether a request declares a body (RFC 9112 §6.3: a non-zero Content-Length or any Transfer-Encoding). */
export function declaresBody(headers: IncomingHttpHeaders): boolean {
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
}

/**
 * The server's own answer to a request it will not hand on, or undefined to let the site answer.
 * In order:
 * - a request target that is not a path (absolute form `http://host/…`, `*`, authority form): 400.
 *   Next.js redirected an absolute-form target to its host (an open redirect without security headers)
 *   and `OPTIONS *` made it throw; this site serves no proxy requests (RFC 9112 §3.2);
 * - a method outside {@link knownMethods}: 405 (TRACE would echo the request: cross-site tracing);
 * - a POST carrying {@link serverActionHeader} outside the back office's admin: 405 on a page, 400 on the
 *   API (the site has no server actions; Next.js read the whole body before answering);
 * - outside `/api/` and `/cms-api/`, any method but GET and HEAD: 405 with `Allow: GET, HEAD` (RFC 9110 §15.5.6), except
 *   a server action's POST to the admin; Next.js answered PUT or DELETE with the page and read a
 *   POST's whole body first;
 * - GET or HEAD declaring a body: 400 (RFC 9110 §9.3.1: such content has no meaning and may be refused).
 * A refused request that declares a body is answered with `Connection: close`, so its body is not read.
 * JSON `{ message }` on the API (as every API answer), plain text elsewhere.
 * @param request method, request target as sent (`url`) and headers
 * @param pathname the target's path after {@link canonicalPath}
 */
export function refusedRequest(
  request: { method?: string; url?: string; headers: IncomingHttpHeaders },
  pathname: string,
): Refusal | undefined {
  const method = (request.method ?? '').toUpperCase();
  const isPath = (request.url ?? '').startsWith('/');
  // The back office's REST API (/cms-api/) takes the same methods as the site's and answers JSON too.
  const api = isPath && (pathname.startsWith('/api/') || pathname.startsWith('/cms-api/'));
  const answer = (status: Refusal['status'], message: string, allow?: string): Refusal => ({
    status,
    headers: {
      ...(allow ? { Allow: allow } : {}),
      'Content-Type': api ? 'application/json' : 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...(declaresBody(request.headers) ? { Connection: 'close' } : {}),
    },
    body: api ? JSON.stringify({ message }) : message,
  });
  if (!isPath) {
    return answer(400, 'The request target must be a path starting with /.');
  }
  const refusedMethod = `Method ${method} is not allowed.`;
  if (!(knownMethods as readonly string[]).includes(method)) {
    return answer(405, refusedMethod, api ? 'GET, HEAD, POST' : pageMethods);
  }
  const serverAction = method === 'POST' && request.headers[serverActionHeader] !== undefined;
  if (serverAction && api) return answer(400, 'This site serves no server actions.');
  if (!api && method !== 'GET' && method !== 'HEAD' && !(serverAction && servesActions(pathname))) {
    return answer(405, refusedMethod, pageMethods);
  }
  if ((method === 'GET' || method === 'HEAD') && declaresBody(request.headers)) {
    return answer(400, `A ${method} request must not carry a body.`);
  }
  return undefined;
}
