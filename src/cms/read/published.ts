import type { Payload, TypedUser } from 'payload';
import type { SiteContact } from '@/config/site';
import { countWords, readingMinutes, type Blog } from '@/content/blogs';
import { checkDealers, type DealerRecord } from '@/content/dealers';
import type { BannerEvent, BrochureCard, EventSet, GalleryBody, TitledImage } from '@/content/schemas/resources';
import { findPublished } from './find-published';
import { publishedAward, publishedGallery } from './published-gallery';
import { pictureSrc, uploadPath, type PictureValue } from './picture';

/**
 * The published living content, read from the back office and shaped as the content layer's types
 * (`src/content/schemas/`), so the feature components render it exactly as they render the seed.
 * Only published documents: a draft never reaches a public page. The readers of the pages a preview
 * opens (events, dealers, the event banner, posts) take an optional `reader`: a content editor in
 * draft mode (`src/cms/preview/draft-reader.ts`), for whom each document's newest version is read,
 * draft or published, with Payload's access rules applied as that user.
 */

/** Calendar day `YYYY-MM-DD` of a stored date (Payload keeps ISO date-times in UTC). */
const day = (value: unknown): string => String(value).slice(0, 10);

/**
 * The event photo sets of /resources/news-and-events, in the order staff gave them (then newest first).
 * @param reader a content editor previewing drafts (newest versions); none: published only
 */
export async function publishedEventSets(payload: Payload, reader?: TypedUser): Promise<EventSet[]> {
  const docs = await findPublished(payload, 'events', { sort: ['order', '-year', '-createdAt'], depth: 1, reader });
  return docs.map((doc) => {
    const event = doc as {
      slug: string;
      title: string;
      location: string;
      year: number;
      summary: string;
      photos: { picture: PictureValue }[];
    };
    return {
      id: event.slug,
      title: event.title,
      location: event.location,
      year: event.year,
      summary: event.summary,
      images: event.photos.map((photo, n) => ({
        src: pictureSrc(photo.picture, `events/${event.slug}/photos/${n}`),
        alt: photo.picture.alt ?? '',
      })),
    };
  });
}

/**
 * Every published dealer, checked as the seed is (country names, lines carried resolved).
 * @param reader a content editor previewing drafts (newest versions); none: published only
 */
export async function publishedDealers(payload: Payload, reader?: TypedUser): Promise<DealerRecord[]> {
  const docs = await findPublished(payload, 'dealers', { depth: 0, reader });
  const raw = docs.map((doc) => {
    const d = doc as Record<string, unknown>;
    const optional = (key: string) =>
      d[key] === null || d[key] === undefined || d[key] === '' ? {} : { [key]: d[key] };
    return {
      id: d.slug,
      company: d.company,
      contactPerson: d.contactPerson,
      country: d.country,
      ...optional('region'),
      city: d.city,
      address: d.address,
      phone: d.phone,
      email: d.email,
      ...optional('website'),
      frequency: d.frequency,
      carries: d.carries,
      ...optional('latitude'),
      ...optional('longitude'),
      verifiedOn: day(d.verifiedOn),
      sample: Boolean(d.sample),
    };
  });
  return checkDealers('back office: dealers', raw);
}

/** The event banner of the home page and the days it shows, or none while it is unpublished. */
export interface PublishedBanner {
  /** The event, as the home page's banner draws it. */
  event: BannerEvent;
  /** First day shown, `YYYY-MM-DD`; none: from publication. */
  showFrom?: string;
  /** Last day shown, `YYYY-MM-DD`; none: until replaced. */
  showUntil?: string;
}

/**
 * The published event banner (SPEC 2.3), or undefined when there is none.
 * @param reader a content editor previewing: the banner's newest version, draft or published
 */
export async function publishedEventBanner(payload: Payload, reader?: TypedUser): Promise<PublishedBanner | undefined> {
  const banner = (await (reader
    ? payload.findGlobal({ slug: 'event-banner', depth: 1, draft: true, overrideAccess: false, user: reader })
    : payload.findGlobal({ slug: 'event-banner', depth: 1, draft: false }))) as unknown as {
    _status?: string | null;
    title?: string | null;
    date?: string | null;
    endDate?: string | null;
    location?: string | null;
    picture?: PictureValue;
    link?: { label: string; href: string } | null;
    showFrom?: string | null;
    showUntil?: string | null;
  };
  if (
    (!reader && banner._status !== 'published') ||
    !banner.title ||
    !banner.date ||
    !banner.location ||
    !banner.link
  ) {
    return undefined;
  }
  return {
    event: {
      title: banner.title,
      date: day(banner.date),
      ...(banner.endDate ? { endDate: day(banner.endDate) } : {}),
      location: banner.location,
      image: pictureSrc(banner.picture, 'event-banner/picture'),
      alt: banner.picture?.alt ?? '',
      link: banner.link,
    },
    ...(banner.showFrom ? { showFrom: day(banner.showFrom) } : {}),
    ...(banner.showUntil ? { showUntil: day(banner.showUntil) } : {}),
  };
}

/**
 * Whether the banner shows on `today` (`YYYY-MM-DD`): from its `showFrom` day (or publication) to its
 * `showUntil` day (or until replaced), both included.
 */
export function isBannerShown(banner: PublishedBanner, today: string): boolean {
  if (banner.showFrom && today < banner.showFrom) return false;
  if (banner.showUntil && today > banner.showUntil) return false;
  return true;
}

/** One figure of the company page's counter strip (SPEC 2.4, 9). */
export interface CompanyCounter {
  /** Label, e.g. 'Years of Experience'. */
  title: string;
  /** The figure the counter counts up to (a count, no unit). */
  end: number;
  /** Still the template's figure, not confirmed by the company (`npm run check:launch` lists these). */
  placeholder: boolean;
}

/** The counters of the company page, in order, as last saved in the `company-figures` global. */
export async function publishedCompanyCounters(payload: Payload): Promise<CompanyCounter[]> {
  const figures = (await payload.findGlobal({ slug: 'company-figures', depth: 0 })) as unknown as {
    counters?: { title: string; end: number; placeholder?: boolean | null }[] | null;
  };
  return (figures.counters ?? []).map((counter) => ({
    title: counter.title,
    end: counter.end,
    placeholder: Boolean(counter.placeholder),
  }));
}

/**
 * The brochures of /resources/downloads, 50 Hz then 60 Hz, each in its order: a designed PDF
 * uploaded in the back office links its file's URL; a generated one links `/brochures/{slug}.pdf`,
 * which `npm run generate:pdfs` writes at build.
 * @throws Error when an uploaded brochure's PDF has no URL (its validation makes that impossible)
 */
export async function publishedBrochures(payload: Payload): Promise<BrochureCard[]> {
  const docs = await findPublished(payload, 'brochures', { sort: ['hz', 'no'], depth: 1 });
  return docs.map((doc) => {
    const brochure = doc as {
      slug: string;
      no: number;
      hz: BrochureCard['hz'];
      title: string;
      cover: PictureValue;
      pdfSource: 'generated' | 'uploaded';
      pdf?: { url?: string | null } | number | null;
    };
    let file = `/brochures/${brochure.slug}.pdf`;
    if (brochure.pdfSource === 'uploaded') {
      const pdf = brochure.pdf;
      if (!pdf || typeof pdf !== 'object' || !pdf.url) {
        throw new Error(`brochures/${brochure.slug}: the designed PDF has no file`);
      }
      file = uploadPath(pdf.url);
    }
    return {
      no: brochure.no,
      hz: brochure.hz,
      slug: brochure.slug,
      title: brochure.title,
      image: pictureSrc(brochure.cover, `brochures/${brochure.slug}/cover`),
      file,
    };
  });
}

/**
 * The published blog posts (SPEC 2.11), in publication order (`blog` number ascending, as
 * `getBlogs()` gives the seed), shaped as the content layer's posts: word count and reading time
 * derived from the Markdown body as for a post file.
 * @param reader a content editor previewing drafts (newest versions); none: published only
 */
export async function publishedPosts(payload: Payload, reader?: TypedUser): Promise<Blog[]> {
  const docs = await findPublished(payload, 'posts', { sort: 'number', depth: 1, reader });
  return docs.map((doc) => {
    const post = doc as {
      slug: string;
      number: number;
      title: string;
      description: string;
      cover: PictureValue;
      published: string;
      author: string;
      tags: string[];
      body: string;
    };
    const body = post.body.trim();
    const wordCount = countWords(body);
    return {
      blog: post.number,
      id: post.slug,
      title: post.title,
      description: post.description,
      image: pictureSrc(post.cover, `posts/${post.slug}/cover`),
      imageAlt: post.cover.alt ?? '',
      published: day(post.published),
      author: post.author,
      tags: post.tags,
      body,
      wordCount,
      readingMinutes: readingMinutes(wordCount),
    };
  });
}

/** The company's contact details as last saved in the `contact` global (footer, contact page, privacy policy). */
export async function publishedContact(payload: Payload): Promise<SiteContact> {
  const contact = (await payload.findGlobal({ slug: 'contact', depth: 0 })) as unknown as {
    phone: string;
    phoneDisplay: string;
    whatsapp: string;
    salesEmail: string;
    address?: { line: string }[] | null;
    mapUrl: string;
    social?: { name: string; url: string }[] | null;
  };
  return {
    phone: contact.phone,
    phoneDisplay: contact.phoneDisplay,
    whatsapp: contact.whatsapp,
    salesEmail: contact.salesEmail,
    address: (contact.address ?? []).map((row) => row.line),
    mapUrl: contact.mapUrl,
    social: (contact.social ?? []).map(({ name, url }) => ({ name, url })),
  };
}

/** The living content the site search indexes, in the content layer's types. */
export interface PublishedLivingContent {
  events: EventSet[];
  dealers: DealerRecord[];
  posts: Blog[];
  brochures: BrochureCard[];
  gallery: GalleryBody & { award?: TitledImage };
  companyCounters: CompanyCounter[];
}

/**
 * The published event sets, dealers, blog posts, brochures, gallery and company counters together
 * (what the site search indexes besides the catalogue, issue 45 point 3), each as its own accessor
 * above gives it.
 */
export async function publishedLivingContent(payload: Payload): Promise<PublishedLivingContent> {
  const [events, dealers, posts, brochures, galleryBody, award, companyCounters] = await Promise.all([
    publishedEventSets(payload),
    publishedDealers(payload),
    publishedPosts(payload),
    publishedBrochures(payload),
    publishedGallery(payload),
    publishedAward(payload),
    publishedCompanyCounters(payload),
  ]);
  return { events, dealers, posts, brochures, gallery: { award, ...galleryBody }, companyCounters };
}
