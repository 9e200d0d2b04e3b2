import { siteConfig } from '../../src/config/site';
import type { BrochureContent } from '../../src/content/resources';
import type { Brochure } from '../../src/content/schemas/resources';
import { disclaimer } from './catalogue';
import { PdfBuilder } from './document';
import { loadImage } from './images';
import { brochureItem, contactsPage, cover, hzLabel, product, staticPage } from './sections';

/**
 * One brochure: cover, every covered product (with its family curve) or static product page, and
 * the contacts back page.
 */
export async function renderBrochure(brochure: Brochure, content: BrochureContent): Promise<Buffer> {
  const b = await PdfBuilder.create({
    title: `${siteConfig.name} - ${brochure.title} (${hzLabel(brochure.hz)})`,
    subject: brochure.summary,
    keywords: ['pumps', hzLabel(brochure.hz), brochure.title, ...content.products.map((p) => p.series)].join(', '),
  });
  const firstImage = content.products[0]?.image ?? content.staticPages[0]?.image;
  const count = content.products.length + content.staticPages.length + content.items.length;
  cover(b, {
    kicker: 'Product brochure',
    title: brochure.title,
    subtitle: brochure.summary,
    hz: brochure.hz,
    image: firstImage ? await loadImage(firstImage) : undefined,
    contents: content.items.map((item) => ({ series: item.series, title: item.title })),
    highlights: [
      'Designed and made in Coimbatore, India',
      siteConfig.certifiedFacilities,
      count === 1 ? `${hzLabel(brochure.hz)} supply` : `${count} models and sizes, ${hzLabel(brochure.hz)} supply`,
    ],
  });
  b.newPage();
  for (const p of content.products) await product(b, p, { withCurve: true });
  for (const p of content.staticPages) await staticPage(b, p, { withImages: true });
  for (const item of content.items) brochureItem(b, item);
  contactsPage(b, disclaimer);
  return b.finish(`${brochure.title} - ${hzLabel(brochure.hz)}`);
}
