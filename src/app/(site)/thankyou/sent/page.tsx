import type { Metadata } from 'next';
import { paths } from '@/config/paths';
import { getContactDetails } from '@/cms/content';
import { ThankYouPage } from '@/features/contact';
import { parseEnquiryReference } from '@/features/enquiries';

export const metadata: Metadata = {
  title: 'Thank You',
  description: 'Your message has reached Kavex Pumps. Our team will review your inquiry and get back to you shortly.',
  alternates: { canonical: paths.thankYou },
  robots: { index: false },
};

/**
 * The thank-you page with the enquiry's reference, rendered per request: the proxy rewrites
 * `/thankyou?ref=KX-…` here (`queryRenderedRoute`), so `/thankyou` itself stays prerendered. A
 * reference of another shape is not shown.
 */
export default async function ThankYouSentRoute({ searchParams }: PageProps<'/thankyou/sent'>) {
  const { ref } = await searchParams;
  return (
    <ThankYouPage
      contact={await getContactDetails()}
      reference={parseEnquiryReference(typeof ref === 'string' ? ref : null)}
    />
  );
}
