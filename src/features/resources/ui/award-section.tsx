import { ResponsiveImage } from '@/components/ui/responsive-image';
import type { TitledImage } from '@/content/schemas/resources';
import { SectionHeading } from '@/components/ui/section-heading';

/**
 * The award picture shown at the top of News and Events and Gallery (SPEC 2.11): the picture in a
 * 16:9 frame (up to 896 px wide) under its title, which heads the section.
 * @param award picture, text alternative and title from the gallery content
 */
export function AwardSection({ award }: { award: TitledImage }) {
  return (
    <section aria-labelledby="award-heading" className="bg-surface-muted py-12 sm:py-16">
      <div className="container-page">
        <div className="mx-auto max-w-4xl">
          <SectionHeading
            id="award-heading"
            eyebrow="Recognition"
            title={award.title}
            titleClassName="mb-8 text-center"
            center
          />
          <div className="relative aspect-video overflow-hidden rounded-card bg-navy-900 shadow-raised">
            <ResponsiveImage
              src={award.src}
              alt={award.alt}
              fill
              sizes="(min-width: 1024px) 896px, 100vw"
              className="object-cover"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
