import { ResponsiveImage } from '@/components/ui/responsive-image';
import { DownloadIcon } from '@/components/ui/icons';
import type { BrochureCard as BrochureCardData } from '@/content/schemas/resources';

/** One brochure card: 3:4 cover and title; the whole card opens the PDF in a new tab. */
function BrochureCard({ brochure }: { brochure: BrochureCardData }) {
  return (
    <a
      href={brochure.file}
      target="_blank"
      rel="noopener"
      data-testid="brochure-card"
      className="group flex h-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition-shadow hover:shadow-raised"
    >
      <div className="relative aspect-[3/4] bg-water-50">
        <ResponsiveImage
          src={brochure.image}
          alt=""
          fill
          sizes="(min-width: 1280px) 232px, (min-width: 1024px) 22vw, (min-width: 640px) 30vw, 46vw"
          className="object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <span className="text-sm font-semibold text-navy-900 sm:text-base">{brochure.title}</span>
        <span className="mt-auto inline-flex items-center gap-1.5 text-sm font-medium text-water-700">
          <DownloadIcon className="size-4" aria-hidden="true" />
          PDF<span className="sr-only">, opens in a new tab</span>
        </span>
      </div>
    </a>
  );
}

/** Props of {@link BrochureSection}. */
export interface BrochureSectionProps {
  /** Section heading, e.g. 'BROCHURES - 50Hz'. */
  title: string;
  /** Anchor id of the heading. */
  id: string;
  /** Brochures of the section in display order. */
  brochures: readonly BrochureCardData[];
}

/**
 * A Downloads section (SPEC 2.11): the heading and the brochure cards, 2 per row on phones, 3 from
 * 640 px, 4 from 1024 px and 5 from 1280 px.
 */
export function BrochureSection({ title, id, brochures }: BrochureSectionProps) {
  return (
    <section aria-labelledby={id} data-testid="brochure-section" className="scroll-mt-24">
      <div className="mb-6 flex items-baseline justify-between gap-4 border-b border-line pb-3">
        <h2 id={id} className="section-title">
          {title}
        </h2>
        <span className="text-sm text-ink-600">{brochures.length} brochures</span>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4 xl:grid-cols-5">
        {brochures.map((brochure) => (
          <li key={brochure.slug}>
            <BrochureCard brochure={brochure} />
          </li>
        ))}
      </ul>
    </section>
  );
}
