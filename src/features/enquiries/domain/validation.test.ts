import { describe, expect, it } from 'vitest';
import { enquiryMessages } from './fields';
import { emailPattern, phoneDigits, phonePattern, validateEnquiry, type RawEnquiry } from './validation';
import { knownEnquiryMessages } from './validation-messages';
import { distributorForm, quoteForm } from '../../../../tests/support/enquiries';

const choices = { products: ['Submersible pumps', 'Submersible motors'], countries: ['India', 'Kenya'] };

const validQuote = {
  ...quoteForm,
  message: 'Need a 4 inch pump.\nFor a 60 m borewell.',
} satisfies RawEnquiry;

const validDistributor = distributorForm;

describe('phonePattern (SPEC 5.1)', () => {
  it.each([
    ['9876543210', true],
    ['+919876543210', true],
    ['+19876543210', true],
    ['+2549876543210', true],
    // The prefix's plus is optional: a trunk 0 or a country code typed without + (issue 25).
    ['09876543210', true],
    ['919876543210', true],
    ['987654321', false],
    ['12349876543210', false],
    ['+12349876543210', false],
    ['+9876543210x', false],
    ['98765 43210', false],
    ['+', false],
    ['', false],
  ])('%j -> %s', (phone, accepted) => {
    expect(phonePattern.test(phone)).toBe(accepted);
  });
});

describe('phone numbers typed with separators (issue 25)', () => {
  it.each([
    ['+91 98765 43210', '+919876543210'],
    ['098765-43210', '09876543210'],
    ['(0) 98765.43210', '098765432' + '10'],
    ['+1 (987) 654-3210', '+19876543210'],
    ['98765\u00a043210', '9876543210'],
  ])('accepts %j, checked as %j and stored as typed', (typed, checked) => {
    expect(phoneDigits(typed)).toBe(checked);
    const result = validateEnquiry({ ...validQuote, phone: ` ${typed} ` }, choices);
    expect(result).toMatchObject({ ok: true, data: { phone: typed } });
  });

  it.each(['98765 4321', '+91 98765 43210 12', '98765/43210', '98765_43210', '9876543210 ext 5', '98765\t43210'])(
    'still refuses %j with the SPEC message',
    (typed) => {
      expect(validateEnquiry({ ...validQuote, phone: typed }, choices)).toEqual({
        ok: false,
        field: 'phone',
        message: enquiryMessages.phone,
      });
    },
  );
});

describe('emailPattern (SPEC 5.2; WHATWG HTML valid e-mail address, issue 11 defect 5)', () => {
  it.each([
    ['a@b.co', true],
    ['first.last+tag@sub.example.com', true],
    ["o'brien@example.ie", true],
    // Browsers refuse a non-ASCII local part for type=email too, so the form and the server agree.
    ['ÜBER@example.de', false],
    ['<a@example.com>', false],
    ['a@example.com>', false],
    ['"a b"@example.com', false],
    ['a@example.com, b@example.com', false],
    ['a,b@example.com', false],
    ['a@example.com\r\nBcc: x@y.z', false],
    ['a@b', false],
    ['a b@example.com', false],
    ['a@exa mple.com', false],
    ['@example.com', false],
    ['a@@example.com', false],
    ['a@example.', false],
    // RFC 5322 dot-atom local part (issue 27, finding 5).
    ['.a@example.com', false],
    ['a.@example.com', false],
    ['a..b@example.com', false],
    ['', false],
  ])('%j -> %s', (email, accepted) => {
    expect(emailPattern.test(email)).toBe(accepted);
  });
});

describe('Unicode in the fields (issue 11, defect 5)', () => {
  const refused = (field: string, value: string) => validateEnquiry({ ...validQuote, [field]: value }, choices);
  it.each([
    ['NEL', '\u0085'],
    ['line separator', '\u2028'],
    ['paragraph separator', '\u2029'],
    ['right-to-left override', '\u202e'],
    ['left-to-right isolate', '\u2066'],
    ['zero-width space', '\u200b'],
    ['zero-width joiner', '\u200d'],
    ['byte-order mark', '\ufeff'],
    ['lone high surrogate', '\ud800'],
    ['lone low surrogate', '\udc00'],
    // Issue 27, finding 5: every \p{Cc} and \p{Cf}, and the invisible letters.
    ['soft hyphen', '\u00ad'],
    ['combining grapheme joiner', '\u034f'],
    ['Hangul choseong filler', '\u115f'],
    ['Hangul jungseong filler', '\u1160'],
    ['Hangul filler', '\u3164'],
    ['halfwidth Hangul filler', '\uffa0'],
    ['Mongolian vowel separator', '\u180e'],
    ['interlinear annotation anchor', '\ufff9'],
    ['interlinear annotation terminator', '\ufffb'],
    ['language tag', '\u{e0001}'],
    ['tag letter a', '\u{e0061}'],
    ['musical symbol begin beam', '\u{1d173}'],
    ['C1 control CSI', '\u009b'],
  ])('refuses a %s in a single-line field', (_, character) => {
    expect(refused('company', `Rao${character}Farms`)).toMatchObject({ ok: false, field: 'company' });
    expect(refused('name', `As${character}ha`)).toMatchObject({ ok: false, field: 'name' });
  });

  it.each([
    ['CSI', '\u009b'],
    ['ST', '\u009c'],
    ['OSC', '\u009d'],
    ['escape', '\u001b'],
    ['right-to-left override', '\u202e'],
    ['left-to-right embedding', '\u202a'],
    ['first-strong isolate', '\u2068'],
    ['right-to-left mark', '\u200f'],
    ['Arabic letter mark', '\u061c'],
  ])('refuses the %s control in the message (issue 27, finding 5)', (_, character) => {
    expect(refused('message', `Price ${character}list`)).toMatchObject({
      ok: false,
      field: 'message',
      message: 'Message contains characters that are not allowed.',
    });
  });

  // Issue 51: what the issue 27 list let through, now refused by Unicode's properties.
  it.each([
    ['emoji variation selector', '\ufe0f'],
    ['ideographic variation selector', '\u{e0100}'],
    ['Khmer vowel inherent AQ', '\u17b4'],
    ['Braille pattern blank', '\u2800'],
    ['ideographic space', '\u3000'],
    ['hair space', '\u200a'],
    ['noncharacter U+FDD0', '\ufdd0'],
    ['noncharacter U+FFFF', '\uffff'],
    ['private-use character', '\ue000'],
    ['supplementary private-use character', '\u{f0000}'],
    ['40 stacked combining marks', '\u0301'.repeat(40)],
    ['5 stacked combining marks', '\u0300\u0301\u0302\u0303\u0304'],
  ])('refuses a %s in a single-line field (issue 51)', (_, character) => {
    expect(refused('company', `Rao${character}Farms`)).toMatchObject({
      ok: false,
      field: 'company',
      message: 'Company contains characters that are not allowed.',
    });
    expect(refused('city', `Pu${character}ne`)).toMatchObject({ ok: false, field: 'city' });
  });

  it.each([
    ['tag letter A', '\u{e0041}'],
    ['zero-width space', '\u200b'],
    ['byte-order mark', '\ufeff'],
    ['soft hyphen', '\u00ad'],
    ['Hangul choseong filler', '\u115f'],
    ['Mongolian vowel separator', '\u180e'],
    ['interlinear annotation anchor', '\ufff9'],
    ['noncharacter U+FFFE', '\ufffe'],
    ['private-use character', '\ue000'],
    ['40 stacked combining marks', '\u0301'.repeat(40)],
  ])('refuses a %s in the message (issue 51)', (_, character) => {
    expect(refused('message', `Price ${character}list`)).toMatchObject({
      ok: false,
      field: 'message',
      message: 'Message contains characters that are not allowed.',
    });
  });

  it('keeps what real names and messages carry: no-break spaces, accents, Indic and Hebrew marks, emoji sequences', () => {
    // Vietnamese in NFD (2 marks), Devanagari with a virama, Hebrew with dagesh, vowel and accent (3 marks).
    expect(refused('name', 'Nguye\u0323\u0302n Asha\u00a0Rao नमस्ते שַּׁ')).toMatchObject({ ok: true });
    expect(refused('phone', '+91\u202f98765\u00a043210')).toMatchObject({ ok: true });
    // Emoji presentation (U+FE0F), a keycap, a zero-width joiner sequence, a Hindi half form (ZWJ).
    expect(refused('message', 'Thanks ❤️ 1️⃣ 👩‍🔧 क्‍ष\nBye')).toMatchObject({ ok: true });
  });

  it('tells a line break in a single-line field apart from an invisible character', () => {
    expect(refused('company', 'Rao\nFarms')).toMatchObject({ message: 'Company must be a single line of text.' });
    expect(refused('company', 'Rao\u3164Farms')).toMatchObject({
      message: 'Company contains characters that are not allowed.',
    });
  });

  it('refuses a lone surrogate in the message, but keeps line breaks, emoji and other scripts', () => {
    expect(refused('message', 'Hello \ud800 there')).toMatchObject({ ok: false, field: 'message' });
    expect(refused('message', 'Line one\r\nLine two\tcol 🚰 नमस्ते مرحبا 👩‍🔧')).toMatchObject({ ok: true });
    expect(refused('name', 'Zoë Ñúñez 王芳')).toMatchObject({ ok: true });
  });
});

describe('validateEnquiry', () => {
  it('accepts valid submissions and trims every field', () => {
    const result = validateEnquiry({ ...validQuote, name: '  Asha Rao ', phone: ' 9876543210 ' }, choices);
    expect(result).toEqual({
      ok: true,
      data: { ...validQuote, name: 'Asha Rao', phone: '9876543210', postcode: '' },
    });
    expect(validateEnquiry(validDistributor, choices)).toEqual({
      ok: true,
      data: { ...validDistributor, product: '' },
    });
  });

  it('drops fields the form does not have and unknown keys', () => {
    const result = validateEnquiry({ ...validDistributor, product: 'Submersible pumps', admin: true }, choices);
    expect(result.ok && result.data.product).toBe('');
    expect(result.ok && 'admin' in result.data).toBe(false);
  });

  const rejected: [string, RawEnquiry, string, string][] = [
    ['unknown kind', { ...validQuote, kind: 'job' }, 'kind', 'Unknown enquiry type.'],
    ['phone too short', { ...validQuote, phone: '12345' }, 'phone', enquiryMessages.phone],
    ['phone with a slash inside', { ...validQuote, phone: '98765/43210' }, 'phone', enquiryMessages.phone],
    ['phone as a number', { ...validQuote, phone: 9876543210 }, 'phone', enquiryMessages.phone],
    ['phone missing', { ...validDistributor, phone: undefined }, 'phone', enquiryMessages.phone],
    ['email with a space', { ...validQuote, email: 'asha rao@example.com' }, 'email', enquiryMessages.email],
    ['email without domain dot', { ...validQuote, email: 'asha@example' }, 'email', enquiryMessages.email],
    ['privacy unticked', { ...validQuote, privacy: false }, 'privacy', enquiryMessages.privacy],
    ['privacy as a string', { ...validQuote, privacy: 'on' }, 'privacy', enquiryMessages.privacy],
    ['name empty', { ...validQuote, name: '   ' }, 'name', 'Please fill in the Full Name field.'],
    ['company missing', { ...validDistributor, company: undefined }, 'company', 'Please fill in the Company field.'],
    ['postcode missing', { ...validDistributor, postcode: '' }, 'postcode', 'Please fill in the Postcode field.'],
    [
      'postcode with letters',
      { ...validDistributor, postcode: 'SW1A 1AA' },
      'postcode',
      'Postcode must contain digits only.',
    ],
    [
      'postcode too long',
      { ...validDistributor, postcode: '12345678901' },
      'postcode',
      'Postcode must be at most 10 characters.',
    ],
    ['name too long', { ...validQuote, name: 'x'.repeat(101) }, 'name', 'Full Name must be at most 100 characters.'],
    [
      'message too long',
      { ...validQuote, message: 'x'.repeat(5001) },
      'message',
      'Message must be at most 5000 characters.',
    ],
    [
      'email too long',
      { ...validQuote, email: `${'a'.repeat(250)}@b.co` },
      'email',
      'Email must be at most 254 characters.',
    ],
    [
      'CR/LF in the name',
      { ...validQuote, name: 'Asha\r\nBcc: x@y.z' },
      'name',
      'Full Name must be a single line of text.',
    ],
    ['LF in the city', { ...validQuote, city: 'Coimbatore\nX' }, 'city', 'City must be a single line of text.'],
    [
      'NUL in the message',
      { ...validQuote, message: 'hi\u0000' },
      'message',
      'Message contains characters that are not allowed.',
    ],
    [
      'product not in the list',
      { ...validQuote, product: 'Rockets' },
      'product',
      'Please select a product from the list.',
    ],
    [
      'country not in the list',
      { ...validQuote, country: 'Atlantis' },
      'country',
      'Please select a country from the list.',
    ],
    [
      'distributor country not in the list',
      { ...validDistributor, country: 'india' },
      'country',
      'Please select a country from the list.',
    ],
  ];

  it.each(rejected)('rejects %s', (_, raw, field, message) => {
    expect(validateEnquiry(raw, choices)).toEqual({ ok: false, field, message });
  });

  it('stops at the first failure in SPEC 5 order: phone, then e-mail, then privacy', () => {
    const allBad = { ...validQuote, phone: '1', email: 'x', privacy: false, name: '' };
    expect(validateEnquiry(allBad, choices)).toMatchObject({ field: 'phone' });
    expect(validateEnquiry({ ...allBad, phone: '9876543210' }, choices)).toMatchObject({ field: 'email' });
    expect(validateEnquiry({ ...allBad, phone: '9876543210', email: 'a@b.co' }, choices)).toMatchObject({
      field: 'privacy',
    });
  });

  it('accepts the placeholder (empty) product and country, which are optional', () => {
    expect(validateEnquiry({ ...validQuote, product: '', country: '' }, choices).ok).toBe(true);
    expect(validateEnquiry({ ...validDistributor, country: '' }, choices).ok).toBe(true);
  });

  it('knows every message it can produce', () => {
    const known = knownEnquiryMessages();
    for (const [, , , message] of rejected) expect(known.has(message), message).toBe(true);
    expect(known.has(enquiryMessages.tooManyRequests)).toBe(true);
    expect(known.has('Call 555-0100 to claim your prize')).toBe(false);
  });
});
