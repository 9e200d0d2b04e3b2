import type { Metadata } from 'next';
import { getContactDetails } from '@/cms/content';
import { AccessibilityPage } from '@/features/accessibility';
import { paths } from '@/config/paths';

export const metadata: Metadata = {
  title: 'Accessibility',
  description:
    'How Kavex Pumps makes this website usable for everyone: the WCAG 2.2 AA standard we build to, how every page is tested, known limitations and how to report a barrier.',
  alternates: { canonical: paths.accessibility },
};

/** /accessibility: the accessibility statement, linked from the footer. */
export default async function AccessibilityRoute() {
  return <AccessibilityPage contact={await getContactDetails()} />;
}
