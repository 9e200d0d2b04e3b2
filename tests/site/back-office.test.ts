import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseCsp } from '../../src/lib/http/security-headers';
import { testAdmin } from '../../scripts/test-server';
import { hashSource, inlineScripts, runs } from './inline-scripts';
import { request, siteOrigin } from './site';
import { checkHtml } from './vnu';

/**
 * The back office as the running `npm start` server serves it (issue 45): `/admin` and `/cms-api`
 * are `noindex`, anonymous callers read nothing private, sign-in sets a safe cookie, and a publish
 * through the REST API is on the public page and in the site search within 10 s, served as a built
 * page is (its CSP lists the hashes of exactly its inline scripts; valid HTML by the Nu Html
 * Checker), then gone within 10 s of the unpublish. A blog post first published after the build gets
 * its page the same way. No build runs.
 */

/** Publishing must be live within this many ms (issue 45 point 3). */
const liveWithinMs = 10_000;

async function signIn(): Promise<string> {
  const response = await request('/cms-api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(testAdmin),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/**
 * Every inline script that runs in `html` is allowed by the CSP header, and (`exact`, a page served as
 * built) no other hash is listed; a 404's policy also lists the error page's scripts.
 */
function expectCspMatches(html: string, header: string | null, exact = true) {
  const allowed = parseCsp(header ?? '')['script-src'] ?? [];
  const needed = [
    ...new Set(
      inlineScripts(html)
        .filter(runs)
        .map((script) => hashSource(script.text)),
    ),
  ];
  expect(needed.length).toBeGreaterThan(0);
  for (const hash of needed) expect(allowed).toContain(hash);
  if (exact) expect(allowed.filter((source) => source.startsWith("'sha256-")).sort()).toEqual(needed.sort());
}

/** The Nu Html Checker's errors on one page's HTML (as the HTML gate checks the built pages). */
function htmlErrors(html: string, pagePath: string): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kavex-regenerated-'));
  try {
    const file = path.join(dir, 'page.html');
    fs.writeFileSync(file, html);
    return checkHtml(new Map([[file, pagePath]])).errors;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the back office behind npm start', () => {
  test('the admin and its API are noindex, with their own policy, and out of robots and the sitemap', async () => {
    const admin = await request('/admin/login');
    expect(admin.status).toBe(200);
    expect(admin.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(await admin.text()).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    const csp = parseCsp(admin.headers.get('content-security-policy') ?? '');
    expect(csp['script-src']?.some((source) => source.startsWith("'nonce-"))).toBe(true);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect((await request('/cms-api/events')).headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const robots = await (await request('/robots.txt')).text();
    expect(robots).toMatch(/Disallow: \/admin/);
    expect(robots).toMatch(/Disallow: \/cms-api\//);
    expect(await (await request('/sitemap.xml')).text()).not.toMatch(/\/admin|\/cms-api/);
  });

  test('anonymous callers get no accounts; sign-in gives an HttpOnly, SameSite=Lax session cookie', async () => {
    expect([401, 403]).toContain((await request('/cms-api/users')).status);
    const response = await request('/cms-api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(testAdmin),
    });
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('payload-token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  test('an event published through the REST API is on the news page and in the search within 10 s, and gone within 10 s of its unpublish', async () => {
    const token = await signIn();
    const auth = { authorization: `JWT ${token}`, 'content-type': 'application/json' };
    const title = `Lusaka Agritech Expo ${Date.now()}`;
    const slug = `lusaka${new Date().getFullYear()}`;
    const created = await request('/cms-api/events', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        slug,
        title,
        location: 'Lusaka, Zambia',
        year: new Date().getFullYear(),
        summary: 'Solar borehole sets for smallholder farms.',
        photos: [{ picture: { src: '/images/events/zambia2025-1.webp', alt: 'Our stand in Lusaka' } }],
        _status: 'published',
      }),
    });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { doc: { id: number } }).doc.id;
    try {
      let page = '';
      await expect
        .poll(
          async () => {
            const answer = await request('/resources/news-and-events');
            page = await answer.text();
            if (page.includes(title)) expectCspMatches(page, answer.headers.get('content-security-policy'));
            return page.includes(title);
          },
          { timeout: liveWithinMs, interval: 250 },
        )
        .toBe(true);
      // Served as a built page: its hydration scripts are deferred by the loader, as postbuild does,
      // and it is as valid HTML as the built one.
      expect(page).toContain('kavex-hydration-scripts');
      expect(htmlErrors(page, '/resources/news-and-events')).toEqual([]);
      // In the site search and the header's suggestions too: a result linking to the event's carousel.
      const searchPage = `/search?q=${encodeURIComponent(title)}`;
      const eventLink = `href="/resources/news-and-events#event-${slug}"`;
      await expect
        .poll(async () => (await (await request(searchPage)).text()).includes(eventLink), {
          timeout: liveWithinMs,
          interval: 250,
        })
        .toBe(true);
      const suggestions = await request('/api/search/client-index.json');
      expect(suggestions.headers.get('etag')).toMatch(/^"/);
      expect(suggestions.headers.get('content-encoding')).toMatch(/^(gzip|br)$/);
      expect(await suggestions.text()).toContain(title);

      const unpublished = await request(`/cms-api/events/${id}`, {
        method: 'PATCH',
        headers: auth,
        body: JSON.stringify({ _status: 'draft' }),
      });
      expect(unpublished.status).toBe(200);
      await expect
        .poll(async () => (await (await request('/resources/news-and-events')).text()).includes(title), {
          timeout: liveWithinMs,
          interval: 250,
        })
        .toBe(false);
      await expect
        .poll(async () => (await (await request(searchPage)).text()).includes(eventLink), {
          timeout: liveWithinMs,
          interval: 250,
        })
        .toBe(false);
    } finally {
      await request(`/cms-api/events/${id}`, { method: 'DELETE', headers: auth });
    }
  });

  test('a blog post first published after the build gets its own page within 10 s, served as a built page; an unknown post is the site’s 404', async () => {
    const token = await signIn();
    const auth = { authorization: `JWT ${token}`, 'content-type': 'application/json' };
    const listed = await request('/cms-api/posts?limit=1&depth=0', { headers: auth });
    const model = ((await listed.json()) as { docs: Record<string, unknown>[] }).docs[0]!;
    const slug = `a-post-after-the-build-${Date.now()}`;
    const title = `A post published after the build ${Date.now()}`;
    const fields = Object.fromEntries(
      Object.entries(model).filter(([name]) => !['id', 'createdAt', 'updatedAt'].includes(name)),
    );
    const created = await request('/cms-api/posts', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ ...fields, slug, title, number: 900_000 + (Date.now() % 99_999), _status: 'published' }),
    });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { doc: { id: number } }).doc.id;
    try {
      let page = '';
      await expect
        .poll(
          async () => {
            const answer = await request(`/resources/blogs/${slug}`);
            page = await answer.text();
            if (answer.status === 200) expectCspMatches(page, answer.headers.get('content-security-policy'));
            return answer.status === 200 && page.includes(title);
          },
          { timeout: liveWithinMs, interval: 250 },
        )
        .toBe(true);
      expect(page).toContain('kavex-hydration-scripts');
      expect(htmlErrors(page, `/resources/blogs/${slug}`)).toEqual([]);
    } finally {
      // The HTML check blocks this process for seconds (the Nu Html Checker runs synchronously); on a
      // busy machine the server closes the idle connection meanwhile, and the next request on it fails
      // ("other side closed"). Polled, like the event's requests, so that the post is always removed
      // (the sitemap check finds it otherwise): deleted now (200) or already (404).
      await expect
        .poll(async () => (await request(`/cms-api/posts/${id}`, { method: 'DELETE', headers: auth })).status, {
          timeout: liveWithinMs,
          interval: 250,
        })
        .toBeOneOf([200, 404]);
    }
    // Gone from the sitemap within 10 s too, before the next file's sitemap check reads it.
    await expect
      .poll(async () => (await (await request('/sitemap.xml')).text()).includes(slug), {
        timeout: liveWithinMs,
        interval: 250,
      })
      .toBe(false);
    const unknown = await request('/resources/blogs/no-post-has-this-address');
    expect(unknown.status).toBe(404);
    const html = await unknown.text();
    expect(html).toMatch(/<h1[^>]*>Page Not Found<\/h1>/);
    expect(html).toMatch(/<header/);
    expectCspMatches(html, unknown.headers.get('content-security-policy'), false);
  });

  test('a change to the event banner changes the home page’s pop-up', async () => {
    const token = await signIn();
    const auth = { authorization: `JWT ${token}`, 'content-type': 'application/json' };
    const before = (await (await request('/cms-api/globals/event-banner')).json()) as Record<string, unknown>;
    const title = `Pump Expo ${Date.now()}`;
    const changed = await request('/cms-api/globals/event-banner', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ title, _status: 'published' }),
    });
    expect(changed.status).toBe(200);
    try {
      await expect
        .poll(async () => (await (await request('/')).text()).includes(title), { timeout: liveWithinMs, interval: 250 })
        .toBe(true);
    } finally {
      const restored = await request('/cms-api/globals/event-banner', {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ title: before.title, _status: 'published' }),
      });
      expect(restored.status).toBe(200);
      // The browser tests that follow on this server expect the seed's banner back on the home page.
      await expect
        .poll(async () => (await (await request('/')).text()).includes(String(before.title)), {
          timeout: liveWithinMs,
          interval: 250,
        })
        .toBe(true);
    }
  });

  test('a marketing editor previews a draft on its real page in draft mode, never cached; anonymous callers are refused and visitors see nothing of it', async () => {
    const token = await signIn();
    const auth = { authorization: `JWT ${token}`, 'content-type': 'application/json' };
    const title = `A draft expo ${Date.now()}`;
    const slug = `draftexpo${Date.now() % 1_000_000}`;
    const created = await request('/cms-api/events?draft=true', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        slug,
        title,
        location: 'Lusaka, Zambia',
        year: new Date().getFullYear(),
        summary: 'Only a draft so far.',
        photos: [{ picture: { src: '/images/events/zambia2025-1.webp', alt: 'Our stand in Lusaka' } }],
        _status: 'draft',
      }),
    });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { doc: { id: number } }).doc.id;
    const previewLink = `/api/preview?collection=events&id=${id}`;
    // The admin's Preview button is a link on this site: the browser says so (Payload's CSRF check).
    const fromAdmin = { 'sec-fetch-site': 'same-origin' };
    try {
      const anonymous = await request(previewLink, { redirect: 'manual', headers: fromAdmin });
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.getSetCookie().join()).not.toContain('__prerender_bypass');

      const session = `payload-token=${token}`;
      const entered = await request(previewLink, { redirect: 'manual', headers: { ...fromAdmin, cookie: session } });
      expect(entered.status).toBe(303);
      expect(entered.headers.get('location')).toBe(`/resources/news-and-events#event-${slug}`);
      const bypass = entered.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0]!)
        .find((pair) => pair.startsWith('__prerender_bypass='));
      expect(bypass).toMatch(/^__prerender_bypass=.+/);

      const preview = await request('/resources/news-and-events', {
        headers: { ...fromAdmin, cookie: `${session}; ${bypass}` },
      });
      expect(preview.status).toBe(200);
      const html = await preview.text();
      expect(html).toContain(title);
      expect(html).toMatch(/Preview of a draft[\s\S]*href="\/api\/preview\/exit"[^>]*>Leave preview/);
      expect(preview.headers.get('cache-control')).toMatch(/private/);
      expect(preview.headers.get('cache-control')).toMatch(/no-store/);
      // Rendered for this request: a nonce in its policy, on every inline script that is not hashed.
      const csp = parseCsp(preview.headers.get('content-security-policy') ?? '');
      const nonce = csp['script-src']?.find((source) => source.startsWith("'nonce-"));
      expect(nonce).toBeDefined();
      for (const script of inlineScripts(html).filter(runs)) {
        if (!csp['script-src']!.includes(hashSource(script.text))) expect(`'nonce-${script.nonce}'`).toBe(nonce);
      }

      // A visitor, at the same moment: the published page from the page cache, without the draft or the bar.
      const visitor = await request('/resources/news-and-events');
      const visitorHtml = await visitor.text();
      expect(visitorHtml).not.toContain(title);
      expect(visitorHtml).not.toContain('Leave preview');
      expect(visitor.headers.get('cache-control')).not.toMatch(/private/);
      // The draft-mode cookie without the editor's session shows the published content only.
      expect(
        await (await request('/resources/news-and-events', { headers: { cookie: bypass! } })).text(),
      ).not.toContain(title);

      const left = await request('/api/preview/exit', {
        redirect: 'manual',
        headers: { cookie: `${session}; ${bypass}`, referer: new URL('/resources/news-and-events', siteOrigin()).href },
      });
      expect(left.status).toBe(303);
      expect(left.headers.get('location')).toBe('/resources/news-and-events');
      expect(left.headers.getSetCookie().join()).toMatch(/__prerender_bypass=;/);
    } finally {
      await request(`/cms-api/events/${id}`, { method: 'DELETE', headers: auth });
    }
  });
});
