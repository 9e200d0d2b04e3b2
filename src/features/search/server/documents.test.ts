import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { getBlogs } from '@/content/blogs';
import { getDealers } from '@/content/dealers';
import { getCatalogueRoutes, staticPageId } from '@/content/catalogue-routes';
import { getPumpModels, modelAnchor } from '@/content/pump-models';
import { readResources } from '@/content/resources';
import { markdownToText } from './document-text';
import { buildSearchDocuments, buildSuggestions, seedLivingContent } from './documents';
import { groupOfType, type SearchDocument } from '../domain/types';

let docs: SearchDocument[];
const byId = (id: string) => docs.find((doc) => doc.id === id);

beforeAll(() => {
  docs = buildSearchDocuments();
});

describe('buildSearchDocuments', () => {
  it('gives every document a unique id and the group of its type', () => {
    expect(new Set(docs.map((d) => d.id)).size).toBe(docs.length);
    for (const doc of docs) expect(doc.group, doc.id).toBe(groupOfType[doc.type]);
  });

  it('has one document per catalogue route, at the route path', () => {
    const urls = new Set(docs.filter((d) => d.type === 'product').map((d) => d.url));
    expect([...urls].sort()).toEqual(
      getCatalogueRoutes()
        .map((r) => r.path)
        .sort(),
    );
  });

  it('has every pump model, linked to its row in the product page table', () => {
    const pages = new Map<string, string>();
    for (const route of getCatalogueRoutes()) {
      if (route.kind === 'detail') pages.set(route.product.id, route.path);
      if (route.kind === 'static') pages.set(staticPageId(route.page), route.path);
    }
    const models = getPumpModels();
    expect(docs.filter((d) => d.type === 'model')).toHaveLength(models.length);
    for (const model of models) {
      const doc = byId(`model:${model.frequencyHz}:${model.model}`);
      expect(doc?.url).toBe(`${pages.get(model.productId)}#${modelAnchor(model.model)}`);
      expect(doc?.codes).toEqual([model.model]);
      expect(doc?.frequencyHz).toBe(model.frequencyHz);
    }
    expect(byId('model:50:KS4-05/24')?.url).toBe(
      '/products/50HZ/submersible-pumps/4-inch-ks-50hz-submersible-pump#model-ks4-05-24',
    );
  });

  it('describes a product by its series, category, frequency and applications', () => {
    const ks4 = byId('product:4-inch-ks-50hz-submersible-pump');
    expect(ks4).toMatchObject({ title: '4 Inch KS Submersible Pump (50 Hz)', frequencyHz: 50 });
    expect(ks4?.keywords).toMatch(/\bKS\b/);
    expect(ks4?.keywords).toMatch(/submersible pumps/);
    expect(ks4?.keywords).toMatch(/50 Hz/);
    expect(ks4?.keywords).toMatch(/Solar pumping/);
  });

  it('has every brochure at its PDF, with the PDF text when given and the covered products otherwise', () => {
    const { brochures } = readResources();
    expect(docs.filter((d) => d.type === 'document').map((d) => d.url)).toEqual(brochures.map((b) => b.file));
    expect(byId('brochure:upvc-column-pipes-60hz')).toMatchObject({ title: 'uPVC Column Pipes', frequencyHz: 60 });
    expect(byId('brochure:ks-submersible-pumps-50hz')?.text).toContain('4 Inch KS Submersible Pump (50 Hz)');
    const withPdf = buildSearchDocuments({ brochureText: { 'ks-submersible-pumps-50hz': 'Only in the PDF' } });
    expect(withPdf.find((d) => d.id === 'brochure:ks-submersible-pumps-50hz')?.text).toContain('Only in the PDF');
  });

  it('has every blog post and event set as an article, events anchored at their heading', () => {
    for (const blog of getBlogs()) expect(byId(`blog:${blog.id}`)?.url).toBe(paths.blog(blog.id));
    for (const event of readResources().events) {
      expect(byId(`event:${event.id}`)?.url).toBe(`${paths.newsAndEvents}#event-${event.id}`);
    }
    expect(byId('blog:bahrain-football-fields-pressure-boosting')?.text).not.toMatch(/[#*|]/);
  });

  it('has every dealer, linked to its card in the finder’s results for its country (issue 45)', () => {
    const dealers = getDealers();
    expect(docs.filter((d) => d.id.startsWith('dealer:'))).toHaveLength(dealers.length);
    expect(byId('dealer:kilimo-pumps-nairobi')).toMatchObject({
      type: 'page',
      title: 'Kilimo Pumps Ltd, Nairobi',
      url: '/dealers?country=KE#dealer-kilimo-pumps-nairobi',
    });
    expect(byId('dealer:kilimo-pumps-nairobi')?.text).toContain('Submersible Pumps');
    expect(byId('dealer:kilimo-pumps-nairobi')?.keywords).toMatch(/\bKenya\b/);
  });

  it('indexes the living content the back office publishes in place of the seed’s (issue 45)', () => {
    const seed = seedLivingContent();
    const [designed, removed, ...brochures] = seed.brochures;
    const living = {
      ...seed,
      events: [{ ...seed.events[0]!, id: 'lusaka2026', title: 'Lusaka Agritech Expo 2026' }],
      brochures: [
        { ...designed!, title: 'KS pumps, the agency’s edition', file: '/cms-api/media/file/ks-agency.pdf' },
        ...brochures,
        {
          no: 99,
          hz: '60hz' as const,
          slug: 'new-range-60hz',
          title: 'New range 60 Hz',
          image: designed!.image,
          file: '/cms-api/media/file/new.pdf',
        },
      ],
    };
    const live = buildSearchDocuments({ living, brochureText: { [designed!.slug]: 'zorbulating' } });
    const ids = live.map((doc) => doc.id);
    expect(ids.filter((id) => id.startsWith('event:'))).toEqual(['event:lusaka2026']);
    expect(ids).not.toContain(`brochure:${removed!.slug}`);
    // An uploaded PDF: the published title and file, the summary and covered products, not the generated PDF's text.
    const agency = live.find((doc) => doc.id === `brochure:${designed!.slug}`)!;
    expect(agency).toMatchObject({ title: 'KS pumps, the agency’s edition', url: '/cms-api/media/file/ks-agency.pdf' });
    expect(agency.text).not.toContain('zorbulating');
    expect(agency.text).toContain(byId(`brochure:${designed!.slug}`)!.summary);
    expect(live.find((doc) => doc.id === 'brochure:new-range-60hz')).toMatchObject({
      title: 'New range 60 Hz',
      url: '/cms-api/media/file/new.pdf',
      frequencyHz: 60,
    });
    // The list pages' text follows too.
    expect(live.find((doc) => doc.id === `page:${paths.newsAndEvents}`)!.text).toContain('Lusaka Agritech Expo 2026');
    expect(live.find((doc) => doc.id === `page:${paths.downloads}`)!.text).toContain('New range 60 Hz');
  });

  it('has the site pages, the borewell sizing tool included, but not the home or thank-you page', () => {
    const pages = docs.filter((d) => d.type === 'page');
    const urls = pages.map((d) => d.url);
    for (const path of [
      paths.company,
      paths.dealers,
      paths.contact,
      paths.privacyPolicy,
      paths.pumpSelector,
      paths.borewellSizing,
      paths.solarPumpSizing,
    ]) {
      expect(urls).toContain(path);
    }
    expect(pages.find((d) => d.url === paths.borewellSizing)?.title).toBe('Size your borewell pump set');
    expect(pages.find((d) => d.url === paths.solarPumpSizing)?.title).toBe('Size your solar pump');
    expect(urls).not.toContain(paths.home);
    expect(urls).not.toContain(paths.thankYou);
    expect(pages.find((d) => d.url === paths.privacyPolicy)?.text.length).toBeGreaterThan(1000);
  });
});

describe('buildSuggestions', () => {
  it('offers the tools, then the first categories of each frequency at their listing paths', () => {
    const suggestions = buildSuggestions();
    expect(suggestions.slice(0, 2).map((s) => s.url)).toEqual([paths.pumpSelector, paths.borewellSizing]);
    expect(suggestions).toContainEqual({
      title: 'Submersible Pumps',
      url: '/products/50HZ/submersible-pumps',
      frequencyHz: 50,
    });
    const routePaths = new Set(getCatalogueRoutes().map((r) => r.path));
    for (const s of suggestions.slice(2)) expect(routePaths.has(s.url), s.url).toBe(true);
  });
});

describe('markdownToText', () => {
  it('keeps the words and drops the markup', () => {
    expect(
      markdownToText(
        '## Heading\n\nSome **bold** and [a link](https://example.com).\n\n| a | b |\n|---|---|\n| 1 | 2 |',
      ),
    ).toBe('Heading Some bold and a link. a b 1 2');
  });
});
