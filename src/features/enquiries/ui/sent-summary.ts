import { enquiryKindTitles, fieldLabels, formFields, type EnquiryKind, type TextFieldName } from '../domain/fields';

/**
 * What the thank-you page shows of a sent enquiry: its reference and the fields that say what was
 * asked (product, pump model, company, place, message). Kept in this tab's sessionStorage by the form
 * that sent it, so nothing the visitor typed travels in the thank-you page's URL (only the
 * reference does, which holds nothing about them) and nothing outlives the tab. The name, phone
 * and e-mail are left out: the page only says the team replies to the contacts given.
 */

/** sessionStorage key of the last sent enquiry's summary. */
export const sentSummaryKey = 'kavex-enquiry-sent';

/** Fields never shown back (personal contact data). */
const contactFields: ReadonlySet<TextFieldName> = new Set(['name', 'phone', 'email']);

/** The summary stored for the thank-you page. */
export interface SentSummary {
  /** The enquiry's reference, e.g. `KX-3F2A-9C1E` (reference.ts). */
  reference: string;
  /** 'Quote request' or 'Distributor enquiry'. */
  title: string;
  /** What was sent, in form order, empty fields left out: `{ label: 'City', value: 'Pune' }`. */
  lines: { label: string; value: string }[];
}

/**
 * The summary of what a form sent.
 * @param kind the form's kind
 * @param sent the fields as posted (strings; the selection's `model` among them when a pump was quoted)
 * @param reference from the API's 200 answer
 */
export function summariseSent(kind: EnquiryKind, sent: Record<string, unknown>, reference: string): SentSummary {
  const lines: SentSummary['lines'] = [];
  const add = (label: string, value: unknown) => {
    if (typeof value === 'string' && value.trim()) lines.push({ label, value: value.trim() });
  };
  for (const field of formFields[kind]) {
    if (contactFields.has(field)) continue;
    add(fieldLabels[field], sent[field]);
    if (field === 'product') add('Pump model', sent.model);
  }
  return { reference, title: enquiryKindTitles[kind], lines };
}

/** Stores the summary for the thank-you page; quietly nothing where storage is blocked. Browser only. */
export function saveSentSummary(summary: SentSummary): void {
  try {
    window.sessionStorage.setItem(sentSummaryKey, JSON.stringify(summary));
  } catch {
    // Private mode or a policy: the page shows the reference alone.
  }
}

/**
 * The stored summary of the enquiry with this reference, or null (another enquiry's, none, malformed,
 * storage blocked). Browser only.
 */
export function readSentSummary(reference: string): SentSummary | null {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(sentSummaryKey) ?? 'null') as Partial<SentSummary> | null;
    if (!value || value.reference !== reference || typeof value.title !== 'string' || !Array.isArray(value.lines)) {
      return null;
    }
    const lines = value.lines.filter(
      (line): line is SentSummary['lines'][number] =>
        typeof line?.label === 'string' && typeof line?.value === 'string',
    );
    return { reference, title: value.title, lines };
  } catch {
    return null;
  }
}
