import { CataloguePage, catalogueMetadata } from '@/features/catalogue';
import { UrlDuty } from '@/features/pump-selection';
import { catalogueParams } from '@/content/catalogue-routes';

export const dynamicParams = false;

export function generateStaticParams() {
  return catalogueParams(1);
}

export async function generateMetadata({ params }: PageProps<'/products/[hz]/[category]'>) {
  const { hz, category } = await params;
  return catalogueMetadata(`/products/${hz}/${category}`);
}

/** Category listing, split-case placeholder or one-segment static product page. */
export default async function CategoryRoute({ params }: PageProps<'/products/[hz]/[category]'>) {
  const { hz, category } = await params;
  return <CataloguePage path={`/products/${hz}/${category}`} dutyFromUrl={UrlDuty} />;
}
