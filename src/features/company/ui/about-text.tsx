import type { Company } from '@/content/schemas/resources';
import { SectionHeading } from '@/components/ui/section-heading';

/**
 * Company 'About Us' text (SPEC 2.4): the first paragraph as a lead beside the heading, the others
 * in the wider column (stacked below 1024 px).
 */
export function AboutText({ about }: { about: Company['about'] }) {
  const [lead, ...rest] = about.paragraphs;
  return (
    <section aria-labelledby="company-about-heading" className="py-16 sm:py-20 lg:py-24">
      <div className="container-page grid gap-8 lg:grid-cols-12 lg:gap-14">
        <div className="lg:col-span-5">
          <SectionHeading id="company-about-heading" eyebrow="Who we are" title={about.heading} />
          <p className="mt-5 border-l-4 border-accent-500 pl-5 text-lg leading-relaxed sm:text-xl font-medium text-navy-900">
            {lead}
          </p>
        </div>
        <div className="space-y-5 text-[1.05rem] leading-relaxed text-ink-700 lg:col-span-7 lg:pt-10">
          {rest.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </section>
  );
}
