import { CataloguePage, catalogueMetadata } from '@/features/catalogue';
import { UrlDuty } from '@/features/pump-selection';
import { catalogueParams } from '@/content/catalogue-routes';

export const dynamicParams = false;

export function generateStaticParams() {
  return catalogueParams(2);
}

export async function generateMetadata({ params }: PageProps<'/products/[hz]/[category]/[slug]'>) {
  const { hz, category, slug } = await params;
  return catalogueMetadata(`/products/${hz}/${category}/${slug}`);
}

/** Product detail page or two-segment static product page (pipes, cables, horizontal split case). */
export default async function ProductRoute({ params }: PageProps<'/products/[hz]/[category]/[slug]'>) {
  const { hz, category, slug } = await params;
  return <CataloguePage path={`/products/${hz}/${category}/${slug}`} dutyFromUrl={UrlDuty} />;
}
