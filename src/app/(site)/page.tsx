import { fixedPageMetadata } from '@/config/page-metadata';
import { paths } from '@/config/paths';
import { getCompany } from '@/content/resources';
import { getProductMenu } from '@/content/catalogue-routes';
import { RequestQuoteSection } from '@/features/enquiries/index.server';
import { getBannerEvents, getPublishedPosts } from '@/cms/content';
import { HomePage } from '@/features/home';

export const metadata = fixedPageMetadata('home');

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
