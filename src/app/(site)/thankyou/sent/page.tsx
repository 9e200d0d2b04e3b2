import { fixedPageMetadata } from '@/config/page-metadata';
import { getContactDetails } from '@/cms/content';
import { ThankYouPage } from '@/features/contact';
import { parseEnquiryReference } from '@/features/enquiries';

export const metadata = fixedPageMetadata('thankYouSent');

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
