import { categoryNameSchema, type CategoryName } from './schemas/catalogue';

/**
 * The URL slug of a catalogue category, as the selector's `category` parameter and the product pages'
 * "Find by duty point" links write it: the catalogue's data, read by the selector and the catalogue
 * alike (neither tool imports the other).
 */

/** URL slug of a category name: 'SUBMERSIBLE PUMPS' → 'submersible-pumps'. */
export function categorySlug(name: CategoryName): string {
  return name.toLowerCase().replace(/\s+/g, '-');
}

/** Category name of a slug, or undefined. */
export function categoryFromSlug(slug: string): CategoryName | undefined {
  return categoryNameSchema.options.find((name) => categorySlug(name) === slug);
}
