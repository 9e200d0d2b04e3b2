import type { RawEnquiry } from './validation';

/**
 * The pump selection a quote can carry (issue 12, section 6): the model and the duty point the visitor
 * chose on the selector, compare or a product page. Sent by the quote form as hidden fields, stored in
 * their own columns next to the message, shown in the sales e-mail and the CSV export. Shared by the
 * browser and the server; no server imports here.
 */

/** Names of the hidden form fields (and JSON keys) that carry the selection. */
export const selectionFieldNames = ['model', 'flowM3h', 'headM', 'frequencyHz'] as const;

/** A validated selection; any part may be missing (null). Units: m³/h, m, Hz. */
export interface EnquirySelection {
  /** Model code as on the nameplate, e.g. 'KS4-05/24'. */
  model: string | null;
  /** Duty flow in m³/h. */
  flowM3h: number | null;
  /** Duty head in m. */
  headM: number | null;
  /** Mains frequency in Hz (50 or 60). */
  frequencyHz: 50 | 60 | null;
}

/** A model code: letters, digits and `- / . +` and spaces, starting with a letter or digit, at most 40. */
export const modelCodePattern = /^[A-Za-z0-9][A-Za-z0-9 ./+-]{0,39}$/;

/** Largest flow (m³/h) and head (m) a selection may carry: far above any catalogue pump. */
export const selectionLimits = { flowM3h: 100_000, headM: 5_000 } as const;

function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

function positiveNumber(value: unknown, max: number): number | null {
  const text = textOf(value);
  if (!/^\d{1,6}(\.\d{1,4})?$/.test(text)) return null;
  const number = Number(text);
  return number > 0 && number <= max ? number : null;
}

/**
 * The selection carried by a submission, each part validated on its own: a model code matching
 * {@link modelCodePattern}, flow and head positive decimals up to {@link selectionLimits}, frequency 50 or 60.
 * A part that is missing or fails is null: the fields are hidden and come from a link, so a tampered
 * value is dropped instead of blocking a real enquiry. Never throws.
 * @param raw the submitted fields (strings from a form, strings or numbers from JSON)
 * @returns the selection, or null when no part of it is valid
 */
export function parseEnquirySelection(raw: RawEnquiry): EnquirySelection | null {
  const model = textOf(raw.model);
  const frequency = textOf(raw.frequencyHz);
  const selection: EnquirySelection = {
    model: modelCodePattern.test(model) ? model : null,
    flowM3h: positiveNumber(raw.flowM3h, selectionLimits.flowM3h),
    headM: positiveNumber(raw.headM, selectionLimits.headM),
    frequencyHz: frequency === '50' ? 50 : frequency === '60' ? 60 : null,
  };
  return Object.values(selection).every((part) => part === null) ? null : selection;
}

/**
 * The selection a link to the quote form carries: `?model=&flow=&head=&hz=` (flow in m³/h, head in m),
 * validated as {@link parseEnquirySelection}.
 */
export function selectionFromSearchParams(params: URLSearchParams): EnquirySelection | null {
  return parseEnquirySelection({
    model: params.get('model') ?? '',
    flowM3h: params.get('flow') ?? '',
    headM: params.get('head') ?? '',
    frequencyHz: params.get('hz') ?? '',
  });
}

/**
 * One line describing a selection, e.g. 'Quote for KS4-05/24 at 6 m³/h, 120 m, 50 Hz'; the parts that
 * are missing are left out.
 */
export function describeSelection(selection: EnquirySelection): string {
  const duty = [
    selection.flowM3h !== null ? `${selection.flowM3h} m³/h` : null,
    selection.headM !== null ? `${selection.headM} m` : null,
    selection.frequencyHz !== null ? `${selection.frequencyHz} Hz` : null,
  ].filter((part): part is string => part !== null);
  const model = selection.model ? ` for ${selection.model}` : '';
  return `Quote${model}${duty.length > 0 ? ` at ${duty.join(', ')}` : ''}`;
}

/**
 * The lines of the "Selection" block of the sales e-mail, or [] when the enquiry carries none.
 * @param stored the enquiry's selection columns as read from the database
 */
export function selectionEmailLines(stored: {
  model: string | null;
  flow_m3h: number | null;
  head_m: number | null;
  frequency_hz: number | null;
}): string[] {
  if (stored.model === null && stored.flow_m3h === null && stored.head_m === null && stored.frequency_hz === null)
    return [];
  return [
    'Selection:',
    `Model: ${stored.model ?? '-'}`,
    `Flow: ${stored.flow_m3h !== null ? `${stored.flow_m3h} m³/h` : '-'}`,
    `Head: ${stored.head_m !== null ? `${stored.head_m} m` : '-'}`,
    `Frequency: ${stored.frequency_hz !== null ? `${stored.frequency_hz} Hz` : '-'}`,
    '',
  ];
}
