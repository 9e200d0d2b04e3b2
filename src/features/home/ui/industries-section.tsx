import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import type { Home, IndustrySlug } from '@/content/schemas/resources';
import { HeadedSection } from '@/components/ui/headed-section';

/** The tool a tile leads to, by industry: solar pumping has its own sizing. */
const industryTools: Partial<Record<IndustrySlug, { href: string; label: string }>> = {
  'solar-pumps': { href: paths.solarPumpSizing, label: 'Size a solar pump' },
};

/**
 * 'Industries We Serve' (SPEC 2.3): the six industry tiles in content (SPEC) order, each a picture
 * with the industry's name and, from 768 px, its one-line description. Two tiles per row on phones,
 * three from 1024 px.
 */
export function IndustriesSection({ industries }: { industries: Home['industries'] }) {
  return (
    <HeadedSection
      id="industries-heading"
      eyebrow="Applications"
      title={industries.heading}
      className="content-deferred-240"
    >
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3" data-testid="industry-tiles">
        {industries.items.map((industry, i) => (
          <li
            key={industry.slug}
            className="group relative isolate flex aspect-[4/5] flex-col justify-end overflow-hidden rounded-card bg-navy-900 shadow-card sm:aspect-[4/3]"
          >
            <ResponsiveImage
              src={industry.image}
              alt=""
              fill
              sizes="(min-width: 1280px) 400px, (min-width: 1024px) 32vw, 50vw"
              className="-z-20 object-cover transition-transform duration-500 ease-(--ease-out-soft) group-hover:scale-[1.04]"
            />
            <div
              aria-hidden="true"
              className="absolute inset-0 -z-10 bg-gradient-to-t from-navy-950/95 via-navy-950/45 to-transparent"
            />
            <div className="p-3.5 sm:p-6">
              <span aria-hidden="true" className="text-xs font-semibold tracking-[0.14em] text-water-100/80">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3 className="mt-1 text-base leading-snug font-bold text-white sm:text-xl">{industry.name}</h3>
              <p className="mt-2 hidden max-w-sm text-sm leading-relaxed text-navy-100 md:block">{industry.text}</p>
              {industryTools[industry.slug] && (
                <Link
                  href={industryTools[industry.slug]!.href}
                  className="mt-2 inline-block text-sm font-semibold text-white underline decoration-water-100/60 underline-offset-4 hover:decoration-white"
                >
                  {industryTools[industry.slug]!.label} →
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
