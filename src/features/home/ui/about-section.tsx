import { ResponsiveImage } from '@/components/ui/responsive-image';
import { Link } from '@/components/ui/link';
import { ChevronRightIcon } from '@/components/ui/icons';
import type { FeatureBlock, Home } from '@/content/schemas/resources';
import { SectionHeading } from '@/components/ui/section-heading';

function FeatureCard({ block }: { block: FeatureBlock }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-card border border-line bg-white shadow-card">
      <div className="relative aspect-[4/3] bg-water-50">
        <ResponsiveImage
          src={block.image}
          alt={block.alt}
          fill
          sizes="(min-width: 1280px) 360px, (min-width: 640px) 45vw, 100vw"
          className="object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col border-t-4 border-water-600 p-5 sm:p-6">
        <h3 className="text-lg font-bold text-navy-900 sm:text-xl">{block.title}</h3>
        <p className="mt-2 leading-relaxed text-ink-700">{block.text}</p>
      </div>
    </article>
  );
}

/**
 * Home 'About Us' (SPEC 2.3): the company introduction with a link to the company page, beside the
 * borehole solutions and customised industrial pumping blocks (stacked on phones, side by side from 640 px).
 */
export function AboutSection({ about }: { about: Home['about'] }) {
  return (
    <section aria-labelledby="about-heading" className="content-deferred-520 bg-surface-muted py-16 sm:py-20 lg:py-24">
      <div className="container-page grid gap-10 lg:grid-cols-12 lg:gap-12">
        <div className="lg:col-span-5 lg:pt-4">
          <SectionHeading id="about-heading" eyebrow="Who we are" title={about.heading} />
          <div className="mt-5 space-y-4 text-lg leading-relaxed text-ink-700">
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <Link href={about.link.href} className="btn-secondary mt-8">
            {about.link.label}
            <ChevronRightIcon className="size-4" />
          </Link>
        </div>
        <div className="grid gap-5 sm:grid-cols-2 lg:col-span-7">
          <FeatureCard block={about.borehole} />
          <FeatureCard block={about.industrial} />
        </div>
      </div>
    </section>
  );
}
