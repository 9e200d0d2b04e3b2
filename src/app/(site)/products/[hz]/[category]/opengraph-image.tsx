import { notFound } from 'next/navigation';
import { siteConfig } from '@/config/site';
import { catalogueParams, findCatalogueRoute } from '@/content/catalogue-routes';
import { catalogueShareCard } from '@/features/catalogue';
import { renderShareImage, shareImageContentType, shareImageSize } from '@/features/seo';

export const alt = `${siteConfig.name} product range: category, frequency and picture`;
export const size = shareImageSize;
export const contentType = shareImageContentType;

// One image per page of the route, rendered at build time; any other path is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return catalogueParams(1);
}

/** Share image of a category listing or one-segment static product page (generated at build). */
export default async function Image({ params }: { params: Promise<{ hz: string; category: string }> }) {
  const { hz, category } = await params;
  const route = findCatalogueRoute(`/products/${hz}/${category}`);
  if (!route) notFound();
  return renderShareImage(catalogueShareCard(route));
}
