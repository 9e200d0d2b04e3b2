import type { Crumb } from '@/components/ui/breadcrumb';
import { paths } from '@/config/paths';

/**
 * Background of the 450 px resource heroes (SPEC 2.11): the dark brochure motif that
 * scripts/images/targets.ts always generates (it is not referenced from content, so the image
 * generator keeps it in its fixed list). The owner replaces it by dropping a file of that name.
 */
export const resourceBanner = '/images/pages/resources-banner.webp';

/** Breadcrumb of a resource page: Home > Resources > page. 'Resources' has no page of its own, so it is plain text. */
export function resourceBreadcrumb(label: string): Crumb[] {
  return [{ label: 'Home', href: paths.home }, { label: 'Resources' }, { label }];
}
