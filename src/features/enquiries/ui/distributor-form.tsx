'use client';

import { EnquiryForm, type EnquiryFormProps } from './enquiry-form';

/**
 * The distributor form (SPEC 3.2): name, email, phone, company, city, postcode, country, message and the
 * privacy checkbox; phone and postcode are numeric inputs (SPEC 5).
 */
export function DistributorForm(props: Omit<EnquiryFormProps, 'products'>) {
  return <EnquiryForm kind="distributor" {...props} />;
}
