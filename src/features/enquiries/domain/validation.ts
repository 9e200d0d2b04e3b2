import * as z from 'zod/mini';
import {
  enquiryMessages,
  fieldMaxLengths,
  formFields,
  requiredFields,
  textFieldNames,
  type EnquiryFieldName,
  type EnquiryKind,
  type TextFieldName,
} from './fields';
import { validationMessages as messages } from './validation-messages';

/**
 * The one validation of both enquiry forms, a zod schema ({@link enquirySchema}) that the browser runs
 * before sending and the server before storing (docs/architecture.md, decision 0015). First the checks
 * of SPEC 5 in their order with their exact messages (phone, e-mail, privacy), then the server's limits
 * in form order (required, length, the Unicode rules, postcode digits, product and country from their
 * lists); the first failure is the answer. zod/mini rather than zod's classic API: no parser built
 * with `new Function` (which the CSP would report) and less code; the forms fetch it when a visitor
 * starts on one, so no page loads it first (decision 0015 item 7 has the weights). No server imports
 * here.
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

/** The trimmed string value of a field; anything that is not a string counts as empty. */
function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Every text field of `raw` trimmed, limited to the fields of `kind` ('' for the others). Used for the
 * valid path and to store spam without trusting its shape.
 */
export function pickFields(kind: EnquiryKind, raw: RawEnquiry): Record<TextFieldName, string> {
  const own = new Set<TextFieldName>(formFields[kind]);
  const result = {} as Record<TextFieldName, string>;
  for (const field of textFieldNames) result[field] = own.has(field) ? text(raw[field]) : '';
  return result;
}

/** A form value as the checks read it: {@link text}, so a number, an object or a missing key is ''. */
const formText = z.transform(text);

/** A check that stops the field's checks when it fails, so a field answers with its first failure. */
const first = (error: string) => ({ error, abort: true });

/** The same, run only on a filled field: an empty optional field (a select left on its placeholder) passes. */
const firstIfFilled = (error: string) => ({
  ...first(error),
  when: (payload: z.core.ParsePayload) => payload.value !== '',
});

/** A check that fails when `pattern` finds a character the field refuses. */
const refuse = (pattern: RegExp, error: string) =>
  z.refine<string>((value) => !pattern.test(value), firstIfFilled(error));

/** A check that the value is one of the options the select offered. */
const oneOf = (options: readonly string[], error: string) =>
  z.refine<string>((value) => options.includes(value), firstIfFilled(error));

/**
 * One text field of the form `kind`, trimmed, with its checks in their order: required (an empty
 * optional field passes the rest), length, no lone surrogate (no character at all: it cannot be stored
 * as UTF-8 or mailed), then the Unicode rules of the message or of a single-line field, then the
 * postcode's digits and the selects' lists.
 */
function fieldSchema(kind: EnquiryKind, field: TextFieldName, choices: EnquiryChoices) {
  const checks: z.core.$ZodCheck<string>[] = [];
  if ((requiredFields[kind] as readonly TextFieldName[]).includes(field)) {
    checks.push(z.minLength(1, first(messages.required(field))));
  }
  checks.push(
    z.maxLength(fieldMaxLengths[field], firstIfFilled(messages.tooLong(field))),
    refuse(loneSurrogate, messages.invalidCharacters(field)),
  );
  if (field === 'message') {
    checks.push(refuse(multiLineForbidden, messages.invalidCharacters(field)));
  } else {
    checks.push(
      refuse(lineBreak, messages.singleLine(field)),
      refuse(singleLineForbidden, messages.invalidCharacters(field)),
    );
  }
  if (field === 'postcode') checks.push(z.regex(/^\d+$/, firstIfFilled(messages.postcode)));
  if (field === 'product') checks.push(oneOf(choices.products, messages.product));
  if (field === 'country') checks.push(oneOf(choices.countries, messages.country));
  return z.pipe(formText, z.string().check(...checks));
}

/**
 * The SPEC 5 checks of the form `kind`, first and in their order, with their exact messages: phone,
 * e-mail, privacy. They only check; the next stage cleans the values.
 */
function specChecks<K extends EnquiryKind>(kind: K) {
  return z.looseObject({
    kind: z.literal(kind),
    phone: z.unknown().check(z.refine((value) => phonePattern.test(phoneDigits(text(value))), enquiryMessages.phone)),
    email: z.unknown().check(z.refine((value) => emailPattern.test(text(value)), enquiryMessages.email)),
    privacy: z.literal(true, enquiryMessages.privacy),
  });
}

/**
 * One form's enquiry: the SPEC 5 checks, then each of its fields in form order, then the text fields
 * the form does not have, which come out ''.
 */
function kindSchema<K extends EnquiryKind>(kind: K, choices: EnquiryChoices) {
  const shape = {} as Record<TextFieldName, z.ZodMiniType<string>>;
  for (const field of formFields[kind]) shape[field] = fieldSchema(kind, field, choices);
  for (const field of textFieldNames) shape[field] ??= z.transform(() => '');
  return z.pipe(specChecks(kind), z.object({ ...shape, kind: z.literal(kind), privacy: z.literal(true) }));
}

/**
 * Both forms' enquiry as one zod schema, told apart by `kind` ('quote' | 'distributor'). Its first
 * issue is {@link validateEnquiry}'s answer: the stages run one after the other (kind, then SPEC 5's
 * phone, e-mail and privacy, then the form's fields in order) and each field stops at its first failed
 * check, so the first issue is the first failure in SPEC 5's order.
 * @param choices the product and country lists the selects offered.
 * @returns a schema whose output is {@link EnquiryData}: every text field trimmed, the privacy `true`,
 *   unknown keys dropped.
 */
export function enquirySchema(choices: EnquiryChoices) {
  return z.discriminatedUnion(
    'kind',
    [kindSchema('quote', choices), kindSchema('distributor', choices)],
    messages.kind,
  );
}

/**
 * Validates one submission of either form against {@link enquirySchema}.
 * @param raw the fields as sent: `kind` ('quote' | 'distributor'), text fields as strings, `privacy` a boolean
 *   (`true` only when ticked); unknown keys are ignored, non-string text values count as empty.
 * @param choices the product and country lists the selects offered.
 * @returns `{ ok: true, data }` with trimmed fields, or `{ ok: false, field, message }` for the first failure
 *   (SPEC 5 order: phone, e-mail, privacy; then each field in form order). Never throws.
 */
export function validateEnquiry(raw: RawEnquiry, choices: EnquiryChoices): ValidationResult {
  const result = enquirySchema(choices).safeParse(raw);
  if (result.success) return { ok: true, data: result.data };
  // A failed parse has at least one issue.
  const issue = result.error.issues[0]!;
  return { ok: false, field: (issue.path[0] ?? 'kind') as EnquiryFieldName, message: issue.message };
}
