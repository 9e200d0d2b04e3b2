import 'server-only';
import { thankYouPath } from '@/config/paths';
import type { ServerEnv } from '@/lib/runtime/env';
import { clientAddress, rateLimitKey } from '@/lib/http/client-address';
import { errorMessage, log } from '@/lib/runtime/log';
import { enquiryMessages, isEnquiryKind } from '../domain/fields';
import { enquiryReference } from '../domain/reference';
import { returnLocation, safeReturnPath } from '../domain/return-path';
import type { SubmissionMeta, SubmitOutcome } from './service.server';
import type { RawEnquiry } from '../domain/validation';

/**
 * `POST /api/enquiries` as a function of a Web `Request`: origin, content type and size checks, body
 * parsing for JSON and for plain HTML form posts, and the mapping of the service's outcome to answers.
 * JSON callers get status codes with `{ message }`; form posts (no JavaScript) get 303 redirects.
 */

/** Largest accepted body, in bytes. */
export const maxBodyBytes = 32 * 1024;

/** What the handler needs besides the request. */
export interface EnquiryHttpDeps {
  env: Pick<ServerEnv, 'siteUrl' | 'trustProxyHops'>;
  submit: (raw: RawEnquiry, meta: SubmissionMeta) => Promise<SubmitOutcome>;
}

const noStore = { 'Cache-Control': 'no-store' };

function json(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...noStore, ...headers } });
}

function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { ...noStore, Location: location } });
}

/** Hosts (host[:port]) this site answers to: SITE_URL's and the one the request was addressed to. */
function ownHosts(request: Request, env: EnquiryHttpDeps['env']): Set<string> {
  const hosts = new Set([new URL(env.siteUrl).host.toLowerCase(), new URL(request.url).host.toLowerCase()]);
  const forwarded = env.trustProxyHops > 0 ? request.headers.get('x-forwarded-host') : null;
  const host = (forwarded ?? request.headers.get('host'))?.split(',')[0]?.trim().toLowerCase();
  if (host) hosts.add(host);
  return hosts;
}

/** Whether `origin` (an Origin or Referer value) is this site. 'null' and non-http origins are not. */
function isOwnOrigin(origin: string, request: Request, env: EnquiryHttpDeps['env']): boolean {
  try {
    const url = new URL(origin);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && ownHosts(request, env).has(url.host.toLowerCase())
    );
  } catch {
    return false;
  }
}

/**
 * Strict UTF-8 (WHATWG Encoding, `fatal`): a body that is not valid UTF-8 is refused rather than
 * stored with U+FFFD in place of what was sent (issue 27, finding 4). No BOM is stripped from JSON.
 */
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The answer to a body, or a form field's percent-encoded value, that is not UTF-8. */
const invalidUtf8Message = 'The request body must be UTF-8 text.';

/**
 * Reads the body up to `limit` bytes.
 * @returns the text, null when the body is larger than `limit` (reading stops there), undefined when
 *   it is not valid UTF-8.
 */
async function readBody(request: Request, limit: number): Promise<string | null | undefined> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  try {
    return utf8.decode(Buffer.concat(chunks));
  } catch {
    return undefined;
  }
}

/**
 * Whether every name and value of a form body decodes to UTF-8: `URLSearchParams` turns `%FF` into
 * U+FFFD silently, `decodeURIComponent` throws on it (RFC 3986 §2.5, WHATWG URL percent-decode).
 */
function isUtf8Form(body: string): boolean {
  try {
    for (const part of body.split('&')) decodeURIComponent(part.replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}

/** A form post's fields: the first value of each name; the privacy checkbox becomes a boolean. */
function formFieldsToRaw(body: string): RawEnquiry {
  const params = new URLSearchParams(body);
  const raw: Record<string, unknown> = Object.create(null);
  for (const [key, value] of params) if (!Object.hasOwn(raw, key)) raw[key] = value;
  raw.privacy = raw.privacy === 'on' || raw.privacy === 'true';
  return raw;
}

/** Path of a same-site Referer, to record which page an enquiry came from. */
function refererPath(request: Request, env: EnquiryHttpDeps['env']): string | null {
  const referer = request.headers.get('referer');
  if (!referer || !isOwnOrigin(referer, request, env)) return null;
  return new URL(referer).pathname.slice(0, 200);
}

/**
 * Handles one `POST /api/enquiries`.
 *
 * JSON (`application/json`, body `{ kind, ...fields, privacy: boolean, website }`): 200 `{ id, reference, message }`
 * after commit (also for honeypot spam); 400 `{ message, field }` (first failed check, `field` the
 * form field or selection part it concerns; `{ message }` alone for a body that is not a JSON object
 * or not UTF-8); 403 when `Origin` is
 * another site; 413 over {@link maxBodyBytes}; 415 for other content types; 429 `{ message: 'Too Many
 * Requests' }` with Retry-After; 503 `{ message }` when storage fails.
 *
 * Form posts (`application/x-www-form-urlencoded`, `Origin` required and ours, `returnTo` a site path):
 * 303 to `/thankyou?ref=<reference>` (`reference.ts`), or 303 to `returnTo?enquiryError=<message>`.
 */
export async function handleEnquiryPost(request: Request, deps: EnquiryHttpDeps): Promise<Response> {
  const { env } = deps;
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  const isForm = mediaType === 'application/x-www-form-urlencoded';
  const origin = request.headers.get('origin');

  if (origin !== null ? !isOwnOrigin(origin, request, env) : isForm) return json(403, { message: 'Forbidden' });
  if (mediaType !== 'application/json' && !isForm) return json(415, { message: 'Unsupported Media Type' });
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBodyBytes) return json(413, { message: 'Payload Too Large' });
  const body = await readBody(request, maxBodyBytes);
  if (body === null) return json(413, { message: 'Payload Too Large' });
  if (body === undefined) return json(400, { message: invalidUtf8Message });

  let raw: RawEnquiry;
  if (isForm) {
    if (!isUtf8Form(body)) return json(400, { message: invalidUtf8Message });
    raw = formFieldsToRaw(body);
  } else {
    try {
      const parsed: unknown = JSON.parse(body);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
      raw = parsed as RawEnquiry;
    } catch {
      return json(400, { message: 'The request body must be a JSON object.' });
    }
  }

  const kind = isEnquiryKind(raw.kind) ? raw.kind : 'quote';
  const returnPath = safeReturnPath(raw.returnTo, kind);
  const address = clientAddress(request.headers, env.trustProxyHops);
  const meta: SubmissionMeta = {
    rateLimitKey: rateLimitKey(address),
    clientAddress: address,
    userAgent: request.headers.get('user-agent')?.slice(0, 300) ?? null,
    page: isForm ? returnPath.split('#')[0]! : refererPath(request, env),
  };

  let outcome: SubmitOutcome;
  try {
    outcome = await deps.submit(raw, meta);
  } catch (error) {
    log().error({ error: errorMessage(error) }, 'enquiry not stored');
    return isForm
      ? redirect(returnLocation(returnPath, kind, enquiryMessages.genericError))
      : json(503, { message: enquiryMessages.genericError });
  }

  switch (outcome.status) {
    case 'accepted': {
      const reference = enquiryReference(outcome.id);
      return isForm
        ? redirect(thankYouPath(reference))
        : json(200, { id: outcome.id, reference, message: enquiryMessages.success });
    }
    case 'invalid':
      return isForm
        ? redirect(returnLocation(returnPath, kind, outcome.message))
        : json(400, { message: outcome.message, field: outcome.field });
    case 'rate-limited': {
      const retryAfter = String(Math.max(1, Math.ceil(outcome.retryAfterMs / 1000)));
      return isForm
        ? redirect(returnLocation(returnPath, kind, enquiryMessages.tooManyRequests))
        : json(429, { message: enquiryMessages.tooManyRequests }, { 'Retry-After': retryAfter });
    }
  }
}
