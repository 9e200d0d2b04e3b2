/**
 * 405 for a method an API route does not serve (RFC 9110 §15.5.6: with an `Allow` header), with the
 * JSON `{ message }` every API answer carries. Route files export it for the methods they refuse:
 * `export const PUT = methodNotAllowed(['POST']);`.
 * @param allow the methods the route does serve
 */
export function methodNotAllowed(allow: readonly string[]): (request: Request) => Response {
  return (request) =>
    Response.json(
      { message: `Method ${request.method} is not allowed. Use ${allow.join(' or ')}.` },
      { status: 405, headers: { Allow: allow.join(', '), 'Cache-Control': 'no-store' } },
    );
}

/**
 * The `OPTIONS` answer of an API route: 204 with `Allow` naming the methods the route serves and
 * OPTIONS itself (RFC 9110 §9.3.7). Without it Next.js answers OPTIONS with every method the route file
 * exports, so the methods exported only to refuse them with 405 were announced as allowed (issue 27,
 * finding 6). Route files export it beside {@link methodNotAllowed}: `export const OPTIONS = allowedMethods(['POST']);`.
 * @param allow the methods the route does serve
 */
export function allowedMethods(allow: readonly string[]): () => Response {
  return () =>
    new Response(null, {
      status: 204,
      headers: { Allow: [...allow, 'OPTIONS'].join(', '), 'Cache-Control': 'no-store' },
    });
}
