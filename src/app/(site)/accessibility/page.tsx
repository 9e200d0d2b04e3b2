import { getContactDetails } from '@/cms/content';
import { AccessibilityPage } from '@/features/accessibility';
import { fixedPageMetadata } from '@/config/page-metadata';

export const metadata = fixedPageMetadata('accessibility');

/** /accessibility: the accessibility statement, linked from the footer. */
export default async function AccessibilityRoute() {
  return <AccessibilityPage contact={await getContactDetails()} />;
}
