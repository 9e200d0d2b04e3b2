import type { Blog } from '@/content/blogs';
import { getHome } from '@/content/resources';
import type { BannerEvent } from '@/content/schemas/resources';
import { homeConfig } from '../domain/config';
import { isoDay, pickBannerEvent } from '../domain/event-banner';
import { AboutSection } from './about-section';
import { BlogsSection } from './blogs-section';
import { CorporateVideoSection } from './corporate-video-section';
import { EventPopup } from './event-popup';
import { HeroSection } from './hero-section';
import { IndustriesSection } from './industries-section';
import { SelectorCta } from './selector-cta';

/** Props of {@link HomePage}. */
export interface HomePageProps {
  /** Target of the hero's 'Explore Products' link (the first catalogue category page). */
  productsHref: string;
  /**
   * Events the pop-up banner may announce (the back office's event banner while it is shown); none:
   * no pop-up.
   */
  bannerEvents: readonly BannerEvent[];
  /** Every published post in publication order (`blog` number ascending; the back office's). */
  posts: readonly Blog[];
}

/**
 * The home page (SPEC 2.3) from the home content: event banner, hero video, the pump selector call to
 * action (issue 12), industries, About Us,
 * corporate video and the first three blog posts. The route places the shared 'Request Quotes'
 * section after it.
 */
export function HomePage({ productsHref, bannerEvents, posts }: HomePageProps) {
  const home = getHome();
  // SPEC 2.3: "the first 3 blog entries", in publication order (see src/content/blogs.ts).
  const blogs = posts.slice(0, homeConfig.blogCount);
  // Chosen when the page is rendered, i.e. at build time for this prerendered page: a deployment
  // after an announced event has passed moves the banner on to the next one.
  const event = bannerEvents.length > 0 ? pickBannerEvent(bannerEvents, isoDay(new Date())).event : undefined;
  return (
    <>
      {event ? <EventPopup event={event} /> : null}
      <HeroSection hero={home.hero} productsHref={productsHref} />
      <SelectorCta />
      <IndustriesSection industries={home.industries} />
      <AboutSection about={home.about} />
      <CorporateVideoSection video={home.corporateVideo} />
      <BlogsSection blogs={blogs} />
    </>
  );
}
