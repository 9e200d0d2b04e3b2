import { fixedPageMetadata } from '@/config/page-metadata';
import { getCompanyCounters } from '@/cms/content';
import { CompanyPage } from '@/features/company';

export const metadata = fixedPageMetadata('company');

/** Company page (SPEC 2.4), with the company figures of the back office. */
export default async function CompanyRoute() {
  return <CompanyPage counters={await getCompanyCounters()} />;
}
