import { fixedPageMetadata } from '@/config/page-metadata';
import { getContactDetails } from '@/cms/content';
import { ThankYouPage } from '@/features/contact';

export const metadata = fixedPageMetadata('thankYou');

/** /thankyou (SPEC 2.12), where the forms send the visitor 2 s after a successful submission. */
export default async function ThankYouRoute() {
  return <ThankYouPage contact={await getContactDetails()} />;
}
