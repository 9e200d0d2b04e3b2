import type { Metadata } from 'next';
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site';
import { getCompany } from '@/content/resources';
import { getProductMenu } from '@/content/catalogue-routes';
import { RequestQuoteSection } from '@/features/enquiries/index.server';
import { getBannerEvents, getPublishedPosts } from '@/cms/content';
import { HomePage } from '@/features/home';

export const metadata: Metadata = {
  title: { absolute: `${siteConfig.name} | Submersible, booster and industrial pumps` },
  description:
    'Kavex Pumps designs and builds submersible pumps and motors, pressure boosting, end suction, split case, vertical turbine and waste-water pumps for 50 Hz and 60 Hz markets in ISO 9001:2015 and ISO 14001 certified facilities.',
  alternates: { canonical: paths.home },
};

/** Home (SPEC 2.3), ending with the shared 'Request Quotes' section. */
export default async function HomeRoute() {
  const productsHref = getProductMenu()['50hz'][0]?.href ?? paths.downloads;
  const { contact } = getCompany();
  const [bannerEvents, posts] = await Promise.all([getBannerEvents(), getPublishedPosts()]);
  return (
    <>
      <HomePage productsHref={productsHref} bannerEvents={bannerEvents} posts={posts} />
      <RequestQuoteSection heading={contact.quoteHeading} intro={contact.quoteText} />
    </>
  );
}
