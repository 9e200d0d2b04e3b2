import { siteConfig } from '@/config/site';
import { loadBlogs } from '@/content/blogs';
import { getDealers } from '@/content/dealers';
import { readResources } from '@/content/resources';
import { galleryVideoHeadings } from '../collections/gallery';

/**
 * Today's living content, read from the seed files (`content/`, `src/config/site.ts`) and shaped as
 * the back office's documents, every id and slug kept so that each URL, the sitemap and every text
 * and figure stay as they are. Pure: reads files, writes nothing (the importer does).
 */

/** A document of one collection, keyed by its slug. */
export interface SeedDocument {
  /** Collection slug in the back office. */
  collection: 'events' | 'posts' | 'gallery' | 'brochures' | 'dealers';
  /** The document's own slug (its id in URLs and anchors). */
  slug: string;
  /** Field values, as the collection's fields name them. */
  data: Record<string, unknown>;
}

/** A global's seed values. */
export interface SeedGlobal {
  /** Global slug. */
  global: 'event-banner' | 'company-figures' | 'contact';
  /** Field values. */
  data: Record<string, unknown>;
}

const picture = (src: string, alt: string) => ({ src, alt });

/** Slug of a file's base name: `/media/showroom-kenya.mp4` → `showroom-kenya`. */
const fileSlug = (sitePath: string) =>
  sitePath
    .split('/')
    .pop()!
    .replace(/\.[a-z0-9]+$/i, '');

/** Slug of an online video id (ids may hold capitals and `_`). */
const videoSlug = (videoId: string) => `video-${videoId.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`.replace(/-+$/, '');

/** Gallery section of each embedded-video group heading in the seed. */
const groupSections: Record<string, string> = Object.fromEntries(
  Object.entries(galleryVideoHeadings).map(([section, heading]) => [heading, section]),
);

/** Every seed document, in page order within each collection. */
export function seedDocuments(): SeedDocument[] {
  const resources = readResources();
  const documents: SeedDocument[] = [];

  resources.events.forEach((event, index) => {
    documents.push({
      collection: 'events',
      slug: event.id,
      data: {
        order: (index + 1) * 10,
        title: event.title,
        location: event.location,
        year: event.year,
        summary: event.summary,
        photos: event.images.map((image) => ({ picture: picture(image.src, image.alt) })),
      },
    });
  });

  for (const blog of loadBlogs({ checkFiles: false })) {
    documents.push({
      collection: 'posts',
      slug: blog.id,
      data: {
        number: blog.blog,
        title: blog.title,
        description: blog.description,
        cover: picture(blog.image, blog.imageAlt),
        published: `${blog.published}T00:00:00.000Z`,
        author: blog.author,
        tags: blog.tags,
        body: blog.body,
      },
    });
  }

  const gallery = resources.gallery;
  let order = 0;
  const galleryItem = (slug: string, data: Record<string, unknown>) =>
    documents.push({ collection: 'gallery', slug, data: { order: order++, ...data } });
  galleryItem('award', {
    title: gallery.award.title,
    kind: 'award',
    section: 'award',
    picture: picture(gallery.award.src, gallery.award.alt),
  });
  // A video file of the site's own, with its poster as the picture.
  const videoFileItem = (video: { src: string; title: string; poster: string }, section: string) =>
    galleryItem(fileSlug(video.src), {
      title: video.title,
      kind: 'video',
      section,
      videoFile: { src: video.src },
      picture: picture(video.poster, video.title),
    });
  for (const video of gallery.videos) videoFileItem(video, 'videos');
  for (const group of gallery.videoGroups) {
    group.videos.forEach((video, index) =>
      galleryItem(videoSlug(video.videoId), {
        title: video.title,
        kind: 'embedded-video',
        section: groupSections[group.title] ?? 'company',
        ...(index === 0 ? { description: group.description } : {}),
        videoId: video.videoId,
        ...(video.duration ? { duration: video.duration } : {}),
        picture: picture(video.poster, video.title),
      }),
    );
  }
  for (const video of gallery.showroomVideos.videos) videoFileItem(video, 'showroom-videos');
  for (const grid of gallery.grids) {
    galleryItem(grid.id, {
      title: grid.title,
      kind: 'photo-grid',
      section: 'photo-grids',
      photos: grid.images.map((image) => ({ picture: picture(image.src, image.alt) })),
    });
  }

  for (const brochure of resources.brochures) {
    documents.push({
      collection: 'brochures',
      slug: brochure.slug,
      data: {
        no: brochure.no,
        hz: brochure.hz,
        title: brochure.title,
        summary: brochure.summary,
        cover: picture(brochure.image, brochure.title),
        pdfSource: 'generated',
        catalogueSource: brochure.source,
      },
    });
  }

  for (const dealer of getDealers()) {
    // The seed's own fields only: the country name and the resolved lines are derived when read.
    const { id, company, contactPerson, country, region, city, address, phone, email, website } = dealer;
    const { frequency, carries, latitude, longitude, verifiedOn, sample } = dealer;
    documents.push({
      collection: 'dealers',
      slug: id,
      data: {
        company,
        contactPerson,
        country,
        region,
        city,
        address,
        phone,
        email,
        website,
        frequency,
        carries,
        latitude,
        longitude,
        verifiedOn: `${verifiedOn}T00:00:00.000Z`,
        sample,
      },
    });
  }
  return documents;
}

/** The globals' seed values: the home pop-up, the company counters and the contact details. */
export function seedGlobals(): SeedGlobal[] {
  const popup = readResources().home.popup[0];
  const globals: SeedGlobal[] = [];
  if (popup) {
    globals.push({
      global: 'event-banner',
      data: {
        title: popup.title,
        date: `${popup.date}T00:00:00.000Z`,
        location: popup.location,
        picture: picture(popup.image, popup.alt),
        link: { label: popup.link.label, href: popup.link.href },
      },
    });
  }
  globals.push({
    global: 'company-figures',
    data: {
      counters: siteConfig.company.counters.map((counter) => ({
        title: counter.title,
        end: counter.end,
        placeholder: counter.placeholder,
      })),
    },
  });
  const contact = siteConfig.contact;
  globals.push({
    global: 'contact',
    data: {
      phone: contact.phone,
      phoneDisplay: contact.phoneDisplay,
      whatsapp: contact.whatsapp,
      salesEmail: contact.salesEmail,
      address: contact.address.map((line) => ({ line })),
      mapUrl: contact.mapUrl,
      social: siteConfig.social.map((link) => ({ name: link.name, url: link.url })),
    },
  });
  return globals;
}
