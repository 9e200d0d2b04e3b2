import { createHmac, timingSafeEqual } from 'node:crypto';
import { MailDeliveryError } from '@/lib/mail/types';

/**
 * The CRM hand-off (issue 46 point 5): each new enquiry and each status change is POSTed as JSON to
 * CRM_WEBHOOK_URL from the outbox (its own retries and dead letter), signed so the CRM can tell it
 * came from this site and was not replayed.
 *
 * Signature: HMAC-SHA256 (RFC 2104 with SHA-256, FIPS 180-4) of the exact body bytes with
 * CRM_WEBHOOK_SECRET, sent as `X-Kavex-Signature: sha256=<lower-case hex>`. The body carries the
 * send's `timestamp` (ISO-8601), also sent as `X-Kavex-Timestamp`, so the signature covers it; a
 * receiver refuses a body whose timestamp is more than {@link replayWindowMs} from its clock, and
 * drops a repeated `id` (a retry after a lost answer sends the same id again).
 */

/** Header of the signature. */
export const signatureHeader = 'X-Kavex-Signature';
/** Header of the send's timestamp (ISO-8601), equal to the body's `timestamp`. */
export const timestampHeader = 'X-Kavex-Timestamp';
/** How far a receiver accepts a timestamp from its own clock: 5 minutes. */
export const replayWindowMs = 5 * 60_000;

/** What happened to an enquiry, as the CRM receives it. */
export interface CrmEvent {
  /** Unique per event: `<enquiry id>:<event key>`; the same on every retry. */
  id: string;
  type: 'enquiry.created' | 'enquiry.status_changed';
  enquiry: Record<string, string | number | null>;
}

/** `sha256=<hex>` of `body` with `secret` (RFC 4231 test case 2: key "Jefe" → 5bdcc146…3843). */
export function signBody(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/**
 * Whether a received body is authentic and fresh: the signature matches (compared in constant time),
 * the header timestamp equals the body's, and it is within {@link replayWindowMs} of `now`.
 */
export function verifyCrmRequest(
  body: string,
  headers: { signature: string | null; timestamp: string | null },
  secret: string,
  now: Date,
): boolean {
  const expected = Buffer.from(signBody(body, secret));
  const given = Buffer.from(headers.signature ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  let parsed: { timestamp?: unknown };
  try {
    parsed = JSON.parse(body) as { timestamp?: unknown };
  } catch {
    return false;
  }
  if (typeof parsed.timestamp !== 'string' || parsed.timestamp !== headers.timestamp) return false;
  const at = Date.parse(parsed.timestamp);
  return Number.isFinite(at) && Math.abs(now.getTime() - at) <= replayWindowMs;
}

/** The stored JSON of an event (the outbox row's `body`), without the send's timestamp. */
export function crmEventJson(event: CrmEvent): string {
  return JSON.stringify(event);
}

/**
 * POSTs one stored event to the CRM with the send's timestamp and signature.
 * @param settings CRM_WEBHOOK_URL and CRM_WEBHOOK_SECRET
 * @param stored the outbox row's body
 * @param now the send's time
 * @returns the receiver's status line, for the log
 * @throws MailDeliveryError, permanent for a 4xx answer other than 408 and 429 (the CRM refuses it as
 *   it is), transient for a network error, a timeout, 408, 429 and 5xx
 */
export async function postCrmEvent(
  settings: { url: string; secret: string },
  stored: string,
  now: Date,
  timeoutMs = 10_000,
): Promise<string> {
  const timestamp = now.toISOString();
  const body = JSON.stringify({ ...(JSON.parse(stored) as object), timestamp });
  let response: Response;
  try {
    response = await fetch(settings.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [signatureHeader]: signBody(body, settings.secret),
        [timestampHeader]: timestamp,
      },
      body,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    throw new MailDeliveryError(`CRM webhook unreachable: ${(error as Error).message}`, {
      permanent: false,
      cause: error,
    });
  }
  await response.body?.cancel();
  if (response.ok) return `${response.status} ${response.statusText}`;
  const permanent =
    response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429;
  throw new MailDeliveryError(`CRM webhook answered ${response.status} ${response.statusText}`, { permanent });
}
