import { formatFlow, formatHead } from '@/components/format/figures';
import { flowUnits, headUnits, type FlowUnit, type HeadUnit } from '@/engineering/units';
import { selectionFieldNames, selectionLimits, selectionMessages, type SelectionFieldName } from './quoted-pump-fields';
import type { RawEnquiry } from './validation';

export { selectionFieldNames, selectionLimits, selectionMessages, type SelectionFieldName };

/**
 * The pump selection a quote can carry (issue 12, section 6): the model and the duty point the visitor
 * chose on the selector, compare or a product page; from the borewell sizing (issue 13) also the well
 * data and the rest of the set (column pipe, drop cable, control panel). Sent by the quote form as
 * hidden fields, stored in their own columns next to the message, shown in the sales e-mail and the CSV
 * export. Shared by the browser and the server; no server imports here.
 */

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
  /**
   * A solar set (issue 29): the query of `/solar-pump-sizing` (`site=jaipur&dailyWaterM3=60…`), so
   * sales can open the same solar sheet.
   */
  solarQuery: string | null;
  /** The solar set in one line: pump and motor, controller and MPPT window, array, water, site. */
  solarSet: string | null;
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

/** Most pairs a borewell query may have: the sizing page has 16 parameters (`sizingParamNames`). */
const borewellMaxPairs = 20;

/**
 * A solar sizing query: up to 20 `name=value` pairs as `URLSearchParams` writes them: ASCII names;
 * values of letters, digits and `. - _ %` (commas of the monthly sunshine and a borewell sheet's query
 * arrive percent-encoded), at most 1000 characters each.
 */
const solarPairPattern = /^[A-Za-z][A-Za-z0-9]{1,23}=[0-9A-Za-z.%_-]{1,1000}$/;

/** The solar query without a leading `?`, or null when it is not one. */
function solarQueryOf(text: string): string | null {
  const query = text.replace(/^\?/, '');
  const pairs = query.split('&');
  if (query.length > 2000 || pairs.length > borewellMaxPairs || !pairs.every((pair) => solarPairPattern.test(pair))) {
    return null;
  }
  return query;
}

/**
 * A solar set as its sheet sums it up: letters, digits, spaces and the punctuation of its figures
 * (`. , / ( ) + - – × ² ³ ° = ; : %`), at most 600 characters; no control, direction or zero-width
 * characters.
 */
export const solarSetPattern = /^[\p{L}\p{N}][\p{L}\p{N} .,/()+\-–×²³°=;:%]{0,599}$/u;

/** The borewell query without a leading `?`, or null when it is not a valid sizing query. */
function borewellQueryOf(text: string): string | null {
  const query = text.replace(/^\?/, '');
  const pairs = query.split('&');
  if (pairs.length > borewellMaxPairs || !pairs.every((pair) => borewellPairPattern.test(pair))) return null;
  return query;
}

/**
 * A duty figure as the selection accepts it: a plain decimal (no sign, no exponent) of at most 6
 * integer digits and 9 decimals. 15 significant digits at most, which IEEE 754 binary64 (the columns'
 * `double precision`, SQLite's REAL) holds exactly as written (DBL_DIG = 15, C11 §5.2.4.2.2), so the
 * stored number reads back as sent: 100 US gpm sent as 22.712470704 m³/h is stored as 22.712470704.
 */
const decimalPattern = /^\d{1,6}(\.\d{1,9})?$/;

/**
 * A part as text: a string trimmed, a JSON number written out, '' for an absent part (missing, or JSON
 * null); undefined for any other JSON value (a list, an object, a boolean), which is refused rather
 * than dropped (issue 51: `{"model":["KP6-30/04"],"frequencyHz":true}` was stored as NULL with 200).
 */
function textOf(value: unknown): string | undefined {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  return undefined;
}

/** The number, when `text` is a decimal from {@link selectionLimits}`.min` to `max`; otherwise null. */
function positiveNumber(text: string, max: number): number | null {
  if (!decimalPattern.test(text)) return null;
  const number = Number(text);
  return number >= selectionLimits.min && number <= max ? number : null;
}

/** Each part of a selection as sent, or its failure. */
type PartResult<T> = { value: T | null } | { failed: true };

/** Every part of a selection read on its own: missing parts are null, invalid ones `failed`. */
function readParts(raw: RawEnquiry): { [K in SelectionFieldName]: PartResult<EnquirySelection[K]> } {
  const part = <T>(field: SelectionFieldName, read: (text: string) => T | null): PartResult<T> => {
    const text = textOf(raw[field]);
    if (text === undefined) return { failed: true };
    if (text === '') return { value: null };
    const value = read(text);
    return value === null ? { failed: true } : { value };
  };
  const component = (text: string) => (setComponentPattern.test(text) ? text : null);
  return {
    model: part('model', (text) => (modelCodePattern.test(text) ? text : null)),
    flowM3h: part('flowM3h', (text) => positiveNumber(text, selectionLimits.flowM3h)),
    headM: part('headM', (text) => positiveNumber(text, selectionLimits.headM)),
    frequencyHz: part('frequencyHz', (text) => (text === '50' ? 50 : text === '60' ? 60 : null)),
    borewellQuery: part('borewellQuery', borewellQueryOf),
    columnPipe: part('columnPipe', component),
    dropCable: part('dropCable', component),
    controlPanel: part('controlPanel', component),
    solarQuery: part('solarQuery', solarQueryOf),
    solarSet: part('solarSet', (text) => (solarSetPattern.test(text) ? text : null)),
  };
}

/**
 * The selection carried by a link (`selectionFromSearchParams`), each part read on its own: a part that
 * is missing or invalid is null, so a mangled link still opens the form with what it got right (the
 * form then sends only those parts). The enquiry API does not use this: see {@link validateEnquirySelection}.
 * @param raw the parts as strings or numbers, keyed by {@link selectionFieldNames}
 * @returns the selection, or null when no part of it is valid
 */
export function parseEnquirySelection(raw: RawEnquiry): EnquirySelection | null {
  const parts = readParts(raw);
  const selection = Object.fromEntries(
    selectionFieldNames.map((field) => {
      const result = parts[field];
      return [field, 'value' in result ? result.value : null];
    }),
  ) as unknown as EnquirySelection;
  return Object.values(selection).every((part) => part === null) ? null : selection;
}

/** Outcome of {@link validateEnquirySelection}. */
export type SelectionResult =
  { ok: true; selection: EnquirySelection | null } | { ok: false; field: SelectionFieldName; message: string };

/**
 * The selection of a quote enquiry, all or nothing (issue 27, finding 4): each part that is sent is
 * stored exactly as sent or the enquiry is refused, naming the part. Rules:
 * - model: {@link modelCodePattern}, and one of the catalogue's models (`frequenciesOf` gives the
 *   frequencies it is built for; none: not ours);
 * - flow and head: plain decimals within {@link selectionLimits}, at most 9 decimals;
 * - frequency: 50 or 60, and one the model is built for;
 * - borewell query: at most 20 `name=value` pairs, values of at most 16 letters, digits or dots; its
 *   `hz` (50 when absent, as the sizing page reads it) must be the selection's frequency and its
 *   `flowM3h`, when given, the selection's flow to the 0.01 m³/h the sheet's quote link rounds it to;
 * - column pipe, drop cable, control panel: {@link setComponentPattern}.
 * Missing parts are null. Never throws.
 * @param raw the submitted fields (strings from a form, strings or numbers from JSON)
 * @param frequenciesOf the frequencies (Hz) the catalogue has a model code at; [] for an unknown code
 * @returns the selection (null when no part is sent), or the first failed part with its message
 */
export function validateEnquirySelection(
  raw: RawEnquiry,
  frequenciesOf: (model: string) => readonly number[],
): SelectionResult {
  const parts = readParts(raw);
  const selection = {} as Record<SelectionFieldName, unknown>;
  for (const field of selectionFieldNames) {
    const result = parts[field];
    if (!('value' in result)) return { ok: false, field, message: selectionMessages[field] };
    selection[field] = result.value;
  }
  const { model, flowM3h, frequencyHz, borewellQuery } = selection as unknown as EnquirySelection;
  if (model !== null) {
    const frequencies = frequenciesOf(model);
    if (frequencies.length === 0) return { ok: false, field: 'model', message: selectionMessages.model };
    if (frequencyHz !== null && !frequencies.includes(frequencyHz)) {
      return { ok: false, field: 'frequencyHz', message: selectionMessages.frequencyMismatch };
    }
  }
  if (borewellQuery !== null) {
    const well = new URLSearchParams(borewellQuery);
    const wellHz = Number(well.get('hz') ?? '50');
    const wellFlow = well.get('flowM3h');
    const flowDiffers =
      wellFlow !== null && flowM3h !== null && Math.abs(Number(wellFlow) - flowM3h) > flowRoundingM3h + 1e-9;
    if ((frequencyHz !== null && wellHz !== frequencyHz) || flowDiffers) {
      return { ok: false, field: 'borewellQuery', message: selectionMessages.borewellMismatch };
    }
  }
  const result = selection as unknown as EnquirySelection;
  return { ok: true, selection: Object.values(result).every((part) => part === null) ? null : result };
}

/** Half of 0.01 m³/h: the borewell sheet's quote link rounds the flow to 2 decimals (`borewell-sizing/ui/sheet-presenter.ts`). */
const flowRoundingM3h = 0.005;

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
    solarQuery: params.get('solar') ?? '',
    solarSet: params.get('solarSet') ?? '',
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
  if (selection.solarQuery !== null || selection.solarSet !== null) {
    return `Quote for a solar set: ${selection.solarSet ?? `pump ${selection.model ?? ''}${at}`.trim()}`;
  }
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
  solar_query?: string | null;
  solar_set?: string | null;
}

/**
 * The lines of the "Selection" block of the sales e-mail, or [] when the enquiry carries none; a
 * borewell set adds its components and a link to its system sheet, a solar set its summary and a
 * link to its solar sheet.
 * @param stored the enquiry's selection columns as read from the database
 * @param sizingPageUrl absolute URL of the borewell sizing page (for the link to the set's sheet)
 * @param solarPageUrl absolute URL of the solar pump sizing page
 */
export function selectionEmailLines(stored: StoredSelection, sizingPageUrl?: string, solarPageUrl?: string): string[] {
  const set = [stored.borewell_query, stored.column_pipe, stored.drop_cable, stored.control_panel];
  const solar = [stored.solar_query, stored.solar_set];
  const duty = [stored.model, stored.flow_m3h, stored.head_m, stored.frequency_hz];
  if ([...duty, ...set, ...solar].every((part) => part === null || part === undefined)) return [];
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
  if (stored.solar_query || stored.solar_set) {
    lines.push(`Solar set: ${stored.solar_set ?? '-'}`, `Solar data: ${stored.solar_query ?? '-'}`);
    if (stored.solar_query && solarPageUrl) lines.push(`Solar sheet: ${solarPageUrl}?${stored.solar_query}`);
  }
  return [...lines, ''];
}

/** The visitor's units of a quote link (`flowUnit=&headUnit=`), or undefined when it names none or an unknown one. */
export function unitsFromSearchParams(params: URLSearchParams): { flowUnit: FlowUnit; headUnit: HeadUnit } | undefined {
  const flowUnit = flowUnits.find((u) => u === params.get('flowUnit'));
  const headUnit = headUnits.find((u) => u === params.get('headUnit'));
  return flowUnit && headUnit ? { flowUnit, headUnit } : undefined;
}
