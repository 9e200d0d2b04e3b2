import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedContact, siteConfig } from '@/config/site';
import { getBlogs } from '@/content/blogs';
import { getDealers } from '@/content/dealers';
import { getAward, getBrochures, getEventSets, getGallery, getHome } from '@/content/resources';
import { openTestCms, testDealer, testEvent, type TestCms } from '../../../tests/support/test-cms';
import { testDialects } from '../../../tests/support/test-databases';
import { pendingChanges } from '../publish/revalidation-poller';
import { importSeed } from '../seed/import-seed';
import {
  isBannerShown,
  publishedCompanyCounters,
  publishedDealers,
  publishedEventBanner,
  publishedEventSets,
  publishedBrochures,
  publishedPosts,
  publishedContact,
} from './published';
import { publishedAward, publishedGallery } from './published-gallery';

vi.mock('server-only', () => ({}));

/**
 * The seed import and what the public pages read back (issue 45 point 2): every id, text and figure
 * of today's content comes back unchanged; the import is idempotent; a publish, an unpublish and a
 * delete are logged with the pages to regenerate, and the import logs nothing.
 */
describe.each(testDialects)('living content in the back office on %s', (dialect) => {
  let cms: TestCms;

  beforeAll(async () => {
    cms = await openTestCms(dialect);
    await importSeed(cms.payload);
  }, 120_000);

  afterAll(async () => cms?.cleanup());

  it('imports the seed once: a second import creates nothing and keeps every slug', async () => {
    const again = await importSeed(cms.payload);
    expect(again.created).toEqual({});
    expect(again.kept).toMatchObject({ events: 8, dealers: getDealers().length, posts: 6, brochures: 32 });
    expect(again.globalsSet).toEqual([]);
    expect((await pendingChanges(cms.payload, 0)).paths).toEqual([]);
  });

  it('gives the news page the seed’s event sets, texts, photos and order unchanged', async () => {
    expect(await publishedEventSets(cms.payload)).toEqual(getEventSets());
  });

  it('gives the dealer finder the seed’s dealers, checked as the seed is', async () => {
    const byId = (list: { id: string }[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));
    expect(byId(await publishedDealers(cms.payload))).toEqual(byId(getDealers()));
  });

  it('gives the home page the seed’s event banner', async () => {
    const banner = await publishedEventBanner(cms.payload);
    expect(banner?.event).toEqual(getHome().popup[0]);
    expect(isBannerShown(banner!, '2030-01-01')).toBe(true);
    expect(isBannerShown({ ...banner!, showFrom: '2026-12-01', showUntil: '2026-12-10' }, '2026-11-30')).toBe(false);
    expect(isBannerShown({ ...banner!, showFrom: '2026-12-01', showUntil: '2026-12-10' }, '2026-12-10')).toBe(true);
    expect(isBannerShown({ ...banner!, showUntil: '2026-12-10' }, '2026-12-11')).toBe(false);
  });

  it('gives the company page the seed’s counters, figures and placeholder marks unchanged', async () => {
    expect(await publishedCompanyCounters(cms.payload)).toEqual(siteConfig.company.counters);
  });

  it('gives the gallery and the news page the seed’s award, videos, groups and photo grids unchanged', async () => {
    const { award, ...body } = getGallery();
    expect(await publishedAward(cms.payload)).toEqual(award);
    expect(award).toEqual(getAward());
    expect(await publishedGallery(cms.payload)).toEqual(body);
  });

  it('takes an unpublished video off the gallery and logs the gallery and the news page', async () => {
    const before = (await pendingChanges(cms.payload, 0)).lastId;
    const { docs } = await cms.payload.find({ collection: 'gallery', where: { section: { equals: 'company' } } });
    const first = docs.sort((a, b) => Number(a.order) - Number(b.order))[0]!;
    await cms.payload.update({ collection: 'gallery', id: first.id, data: { _status: 'draft' } });
    const company = (await publishedGallery(cms.payload)).videoGroups[0]!;
    expect(company.title).toBe('Company');
    expect(company.videos.map((v) => v.title)).not.toContain(first.title);
    expect(company.videos).toHaveLength(getGallery().videoGroups[0]!.videos.length - 1);
    expect((await pendingChanges(cms.payload, before)).paths).toEqual([
      '/resources/gallery',
      '/resources/news-and-events',
    ]);
    await cms.payload.update({ collection: 'gallery', id: first.id, data: { _status: 'published' } });
  });

  it('gives the downloads page the seed’s brochures, covers and generated PDFs in order', async () => {
    const cards = getBrochures().map(({ no, hz, slug, title, image, file }) => ({ no, hz, slug, title, image, file }));
    expect(await publishedBrochures(cms.payload)).toEqual(cards);
  });

  it('links a brochure’s uploaded designed PDF instead of the generated one, and logs the downloads page', async () => {
    const before = (await pendingChanges(cms.payload, 0)).lastId;
    // The file row alone (as an upload leaves it), so that the test writes no file under DATA_DIR.
    const pdf = await cms.payload.db.create({
      collection: 'media',
      data: { filename: 'ks-agency-brochure.pdf', mimeType: 'application/pdf', filesize: 1024 },
    });
    const slug = getBrochures('50hz')[0]!.slug;
    const { docs } = await cms.payload.find({ collection: 'brochures', where: { slug: { equals: slug } } });
    await cms.payload.update({
      collection: 'brochures',
      id: docs[0]!.id,
      data: { pdfSource: 'uploaded', pdf: pdf.id, _status: 'published' },
    });
    const card = (await publishedBrochures(cms.payload)).find((b) => b.slug === slug)!;
    expect(card.file).toBe(`/cms-api/media/file/ks-agency-brochure.pdf`);
    expect((await pendingChanges(cms.payload, before)).paths).toEqual(['/resources/downloads']);

    await cms.payload.update({ collection: 'brochures', id: docs[0]!.id, data: { pdfSource: 'generated', pdf: null } });
    expect((await publishedBrochures(cms.payload)).find((b) => b.slug === slug)!.file).toBe(`/brochures/${slug}.pdf`);
  });

  it('gives the blog pages and the home page the seed’s posts, texts, figures and order unchanged', async () => {
    expect(await publishedPosts(cms.payload)).toEqual(getBlogs());
  });

  it('lists a post published in the back office, with its reading time, and logs every blog page', async () => {
    const before = (await pendingChanges(cms.payload, 0)).lastId;
    const seed = getBlogs().at(-1)!;
    const created = await cms.payload.create({
      collection: 'posts',
      data: {
        slug: 'solar-pumps-for-lusaka-smallholders',
        number: seed.blog + 1,
        title: 'Solar pumps for Lusaka smallholders',
        description: seed.description,
        cover: { src: seed.image, alt: 'A solar array beside a borehole' },
        published: '2026-11-20T00:00:00.000Z',
        author: 'Kavex Engineering Team',
        tags: ['solar pumping'],
        body: seed.body,
        _status: 'published',
      },
    });
    const newest = (await publishedPosts(cms.payload)).at(-1)!;
    expect(newest).toMatchObject({
      id: 'solar-pumps-for-lusaka-smallholders',
      blog: seed.blog + 1,
      published: '2026-11-20',
      imageAlt: 'A solar array beside a borehole',
      wordCount: seed.wordCount,
      readingMinutes: seed.readingMinutes,
    });
    expect((await pendingChanges(cms.payload, before)).paths).toEqual([
      '/',
      '/resources/blogs',
      '/resources/blogs/solar-pumps-for-lusaka-smallholders',
      '/resources/blogs/*',
      '/sitemap.xml',
    ]);
    await cms.payload.delete({ collection: 'posts', id: created.id });
    expect((await publishedPosts(cms.payload)).map((p) => p.id)).toEqual(getBlogs().map((b) => b.id));
  });

  it('gives the footer, the contact page and the privacy policy the seed’s contact details and social links', async () => {
    expect(await publishedContact(cms.payload)).toEqual(seedContact);
  });

  it('shows a published event, logs the news page to regenerate, and takes it away when unpublished', async () => {
    const before = (await pendingChanges(cms.payload, 0)).lastId;
    const created = await cms.payload.create({
      collection: 'events',
      data: testEvent({ _status: 'published' }),
    });
    expect((await publishedEventSets(cms.payload))[0]?.title).toBe('Lusaka Agritech Expo 2026');
    const published = await pendingChanges(cms.payload, before);
    expect(published.paths).toEqual(['/resources/news-and-events', '/sitemap.xml']);

    await cms.payload.update({ collection: 'events', id: created.id, data: { _status: 'draft' } });
    expect((await publishedEventSets(cms.payload)).map((e) => e.id)).not.toContain('lusaka2026');
    expect((await pendingChanges(cms.payload, published.lastId)).paths).toContain('/resources/news-and-events');
  });

  it('keeps a draft off the public pages', async () => {
    await cms.payload.create({
      collection: 'dealers',
      draft: true,
      data: testDealer({ slug: 'draft-dealer', company: 'Not Yet Pumps', _status: 'draft' }),
    });
    expect((await publishedDealers(cms.payload)).map((d) => d.id)).not.toContain('draft-dealer');
  });

  it('logs a delete and an edit of the contact details (every page)', async () => {
    const before = (await pendingChanges(cms.payload, 0)).lastId;
    const { docs } = await cms.payload.find({ collection: 'dealers', where: { slug: { equals: 'draft-dealer' } } });
    await cms.payload.delete({ collection: 'dealers', id: docs[0]!.id });
    expect((await pendingChanges(cms.payload, before)).paths).toEqual(['/dealers', '/sitemap.xml']);
    await cms.payload.updateGlobal({ slug: 'contact', data: { phoneDisplay: '+91 98765 00000' } });
    expect((await pendingChanges(cms.payload, before)).paths).toEqual(['*']);
    expect(await publishedContact(cms.payload)).toEqual({ ...seedContact, phoneDisplay: '+91 98765 00000' });
  });

  it('shows next year’s company figures once saved, and logs the company page to regenerate', async () => {
    const before = (await pendingChanges(cms.payload, 0)).lastId;
    const counters: { title: string; end: number; placeholder: boolean }[] = siteConfig.company.counters.map((c) => ({
      ...c,
    }));
    counters[1] = { title: 'Years of Experience', end: 16, placeholder: false };
    await cms.payload.updateGlobal({ slug: 'company-figures', data: { counters } });
    expect((await publishedCompanyCounters(cms.payload))[1]).toEqual(counters[1]);
    expect((await pendingChanges(cms.payload, before)).paths).toEqual(['/about-us']);
  });
});
