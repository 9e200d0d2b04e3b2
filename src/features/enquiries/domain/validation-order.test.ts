import { describe, expect, it } from 'vitest';
import { enquirySchema, validateEnquiry, type RawEnquiry } from './validation';

/**
 * The order of the schema's checks beyond SPEC 5's three (issue 47): zod runs a form's fields in its
 * shape's order and a field's checks in turn, and the first issue is the answer a visitor sees.
 */

const choices = { products: ['Submersible pumps'], countries: ['India', 'Kenya'] };

const quote = {
  kind: 'quote',
  name: 'Asha Rao',
  phone: '9876543210',
  email: 'asha@example.com',
  company: 'Rao Farms',
  city: 'Coimbatore',
  message: 'Need a 4 inch pump.',
  privacy: true,
} satisfies RawEnquiry;

const distributor = {
  ...quote,
  kind: 'distributor',
  postcode: '641001',
} satisfies RawEnquiry;

// Ten digits pass SPEC 5.1 once the separators are gone, but typed this way they are 28 characters.
const spacedPhone = '9 8 7 6 5 4 3 2 1 0 . . . . ';
const longEmail = `${'a'.repeat(250)}@b.co`;

describe('the enquiry schema after SPEC 5', () => {
  it('checks the fields in each form’s order: phone before e-mail in the quote form, e-mail first in the distributor form', () => {
    expect(validateEnquiry({ ...quote, phone: spacedPhone, email: longEmail }, choices)).toEqual({
      ok: false,
      field: 'phone',
      message: 'Phone must be at most 20 characters.',
    });
    expect(validateEnquiry({ ...distributor, phone: spacedPhone, email: longEmail }, choices)).toEqual({
      ok: false,
      field: 'email',
      message: 'Email must be at most 254 characters.',
    });
  });

  it('answers with a field’s first failed check: length before line breaks, line breaks before invisible characters', () => {
    expect(validateEnquiry({ ...quote, company: `Rao\n${'x'.repeat(150)}` }, choices)).toMatchObject({
      message: 'Company must be at most 150 characters.',
    });
    expect(validateEnquiry({ ...quote, company: 'Rao\u200b\nFarms' }, choices)).toMatchObject({
      message: 'Company must be a single line of text.',
    });
  });

  it('lets an optional select left on its placeholder (or only spaces) through, and checks it once chosen', () => {
    expect(validateEnquiry({ ...quote, product: '  ', country: '' }, choices)).toMatchObject({ ok: true });
    expect(validateEnquiry({ ...quote, country: 'Kenya ' }, choices)).toMatchObject({
      ok: true,
      data: { country: 'Kenya' },
    });
    expect(validateEnquiry({ ...quote, product: 'Rockets', country: 'Atlantis' }, choices)).toMatchObject({
      field: 'product',
    });
  });

  it('gives the server and the form one output: the enquiry with every text field trimmed and nothing else', () => {
    const parsed = enquirySchema(choices).parse({ ...distributor, name: ' Asha Rao ', website: '', returnTo: '/' });
    expect(parsed).toEqual({
      kind: 'distributor',
      privacy: true,
      name: 'Asha Rao',
      phone: '9876543210',
      email: 'asha@example.com',
      product: '',
      company: 'Rao Farms',
      city: 'Coimbatore',
      postcode: '641001',
      country: '',
      message: 'Need a 4 inch pump.',
    });
  });
});
