import { forgetCatalogueDownloads, resolveBrochure } from './brochure-downloads';
import { assertPublicFile, assertUnique, ContentError, readJson } from './load';
import { loadPrivacyPolicy, type PolicyContact } from './privacy-policy';
import { resourceFiles } from './resource-files';
import type { Frequency } from './schemas/common';
import {
  brochuresFileSchema,
  companyFileSchema,
  eventsFileSchema,
  galleryFileSchema,
  homeFileSchema,
  type Brochure,
  type Certification,
  type Company,
  type EventSet,
  type Gallery,
  type Home,
  type Industry,
  type MarkdownPage,
  type TitledImage,
} from './schemas/resources';

export {
  catalogueFile,
  catalogueTitle,
  getCatalogueDownload,
  resolveBrochure,
  seriesCodes,
  type BrochureContent,
} from './brochure-downloads';
export { privacyPolicySections, type PolicyContact } from './privacy-policy';
export { resourceFiles } from './resource-files';

/**
 * Brochures, event and media galleries, home page, company/dealers/contact texts and the privacy
 * policy. Each collection is read and validated once per process. The getters also check that
 * every file the collection references exists under `public/` (images, videos and the PDFs that
 * `npm run generate:pdfs` writes), so `next build` fails with the file and field named.
 *
 * Scripts that create those files (the PDF and image generators) use {@link readResources}, which
 * validates the content without looking for the files they are about to write.
 */

/** A site path referenced by content, with where it is referenced (for messages and generators). */
export interface FileReference {
  /** Absolute path of the content file. */
  file: string;
  /** Dotted field path inside that file. */
  field: string;
  /** Site path, e.g. `/images/events/kenya2025-1.webp`. */
  sitePath: string;
}

/** All resource content, validated but without checking referenced files. */
export interface ResourceContent {
  /** Brochures in file order. */
  brochures: Brochure[];
  /** Event sets in page order. */
  events: EventSet[];
  /** Gallery page content. */
  gallery: Gallery;
  /** Home page content. */
  home: Home;
  /** Company, dealers and contact texts. */
  company: Company;
  /** Privacy policy with site contact details filled in. */
  privacyPolicy: MarkdownPage;
}

// ---------------------------------------------------------------------------------------------
// Reading and validation

function loadBrochures(): Brochure[] {
  const file = resourceFiles.brochures;
  const brochures = readJson(file, brochuresFileSchema);
  const sourced = brochures.map((data) => ({ file, data }));
  assertUnique(sourced, (b) => b.no, 'brochure no');
  assertUnique(sourced, (b) => b.slug, 'brochure slug');
  assertUnique(sourced, (b) => `${b.hz} ${b.title}`, 'brochure title');
  return brochures;
}

function loadEvents(): EventSet[] {
  const file = resourceFiles.events;
  const events = readJson(file, eventsFileSchema);
  assertUnique(
    events.map((data) => ({ file, data })),
    (e) => e.id,
    'event set id',
  );
  return events;
}

function loadGallery(): Gallery {
  const file = resourceFiles.gallery;
  const gallery = readJson(file, galleryFileSchema);
  assertUnique(
    gallery.grids.map((data) => ({ file, data })),
    (g) => g.id,
    'gallery grid id',
  );
  const videos = [...gallery.videos, ...gallery.showroomVideos.videos].map((data) => ({ file, data }));
  assertUnique(videos, (v) => v.src, 'video file');
  return gallery;
}

function loadCompany(): Company {
  const file = resourceFiles.company;
  const company = readJson(file, companyFileSchema);
  assertUnique(
    company.certifications.items.map((data) => ({ file, data })),
    (c) => c.slug,
    'certification slug',
  );
  return company;
}

let rawCache: Partial<ResourceContent> = {};

function raw<K extends keyof ResourceContent>(key: K, load: () => ResourceContent[K]): ResourceContent[K] {
  rawCache[key] ??= load();
  return rawCache[key] as ResourceContent[K];
}

const readers: { [K in keyof ResourceContent]: () => ResourceContent[K] } = {
  brochures: () => raw('brochures', loadBrochures),
  events: () => raw('events', loadEvents),
  gallery: () => raw('gallery', loadGallery),
  home: () => raw('home', () => readJson(resourceFiles.home, homeFileSchema)),
  company: () => raw('company', loadCompany),
  privacyPolicy: () => raw('privacyPolicy', loadPrivacyPolicy),
};

/**
 * Every resource collection, validated (schemas, unique ids, file-name conventions) but without
 * checking that referenced files exist. For scripts that create those files; pages use the getters.
 * @throws ContentError naming the file and field of the first invalid collection.
 */
export function readResources(): ResourceContent {
  return {
    brochures: readers.brochures(),
    events: readers.events(),
    gallery: readers.gallery(),
    home: readers.home(),
    company: readers.company(),
    privacyPolicy: readers.privacyPolicy(),
  };
}

// ---------------------------------------------------------------------------------------------
// Referenced files

/** Files under `public/` that one collection references. */
function referencesOf(key: keyof ResourceContent): FileReference[] {
  const refs: FileReference[] = [];
  const add = (file: string, field: string, sitePath: string) => refs.push({ file, field, sitePath });
  switch (key) {
    case 'brochures': {
      const file = resourceFiles.brochures;
      readers.brochures().forEach((b, i) => {
        add(file, `${i}.image`, b.image);
        add(file, `${i}.file`, b.file);
      });
      break;
    }
    case 'events': {
      const file = resourceFiles.events;
      readers.events().forEach((e, i) => e.images.forEach((img, n) => add(file, `${i}.images.${n}.src`, img.src)));
      break;
    }
    case 'gallery': {
      const file = resourceFiles.gallery;
      const g = readers.gallery();
      add(file, 'award.src', g.award.src);
      g.videos.forEach((v, i) => {
        add(file, `videos.${i}.src`, v.src);
        add(file, `videos.${i}.poster`, v.poster);
      });
      g.showroomVideos.videos.forEach((v, i) => {
        add(file, `showroomVideos.videos.${i}.src`, v.src);
        add(file, `showroomVideos.videos.${i}.poster`, v.poster);
      });
      g.grids.forEach((grid, i) => grid.images.forEach((img, n) => add(file, `grids.${i}.images.${n}.src`, img.src)));
      break;
    }
    case 'home': {
      const file = resourceFiles.home;
      const h = readers.home();
      h.popup.forEach((event, i) => add(file, `popup.${i}.image`, event.image));
      add(file, 'hero.webm', h.hero.webm);
      add(file, 'hero.mp4', h.hero.mp4);
      add(file, 'hero.poster', h.hero.poster);
      h.industries.items.forEach((item, i) => add(file, `industries.items.${i}.image`, item.image));
      add(file, 'about.borehole.image', h.about.borehole.image);
      add(file, 'about.industrial.image', h.about.industrial.image);
      add(file, 'corporateVideo.poster', h.corporateVideo.poster);
      break;
    }
    case 'company': {
      const file = resourceFiles.company;
      const c = readers.company();
      add(file, 'about.parallaxImage', c.about.parallaxImage);
      c.certifications.items.forEach((item, i) => {
        add(file, `certifications.items.${i}.image`, item.image);
        add(file, `certifications.items.${i}.certificate`, item.certificate);
      });
      break;
    }
    case 'privacyPolicy':
      break;
  }
  return refs;
}

/**
 * Every file under `public/` that resource content references, with the content file and field.
 * The image generator can use it to draw what is missing; PDFs are written by generate-pdfs.
 */
export function resourceFileReferences(): FileReference[] {
  return (Object.keys(readers) as (keyof ResourceContent)[]).flatMap(referencesOf);
}

const checked = new Set<keyof ResourceContent>();

/** The collection, after checking (once) that every file it references exists. */
function checkedCollection<K extends keyof ResourceContent>(key: K): ResourceContent[K] {
  const data = readers[key]();
  if (!checked.has(key)) {
    for (const ref of referencesOf(key)) {
      try {
        assertPublicFile(ref.file, ref.field, ref.sitePath);
      } catch (error) {
        // Brochure and certificate PDFs come from a script, so say which one.
        if (ref.sitePath.endsWith('.pdf') && error instanceof ContentError) {
          throw new ContentError(`${error.message} (run npm run generate:pdfs; prebuild runs it)`);
        }
        throw error;
      }
    }
    checked.add(key);
  }
  return data;
}

/** Forgets cached content and checks (tests, and scripts that write files and then re-check). */
export function resetResourceCache(): void {
  rawCache = {};
  checked.clear();
  forgetCatalogueDownloads();
}

// ---------------------------------------------------------------------------------------------
// Brochures and the all-products catalogue

let brochuresResolved = false;

/**
 * Brochures of one frequency (or all), ordered by frequency then `no`, after checking that every cover image and
 * PDF exists and that each brochure covers at least one catalogue record.
 */
export function getBrochures(hz?: Frequency): Brochure[] {
  const brochures = checkedCollection('brochures');
  if (!brochuresResolved) {
    for (const brochure of brochures) resolveBrochure(brochure);
    brochuresResolved = true;
  }
  const hzOrder = (value: Frequency) => (value === '50hz' ? 0 : 1);
  return brochures.filter((b) => !hz || b.hz === hz).sort((a, b) => hzOrder(a.hz) - hzOrder(b.hz) || a.no - b.no);
}

// ---------------------------------------------------------------------------------------------
// Galleries

/** Event photo sets in page order (SPEC 2.11 News and Events). */
export function getEventSets(): EventSet[] {
  return checkedCollection('events');
}

/** Gallery page content (SPEC 2.11 Gallery). */
export function getGallery(): Gallery {
  return checkedCollection('gallery');
}

/** The award picture shown on the Gallery and News and Events pages. */
export function getAward(): TitledImage {
  return getGallery().award;
}

// ---------------------------------------------------------------------------------------------
// Home and company

/** Home page content (SPEC 2.3). */
export function getHome(): Home {
  return checkedCollection('home');
}

/** The six industries in SPEC order (home tiles and the Applications side panel of listings). */
export function getIndustries(): Industry[] {
  return getHome().industries.items;
}

/** Company page, dealers page and contact form texts (SPEC 2.4, 2.5, 2.7). */
export function getCompany(): Company {
  return checkedCollection('company');
}

/** Certifications with their logos and certificate PDFs. */
export function getCertifications(): Certification[] {
  return getCompany().certifications.items;
}

/**
 * The privacy policy (SPEC 2.6): title, last-updated date and Markdown body, naming the seed's
 * contact details, or `contact` (the back office's) when given.
 * @throws ContentError when the file is invalid (a placeholder unknown, a section missing)
 */
export function getPrivacyPolicy(contact?: PolicyContact): MarkdownPage {
  return contact ? loadPrivacyPolicy(contact) : checkedCollection('privacyPolicy');
}
