import { Link } from '@/components/ui/link';
import { breadcrumbListJsonLd, JsonLd } from '@/lib/react/json-ld';
import { siteUrl } from '@/lib/http/site-url';
import { ChevronRightIcon } from './icons';

/** One breadcrumb step; the last step is the current page, a middle step without `href` is plain text. */
export interface Crumb {
  label: string;
  href?: string;
}

/**
 * Breadcrumb trail (SPEC 2.4–2.9), e.g. Home > 50 HZ > Submersible Pumps > title, followed by the
 * same trail as schema.org BreadcrumbList JSON-LD, so every page with a breadcrumb describes it to
 * search engines. Pass `structuredData={false}` for a second trail on the same page.
 */
export function Breadcrumb({
  items,
  tone = 'dark',
  structuredData = true,
}: {
  items: Crumb[];
  tone?: 'dark' | 'light';
  structuredData?: boolean;
}) {
  const linkTone = tone === 'light' ? 'text-white/85 hover:text-white' : 'text-water-700 hover:text-water-600';
  const currentTone = tone === 'light' ? 'text-white' : 'text-ink-700';
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm">
        {items.map((item, i) => (
          <li key={`${item.label}-${i}`} className="flex items-center gap-1.5">
            {i > 0 ? (
              <ChevronRightIcon className={`size-3.5 ${tone === 'light' ? 'text-white/70' : 'text-ink-500'}`} />
            ) : null}
            {item.href ? (
              <Link href={item.href} className={`${linkTone} underline-offset-4 hover:underline`}>
                {item.label}
              </Link>
            ) : i === items.length - 1 ? (
              <span aria-current="page" className={`font-medium ${currentTone}`}>
                {item.label}
              </span>
            ) : (
              <span className={currentTone}>{item.label}</span>
            )}
          </li>
        ))}
      </ol>
      {structuredData ? <JsonLd data={breadcrumbListJsonLd(items, siteUrl())} /> : null}
    </nav>
  );
}
