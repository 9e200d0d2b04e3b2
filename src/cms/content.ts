import 'server-only';
import type { SiteContact } from '@/config/site';
import type { Blog } from '@/content/blogs';
import type { DealerRecord } from '@/content/dealers';
import type { BannerEvent, BrochureCard, EventSet, GalleryBody, TitledImage } from '@/content/schemas/resources';
import { publishedGeneration } from '@/lib/publishing/published-generation';
import { setPublishedPostSlugs } from '@/lib/publishing/published-pages';
import { errorMessage, log } from '@/lib/runtime/log';
import { cmsPayload } from './payload';
import { draftReader } from './preview/draft-reader';
import {
  isBannerShown,
  publishedBrochures,
  publishedCompanyCounters,
  publishedContact,
  publishedDealers,
  publishedEventBanner,
  publishedEventSets,
  publishedLivingContent,
  publishedPosts,
  type CompanyCounter,
  type PublishedLivingContent,
} from './read/published';
import { publishedAward, publishedGallery } from './read/published-gallery';

/**
 * The living content the public pages show, read from the back office when a page is prerendered
 * and again when a publish regenerates it (issue 45). Published documents only, except for a content
 * editor previewing in draft mode (`draftReader`): the events, dealers, event banner and posts
 * accessors then give each document's newest version, drafts included.
 */

/** The event photo sets of /resources/news-and-events, newest first (a previewing editor: newest versions). */
export async function getPublishedEventSets(): Promise<EventSet[]> {
  const payload = await cmsPayload();
  return publishedEventSets(payload, await draftReader(payload));
}

/** Every published dealer (the finder on /dealers; a previewing editor: newest versions). */
export async function getPublishedDealers(): Promise<DealerRecord[]> {
  const payload = await cmsPayload();
  return publishedDealers(payload, await draftReader(payload));
}

/**
 * The events the home page's pop-up may announce today: the published event banner while today is
 * within its `showFrom`–`showUntil` days; none before, after or while it is unpublished. A previewing
 * editor sees the banner's newest version, whatever its days (a draft is previewed before it shows).
 * @param today `YYYY-MM-DD` (UTC); today by default
 */
export async function getBannerEvents(today: string = new Date().toISOString().slice(0, 10)): Promise<BannerEvent[]> {
  const payload = await cmsPayload();
  const reader = await draftReader(payload);
  const banner = await publishedEventBanner(payload, reader);
  return banner && (reader || isBannerShown(banner, today)) ? [banner.event] : [];
}

/** The counter strip of the company page (the `company-figures` global), in order. */
export async function getCompanyCounters(): Promise<CompanyCounter[]> {
  return publishedCompanyCounters(await cmsPayload());
}

/** The award at the top of /resources/gallery and /resources/news-and-events, or none while unpublished. */
export async function getPublishedAward(): Promise<TitledImage | undefined> {
  return publishedAward(await cmsPayload());
}

/** The videos and photo grids of /resources/gallery, published items only. */
export async function getPublishedGallery(): Promise<GalleryBody> {
  return publishedGallery(await cmsPayload());
}

/** The brochures of /resources/downloads, 50 Hz then 60 Hz, published ones only. */
export async function getPublishedBrochures(): Promise<BrochureCard[]> {
  return publishedBrochures(await cmsPayload());
}

/** The published blog posts, in publication order (`blog` number ascending; a previewing editor: newest versions). */
export async function getPublishedPosts(): Promise<Blog[]> {
  const payload = await cmsPayload();
  return publishedPosts(payload, await draftReader(payload));
}

/**
 * Reads the slugs of the published posts into this process's list (`src/lib/publishing/published-pages.ts`),
 * by which the proxy answers an unknown blog address with the site's 404. A failed read keeps the last
 * list (none at start: Next.js decides), and is logged without content.
 */
export async function readPublishedPostSlugs(): Promise<void> {
  try {
    // Published only, whoever's request this runs in: the list decides 404s for every visitor.
    setPublishedPostSlugs((await publishedPosts(await cmsPayload())).map((post) => post.id));
  } catch (error) {
    log().error({ error: errorMessage(error) }, 'cms: published posts not read');
  }
}

/**
 * The published living content the site search indexes (issue 45 point 3): the news page's event
 * sets, the dealers, the blog posts and the downloads' brochures, as the accessors above give them.
 */
export async function getPublishedLivingContent(): Promise<PublishedLivingContent> {
  return publishedLivingContent(await cmsPayload());
}

/** The contact details read for the current published generation (see {@link getContactDetails}). */
let contactRead: { generation: number; contact: Promise<SiteContact> } | undefined;

/**
 * The company's contact details (the `contact` global): the footer on every page, the contact page,
 * the privacy policy. Read once per published generation (`@/lib/publishing/published-generation`, moved by the
 * revalidation poller before it regenerates any page), so a page rendered per request (a tool, search,
 * a 404) does not query the back office for its footer each time.
 */
export function getContactDetails(): Promise<SiteContact> {
  const generation = publishedGeneration();
  if (contactRead?.generation !== generation) {
    const contact = cmsPayload().then(publishedContact);
    // A failed read is not kept: the next page asks again.
    contact.catch(() => {
      if (contactRead?.contact === contact) contactRead = undefined;
    });
    contactRead = { generation, contact };
  }
  return contactRead.contact;
}
