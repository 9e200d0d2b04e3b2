import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';

/**
 * A page section as the landing pages set it: the section, named by its heading, 64 px top and
 * bottom (80 from 640 px, 96 from 1024 px), the page container inside, the heading in a block up to
 * 672 px wide with 40 px below it, then the section's content.
 * @param id the heading's id, which the section's `aria-labelledby` names
 * @param eyebrow the line above the title
 * @param title the section title
 * @param intro what stands under the title in the heading block (a lead paragraph)
 * @param center centres the heading block and its text
 * @param className the section's classes beside its spacing (background, deferred rendering)
 * @param children the section's content under the heading
 */
export function HeadedSection({
  id,
  eyebrow,
  title,
  intro,
  center = false,
  className,
  children,
}: {
  id: string;
  eyebrow: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  center?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={className ? `${className} py-16 sm:py-20 lg:py-24` : 'py-16 sm:py-20 lg:py-24'}
    >
      <div className="container-page">
        <div className={center ? 'mx-auto mb-10 max-w-2xl text-center' : 'mb-10 max-w-2xl'}>
          <SectionHeading id={id} eyebrow={eyebrow} title={title} />
          {intro}
        </div>
        {children}
      </div>
    </section>
  );
}
