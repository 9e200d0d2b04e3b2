import { paths } from '@/config/paths';
import type { EnquiryKind } from './fields';

/**
 * The way back to a form after a post without JavaScript: the form sends its own path in `returnTo`,
 * and the API answers 303 to that path with a fragment naming the message (`#enquiry-error-...`).
 * Every message the API can return is already in the prerendered form, hidden until it is the
 * `:target`, so pages stay static and no text from a link reaches the page (no injection).
 * Only site paths are accepted (no open redirect).
 */

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

/**
 * Element id of the prerendered copy of `message` in a form of `kind`, e.g.
 * 'enquiry-error-distributor-please-check-the-privacy-policy-checkbox'.
 */
export function enquiryErrorAnchor(kind: EnquiryKind, message: string): string {
  const slug = message
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `enquiry-error-${kind}-${slug}`;
}

/** `returnPath` (its fragment replaced) pointing at the message's anchor in the form. */
export function returnLocation(returnPath: string, kind: EnquiryKind, message: string): string {
  const pathname = returnPath.split('#', 1)[0] ?? '/';
  return `${pathname}#${enquiryErrorAnchor(kind, message)}`;
}
