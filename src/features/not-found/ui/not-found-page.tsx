import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { getProductMenu } from '@/content/catalogue-routes';
import { SearchForm } from '@/features/search';

/**
 * Categories offered per frequency: the first of the menu. Few on purpose: the root not-found page
 * travels in every page's RSC payload (it is the layout's not-found boundary), so each link here
 * costs every page a few bytes.
 */
const categoriesPerFrequency = 2;

/**
 * The 404 page (server component): the heading SPEC 2.1 names, then a way on — the site search and
 * the main destinations (the first categories of both frequencies, the tools, downloads, contact).
 * Issues 14 and 15 ask for more than SPEC 2.1's bare heading; the issues win.
 */
export function NotFoundPage() {
  const menu = getProductMenu();
  const links = [
    ...(['50hz', '60hz'] as const).flatMap((hz) =>
      menu[hz]
        .slice(0, categoriesPerFrequency)
        .map((link) => ({ title: `${link.title} (${hz === '50hz' ? '50' : '60'}\u00a0Hz)`, href: link.href })),
    ),
    { title: 'Find your pump', href: paths.pumpSelector },
    { title: 'Size a borewell pump set', href: paths.borewellSizing },
    { title: 'Size a solar pump', href: paths.solarPumpSizing },
    { title: 'Brochures', href: paths.downloads },
    { title: 'Contact sales', href: paths.contact },
  ];
  return (
    <div className="container-page max-w-4xl py-16 lg:py-24">
      <h1 className="text-display font-bold text-navy-900">Page Not Found</h1>
      <p className="mt-3 mb-6 text-lg text-ink-700">
        Search for a product, a model code or a brochure, or start from one of these.
      </p>
      <SearchForm id="not-found-q" />
      <ul className="mt-8 grid gap-2 sm:grid-cols-2" aria-label="Main destinations">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="text-water-700 underline">
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
