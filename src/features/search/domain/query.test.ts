import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { buildSearchDocuments, buildSuggestions } from '../server/documents';
import { relevanceFloor, searchSite } from './query';
import { createSearchIndex, loadSearchIndex, serialiseSearchIndex, type SearchIndex } from './search-index';
import { searchGroups, type SearchDocument, type SearchResult } from './types';

/**
 * Ranking on the real content: for each query, the page a visitor means must be the first result.
 * Both index variants are built from the same documents and loaded back from their JSON, as the
 * server page and the client island do, so every ranking test runs against both.
 */

let docs: SearchDocument[];
const indexes = {} as Record<'server' | 'client', SearchIndex>;

beforeAll(() => {
  docs = buildSearchDocuments();
  const suggestions = buildSuggestions();
  for (const variant of ['server', 'client'] as const) {
    indexes[variant] = loadSearchIndex(serialiseSearchIndex(createSearchIndex(docs, variant, suggestions)));
  }
});

const ks4Page = '/products/50HZ/submersible-pumps/4-inch-ks-50hz-submersible-pump';

/** Query → what the first result must be. */
const rankings: { query: string; first: (r: SearchResult) => void }[] = [
  {
    query: 'KS4-05/24',
    first: (r) => expect(r).toMatchObject({ type: 'model', title: 'KS4-05/24', url: `${ks4Page}#model-ks4-05-24` }),
  },
  { query: 'ks4 0524', first: (r) => expect(r.url).toBe(`${ks4Page}#model-ks4-05-24`) },
  { query: 'ks4 05 24', first: (r) => expect(r.url).toBe(`${ks4Page}#model-ks4-05-24`) },
  { query: 'KS4 05/24', first: (r) => expect(r.url).toBe(`${ks4Page}#model-ks4-05-24`) },
  {
    query: 'submersable pump',
    first: (r) => {
      expect(r.title).toBe('Submersible Pumps');
      expect(r.url).toMatch(/^\/products\/(50|60)HZ\/submersible-pumps$/);
    },
  },
  {
    // The solar pump sizing (issue 29) is the one page about solar alone; before it, the two posts with
    // "Solar" in their titles came first.
    query: 'solar',
    first: (r) => expect(r).toMatchObject({ url: paths.solarPumpSizing, type: 'page' }),
  },
  {
    query: 'Bahrain',
    first: (r) => expect(r.url).toBe('/resources/blogs/bahrain-football-fields-pressure-boosting'),
  },
  {
    query: 'uPVC 60 Hz brochure',
    first: (r) =>
      expect(r).toMatchObject({ type: 'document', url: '/brochures/upvc-column-pipes-60hz.pdf', frequencyHz: 60 }),
  },
  {
    query: 'uPVC 50 Hz brochure',
    first: (r) => expect(r).toMatchObject({ type: 'document', url: '/brochures/upvc-column-pipes-50hz.pdf' }),
  },
  {
    query: 'star delta panel',
    first: (r) => {
      expect(r.title).toBe('Control Panel');
      expect(r.url).toMatch(/^\/products\/(50|60)HZ\/control-panel$/);
    },
  },
  // Our own: a misspelling, plurals, a blog title, a code with a space, the tools, a prefix.
  { query: 'vertical turbne', first: (r) => expect(r.url).toBe('/products/50HZ/vertical-turbine-pumps') },
  { query: 'submersible motors', first: (r) => expect(r.url).toMatch(/^\/products\/(50|60)HZ\/submersible-motors$/) },
  {
    query: 'Making Submersible Pumps Last',
    first: (r) => expect(r.url).toBe('/resources/blogs/submersible-pump-reliability'),
  },
  { query: 'kvt24s05', first: (r) => expect(r.url).toBe('/products/50HZ/vertical-turbine-pumps#model-kvt-24s-05') },
  { query: 'borewell sizing', first: (r) => expect(r).toMatchObject({ url: '/borewell-sizing', type: 'page' }) },
  { query: 'pump selector', first: (r) => expect(r.url).toBe(paths.pumpSelector) },
  { query: 'solar pump sizing', first: (r) => expect(r).toMatchObject({ url: paths.solarPumpSizing, type: 'page' }) },
  { query: 'solar panels', first: (r) => expect(r.url).toBe(paths.solarPumpSizing) },
  { query: 'distributor', first: (r) => expect(r.url).toBe(paths.dealers) },
  { query: 'Kenya', first: (r) => expect(r.url).toBe('/resources/news-and-events#event-kenya2025') },
  // The dealer finder (issue 45): a dealer by its town, and "dealer" with a country.
  { query: 'dealer Kenya', first: (r) => expect(r.url).toBe('/dealers?country=KE#dealer-kilimo-pumps-nairobi') },
  {
    query: 'Lusaka',
    first: (r) => expect(r.url).toBe('/dealers?country=ZM#dealer-copperbelt-borehole-supplies-lusaka'),
  },
  { query: '60 Hz uPVC', first: (r) => expect(r.url).toBe('/products/60HZ/pipes/uPVC-pipes') },
  { query: '50hz upvc', first: (r) => expect(r.url).toBe('/products/50HZ/pipes/uPVC-pipes') },
  { query: 'pressure boosting 60 hz', first: (r) => expect(r.url).toBe('/products/60HZ/pressure-boosting-pumps') },
];

describe.each(['server', 'client'] as const)('searchSite ranking, %s index', (variant) => {
  it.each(rankings)('"$query" puts the right page first', ({ query, first }) => {
    const response = searchSite(indexes[variant], query);
    expect(response.results.length).toBeGreaterThan(0);
    first(response.results[0]!);
  });
});

describe.each(['server', 'client'] as const)('searchSite pumps first, %s index', (variant) => {
  const isPump = (r: SearchResult) => /\bpumps?\b/i.test(`${r.title} ${r.parentTitle ?? ''}`);
  const isAccessory = (r: SearchResult) => /\b(cables?|motors?)\b/i.test(r.title);

  it.each(['submersable', 'submersible'])('"%s" lists pumps before submersible cables and motors', (query) => {
    const top = searchSite(indexes[variant], query, { limit: 6 }).results;
    expect(top[0] && isPump(top[0])).toBe(true);
    expect(top.map((r) => r.url)).toContain('/products/50HZ/submersible-pumps');
    const firstAccessory = top.findIndex(isAccessory);
    if (firstAccessory >= 0) expect(top.slice(0, firstAccessory).filter(isPump).length).toBeGreaterThanOrEqual(3);
  });

  it('still puts the accessory first when the query names it', () => {
    expect(searchSite(indexes[variant], 'submersable cable').results[0]?.title).toBe('Submersible Cables');
  });

  it('judges a renamed page by its new title once the index is rebuilt (a publish in the back office)', () => {
    /** Two pages that say "borewell" alike; only the one titled a pump gets {@link pumpBoost}. */
    const page = (id: string, title: string): SearchDocument => ({
      id: `page:${id}`,
      type: 'page',
      group: 'Pages',
      title,
      url: `/${id}`,
      text: 'For a borewell of any depth.',
      summary: 'For a borewell of any depth.',
      keywords: '',
      codes: [],
    });
    const first = (documents: SearchDocument[]) =>
      searchSite(createSearchIndex(documents, variant), 'borewell').results[0]?.url;
    expect(first([page('a', 'Kit A'), page('b', 'Pump B')])).toBe('/b');
    expect(first([page('a', 'Pump A'), page('b', 'Kit B')])).toBe('/a');
  });
});

describe.each(['server', 'client'] as const)(
  'searchSite weighs the application and power named, %s index',
  (variant) => {
    /** The first product or model of a query's answer (tool pages and articles may come before). */
    const firstProduct = (query: string) =>
      searchSite(indexes[variant], query, { limit: 10 }).results.find(
        (r) => r.type === 'product' || r.type === 'model',
      );

    it('"borewell pump 1 hp" lists borewell submersibles, not the open-well KOV/KOH, as the first products', () => {
      const top = searchSite(indexes[variant], 'borewell pump 1 hp', { limit: 6 }).results;
      expect(top[0]?.url).toBe(paths.borewellSizing);
      const products = top.filter((r) => r.type === 'product' || r.type === 'model');
      expect(products.length).toBeGreaterThanOrEqual(3);
      for (const r of products) expect(`${r.title} ${r.parentTitle ?? ''}`).not.toMatch(/openwell|KOV|KOH/i);
      expect(`${products[0]!.title} ${products[0]!.url}`).toMatch(/submersible-pumps/);
    });

    it('"submersable" means the borewell submersible pumps before the open-well ones', () => {
      expect(firstProduct('submersable')).toMatchObject({ title: 'Submersible Pumps' });
      expect(firstProduct('openwell submersable')?.url).toMatch(/openwell-submersible-pumps/);
    });

    it('"sewage pump 2 kw" lists waste-water pumps, not the 2 HP boosters whose code holds a 2', () => {
      const top = searchSite(indexes[variant], 'sewage pump 2 kw', { limit: 4 }).results;
      expect(top.map((r) => r.url).every((url) => /waste-water|sewage/i.test(url))).toBe(true);
    });
  },
);

describe('searchSite relevance floor', () => {
  it('counts only the hits above the floor: "flow sleeve" is not every page that says "flow"', () => {
    const response = searchSite(indexes.server, 'flow sleeve', { limit: 1000 });
    expect(docs.length).toBeGreaterThan(300);
    expect(response.total).toBe(response.results.length);
    expect(response.total).toBeLessThan(60);
    // Peripheral pumps have no sleeve; their pages and models only say "flow".
    expect(response.results.filter((r) => /peripheral/i.test(`${r.title} ${r.parentTitle ?? ''}`))).toEqual([]);
    const best = response.results[0]!.score;
    expect(response.results.every((r) => r.score >= best * relevanceFloor)).toBe(true);
    // Every page that names a sleeve stays.
    const sleeves = docs.filter((d) => /\bsleeves?\b/i.test(d.text)).map((d) => d.url);
    expect(sleeves.length).toBeGreaterThan(0);
    expect(response.results.map((r) => r.url)).toEqual(expect.arrayContaining(sleeves));
  });
});

describe('searchSite results', () => {
  it('groups hits in the fixed group order, best first within each group', () => {
    const response = searchSite(indexes.server, 'pump');
    const order = response.groups.map((g) => searchGroups.indexOf(g.group));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(response.groups.map((g) => g.group)).toEqual(searchGroups);
    for (const group of response.groups) {
      expect(group.results.every((r) => r.group === group.group)).toBe(true);
      const scores = group.results.map((r) => r.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
    expect(response.groups.every((g) => g.results.length <= 10)).toBe(true);
    // Each group holds its best hits, even those below the flat list's limit.
    const pages = searchSite(indexes.server, 'pump', { limit: 5, perGroup: 2 });
    expect(pages.results).toHaveLength(5);
    expect(pages.groups.map((g) => g.results.length)).toEqual([2, 2, 2, 2]);
    const best = pages.results[0]!;
    expect(pages.groups.find((g) => g.group === best.group)?.results[0]).toBe(best);
    expect(response.suggestions).toEqual([]);
  });

  it('returns title, url, type, frequency, score and a snippet that marks the match', () => {
    const [first] = searchSite(indexes.server, 'Bahrain').results;
    expect(first).toMatchObject({
      title: 'Case Study: Pressure Boosting for 20 Football Fields in Bahrain',
      type: 'article',
      group: 'Articles and news',
    });
    expect(first?.score).toBeGreaterThan(0);
    expect(first?.snippet.filter((s) => s.match).map((s) => s.text)).toContain('Bahrain');
    const model = searchSite(indexes.server, 'ks4 0524').results[0];
    expect(model).toMatchObject({ frequencyHz: 50, parentTitle: '4 Inch KS Submersible Pump (50 Hz)' });
    expect(model?.snippet.find((s) => s.match)?.text).toBe('KS4-05/24');
  });

  it('answers an empty query and a query without hits with the suggestions from the content', () => {
    for (const q of ['', '   ', 'xyzzyqwv']) {
      const response = searchSite(indexes.client, q);
      expect(response).toMatchObject({ total: 0, results: [], groups: [] });
      expect(response.suggestions).toEqual(buildSuggestions());
      expect(response.suggestions.map((s) => s.url)).toContain(paths.pumpSelector);
    }
  });

  it('limits results but counts them all, and filters by frequency and type', () => {
    const all = searchSite(indexes.server, 'pump');
    const limited = searchSite(indexes.server, 'pump', { limit: 3 });
    expect(limited.results).toHaveLength(3);
    expect(limited.total).toBe(all.total);
    const at60 = searchSite(indexes.server, 'submersible', { frequencyHz: 60 });
    expect(at60.results.some((r) => r.frequencyHz === 60)).toBe(true);
    expect(at60.results.every((r) => r.frequencyHz === undefined || r.frequencyHz === 60)).toBe(true);
    const brochures = searchSite(indexes.server, 'submersible', { types: ['document'] });
    expect(brochures.results.length).toBeGreaterThan(0);
    expect(brochures.groups.map((g) => g.group)).toEqual(['Documents']);
  });

  it('finds brochures by the text inside their PDF (server index)', () => {
    const withPdf = buildSearchDocuments({
      brochureText: { 'kc-submersible-pumps-50hz': 'Bronze impellers Quxbrite' },
    });
    const index = createSearchIndex(withPdf, 'server');
    expect(searchSite(index, 'quxbrite').results[0]?.url).toBe('/brochures/kc-submersible-pumps-50hz.pdf');
  });

  it('gives the same ranking from a loaded index as from the one just built', () => {
    const fresh = createSearchIndex(docs, 'client', buildSuggestions());
    for (const q of ['KS4-05/24', 'solar', 'star delta panel']) {
      expect(searchSite(indexes.client, q).results.map((r) => r.id)).toEqual(
        searchSite(fresh, q).results.map((r) => r.id),
      );
    }
  });
});

describe('loadSearchIndex', () => {
  it('rejects data that is not an index of this version', () => {
    expect(() => loadSearchIndex('{"hello":1}')).toThrow(/Not a serialised search index/);
    const json = JSON.parse(serialiseSearchIndex(indexes.client)) as { version: number };
    expect(() => loadSearchIndex(JSON.stringify({ ...json, version: 999 }))).toThrow(/version 999/);
  });
});
