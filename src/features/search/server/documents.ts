import { formatFigure } from '@/lib/quantities/figures';
import { dealerResultsPath, paths } from '@/config/paths';
import { siteConfig } from '@/config/site';
import { getBlogs, type Blog } from '@/content/blogs';
import { getDealers, type DealerRecord } from '@/content/dealers';
import { categoryPath, getCatalogueRoutes, staticPageId, type CatalogueRoute } from '@/content/catalogue-routes';
import { getPumpModels, modelAnchor } from '@/content/pump-models';
import { readResources, resolveBrochure } from '@/content/resources';
import type { Brochure, BrochureCard, EventSet, GalleryBody, TitledImage } from '@/content/schemas/resources';
import type { Frequency, SpecTable } from '@/content/schemas/common';
import type { CategoryName, StaticBlock } from '@/content/schemas/catalogue';
import type { PumpModel } from '@/content/schemas/pump-models';
import { getSiteRoutes } from '@/content/site-routes';
import { applicationOfCategory, type PumpApplication } from '../domain/intent';
import {
  groupOfType,
  type FrequencyHz,
  type SearchDocument,
  type SearchDocumentType,
  type SearchSuggestion,
} from '../domain/types';

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

/** Keys of content objects whose strings are file paths or ids, not readable text. */
const nonTextKeys = new Set([
  'image',
  'src',
  'poster',
  'certificate',
  'parallaxImage',
  'videoId',
  'slug',
  'href',
  'webm',
  'mp4',
  'banner',
  'id',
]);

/**
 * Every readable string inside a content object (company, gallery), depth first in key order; values
 * under {@link nonTextKeys} and strings that start with '/' (site paths) are left out.
 * @param value parsed content: strings, arrays and plain objects (numbers and booleans are skipped)
 * @returns the strings as they are, not trimmed or joined
 */
export function collectText(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith('/') ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(collectText);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, inner]) => (nonTextKeys.has(key) ? [] : collectText(inner)));
  }
  return [];
}

/**
 * Plain text of a Markdown body as a reader sees it: headings, emphasis, code marks, link and image
 * targets, table rules and HTML comments removed; link and image texts kept.
 * @param markdown CommonMark/GFM text such as a blog body or the privacy policy
 */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/^(```|~~~)[^\n]*$/gm, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<(https?:[^>]*)>/g, '$1')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/gm, ' ')
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_~`|>]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text of a spec table: caption, column headings, then each row. */
function tableText(table: SpecTable | null): string[] {
  if (!table) return [];
  return [table.caption, table.columns.join(' '), ...table.rows.map((row) => row.join(' '))];
}

function blockText(block: StaticBlock): string[] {
  switch (block.type) {
    case 'text':
      return [block.title, ...block.paragraphs];
    case 'list':
      return [block.title, ...block.items];
    case 'figures':
      return [block.title, ...block.items.map((item) => `${item.label} ${item.value}`)];
    case 'table':
      return tableText(block.table);
    case 'image':
      return [block.title, block.alt];
    case 'models':
      return [];
  }
}

/** Joins text pieces into one plain string with single spaces. */
function join(pieces: readonly (string | undefined)[], separator = ' '): string {
  return pieces
    .filter((piece): piece is string => !!piece && piece.trim() !== '')
    .map((piece) => piece.replace(/\s+/g, ' ').trim())
    .join(separator);
}

/** '50hz' → 50. */
function hzOf(frequency: Frequency): FrequencyHz {
  return frequency === '50hz' ? 50 : 60;
}

/** Words for a frequency, so that '60 Hz' and '60hz' in a query also match text-wise. */
function frequencyWords(hz: FrequencyHz): string {
  return `${hz} Hz ${hz}Hz`;
}

/** A category name as a reader writes it: 'SUBMERSIBLE PUMPS' → 'submersible pumps', 'uPVC PIPES' → 'upvc pipes'. */
function categoryWords(category: string): string {
  return category.toLowerCase();
}

function makeDocument(
  type: SearchDocumentType,
  fields: Omit<SearchDocument, 'type' | 'group' | 'codes'> & { codes?: string[] },
): SearchDocument {
  const doc: SearchDocument = { ...fields, type, group: groupOfType[type], codes: fields.codes ?? [] };
  if (doc.frequencyHz === undefined) delete doc.frequencyHz;
  if (doc.parentTitle === undefined) delete doc.parentTitle;
  if (doc.application === undefined) delete doc.application;
  return doc;
}

/** Model codes of each product or static page id, in content order. */
function modelsByPage(models: readonly PumpModel[]): Map<string, PumpModel[]> {
  const map = new Map<string, PumpModel[]>();
  for (const model of models) map.set(model.productId, [...(map.get(model.productId) ?? []), model]);
  return map;
}

/** Titles of the cards a listing or placeholder page shows: the routes nested under its path. */
function cardTitles(listing: CatalogueRoute): string[] {
  return getCatalogueRoutes()
    .filter((route) => route.path.startsWith(`${listing.path}/`))
    .map((route) => route.title);
}

function catalogueDocument(route: CatalogueRoute, models: Map<string, PumpModel[]>): SearchDocument {
  const hz = hzOf(route.hz);
  if (route.kind === 'detail') {
    const { product } = route;
    const codes = (models.get(product.id) ?? []).map((m) => m.model);
    return makeDocument('product', {
      id: `product:${product.id}`,
      title: product.title,
      url: route.path,
      text: join([
        ...product.description,
        ...product.applications,
        ...tableText(product.specifications),
        ...tableText(product.materials),
        ...tableText(product.liquids),
        codes.length ? `Models ${codes.join(', ')}` : undefined,
      ]),
      summary: product.description[0] ?? product.title,
      keywords: join([
        product.series,
        categoryWords(product.category),
        route.category.title,
        frequencyWords(hz),
        ...product.applications,
      ]),
      frequencyHz: hz,
      application: applicationOfCategory[product.category],
    });
  }
  if (route.kind === 'static') {
    const { page } = route;
    const codes = (models.get(staticPageId(page)) ?? []).map((m) => m.model);
    return makeDocument('product', {
      id: `static:${page.hz}:${page.path}`,
      title: page.title,
      url: route.path,
      text: join([
        ...page.description,
        ...page.blocks.flatMap(blockText),
        codes.length ? `Models ${codes.join(', ')}` : undefined,
      ]),
      summary: page.description[0] ?? page.title,
      keywords: join([page.series, categoryWords(page.category), route.category.title, frequencyWords(hz)]),
      frequencyHz: hz,
      application: applicationOfCategory[page.category],
    });
  }
  // A listing shows its intro and a card per product (a placeholder, the static pages under it).
  const { category } = route;
  return makeDocument('product', {
    id: `category:${category.hz}:${category.path}`,
    title: route.title,
    url: route.path,
    text: join([category.intro, ...cardTitles(route)]),
    summary: category.intro,
    keywords: join([categoryWords(category.category), frequencyWords(hz), 'range category']),
    frequencyHz: hz,
    application: applicationOfCategory[category.category],
  });
}

/** '0.37 kW (0.5 hp)'-style figures of a model, for its text. */
function modelText(model: PumpModel, parentTitle: string): string {
  const first = model.points[0];
  const last = model.points.at(-1);
  const head = first && last ? `head ${formatFigure(last.headM)} to ${formatFigure(first.headM)} m` : undefined;
  return join(
    [
      `${model.model}: ${parentTitle}.`,
      `${model.motor.powerKw} kW (${model.motor.powerHp} hp) motor,`,
      model.stages ? `${model.stages} stages,` : undefined,
      `flow ${formatFigure(model.flowRangeM3h.min)} to ${formatFigure(model.flowRangeM3h.max)} m³/h,`,
      head ? `${head},` : undefined,
      `${model.speedRpm} rpm, ${model.frequencyHz} Hz, outlet ${model.outlet}".`,
    ],
    ' ',
  );
}

function modelDocument(model: PumpModel, page: { path: string; title: string }): SearchDocument {
  const hz = model.frequencyHz;
  const text = modelText(model, page.title);
  return makeDocument('model', {
    id: `model:${hz}:${model.model}`,
    title: model.model,
    url: `${page.path}#${modelAnchor(model.model)}`,
    text,
    summary: text,
    keywords: join([model.series, categoryWords(model.category), frequencyWords(hz), 'model']),
    codes: [model.model],
    frequencyHz: hz,
    parentTitle: page.title,
    application: applicationOfCategory[model.category],
    powerKw: model.motor.powerKw,
    powerHp: model.motor.powerHp,
  });
}

/** The application all of these categories share, or undefined when they have none or several. */
function soleApplication(categories: readonly CategoryName[]): PumpApplication | undefined {
  const found = new Set(categories.map((category) => applicationOfCategory[category]));
  return found.size === 1 ? [...found][0] : undefined;
}

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
