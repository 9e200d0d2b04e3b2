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
