import { describe, expect, it } from 'vitest';
import { clientAddress, normaliseAddress, rateLimitKey } from '@/lib/http/client-address';
import { neutraliseFormulas, toCsv } from './csv';
import { composeEnquiryEmail, type EnquiryRecord } from './email';
import { formatProductOption, productOptions } from './options';
import { enquiryErrorAnchor, returnLocation, safeReturnPath } from './return-path';
import { knownEnquiryMessages } from './validation-messages';
import { noSetPartColumns } from '../../../../tests/support/enquiries';

describe('product options (SPEC 5)', () => {
  it('formats a category: trimmed, first letter upper case, rest lower case', () => {
    expect(formatProductOption('  SUBMERSIBLE PUMPS ')).toBe('Submersible pumps');
    expect(formatProductOption('uPVC PIPES')).toBe('Upvc pipes');
  });

  it('keeps the distinct 50 Hz categories in order of first appearance', () => {
    expect(
      productOptions([
        { hz: '50hz', category: 'SUBMERSIBLE PUMPS' },
        { hz: '60hz', category: 'CONTROL PANEL' },
        { hz: '50hz', category: 'END SUCTION PUMP' },
        { hz: '50hz', category: 'SUBMERSIBLE PUMPS ' },
      ]),
    ).toEqual(['Submersible pumps', 'End suction pump']);
  });
});

describe('clientAddress (the start script appends the TCP peer address as the last entry)', () => {
  const headers = (xff?: string) => new Headers(xff ? { 'x-forwarded-for': xff } : {});
  it.each([
    [undefined, 0, 'unknown'],
    ['203.0.113.7', 0, '203.0.113.7'],
    ['::ffff:203.0.113.7', 0, '203.0.113.7'],
    ['[2001:db8::1]', 0, '2001:db8::1'],
    ['198.51.100.9, 203.0.113.7', 0, '203.0.113.7'],
    ['spoofed, 203.0.113.7, 10.0.0.2', 1, '203.0.113.7'],
    ['spoofed, 203.0.113.7, 10.0.0.3, 10.0.0.2', 2, '203.0.113.7'],
    ['203.0.113.7', 3, '203.0.113.7'],
    ['not-an-address', 0, 'unknown'],
    ['203.0.113.7, <script>', 0, 'unknown'],
    [`${'9'.repeat(600)}.1.1.1`, 0, 'unknown'],
  ])('X-Forwarded-For %j with %i trusted proxies -> %s', (xff, hops, expected) => {
    expect(clientAddress(headers(xff), hops)).toBe(expected);
  });

  it('keys IPv6 clients by their /64 and never passes a raw string through', () => {
    expect(rateLimitKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKey(normaliseAddress('2001:0db8:0001:0002:0:0:0:1'))).toBe('2001:db8:1:2::/64');
    expect(rateLimitKey('::1')).toBe('::/64');
    expect(rateLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('unknown')).toBe('unknown');
    expect(normaliseAddress('x'.repeat(300))).toBe('unknown');
  });
});

describe('return path after a form post without JavaScript', () => {
  it.each([
    ['/contact-us', 'quote', '/contact-us'],
    ['/dealers#contact', 'distributor', '/dealers#contact'],
    ['/about-us?x=1#request-quote', 'quote', '/about-us#request-quote'],
    ['https://evil.example/', 'quote', '/contact-us'],
    ['//evil.example/', 'quote', '/contact-us'],
    ['/\\evil.example', 'distributor', '/dealers#contact'],
    ['javascript:alert(1)', 'quote', '/contact-us'],
    [undefined, 'distributor', '/dealers#contact'],
  ] as const)('%j (%s) -> %s', (returnTo, kind, expected) => {
    expect(safeReturnPath(returnTo, kind)).toBe(expected);
  });

  it('points back at the prerendered copy of the message, never carrying its text', () => {
    expect(returnLocation('/dealers#contact', 'distributor', 'Phone number must be 10 digits.')).toBe(
      '/dealers#enquiry-error-distributor-phone-number-must-be-10-digits',
    );
    expect(returnLocation('/contact-us', 'quote', 'Too Many Requests')).toBe(
      '/contact-us#enquiry-error-quote-too-many-requests',
    );
    const anchors = [...knownEnquiryMessages()].map((m) => enquiryErrorAnchor('quote', m));
    expect(new Set(anchors).size).toBe(anchors.length);
  });
});

describe('composeEnquiryEmail', () => {
  const record: EnquiryRecord = {
    id: '3f2a9c1e-5b7d-4e21-9a0c-1d2e3f405162',
    kind: 'distributor',
    status: 'received',
    name: 'John Mwangi',
    phone: '9876543210',
    email: 'john@visitor.example',
    product: '',
    company: '',
    city: 'Nairobi',
    postcode: '00100',
    country: 'Kenya',
    message: 'Line 1\nLine 2',
    privacy_accepted: 1,
    client_address: null,
    user_agent: null,
    page: '/dealers',
    created_at: '2025-01-02T03:04:05.000Z',
    model: null,
    flow_m3h: null,
    head_m: null,
    frequency_hz: null,
    ...noSetPartColumns,
  };

  it('writes a plain-text e-mail with the distributor fields, the visitor as Reply-To only', () => {
    const mail = composeEnquiryEmail(record, {
      to: 'sales@kavex.example',
      from: 'Site <no-reply@kavex.example>',
      siteUrl: 'http://localhost:3000',
    });
    expect(mail).toMatchObject({
      messageId: '<enquiry-3f2a9c1e-5b7d-4e21-9a0c-1d2e3f405162@localhost>',
      to: 'sales@kavex.example',
      from: 'Site <no-reply@kavex.example>',
      replyTo: { name: 'John Mwangi', address: 'john@visitor.example' },
      subject: 'Distributor enquiry: John Mwangi',
      date: new Date('2025-01-02T03:04:05.000Z'),
    });
    expect(mail.text).toContain('Postcode: 00100\r\nCountry: Kenya\r\n');
    expect(mail.text).toContain('Company: -\r\n');
    expect(mail.text).not.toContain('Product:');
    expect(mail.text).toContain('Message:\r\nLine 1\r\nLine 2\r\n');
    // The visitor's reference on their thank-you page, so the sales team can match a call to the e-mail.
    expect(mail.text).toContain('Reference: KX-3F2A-9C1E');
    expect(mail.templateParams).toMatchObject({
      postcode: '00100',
      kind: 'Distributor enquiry',
      enquiry_id: '3f2a9c1e-5b7d-4e21-9a0c-1d2e3f405162',
      reference: 'KX-3F2A-9C1E',
    });
    expect(mail.templateParams).not.toHaveProperty('product');
  });

  it('ends every line of the body in CRLF, whatever line ends the visitor typed (issue 11, defect 8)', () => {
    const mail = composeEnquiryEmail(
      { ...record, message: 'bare CR\rbare LF\nCRLF\r\nend' },
      { to: 'sales@kavex.example', from: 'no-reply@kavex.example', siteUrl: 'http://localhost:3000' },
    );
    expect(mail.text).toContain('bare CR\r\nbare LF\r\nCRLF\r\nend');
    expect(mail.text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });
});

describe('CSV export (OWASP CSV injection; issue 11, defect 6)', () => {
  /** The one cell of a one-column export, unquoted as a spreadsheet reads it. */
  const cell = (value: string | number | null) => toCsv([{ header: 'h', value: () => value }], [0]).split('\r\n')[1]!;
  it.each([
    ['plain', '"plain"'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line 1\nline 2', '"line 1\nline 2"'],
    ['=HYPERLINK("http://evil")', '"\'=HYPERLINK(""http://evil"")"'],
    ['@SUM(A1)', '"\'@SUM(A1)"'],
    ['+919876543210', '"+919876543210"'],
    ['+91 98765 43210', '"+91 98765 43210"'],
    ['-5', '"-5"'],
    ['+cmd|calc', '"\'+cmd|calc"'],
    ['Pune;=1+1', '"Pune;\'=1+1"'],
    ['Pune,=1+1', '"Pune,\'=1+1"'],
    ['Pune\t@SUM(A1)', '"Pune\t\'@SUM(A1)"'],
    ['Ring me; +91 98765 43210', '"Ring me; +91 98765 43210"'],
    [null, '""'],
    [3, '"3"'],
  ])('%j -> %s', (value, expected) => {
    expect(cell(value)).toBe(expected);
    expect(neutraliseFormulas(String(value ?? ''))).not.toMatch(/(^|[,;\t|])\s*[=@]/);
  });

  it('writes controls and invisible characters as code points, keeping line breaks (issue 27, finding 5)', () => {
    expect(cell('Hi\u009b31m\nthere\u202e')).toBe('"Hi<U+009B>31m\nthere<U+202E>"');
    expect(cell('\rHIDDEN')).toBe('"<U+000D>HIDDEN"');
  });

  it('quotes every cell and ends every row with CRLF', () => {
    const csv = toCsv(
      [
        { header: 'name', value: (r: { name: string; n: number }) => r.name },
        { header: 'n', value: (r) => r.n },
      ],
      [{ name: 'Rao, Asha', n: 1 }],
    );
    expect(csv).toBe('"name","n"\r\n"Rao, Asha","1"\r\n');
  });
});
