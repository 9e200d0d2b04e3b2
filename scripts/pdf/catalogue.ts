import { siteConfig } from '../../src/config/site';
import type { Catalogue } from '../../src/content/catalogue';
import { catalogueTitle } from '../../src/content/resources';
import type { Frequency } from '../../src/content/schemas/common';
import { PdfBuilder } from './document';
import { loadImage } from './images';
import {
  categoryOpener,
  contactsPage,
  contents,
  cover,
  hzLabel,
  planContents,
  product,
  staticPage,
  type ContentsEntry,
} from './sections';
import { page } from './theme';

/** Printed on the back page of every catalogue and brochure. */
export const disclaimer =
  'Performance figures are typical values at the rated frequency and speed; actual performance is within the ' +
  'tolerances of ISO 9906. Kavex Pumps improves its products ' +
  'continuously and may change specifications without notice: please ask for the data sheet of the exact model ' +
  'before ordering.';

/**
 * The 'All Products Catalogue' of one frequency: cover, contents, one section per category (in menu
 * order) with every product and static product page, and the contacts back page.
 */
export async function renderCatalogue(catalogue: Catalogue, hz: Frequency): Promise<Buffer> {
  const title = catalogueTitle(hz);
  const categories = catalogue.categories.filter((c) => c.hz === hz);
  const products = catalogue.products.filter((p) => p.hz === hz);
  const staticPages = catalogue.staticPages.filter((p) => p.hz === hz);
  const b = await PdfBuilder.create({
    title: `${siteConfig.name} - ${title}`,
    subject: `Every ${hzLabel(hz)} product of ${siteConfig.name}: descriptions, specifications and materials.`,
    keywords: ['pumps', hzLabel(hz), ...categories.map((c) => c.title)].join(', '),
  });

  const first = products[0] ?? staticPages[0];
  cover(b, {
    kicker: 'Product catalogue',
    title: 'All Products Catalogue',
    subtitle: `The complete ${hzLabel(hz)} range of ${siteConfig.name}: ${categories.map((c) => lowerWords(c.title)).join(', ')}.`,
    hz,
    image: first ? await loadImage(first.image) : undefined,
    highlights: [
      'Designed and made in Coimbatore, India',
      siteConfig.certifiedFacilities,
      `${categories.length} product categories, ${hzLabel(hz)} supply`,
    ],
  });

  // The contents come second but are drawn last, once page numbers are known: reserve its pages.
  const sections = categories
    .map((category) => ({
      category,
      products: products.filter((p) => p.category === category.category),
      pages: staticPages.filter((p) => p.category === category.category),
    }))
    .filter((s) => s.products.length || s.pages.length);
  const plan = planContents(
    sections.flatMap((s) => [{ level: 1 as const }, ...[...s.products, ...s.pages].map(() => ({ level: 2 as const }))]),
  );
  b.newPage();
  const contentsPage = b.pageIndex;
  for (let i = 1; i < plan.pages; i++) b.newPage();
  b.y = page.bottom;
  const entries: ContentsEntry[] = [];

  for (const { category, products: inCategory, pages } of sections) {
    b.freshPage();
    const destination = `category-${category.path.replace(/\W+/g, '-').toLowerCase()}`;
    entries.push({ title: category.title, level: 1, pageIndex: b.pageIndex, destination });
    const outline = categoryOpener(b, category.title, hz, category.intro, destination);
    for (const p of inCategory) {
      const dest = `product-${p.id}`;
      const pageIndex = await product(b, p, { destination: dest, outline, withCurve: false });
      entries.push({ title: shortTitle(p.title), level: 2, pageIndex, destination: dest });
    }
    for (const p of pages) {
      const dest = `page-${p.path.replace(/\W+/g, '-').toLowerCase()}`;
      const pageIndex = await staticPage(b, p, { destination: dest, outline, withImages: false });
      entries.push({ title: shortTitle(p.title), level: 2, pageIndex, destination: dest });
    }
  }

  contents(
    b,
    contentsPage,
    entries,
    `${products.length + staticPages.length} products in ${entries.filter((e) => e.level === 1).length} categories. Every product has its own page on our website, with family curves and related products.`,
  );
  b.doc.switchToPage(b.doc.bufferedPageRange().count - 1);
  contactsPage(b, disclaimer);
  return b.finish(title);
}

/** A product title without the frequency suffix, which the whole catalogue shares: 'KH Pump (50 Hz)' gives 'KH Pump'. */
function shortTitle(title: string): string {
  return title.replace(/\s*\((?:50|60) ?Hz\)\s*$/i, '');
}

/** Lower-cases the words of a title for running text, keeping words such as 'uPVC' as written. */
function lowerWords(title: string): string {
  return title
    .split(' ')
    .map((word) => (/[A-Z]/.test(word.slice(1)) ? word : word.toLowerCase()))
    .join(' ');
}
