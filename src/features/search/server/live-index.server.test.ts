import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { markPublishedChanged } from '@/lib/publishing/published-generation';
import { dealerResultsPath, paths } from '@/config/paths';
import { importSeed, publishedLivingContent } from '../../../../tests/support/published-content';
import { openTestCms, testDealer, testEvent, type TestCms } from '../../../../tests/support/test-cms';
import { buildSearchDocuments, buildSuggestions, type LivingContent } from './documents';
import { brochureTextFile } from '../domain/files';
import { clientIndexResponse, liveSearchIndexes, type LiveSearchOptions } from './live-index.server';
import { searchSite } from '../domain/query';
import { createSearchIndex, loadSearchIndex } from '../domain/search-index';

vi.mock('server-only', () => ({}));

/**
 * The site search learns what the back office publishes without a rebuild (issue 45 point 3: "the
 * site search index and its suggestions"): the search page's full-text index and the client index
 * the header's search box downloads both list a dealer and an event once published, and neither
 * once unpublished; on the imported seed they answer as the build's index does.
 */
describe('the live search indexes', () => {
  let cms: TestCms;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'live-search-'));
  const brochureText = { 'ks-submersible-pumps-50hz': 'Chemical duties: zorbulating baths' };
  let options: LiveSearchOptions;

  /** The indexes as the next visitor gets them after the poller has seen a change. */
  async function afterChange() {
    markPublishedChanged();
    return liveSearchIndexes(options);
  }
  /** Result URLs of a query on the search page (server) and in the header's suggestions (client). */
  async function found(query: string) {
    const { server, clientJson } = await afterChange();
    const client = loadSearchIndex(clientJson);
    return {
      page: searchSite(server, query).results.map((hit) => hit.url),
      suggestions: searchSite(client, query, { limit: 8 }).results.map((hit) => hit.url),
    };
  }

  beforeAll(async () => {
    cms = await openTestCms('sqlite');
    await importSeed(cms.payload);
    fs.mkdirSync(path.dirname(path.join(root, brochureTextFile)), { recursive: true });
    fs.writeFileSync(path.join(root, brochureTextFile), JSON.stringify(brochureText));
    const read = (): Promise<LivingContent> => publishedLivingContent(cms.payload);
    options = { read, root };
  }, 120_000);

  afterAll(async () => {
    await cms?.cleanup();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('answers on the imported seed as the build’s index does', async () => {
    const { server } = await afterChange();
    const built = createSearchIndex(buildSearchDocuments({ brochureText }), 'server', buildSuggestions());
    expect(server.miniSearch.documentCount).toBe(built.miniSearch.documentCount);
    // Scores to 9 digits: MiniSearch's running field-length averages round differently when the
    // back office lists the dealers in another order than the seed file.
    const ranked = (index: typeof built, query: string) =>
      searchSite(index, query).results.map((hit) => [hit.url, hit.score.toFixed(9), hit.snippet]);
    for (const query of ['borehole', 'Kenya dealer', 'solar pump', 'exhibition 2024', 'KS 50Hz brochure']) {
      expect(ranked(built, query).length).toBeGreaterThan(0);
      expect(ranked(server, query)).toEqual(ranked(built, query));
    }
    // The brochure's PDF text comes from the build's file.
    expect(searchSite(server, 'zorbulating').results.map((hit) => hit.url)).toEqual([
      '/brochures/ks-submersible-pumps-50hz.pdf',
    ]);
  });

  it('keeps one index until the next change', async () => {
    const first = await afterChange();
    expect(await liveSearchIndexes(options)).toBe(first);
  });

  it('finds a dealer published in the back office, and no longer once it is unpublished', async () => {
    const dealerUrl = dealerResultsPath('KE', { dealerId: 'rift-valley-boreholes' });
    expect((await found('Rift Valley Boreholes')).page).not.toContain(dealerUrl);
    const dealer = await cms.payload.create({
      collection: 'dealers',
      data: testDealer({
        slug: 'rift-valley-boreholes',
        company: 'Rift Valley Boreholes',
        contactPerson: 'J. Kiptoo',
        country: 'KE',
        city: 'Eldoret',
        address: '12 Uganda Road',
        phone: '+254 53 206 1234',
        email: 'sales@rift-valley-boreholes.example',
        carries: ['submersible-pumps'],
        verifiedOn: '2026-11-28T00:00:00.000Z',
        _status: 'published',
      }),
    });
    const published = await found('Rift Valley Boreholes');
    expect(published.page[0]).toBe(dealerUrl);
    expect(published.suggestions[0]).toBe(dealerUrl);

    await cms.payload.update({ collection: 'dealers', id: dealer.id, data: { _status: 'draft' } });
    const unpublished = await found('Rift Valley Boreholes');
    expect(unpublished.page).not.toContain(dealerUrl);
    expect(unpublished.suggestions).not.toContain(dealerUrl);
  });

  it('finds an event published in the back office on the search page and in the client index, and no longer once unpublished', async () => {
    const eventUrl = `${paths.newsAndEvents}#event-lusaka2026`;
    const event = await cms.payload.create({
      collection: 'events',
      data: testEvent({ _status: 'published' }),
    });
    const published = await found('Lusaka Agritech Expo');
    expect(published.page[0]).toBe(eventUrl);
    expect(published.suggestions[0]).toBe(eventUrl);
    const answer = await clientIndexResponse(new Request('http://localhost/api/search/client-index.json'), options);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, no-cache');
    expect(await answer.text()).toContain('Lusaka Agritech Expo 2026');

    await cms.payload.update({ collection: 'events', id: event.id, data: { _status: 'draft' } });
    const unpublished = await found('Lusaka Agritech Expo');
    expect(unpublished.page).not.toContain(eventUrl);
    expect(unpublished.suggestions).not.toContain(eventUrl);
  });

  it('finds a gallery video by the title given in the back office, and the company page by a renamed counter', async () => {
    const { docs } = await cms.payload.find({ collection: 'gallery', where: { kind: { equals: 'embedded-video' } } });
    await cms.payload.update({
      collection: 'gallery',
      id: docs[0]!.id,
      data: { title: 'Commissioning at Kafue Gorge', _status: 'published' },
    });
    expect((await found('Kafue Gorge')).page).toEqual([paths.gallery]);

    const figures = (await cms.payload.findGlobal({ slug: 'company-figures' })) as unknown as {
      counters: { title: string; end: number; placeholder?: boolean | null }[];
    };
    const counters = figures.counters.map((c, i) => (i === 0 ? { ...c, title: 'Kariba irrigation schemes' } : c));
    await cms.payload.updateGlobal({ slug: 'company-figures', data: { counters } as never });
    expect((await found('Kariba')).page).toEqual([paths.company]);
  });

  it('answers a browser holding the current client index with 304, and a changed one with the new index', async () => {
    const url = 'http://localhost/api/search/client-index.json';
    const first = await clientIndexResponse(new Request(url), options);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    const again = await clientIndexResponse(new Request(url, { headers: { 'if-none-match': etag } }), options);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    const { docs } = await cms.payload.find({ collection: 'events', where: { slug: { equals: 'lusaka2026' } } });
    await cms.payload.update({ collection: 'events', id: docs[0]!.id, data: { _status: 'published' } });
    markPublishedChanged();
    const changed = await clientIndexResponse(new Request(url, { headers: { 'if-none-match': etag } }), options);
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });
});
