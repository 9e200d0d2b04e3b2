import { inject } from 'vitest';

/**
 * Requests to the server under test for the HTTP checks (tests/site/*.test.ts), whose origin the
 * global set-up provides (tests/site/server.ts). Node's fetch: redirects followed, as a browser does;
 * gzip and Brotli bodies decoded, their `content-encoding` header kept.
 */

/** Origin of the server under test, `http://127.0.0.1:<port>`. */
export function siteOrigin(): string {
  return inject('siteOrigin');
}

/** `fetch` of `path` (or an absolute URL) on the server under test. */
export function request(path: string, init?: RequestInit): Promise<Response> {
  return fetch(new URL(path, siteOrigin()), init);
}

/** The response's headers as one object with lower-case names (the shape the Observatory rules read). */
export function headersOf(response: Response): Record<string, string> {
  return Object.fromEntries(response.headers);
}
