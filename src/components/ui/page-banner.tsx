import { keepUnitsTogether } from '@/lib/quantities/no-break';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import type { ReactNode } from 'react';

/** Props of {@link PageBanner}. */
export interface PageBannerProps {
  /** Banner heading (the page's h1). */
  title: string;
  /** Background image path under public/ (1920×480 or larger). */
  image: string;
  /** Optional line above the title, e.g. the series or frequency. */
  eyebrow?: ReactNode;
  /** Breadcrumb or other content under the title. */
  children?: ReactNode;
  /** `page` = 280–340 px (catalogue, company), `resource` = 450 px (SPEC 2.11 resource hero). */
  size?: 'page' | 'resource';
}

/**
 * Full-width banner with a darkened background picture and the page heading. The picture is
 * decorative (empty alt); the heading carries the meaning.
 */
export function PageBanner({ title, image, eyebrow, children, size = 'page' }: PageBannerProps) {
  return (
    <section
      className={`relative isolate flex items-end overflow-hidden bg-navy-900 ${size === 'resource' ? 'h-(--height-resource-hero)' : 'min-h-70 sm:min-h-85'}`}
    >
      <ResponsiveImage src={image} alt="" fill priority sizes="100vw" className="-z-10 object-cover" />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-navy-950/90 via-navy-900/70 to-navy-900/20" />
      <div className="container-page py-10 sm:py-12">
        {eyebrow ? (
          <p className="mb-2 text-sm font-semibold tracking-[0.14em] text-water-100 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="max-w-3xl text-display font-bold text-white">{keepUnitsTogether(title)}</h1>
        {children ? <div className="mt-4">{children}</div> : null}
      </div>
    </section>
  );
}
