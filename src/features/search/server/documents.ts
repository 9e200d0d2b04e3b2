import { dealerResultsPath, paths } from '@/config/paths';
import { siteConfig } from '@/config/site';
import { getBlogs, type Blog } from '@/content/blogs';
import { getDealers, type DealerRecord } from '@/content/dealers';
import { categoryPath, getCatalogueRoutes, staticPageId } from '@/content/catalogue-routes';
import { getPumpModels } from '@/content/pump-models';
import { readResources, resolveBrochure } from '@/content/resources';
import type { Brochure, BrochureCard, EventSet, GalleryBody, TitledImage } from '@/content/schemas/resources';
import { getSiteRoutes } from '@/content/site-routes';
import type { SearchDocument, SearchSuggestion } from '../domain/types';
import { catalogueDocument, modelDocument, modelsByPage, soleApplication } from './catalogue-documents';
import { categoryWords, collectText, frequencyWords, hzOf, join, makeDocument, markdownToText } from './document-text';

/**
 * The search documents, built from the repository's content through the content layer (which
 * validates it): catalogue routes (category listings, product pages, static product pages), every
 * pump model, brochures (with the text of their PDFs when the build script passes it), blog posts,
 * event sets, dealers and the site's own pages. Server and build only: the content getters read `content/`.
 * Nothing here spells a product URL: paths come from the route table, `modelAnchor` and `paths`.
 */

/**
 * What the tool pages do, in the words a visitor would search with. These pages are forms whose
 * text lives in components rather than content, so their search text is kept here.
 */
const toolPages: Record<string, { text: string; keywords: string }> = {
  [paths.pumpSelector]: {
    text:
      'Find the right pump for your duty point: enter the flow and head you need, the supply frequency and ' +
      'the application, and see the pump models whose curves meet it, with efficiency, power, energy cost and datasheets.',
    keywords: 'pump selector selection tool duty point',
  },
  [paths.pumpCompare]: {
    text: 'Compare up to three pump models side by side: performance curves, efficiency, motor power, outlet and datasheets.',
    keywords: 'compare pumps comparison tool',
  },
  [paths.borewellSizing]: {
    text:
      'Size a complete borewell (borehole) pumping system: from the well depth, water level, flow and pipe run, ' +
      'work out the total dynamic head and friction loss, then the submersible pump and motor, the drop cable, ' +
      'the column pipe and the starter or control panel.',
    keywords: 'borewell borehole sizing calculator tool',
  },
  [paths.solarPumpSizing]: {
    text:
      'Size a solar water pump: from your place’s monthly sunshine and the water you need each day, the ' +
      'submersible pump, the solar controller (VFD with MPPT) and the PV array of panels, with the water it ' +
      'gives in every month, the hourly flow on the design day and the diesel it saves.',
    keywords: 'solar pump sizing calculator PV panels array photovoltaic off-grid KUSUM tool',
  },
};

/** Site routes that are not worth a search result (the home page, the form's thank-you page, search itself). */
const unsearchedTemplates = new Set(['home', 'thank-you', 'search']);

function brochureDocument(brochure: Brochure, pdfText: string | undefined): SearchDocument {
  const hz = hzOf(brochure.hz);
  const covered = resolveBrochure(brochure);
  const titles = [
    ...covered.products.map((p) => p.title),
    ...covered.staticPages.map((p) => p.title),
    ...covered.items.map((i) => i.title),
  ];
  const source = brochure.source;
  return makeDocument('document', {
    id: `brochure:${brochure.slug}`,
    title: brochure.title,
    url: brochure.file,
    text: join([brochure.summary, pdfText ?? join(titles, '. ')]),
    summary: brochure.summary,
    keywords: join([
      'brochure PDF download',
      frequencyWords(hz),
      ...(source.type === 'catalogue' ? [...source.series, ...source.categories.map(categoryWords)] : []),
      ...covered.items.map((i) => i.series),
    ]),
    frequencyHz: hz,
    application: source.type === 'catalogue' ? soleApplication(source.categories) : undefined,
  });
}

/**
 * A brochure as the back office publishes it (issue 45): a seed brochure keeps its summary, the
 * products it covers and its PDF's text, with the published title and file (a designed PDF uploaded
 * instead of the generated one: summary and covered titles, not the generated PDF's text); a brochure
 * new in the back office is found by its title and frequency.
 */
function publishedBrochureDocument(card: BrochureCard, pdfText: Readonly<Record<string, string>>): SearchDocument {
  const seed = readResources().brochures.find((brochure) => brochure.slug === card.slug);
  if (seed) {
    const text = card.file === seed.file ? pdfText[seed.slug] : undefined;
    return brochureDocument({ ...seed, hz: card.hz, title: card.title, file: card.file }, text);
  }
  const hz = hzOf(card.hz);
  return makeDocument('document', {
    id: `brochure:${card.slug}`,
    title: card.title,
    url: card.file,
    text: card.title,
    summary: card.title,
    keywords: join(['brochure PDF download', frequencyWords(hz)]),
    frequencyHz: hz,
  });
}

function blogDocument(blog: Blog): SearchDocument {
  return makeDocument('article', {
    id: `blog:${blog.id}`,
    title: blog.title,
    url: paths.blog(blog.id),
    text: join([blog.description, markdownToText(blog.body)]),
    summary: blog.description,
    keywords: join(['blog article', ...blog.tags, blog.author]),
  });
}

function eventDocument(event: EventSet): SearchDocument {
  return makeDocument('article', {
    id: `event:${event.id}`,
    title: event.title,
    url: `${paths.newsAndEvents}#event-${event.id}`,
    text: join([event.summary, event.location, String(event.year), ...event.images.map((image) => image.alt)]),
    summary: event.summary,
    keywords: join(['event news exhibition', event.location, String(event.year)]),
  });
}

/**
 * A dealer of the dealer finder (issue 45), found by its name, place and what it carries, linking to
 * its card in the finder's results for its country (`/dealers?country=KE#dealer-{id}`).
 */
function dealerDocument(dealer: DealerRecord): SearchDocument {
  const place = join([dealer.city, dealer.region, dealer.countryName], ', ');
  const lines = join(
    dealer.lines.map((line) => line.name),
    ', ',
  );
  return makeDocument('page', {
    id: `dealer:${dealer.id}`,
    title: `${dealer.company}, ${dealer.city}`,
    url: dealerResultsPath(dealer.country, { dealerId: dealer.id }),
    text: join([
      `${dealer.company}: ${siteConfig.name} dealer in ${place}.`,
      `${dealer.address}.`,
      `Carries ${lines}.`,
    ]),
    summary: `Dealer in ${place}: ${lines}.`,
    keywords: join(['dealer stockist where to buy', dealer.countryName, dealer.country, dealer.region, dealer.city]),
  });
}

/** Search text of the site's own pages by path (those with content of their own). */
function pageTexts(living: LivingContent): Record<string, { text: string; summary?: string; keywords?: string }> {
  const { company, privacyPolicy } = readResources();
  const { events, brochures, posts: blogs, gallery, companyCounters } = living;
  const texts: Record<string, { text: string; summary?: string; keywords?: string }> = {
    [paths.company]: {
      text: join([
        ...collectText(company.about),
        ...collectText(company.visionMission),
        ...companyCounters.map((c) => c.title),
        ...collectText(company.certifications),
      ]),
      summary: company.about.paragraphs[0],
      keywords: 'about us company history vision mission certifications',
    },
    [paths.dealers]: {
      // The countries are the dealers' own documents, which a query naming one should find first.
      text: join(['Find a dealer near you.', ...collectText(company.dealers)]),
      summary: company.dealers.paragraphs[0],
      keywords: 'dealers distributors find a dealer where to buy become a distributor partner',
    },
    [paths.contact]: {
      text: join(collectText(company.contact)),
      summary: company.contact.helpText,
      keywords: 'contact us enquiry quote request phone e-mail address',
    },
    [paths.privacyPolicy]: {
      text: markdownToText(privacyPolicy.body),
      keywords: 'privacy policy personal data cookies',
    },
    [paths.newsAndEvents]: {
      text: join(events.flatMap((e) => [e.title, e.location, e.summary])),
      keywords: 'news events exhibitions trade fairs',
    },
    [paths.gallery]: { text: join(collectText(gallery)), keywords: 'gallery photos videos' },
    [paths.downloads]: {
      text: join(brochures.map((b) => b.title)),
      keywords: 'downloads brochures catalogues PDF',
    },
    [paths.blogs]: { text: join(blogs.map((b) => b.title)), keywords: 'blog articles case studies' },
    [paths.accessibility]: { text: 'Accessibility statement', keywords: 'accessibility statement' },
  };
  for (const [path, { text, keywords }] of Object.entries(toolPages)) texts[path] = { text, keywords };
  return texts;
}

/** The site's own pages: the fixed routes of the route table (less home, thank-you and search). */
function pageDocuments(living: LivingContent): SearchDocument[] {
  const texts = pageTexts(living);
  const fixed = getSiteRoutes().filter(
    (route) => !['listing', 'placeholder', 'detail', 'static', 'blog'].includes(route.template),
  );
  const routes = fixed.filter((route) => !unsearchedTemplates.has(route.template));
  return routes.map((route) => {
    const entry = texts[route.path];
    const text = entry?.text ?? route.title;
    const title = route.title;
    return makeDocument('page', {
      id: `page:${route.path}`,
      title,
      url: route.path,
      text,
      summary: entry?.summary ?? text,
      keywords: join([title, entry?.keywords]),
    });
  });
}

/** What {@link buildSearchDocuments} may be given besides the content. */
export interface SearchDocumentInput {
  /**
   * Plain text of each brochure PDF by brochure slug (extracted at build by
   * `scripts/build-search-index.ts`). A brochure without an entry is indexed by its summary and the
   * titles of the products it covers.
   */
  brochureText?: Readonly<Record<string, string>>;
  /**
   * The living content as the back office publishes it (issue 45), for the index the running site
   * keeps ({@link seedLivingContent} by default: the files under `content/`, as the build reads them).
   */
  living?: LivingContent;
}

/**
 * The living content the search indexes, in the content layer's types (what `src/cms/content.ts`
 * returns): news and events, dealers, blog posts (publication order) and the downloads' brochures.
 */
export interface LivingContent {
  events: EventSet[];
  dealers: DealerRecord[];
  posts: readonly Blog[];
  brochures: BrochureCard[];
  /** The Gallery page's items, the award with them. */
  gallery: GalleryBody & { award?: TitledImage };
  /** The company page's counters (the `company-figures` global); their titles are searched. */
  companyCounters: readonly { title: string }[];
}

/** The living content of the seed under `content/` (a fresh install's, and what the build indexes). */
export function seedLivingContent(): LivingContent {
  const { events, brochures, gallery } = readResources();
  return {
    events,
    dealers: getDealers(),
    posts: getBlogs(),
    brochures,
    gallery,
    companyCounters: siteConfig.company.counters,
  };
}

/**
 * Every search document of the site, in a stable order (catalogue in menu order, models by
 * frequency and file, brochures, blog posts newest first, event sets, dealers in file order, pages).
 * Data: `content/` through the content layer (catalogue, pump models, resources, blogs, dealers, site
 * routes); the living content from `input.living` when given (the back office's published content).
 * @returns documents with unique ids; product and model URLs come from the route table
 * @throws ContentError when the content is invalid (as `next build` would)
 * @throws Error when a model names a product page that the route table does not have
 */
export function buildSearchDocuments(input: SearchDocumentInput = {}): SearchDocument[] {
  const routes = getCatalogueRoutes();
  const models = getPumpModels();
  const byPage = modelsByPage(models);
  const pages = new Map<string, { path: string; title: string }>();
  for (const route of routes) {
    if (route.kind === 'detail') pages.set(route.product.id, { path: route.path, title: route.title });
    if (route.kind === 'static') pages.set(staticPageId(route.page), { path: route.path, title: route.title });
  }
  const modelDocs = models.map((model) => {
    const page = pages.get(model.productId);
    if (!page)
      throw new Error(`Search: model ${model.model} names product page ${model.productId}, which has no route`);
    return modelDocument(model, page);
  });
  const living = input.living ?? seedLivingContent();
  const pdfText = input.brochureText ?? {};
  return [
    ...routes.map((route) => catalogueDocument(route, byPage)),
    ...modelDocs,
    ...living.brochures.map((card) => publishedBrochureDocument(card, pdfText)),
    ...[...living.posts].reverse().map(blogDocument),
    ...living.events.map(eventDocument),
    ...living.dealers.map(dealerDocument),
    ...pageDocuments(living),
  ];
}

/** How many categories of each frequency {@link buildSuggestions} offers. */
export const suggestedCategoriesPerFrequency = 3;

/**
 * Links for an empty query or one without hits: the pump selector and the borewell sizing tool, then
 * the first {@link suggestedCategoriesPerFrequency} categories of each frequency in menu order (the
 * owner's order in `content/catalogue/categories.json`; there is no visit data to rank by).
 * Data: site routes and the catalogue.
 */
export function buildSuggestions(): SearchSuggestion[] {
  const routes = getSiteRoutes();
  const selector = routes.find((route) => route.path === paths.pumpSelector);
  const sizing = routes.find((route) => route.path === paths.borewellSizing);
  const categories = getCatalogueRoutes()
    .map((route) => route.category)
    .filter((category, i, all) => all.indexOf(category) === i);
  const popular = (['50hz', '60hz'] as const).flatMap((hz) =>
    categories
      .filter((category) => category.hz === hz)
      .slice(0, suggestedCategoriesPerFrequency)
      .map((category) => ({ title: category.title, url: categoryPath(category), frequencyHz: hzOf(hz) })),
  );
  return [
    { title: selector?.title ?? 'Find your pump', url: paths.pumpSelector },
    { title: sizing?.title ?? 'Size your borewell pump set', url: paths.borewellSizing },
    ...popular,
  ];
}
