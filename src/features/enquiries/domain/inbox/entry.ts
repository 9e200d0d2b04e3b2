import type { EnquiryRecord } from '../email';
import { selectionEmailLines } from '../quoted-pump';
import { paths } from '@/config/paths';
import { enquiryReference } from '../reference';

/**
 * The back office's copy of an accepted enquiry (issue 46, decision 0036): the visitor's fields by
 * their form names, when it was received, and the pump or sized set a quote carries, in the words of
 * the sales e-mail (not JSON).
 */
export interface InboxEntry {
  enquiryId: string;
  /** The visitor's reference (`KX-3F2A-9C1E`), shown on the thank-you page and in the sales e-mail. */
  reference: string;
  receivedAt: string;
  kind: EnquiryRecord['kind'];
  name: string;
  email: string;
  phone: string;
  company: string;
  city: string;
  postcode: string;
  country: string;
  product: string;
  message: string;
  /** Pump model code of a quote from a tool, or ''. */
  model: string;
  /** The selection or sized set, one fact a line ('' without one). */
  sizedSet: string;
  /** Site path the form was sent from, or ''. */
  page: string;
}

/**
 * The inbox entry of a stored enquiry.
 * @param siteUrl the public origin, for the links to the borewell and solar sizing pages of a set
 */
export function inboxEntry(record: EnquiryRecord, siteUrl: string): InboxEntry {
  const lines = selectionEmailLines(
    record,
    new URL(paths.borewellSizing, siteUrl).href,
    new URL(paths.solarPumpSizing, siteUrl).href,
  );
  return {
    enquiryId: record.id,
    reference: enquiryReference(record.id),
    receivedAt: record.created_at,
    kind: record.kind,
    name: record.name,
    email: record.email,
    phone: record.phone,
    company: record.company,
    city: record.city,
    postcode: record.postcode,
    country: record.country,
    product: record.product,
    message: record.message,
    model: record.model ?? '',
    sizedSet: lines.filter((line) => line !== 'Selection:' && line !== '').join('\n'),
    page: record.page ?? '',
  };
}

/**
 * An enquiry as the CRM receives it (`crm-webhook.ts`): the inbox entry with its sales status and,
 * for a change, the status before.
 */
export function crmEnquiry(
  entry: InboxEntry,
  status: string,
  previousStatus: string | null = null,
): Record<string, string | null> {
  return { ...entry, status, previousStatus };
}

/** The sender's contact fields of an {@link InboxEntry}, in the order the inbox and its CSV show them. */
const contactFields = ['name', 'email', 'phone', 'company', 'city', 'postcode', 'country'] as const;

/** The fields of an {@link InboxEntry}, in order. */
export const inboxEntryFields = [
  'enquiryId',
  'reference',
  'receivedAt',
  'kind',
  ...contactFields,
  'product',
  'message',
  'model',
  'sizedSet',
  'page',
] as const satisfies readonly (keyof InboxEntry)[];

/**
 * The stored fields the back office's CSV export of the inbox begins with (its reference first, as
 * staff quote it), before the lead's assignment, next action and delivery (`cms/enquiries/endpoints.ts`).
 */
export const inboxCsvFields = [
  'reference',
  'enquiryId',
  'receivedAt',
  'kind',
  'status',
  ...contactFields,
  'product',
  'model',
  'sizedSet',
  'message',
] as const;

/** The inbox entry's fields of a back-office document (missing ones as ''). */
export function entryOfDocument(doc: Record<string, unknown>): InboxEntry {
  return Object.fromEntries(inboxEntryFields.map((f) => [f, String(doc[f] ?? '')])) as unknown as InboxEntry;
}
