import type { ReactNode } from 'react';

/**
 * A section's heading as the site sets it: a small eyebrow line ('Who we are') over the section
 * title, an `h2` the section's `aria-labelledby` names by its id.
 * @param id the title's id (absent when the section is labelled otherwise)
 * @param eyebrow the line above the title
 * @param title the title
 * @param titleClassName the title's classes beside `section-title` (its margin, its alignment)
 * @param center centres the eyebrow too
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  titleClassName,
  center = false,
}: {
  id?: string;
  eyebrow: ReactNode;
  title: ReactNode;
  titleClassName?: string;
  center?: boolean;
}) {
  return (
    <>
      <p className={center ? 'eyebrow mb-2 text-center' : 'eyebrow mb-2'}>{eyebrow}</p>
      <h2 id={id} className={titleClassName ? `section-title ${titleClassName}` : 'section-title'}>
        {title}
      </h2>
    </>
  );
}
