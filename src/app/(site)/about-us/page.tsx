import type { Metadata } from 'next';
import { paths } from '@/config/paths';
import { getCompanyCounters } from '@/cms/content';
import { CompanyPage } from '@/features/company';

export const metadata: Metadata = {
  title: 'Company',
  description:
    'About Kavex Pumps: fifteen years of pump engineering in Coimbatore, India, our vision and mission, the company in figures, and our CE, ISO and NSF certifications.',
  alternates: { canonical: paths.company },
};

/** Company page (SPEC 2.4), with the company figures of the back office. */
export default async function CompanyRoute() {
  return <CompanyPage counters={await getCompanyCounters()} />;
}
