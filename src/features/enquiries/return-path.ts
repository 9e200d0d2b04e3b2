import { paths } from '@/config/paths';
import type { EnquiryKind } from './fields';
import { knownEnquiryMessages } from './validation';

/**
 * The way back to a form after a post without JavaScript: the form sends its own path in `returnTo`,
 * the API answers 303 to that path with the message in `?enquiryError=`, and the page shows it through
 * the form's `initialError`. Only site paths are accepted (no open redirect) and only our own messages
 * are shown (no text injection through crafted links).
 */

/** Query parameter carrying the message back to the page. */
export const enquiryErrorParam = 'enquiryError';

/** Where each form sends the visitor when `returnTo` is missing or unusable. */
export const defaultReturnPaths: Record<EnquiryKind, string> = {
  quote: paths.contact,
  distributor: paths.becomeDistributor,
};

/**
 * `returnTo` if it is a path on this site (optionally with a `#fragment`, query dropped); otherwise the
 * kind's default.
 */
export function safeReturnPath(returnTo: unknown, kind: EnquiryKind): string {
  if (typeof returnTo !== 'string') return defaultReturnPaths[kind];
  const match = /^(\/(?!\/)[A-Za-z0-9\-._~/]*)(?:\?[^#]*)?(#[A-Za-z][A-Za-z0-9\-_]*)?$/.exec(returnTo);
  return match ? `${match[1]}${match[2] ?? ''}` : defaultReturnPaths[kind];
}

/** `returnPath` with the message added as `?enquiryError=` before any fragment. */
export function returnLocation(returnPath: string, message: string): string {
  const [pathname, fragment] = returnPath.split('#', 2);
  const query = new URLSearchParams({ [enquiryErrorParam]: message });
  return `${pathname}?${query.toString()}${fragment ? `#${fragment}` : ''}`;
}

/**
 * The message to show on a page the API redirected back to, or undefined when there is none or it is
 * not one of ours.
 * @param searchParams a page's `searchParams` (awaited) or a URLSearchParams.
 */
export function enquiryErrorFrom(
  searchParams: URLSearchParams | Readonly<Record<string, string | string[] | undefined>> | undefined,
): string | undefined {
  if (!searchParams) return undefined;
  const value =
    searchParams instanceof URLSearchParams ? searchParams.get(enquiryErrorParam) : searchParams[enquiryErrorParam];
  const message = Array.isArray(value) ? value[0] : value;
  return message && knownEnquiryMessages().has(message) ? message : undefined;
}
