'use client';

import { EnquiryForm, type EnquiryFormProps } from './enquiry-form';

/**
 * The quote/contact form (SPEC 3.2): name, phone, email, product, company, city, country, message and
 * the privacy checkbox. Product and country lists come from the server as props.
 */
export function QuoteForm(props: EnquiryFormProps & { products: readonly string[] }) {
  return <EnquiryForm kind="quote" {...props} />;
}
