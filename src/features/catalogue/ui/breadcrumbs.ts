import type { Crumb } from '@/components/ui/breadcrumb';
import { paths } from '@/config/paths';
import type { CatalogueRoute } from '@/content/catalogue-routes';
import { categoryPath, frequencyLabel } from '@/content/catalogue-routes';

/**
 * Breadcrumb of a catalogue route (SPEC 2.8, 2.9): Home > 50 HZ > category [> title].
 * The frequency step has no page of its own, so it is plain text.
 */
export function catalogueBreadcrumb(route: CatalogueRoute): Crumb[] {
  const trail: Crumb[] = [{ label: 'Home', href: paths.home }, { label: frequencyLabel(route.hz) }];
  if (route.kind === 'listing' || route.kind === 'placeholder') return [...trail, { label: route.category.title }];
  if (route.kind === 'static' && route.category.kind === 'static') return [...trail, { label: route.title }];
  return [...trail, { label: route.category.title, href: categoryPath(route.category) }, { label: route.title }];
}
