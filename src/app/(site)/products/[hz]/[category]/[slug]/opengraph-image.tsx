import { notFound } from 'next/navigation';
import { siteConfig } from '@/config/site';
import { catalogueParams, findCatalogueRoute } from '@/content/catalogue-routes';
import { catalogueShareCard } from '@/features/catalogue';
import { renderShareImage, shareImageContentType, shareImageSize } from '@/features/seo';

export const alt = `${siteConfig.name} product: title, series, key figures and picture`;
export const size = shareImageSize;
export const contentType = shareImageContentType;

// One image per page of the route, rendered at build time; any other path is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return catalogueParams(2);
}

/** Share image of a product detail page or two-segment static product page (generated at build). */
export default async function Image({ params }: { params: Promise<{ hz: string; category: string; slug: string }> }) {
  const { hz, category, slug } = await params;
  const route = findCatalogueRoute(`/products/${hz}/${category}/${slug}`);
  if (!route) notFound();
  return renderShareImage(catalogueShareCard(route));
}
