import { ResponsiveImage } from '@/components/ui/responsive-image';
import { paths } from '@/config/paths';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { ParallaxLayer } from './parallax-layer';

/** Props of {@link CompanyBanner}. */
export interface CompanyBannerProps {
  /** Page heading (h1). */
  title: string;
  /** Background picture, site path (1920×1080). */
  image: string;
}

/**
 * Parallax header of the company page (SPEC 2.4) with the page heading and the breadcrumb
 * Home > Company. 320 px high on phones, 420 px from 640 px. The picture is decorative.
 */
export function CompanyBanner({ title, image }: CompanyBannerProps) {
  return (
    <section className="relative isolate flex min-h-80 items-end overflow-hidden bg-navy-900 sm:min-h-105">
      <ParallaxLayer className="-top-[15%] h-[130%]">
        <ResponsiveImage src={image} alt="" fill priority sizes="100vw" className="object-cover" />
      </ParallaxLayer>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-navy-950/90 via-navy-900/65 to-navy-900/20"
      />
      <div className="container-page py-10 sm:py-14">
        <p className="mb-2 text-sm font-semibold tracking-[0.14em] text-water-100 uppercase">About Kavex Pumps</p>
        <h1 className="text-display font-bold text-white">{title}</h1>
        <div className="mt-4">
          <Breadcrumb items={[{ label: 'Home', href: paths.home }, { label: title }]} tone="light" />
        </div>
      </div>
    </section>
  );
}
