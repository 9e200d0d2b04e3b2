/**
 * The two enquiry forms as data (SPEC 3.2 and 5): which fields each kind has, in form order, which are
 * required, their labels and length limits. Shared by the browser (form rendering, `maxLength`) and the
 * server (validation, storage, e-mail), so it must not import anything server-only.
 */

/** Kinds of enquiry: the quote/contact form and the distributor form. */
export const enquiryKinds = ['quote', 'distributor'] as const;
export type EnquiryKind = (typeof enquiryKinds)[number];

/** Text fields of either form (the privacy checkbox is separate because it is a boolean). */
export const textFieldNames = [
  'name',
  'phone',
  'email',
  'product',
  'company',
  'city',
  'postcode',
  'country',
  'message',
] as const;
export type TextFieldName = (typeof textFieldNames)[number];

/** Any field a validation failure can point at. */
export type EnquiryFieldName = TextFieldName | 'privacy' | 'kind';

/** Text fields of each form in the order the form shows them (SPEC 3.2). */
export const formFields = {
  quote: ['name', 'phone', 'email', 'product', 'company', 'city', 'country', 'message'],
  distributor: ['name', 'email', 'phone', 'company', 'city', 'postcode', 'country', 'message'],
} as const satisfies Record<EnquiryKind, readonly TextFieldName[]>;

/** Fields with the browser `required` attribute (SPEC 5); the product and country selects are optional. */
export const requiredFields = {
  quote: ['name', 'phone', 'email', 'company', 'city', 'message'],
  distributor: ['name', 'email', 'phone', 'company', 'city', 'postcode', 'message'],
} as const satisfies Record<EnquiryKind, readonly TextFieldName[]>;

/** What each kind of enquiry is called in the sales team's e-mail and on the thank-you page. */
export const enquiryKindTitles: Record<EnquiryKind, string> = {
  quote: 'Quote request',
  distributor: 'Distributor enquiry',
};

/** Visible label of each field. */
export const fieldLabels: Record<TextFieldName, string> = {
  name: 'Full Name',
  phone: 'Phone',
  email: 'Email',
  product: 'Product',
  company: 'Company',
  city: 'City',
  postcode: 'Postcode',
  country: 'Country',
  message: 'Message',
};

/** Maximum length of each field in UTF-16 code units (the unit of `maxLength` and `String.length`). */
export const fieldMaxLengths: Record<TextFieldName, number> = {
  name: 100,
  phone: 20,
  email: 254,
  product: 100,
  company: 150,
  city: 100,
  postcode: 10,
  country: 100,
  message: 5000,
};

/** Name of the honeypot field: invisible to people, tempting to bots. Filled means spam. */
export const honeypotField = 'website';

/** Messages shown to visitors (SPEC 8). */
export const enquiryMessages = {
  phone: 'Phone number must be 10 digits.',
  email: 'Please enter a valid email address.',
  privacy: 'Please check the privacy policy checkbox.',
  success: 'Your request is in! We will get back to you soon. Thank you!',
  genericError: 'An error occurred. Please try again.',
  tooManyRequests: 'Too Many Requests',
} as const;

/** Whether `value` names an enquiry kind. */
export function isEnquiryKind(value: unknown): value is EnquiryKind {
  return typeof value === 'string' && (enquiryKinds as readonly string[]).includes(value);
}
