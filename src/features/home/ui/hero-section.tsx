import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site';
import { CheckIcon, ChevronRightIcon } from '@/components/ui/icons';
import type { Home } from '@/content/schemas/resources';
import { HeroVideo } from './hero-video';

/** Props of {@link HeroSection}. */
export interface HeroSectionProps {
  /** The `hero` block of the home content (video sources, poster, heading, text). */
  hero: Home['hero'];
  /** Target of the 'Explore Products' call to action (a catalogue page). */
  productsHref: string;
}

/**
 * Home hero (SPEC 2.3): the full-width background video with the page heading, a line of text and
 * two calls to action over a navy gradient that keeps the text readable on any frame.
 * Height: 560 px on phones, up to 78 % of the viewport (max 720 px) on large screens.
 */
export function HeroSection({ hero, productsHref }: HeroSectionProps) {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate flex min-h-[35rem] items-center overflow-hidden bg-navy-950 lg:min-h-[min(78vh,45rem)]"
    >
      <HeroVideo webm={hero.webm} mp4={hero.mp4} poster={hero.poster} />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-navy-950/90 via-navy-950/60 to-navy-950/10"
      />
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 -z-10 h-1/3 bg-gradient-to-t from-navy-950/70 to-transparent"
      />
      <div className="container-page py-20">
        <div className="max-w-2xl">
          <p className="mb-4 inline-flex items-center gap-2 rounded-full border border-white/25 bg-white/10 px-3 py-1 text-xs font-semibold tracking-[0.14em] text-water-100 uppercase backdrop-blur-sm">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-accent-500" />
            50 Hz &amp; 60 Hz pumping systems
          </p>
          <h1
            id="hero-heading"
            className="text-[2.5rem] leading-[1.05] font-bold tracking-tight text-balance text-white sm:text-6xl lg:text-7xl"
          >
            {hero.heading}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-navy-100 sm:text-xl">{hero.text}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link href={productsHref} className="btn-primary">
              Explore Products
              <ChevronRightIcon className="size-4" />
            </Link>
            <Link
              href={paths.contact}
              className="inline-flex items-center justify-center gap-2 rounded-full border border-white/60 px-6 py-3 font-semibold text-white transition-colors hover:bg-white/10"
            >
              Request a Quote
            </Link>
          </div>
          <p className="mt-8 flex items-center gap-2 text-sm text-navy-100">
            <CheckIcon className="size-4 shrink-0 text-accent-500" />
            {siteConfig.certifiedFacilities}
          </p>
        </div>
      </div>
    </section>
  );
}
