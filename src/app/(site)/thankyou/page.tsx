import type { Metadata } from 'next';
import { paths } from '@/config/paths';
import { getContactDetails } from '@/cms/content';
import { ThankYouPage } from '@/features/contact';

export const metadata: Metadata = {
  title: 'Thank You',
  description: 'Your message has reached Kavex Pumps. Our team will review your inquiry and get back to you shortly.',
  alternates: { canonical: paths.thankYou },
  // Only reached after sending a form: keep it out of search results.
  robots: { index: false },
};

/** /thankyou (SPEC 2.12), where the forms send the visitor 2 s after a successful submission. */
export default async function ThankYouRoute() {
  return <ThankYouPage contact={await getContactDetails()} />;
}
