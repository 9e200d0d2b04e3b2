import Link from 'next/link';
import { paths } from '@/config/paths';
import { getProductMenu } from '@/content/catalogue-routes';
import { SearchForm } from '@/features/search';

/**
 * Categories listed per frequency: the first of the menu. Kept short because the root not-found
 * page travels in every page's RSC payload (it is the layout's not-found boundary).
 */
const mainCategoriesPerFrequency = 4;

/** Where a lost visitor most often wants to go, besides the product ranges. */
const destinations = [
  { title: 'Find your pump by flow and head', href: paths.pumpSelector },
  { title: 'Size a borewell pump set', href: paths.borewellSizing },
  { title: 'Brochures and downloads', href: paths.downloads },
  { title: 'Contact sales', href: paths.contact },
] as const;

/**
 * The 404 page (server component): the heading SPEC 2.1 names, then a way on — the site search, the
 * main categories of both frequencies (from the catalogue) and the tools and contact (issue 14 and
 * the presentation issue ask for more than SPEC 2.1's bare heading; the issues win).
 */
export function NotFoundPage() {
  const menu = getProductMenu();
  return (
    <div className="container-page max-w-5xl py-16 lg:py-24">
      <h1 className="text-display font-bold text-navy-900">Page Not Found</h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-700">
        The page may have moved. Search for a product, a model code or a brochure, or start from one of these.
      </p>
      <div className="mt-8 max-w-2xl">
        <SearchForm id="not-found-q" />
      </div>
      <div className="mt-12 grid gap-10 md:grid-cols-3">
        {(['50hz', '60hz'] as const).map((hz) => (
          <section key={hz} aria-labelledby={`not-found-${hz}`}>
            <h2 id={`not-found-${hz}`} className="text-lg font-bold text-navy-900">
              {hz === '50hz' ? '50 Hz' : '60 Hz'} range
            </h2>
            <ul className="mt-3 grid gap-1.5">
              {menu[hz].slice(0, mainCategoriesPerFrequency).map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="text-water-700 hover:underline">
                    {link.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="not-found-tools">
          <h2 id="not-found-tools" className="text-lg font-bold text-navy-900">
            Tools and contact
          </h2>
          <ul className="mt-3 grid gap-1.5">
            {destinations.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="text-water-700 hover:underline">
                  {link.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
