import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestCms, testDealer, testEvent, testOrigin, type TestCms } from '../../../tests/support/test-cms';
import { testEventBanner } from '../../../tests/support/test-event-banner';
import type { StaffRole } from '../roles';
import { publishedDealers, publishedEventBanner, publishedEventSets } from '../read/published';
import { decidePreview } from './decide';
import { previewLink } from './target';

vi.mock('server-only', () => ({}));

/**
 * The preview of a draft (issue 45 point 3): who the preview route lets into draft mode, where it
 * sends them, and what the page readers give a previewing editor and everyone else.
 */

const password = 'a-long-enough-passphrase';

describe('previewing a draft', () => {
  let cms: TestCms;
  const tokens = {} as Record<StaffRole, string>;
  const ids = {} as { draftDealer: string; draftEvent: string };

  /**
   * The headers of the browser of `role` following the admin's Preview button: its session cookie and
   * `Sec-Fetch-Site: same-origin` (Payload takes a session cookie only from this site's own pages).
   */
  const browserOf = (role?: StaffRole, site = 'same-origin') =>
    new Headers({ 'sec-fetch-site': site, ...(role ? { cookie: `payload-token=${tokens[role]}` } : {}) });

  /** `GET {link}` as the browser of `role` sends it, or anonymously. */
  const ask = (link: string, role?: StaffRole, site?: string) =>
    decidePreview(cms.payload, { url: `${testOrigin}${link}`, headers: browserOf(role, site) });

  beforeAll(async () => {
    cms = await openTestCms('sqlite');
    for (const role of ['admin', 'marketing', 'sales', 'dealer'] as const) {
      await cms.payload.create({
        collection: 'users',
        data: { email: `${role}@example.com`, password, name: role, role },
      });
      tokens[role] = (await cms.login(`${role}@example.com`, password)).token!;
    }
    // A dealer in Zambia and a news item, each saved only as a draft (never published).
    const dealer = await cms.payload.create({
      collection: 'dealers',
      data: testDealer({ _status: 'draft' }),
      draft: true,
    });
    const event = await cms.payload.create({
      collection: 'events',
      data: testEvent({ _status: 'draft' }),
      draft: true,
    });
    ids.draftDealer = String(dealer.id);
    ids.draftEvent = String(event.id);
  }, 120_000);

  afterAll(async () => cms?.cleanup());

  it('sends a signed-in marketing user to the page each draft shows on', async () => {
    expect(await ask(previewLink({ collection: 'dealers', id: ids.draftDealer }), 'marketing')).toEqual({
      status: 303,
      location: '/dealers?country=ZM#dealer-lusaka-borehole-supplies',
    });
    expect(await ask(previewLink({ collection: 'events', id: ids.draftEvent }), 'marketing')).toEqual({
      status: 303,
      location: '/resources/news-and-events#event-lusaka2026',
    });
    expect(await ask(previewLink({ global: 'event-banner' }), 'admin')).toEqual({ status: 303, location: '/' });
  });

  it('refuses anonymous callers (401), sales and dealer accounts (403)', async () => {
    const link = previewLink({ collection: 'dealers', id: ids.draftDealer });
    expect((await ask(link)).status).toBe(401);
    expect((await ask(link, 'sales')).status).toBe(403);
    expect((await ask(link, 'dealer')).status).toBe(403);
    // A forged session is no session; a link on another site does not carry the editor's session in.
    const forged = await decidePreview(cms.payload, {
      url: `${testOrigin}${link}`,
      headers: new Headers({ cookie: 'payload-token=not-a-token', 'sec-fetch-site': 'same-origin' }),
    });
    expect(forged.status).toBe(401);
    expect((await ask(link, 'marketing', 'cross-site')).status).toBe(401);
  });

  it('answers 400 for a query naming nothing previewable and 404 for a document that does not exist', async () => {
    expect((await ask('/api/preview?collection=users&id=1', 'marketing')).status).toBe(400);
    expect((await ask('/api/preview?collection=posts', 'marketing')).status).toBe(400);
    expect((await ask('/api/preview?global=contact', 'marketing')).status).toBe(400);
    expect((await ask(previewLink({ collection: 'posts', id: '99999' }), 'marketing')).status).toBe(404);
  });

  it('gives the readers the drafts only for a previewing editor; everyone else reads the published content', async () => {
    const marketing = (await cms.payload.auth({ headers: browserOf('marketing') })).user!;
    expect((await publishedDealers(cms.payload)).map((d) => d.id)).not.toContain('lusaka-borehole-supplies');
    expect((await publishedDealers(cms.payload, marketing)).map((d) => d.id)).toContain('lusaka-borehole-supplies');
    expect((await publishedEventSets(cms.payload)).map((e) => e.id)).not.toContain('lusaka2026');
    const previewed = (await publishedEventSets(cms.payload, marketing)).find((e) => e.id === 'lusaka2026');
    expect(previewed?.title).toBe('Lusaka Agritech Expo 2026');
    // The event banner: a draft change shows in the preview, not on the published home page.
    await cms.payload.updateGlobal({
      slug: 'event-banner',
      data: testEventBanner({ title: 'Kenya Water Expo' }),
    });
    await cms.payload.updateGlobal({
      slug: 'event-banner',
      data: { title: 'Zambia Water Expo', _status: 'draft' },
      draft: true,
    });
    expect((await publishedEventBanner(cms.payload))?.event.title).toBe('Kenya Water Expo');
    expect((await publishedEventBanner(cms.payload, marketing))?.event.title).toBe('Zambia Water Expo');
  });
});
