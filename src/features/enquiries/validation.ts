import {
  enquiryMessages,
  fieldLabels,
  fieldMaxLengths,
  formFields,
  isEnquiryKind,
  requiredFields,
  textFieldNames,
  type EnquiryFieldName,
  type EnquiryKind,
  type TextFieldName,
} from './fields';
import { selectionMessages } from './quoted-pump-fields';

/**
 * The one validation of both enquiry forms, run in the browser before sending and on the server before
 * storing (docs/architecture.md). First the checks of SPEC 5 in their order with their exact messages (phone, e-mail,
 * privacy), then the server's limits in form order (required, length, single line, postcode digits,
 * product and country from their lists). It stops at the first failure. No server imports here.
 */

/**
 * SPEC 5.1: an optional prefix of a plus sign and 1 to 3 digits, then exactly 10 digits, checked on
 * the number without its separators ({@link phoneDigits}). The plus is optional within the prefix, so
 * a national trunk `0` or a country code typed without `+` passes (issue 25: "098765-43210" is a
 * valid Indian mobile number): `+91 98765 43210` → `+919876543210`, `098765-43210` → `09876543210`.
 */
export const phonePattern = /^(\+?\d{1,3})?\d{10}$/;

/**
 * Separators people type inside a phone number (issue 25): spaces (also the no-break and narrow
 * no-break spaces a pasted number carries), hyphens and dashes, dots and round brackets.
 */
const phoneSeparators = /[ \u00a0\u202f\-\u2010-\u2013.()]/g;

/**
 * A phone number as SPEC 5.1 checks it: trimmed, separators removed. The number is stored as typed.
 * @example phoneDigits(' +91 (98765) 43210 ') === '+919876543210'
 */
export function phoneDigits(phone: string): string {
  return phone.trim().replace(phoneSeparators, '');
}

/**
 * An e-mail address (SPEC 5.2: something@something.something with no spaces): the HTML standard's
 * "valid e-mail address" (WHATWG HTML §4.10.5.1.5, the addr-spec subset of RFC 5322 that browsers
 * accept for `type=email`), with at least one dot in the domain, and a local part that is an RFC 5322
 * §3.2.3 dot-atom: no leading, trailing or doubled dot (`.a@…`, `a..b@…` are not addresses a mail
 * server accepts; issue 27, finding 5). No spaces, quotes, angle brackets or commas: the address goes
 * into the sales e-mail's Reply-To.
 */
export const emailPattern =
  /^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+)*@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Allowed values of the two selects; an empty value (the placeholder) is also accepted. */
export interface EnquiryChoices {
  /** Product options of the quote form (see `productOptions`). */
  products: readonly string[];
  /** Country names of both forms. */
  countries: readonly string[];
}

/** A valid enquiry: every text field trimmed; fields the kind does not have are ''. */
export type EnquiryData = { kind: EnquiryKind; privacy: true } & Record<TextFieldName, string>;

/** Outcome of {@link validateEnquiry}: the cleaned data, or the first failed check. */
export type ValidationResult =
  { ok: true; data: EnquiryData } | { ok: false; field: EnquiryFieldName; message: string };

/** Loose input as it arrives from a form or JSON: unknown values, strings expected. */
export type RawEnquiry = Readonly<Record<string, unknown>>;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one (no String#isWellFormed on older phones). */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Longest run of nonspacing marks (`\p{Mn}`) on one character that a field keeps. Real text stacks
 * few: Vietnamese two (ệ = e + U+0323 + U+0302 in NFD), Devanagari and Hebrew with its points three or
 * four; "Zalgo" text stacks dozens to draw over the lines around it (issue 51: 40 were accepted).
 */
export const MAX_NONSPACING_MARKS_IN_A_ROW = 4;

/**
 * Characters refused in single-line fields (they end up in e-mail headers, CSV cells and the sales
 * team's screens), by Unicode's own properties rather than a list (issue 27 finding 5, issue 51):
 * - every control (`\p{Cc}`: C0, DEL, C1 with NEL U+0085) and format character (`\p{Cf}`: zero-width
 *   characters, directional marks and controls, the byte-order mark, interlinear annotation, tag
 *   characters), and the line and paragraph separators (`\p{Zl}`, `\p{Zp}`);
 * - every Default_Ignorable_Code_Point (Unicode §5.21, DerivedCoreProperties.txt): invisible letters
 *   such as the Hangul fillers U+115F and U+3164, the combining grapheme joiner U+034F, the Khmer
 *   vowels U+17B4/17B5, the variation selectors U+FE00–FE0F and U+E0100–E01EF;
 * - unassigned code points and noncharacters (`\p{Cn}`: U+FDD0, U+FFFF) and private-use characters
 *   (`\p{Co}`), which show as nothing or as a box;
 * - spaces other than the space, the no-break space and the narrow no-break space a pasted phone
 *   number carries (`\p{Zs}`: U+200A hair space, U+3000 ideographic space), and U+2800 BRAILLE
 *   PATTERN BLANK (a symbol, so no property covers it, drawn as a blank);
 * - more than {@link MAX_NONSPACING_MARKS_IN_A_ROW} nonspacing marks in a row.
 * Unicode TR #9 (bidi) and Trojan Source (CVE-2021-42574) for why direction controls are refused.
 */
const singleLineForbidden = new RegExp(
  String.raw`[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\p{Cn}\p{Co}\u2800]|(?![ \u00a0\u202f])\p{Zs}|\p{Mn}{${MAX_NONSPACING_MARKS_IN_A_ROW + 1}}`,
  'u',
);

/** Line breaks (LF, VT, FF, CR, NEL, LS, PS): refused in single-line fields with their own message. */
const lineBreak = /[\n\v\f\r\u0085\u2028\u2029]/;

/**
 * Characters refused in the message, by the same properties as {@link singleLineForbidden} with what
 * writing several lines and emoji needs kept: controls but tab, line feed and carriage return (C1's
 * CSI U+009B, ST U+009C and OSC U+009D act as escape sequences in some terminals); format characters
 * and Default_Ignorable_Code_Points (the bidirectional controls of Trojan Source, U+200B, U+FEFF,
 * U+00AD, U+115F, U+180E, U+FFF9, the tag characters U+E0001–E007F) except the zero-width joiner and
 * non-joiner (emoji sequences such as 👩‍🔧, Indic half forms) and the variation selectors (emoji
 * presentation ❤️, ideographic variants); unassigned code points, noncharacters and private-use
 * characters; more than {@link MAX_NONSPACING_MARKS_IN_A_ROW} nonspacing marks in a row.
 */
const multiLineForbidden = new RegExp(
  String.raw`(?![\t\n\r\u200c\u200d\ufe00-\ufe0f\u{e0100}-\u{e01ef}])[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]|[\p{Cn}\p{Co}]|\p{Mn}{${MAX_NONSPACING_MARKS_IN_A_ROW + 1}}`,
  'u',
);

const messages = {
  kind: 'Unknown enquiry type.',
  required: (field: TextFieldName) => `Please fill in the ${fieldLabels[field]} field.`,
  tooLong: (field: TextFieldName) => `${fieldLabels[field]} must be at most ${fieldMaxLengths[field]} characters.`,
  singleLine: (field: TextFieldName) => `${fieldLabels[field]} must be a single line of text.`,
  invalidCharacters: (field: TextFieldName) => `${fieldLabels[field]} contains characters that are not allowed.`,
  postcode: 'Postcode must contain digits only.',
  product: 'Please select a product from the list.',
  country: 'Please select a country from the list.',
};

/** The trimmed string value of a field; anything that is not a string counts as empty. */
function text(raw: RawEnquiry, field: string): string {
  const value = raw[field];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Every text field of `raw` trimmed, limited to the fields of `kind` ('' for the others). Used for the
 * valid path and to store spam without trusting its shape.
 */
export function pickFields(kind: EnquiryKind, raw: RawEnquiry): Record<TextFieldName, string> {
  const own = new Set<TextFieldName>(formFields[kind]);
  const result = {} as Record<TextFieldName, string>;
  for (const field of textFieldNames) result[field] = own.has(field) ? text(raw, field) : '';
  return result;
}

function checkField(kind: EnquiryKind, field: TextFieldName, value: string, choices: EnquiryChoices): string | null {
  if (value === '') {
    return (requiredFields[kind] as readonly TextFieldName[]).includes(field) ? messages.required(field) : null;
  }
  if (value.length > fieldMaxLengths[field]) return messages.tooLong(field);
  // A lone surrogate is no character at all: it cannot be stored as UTF-8 or mailed (any field).
  if (loneSurrogate.test(value)) return messages.invalidCharacters(field);
  if (field === 'message') {
    if (multiLineForbidden.test(value)) return messages.invalidCharacters(field);
    return null;
  }
  if (lineBreak.test(value)) return messages.singleLine(field);
  if (singleLineForbidden.test(value)) return messages.invalidCharacters(field);
  if (field === 'postcode' && !/^\d+$/.test(value)) return messages.postcode;
  if (field === 'product' && !choices.products.includes(value)) return messages.product;
  if (field === 'country' && !choices.countries.includes(value)) return messages.country;
  return null;
}

/**
 * Validates one submission of either form.
 * @param raw the fields as sent: `kind` ('quote' | 'distributor'), text fields as strings, `privacy` a boolean
 *   (`true` only when ticked); unknown keys are ignored, non-string text values count as empty.
 * @param choices the product and country lists the selects offered.
 * @returns `{ ok: true, data }` with trimmed fields, or `{ ok: false, field, message }` for the first failure
 *   (SPEC 5 order: phone, e-mail, privacy; then each field in form order). Never throws.
 */
export function validateEnquiry(raw: RawEnquiry, choices: EnquiryChoices): ValidationResult {
  const kind = raw.kind;
  if (!isEnquiryKind(kind)) return { ok: false, field: 'kind', message: messages.kind };
  const fields = pickFields(kind, raw);

  if (!phonePattern.test(phoneDigits(fields.phone))) {
    return { ok: false, field: 'phone', message: enquiryMessages.phone };
  }
  if (!emailPattern.test(fields.email)) return { ok: false, field: 'email', message: enquiryMessages.email };
  if (raw.privacy !== true) return { ok: false, field: 'privacy', message: enquiryMessages.privacy };

  for (const field of formFields[kind]) {
    const message = checkField(kind, field, fields[field], choices);
    if (message) return { ok: false, field, message };
  }
  return { ok: true, data: { kind, privacy: true, ...fields } };
}

/**
 * Every message {@link validateEnquiry} and the enquiry API can answer with. Pages use it to show a
 * message passed back in the URL only when it is one of ours (no text injection through links).
 */
export function knownEnquiryMessages(): ReadonlySet<string> {
  const all = new Set<string>([
    ...Object.values(enquiryMessages),
    messages.kind,
    messages.postcode,
    messages.product,
    messages.country,
  ]);
  for (const message of Object.values(selectionMessages)) all.add(message);
  for (const field of textFieldNames) {
    for (const make of [messages.required, messages.tooLong, messages.singleLine, messages.invalidCharacters]) {
      all.add(make(field));
    }
  }
  return all;
}
