import { formatFlow, formatHead } from '@/lib/figures';
import { flowUnits, headUnits, type FlowUnit, type HeadUnit } from '@/lib/units';
import type { RawEnquiry } from './validation';

/**
 * The pump selection a quote can carry (issue 12, section 6): the model and the duty point the visitor
 * chose on the selector, compare or a product page; from the borewell sizing (issue 13) also the well
 * data and the rest of the set (column pipe, drop cable, control panel). Sent by the quote form as
 * hidden fields, stored in their own columns next to the message, shown in the sales e-mail and the CSV
 * export. Shared by the browser and the server; no server imports here.
 */

/** Names of the hidden form fields (and JSON keys) that carry the selection. */
export const selectionFieldNames = [
  'model',
  'flowM3h',
  'headM',
  'frequencyHz',
  'borewellQuery',
  'columnPipe',
  'dropCable',
  'controlPanel',
] as const;

/** A validated selection; any part may be missing (null). Units: m³/h, m, Hz. */
export interface EnquirySelection {
  /** Model code as on the nameplate, e.g. 'KS4-05/24'. */
  model: string | null;
  /** Duty flow in m³/h. */
  flowM3h: number | null;
  /** Duty head in m (the total dynamic head of a borewell set). */
  headM: number | null;
  /** Mains frequency in Hz (50 or 60). */
  frequencyHz: 50 | 60 | null;
  /**
   * The well data of a borewell set: the query of `/borewell-sizing` (`boreDiameterIn=6&boreDepthM=120…`),
   * so sales can open the same system sheet.
   */
  borewellQuery: string | null;
  /** The set's column pipe as the sheet names it, e.g. 'uPVC 2 1/2" Elegant'. */
  columnPipe: string | null;
  /** The set's drop cable, e.g. '3 core 4 mm² flat, 95 m'. */
  dropCable: string | null;
  /** The set's starter and control panel, e.g. 'DOL – Direct-on-line starter'. */
  controlPanel: string | null;
}

/** A model code: letters, digits and `- / . +` and spaces, starting with a letter or digit, at most 40. */
export const modelCodePattern = /^[A-Za-z0-9][A-Za-z0-9 ./+-]{0,39}$/;

/**
 * A component of a borewell set as the sheet describes it: letters, digits, spaces and the
 * punctuation of sizes (`. , / ( ) + - – × ² ³ " ″`), at most 120 characters; no control, direction
 * or zero-width characters, so it is safe in an e-mail header-free body and a CSV cell.
 */
export const setComponentPattern = /^[\p{L}\p{N}][\p{L}\p{N} .,/()+\-–×²³"″:]{0,119}$/u;

/** A borewell sizing query: up to 20 `name=value` pairs: ASCII names, plain numbers or words as values. */
const borewellPairPattern = /^[A-Za-z][A-Za-z0-9]{1,23}=[0-9A-Za-z.]{1,16}$/;

/** The borewell query re-serialised from its valid pairs, or null when it has none or a bad pair. */
function borewellQueryOf(value: unknown): string | null {
  const text = textOf(value).replace(/^\?/, '');
  if (!text || text.length > 600) return null;
  const pairs = text.split('&');
  if (pairs.length > 20 || !pairs.every((pair) => borewellPairPattern.test(pair))) return null;
  return pairs.join('&');
}

function componentOf(value: unknown): string | null {
  const text = textOf(value);
  return setComponentPattern.test(text) ? text : null;
}

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
    borewellQuery: borewellQueryOf(raw.borewellQuery),
    columnPipe: componentOf(raw.columnPipe),
    dropCable: componentOf(raw.dropCable),
    controlPanel: componentOf(raw.controlPanel),
  };
  return Object.values(selection).every((part) => part === null) ? null : selection;
}

/**
 * The selection a link to the quote form carries: `?model=&flow=&head=&hz=` (flow in m³/h, head in m),
 * and for a borewell set also `borewell=` (the sizing query), `pipe=`, `cable=` and `panel=`; validated
 * as {@link parseEnquirySelection}.
 */
export function selectionFromSearchParams(params: URLSearchParams): EnquirySelection | null {
  return parseEnquirySelection({
    model: params.get('model') ?? '',
    flowM3h: params.get('flow') ?? '',
    headM: params.get('head') ?? '',
    frequencyHz: params.get('hz') ?? '',
    borewellQuery: params.get('borewell') ?? '',
    columnPipe: params.get('pipe') ?? '',
    dropCable: params.get('cable') ?? '',
    controlPanel: params.get('panel') ?? '',
  });
}

/**
 * One line describing a selection, e.g. 'Quote for KS4-05/24 at 6 m³/h, 120 m, 50 Hz', or for a
 * borewell set 'Quote for a borewell set: pump KS4-05/24 at 6 m³/h, 120 m, 50 Hz; column pipe …; drop
 * cable …; control panel …'; the parts that are missing are left out.
 * @param units the visitor's units, when the link named them: the duty is written in them
 *   ('Quote for KS4-05/24 at 44 US gpm, 197 ft, 60 Hz'); else in m³/h and m as stored
 */
export function describeSelection(
  selection: EnquirySelection,
  units?: { flowUnit: FlowUnit; headUnit: HeadUnit },
): string {
  const duty = [
    selection.flowM3h !== null
      ? units
        ? formatFlow(selection.flowM3h, units.flowUnit)
        : `${selection.flowM3h} m³/h`
      : null,
    selection.headM !== null ? (units ? formatHead(selection.headM, units.headUnit) : `${selection.headM} m`) : null,
    selection.frequencyHz !== null ? `${selection.frequencyHz} Hz` : null,
  ].filter((part): part is string => part !== null);
  const at = duty.length > 0 ? ` at ${duty.join(', ')}` : '';
  const set = [
    selection.columnPipe && `column pipe ${selection.columnPipe}`,
    selection.dropCable && `drop cable ${selection.dropCable}`,
    selection.controlPanel && `control panel ${selection.controlPanel}`,
  ].filter((part): part is string => Boolean(part));
  if (selection.borewellQuery === null && set.length === 0) {
    return `Quote${selection.model ? ` for ${selection.model}` : ''}${at}`;
  }
  const pump = selection.model ? `pump ${selection.model}` : 'pump';
  return [`Quote for a borewell set: ${pump}${at}`, ...set].join('; ');
}

/** The selection columns of a stored enquiry (migrations 0002 and 0003). */
export interface StoredSelection {
  model: string | null;
  flow_m3h: number | null;
  head_m: number | null;
  frequency_hz: number | null;
  borewell_query?: string | null;
  column_pipe?: string | null;
  drop_cable?: string | null;
  control_panel?: string | null;
}

/**
 * The lines of the "Selection" block of the sales e-mail, or [] when the enquiry carries none; a
 * borewell set adds its components and a link to its system sheet.
 * @param stored the enquiry's selection columns as read from the database
 * @param sizingPageUrl absolute URL of the borewell sizing page (for the link to the set's sheet)
 */
export function selectionEmailLines(stored: StoredSelection, sizingPageUrl?: string): string[] {
  const set = [stored.borewell_query, stored.column_pipe, stored.drop_cable, stored.control_panel];
  const duty = [stored.model, stored.flow_m3h, stored.head_m, stored.frequency_hz];
  if ([...duty, ...set].every((part) => part === null || part === undefined)) return [];
  const lines = [
    'Selection:',
    `Model: ${stored.model ?? '-'}`,
    `Flow: ${stored.flow_m3h !== null ? `${stored.flow_m3h} m³/h` : '-'}`,
    `Head: ${stored.head_m !== null ? `${stored.head_m} m` : '-'}`,
    `Frequency: ${stored.frequency_hz !== null ? `${stored.frequency_hz} Hz` : '-'}`,
  ];
  if (set.some((part) => part !== null && part !== undefined)) {
    lines.push(
      `Column pipe: ${stored.column_pipe ?? '-'}`,
      `Drop cable: ${stored.drop_cable ?? '-'}`,
      `Control panel: ${stored.control_panel ?? '-'}`,
      `Well data: ${stored.borewell_query ?? '-'}`,
    );
    if (stored.borewell_query && sizingPageUrl) lines.push(`System sheet: ${sizingPageUrl}?${stored.borewell_query}`);
  }
  return [...lines, ''];
}

/** The visitor's units of a quote link (`flowUnit=&headUnit=`), or undefined when it names none or an unknown one. */
export function unitsFromSearchParams(params: URLSearchParams): { flowUnit: FlowUnit; headUnit: HeadUnit } | undefined {
  const flowUnit = flowUnits.find((u) => u === params.get('flowUnit'));
  const headUnit = headUnits.find((u) => u === params.get('headUnit'));
  return flowUnit && headUnit ? { flowUnit, headUnit } : undefined;
}
