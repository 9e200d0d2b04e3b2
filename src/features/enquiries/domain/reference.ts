/**
 * The enquiry's reference: a short id a visitor can quote on the phone and the sales team finds in
 * the e-mail and the export, derived from the stored enquiry id (a random UUID v4, RFC 9562 §5.4)
 * and holding nothing about the visitor, so it may travel in the thank-you page's URL.
 *
 * Form: `KX-` and the id's first 8 hexadecimal digits, upper case, in two groups of four
 * (`3f2a9c1e-…` → `KX-3F2A-9C1E`). Those digits are random (the version digit comes later), so
 * 2^32 references: among 10 000 enquiries two share one with a probability of about
 * n² / 2^33 = 1.2 % (birthday bound), and the e-mail still carries the full id.
 */

/** The reference's shape, for reading it back from a URL. */
export const enquiryReferencePattern = /^KX-[0-9A-F]{4}-[0-9A-F]{4}$/;

/**
 * The reference of an enquiry id.
 * @param enquiryId the stored id, a UUID such as `3f2a9c1e-5b7d-4e21-9a0c-1d2e3f405162`
 * @returns e.g. `KX-3F2A-9C1E`
 * @throws Error when the id does not start with 8 hexadecimal digits
 */
export function enquiryReference(enquiryId: string): string {
  const digits = /^[0-9a-f]{8}/i.exec(enquiryId)?.[0];
  if (!digits) throw new Error('An enquiry id starts with 8 hexadecimal digits');
  const upper = digits.toUpperCase();
  return `KX-${upper.slice(0, 4)}-${upper.slice(4)}`;
}

/**
 * A reference read from a URL: the value when it has the reference's shape, else null (anything
 * else is never shown back).
 */
export function parseEnquiryReference(value: string | null | undefined): string | null {
  return typeof value === 'string' && enquiryReferencePattern.test(value) ? value : null;
}
