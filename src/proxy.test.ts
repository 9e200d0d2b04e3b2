import { describe, expect, it, vi } from 'vitest';
import { config } from './proxy';

// The solar page's status comes through that feature's server entry, which refuses a client bundle (`server-only`).
vi.mock('server-only', () => ({}));

/** Whether Next.js runs the proxy for a path (the matcher is one anchored regular expression). */
const runsOn = (path: string) => new RegExp(`^${config.matcher[0]}$`).test(path);

describe('where the CSP proxy runs (issue 11, defect 4)', () => {
  it('runs on documents', () => {
    for (const path of ['/', '/about-us', '/products/50HZ/submersible-pumps', '/pump-selector']) {
      expect(runsOn(path), path).toBe(true);
    }
  });

  it('never on the API (Next.js would buffer the whole body first), static files or build assets', () => {
    for (const path of [
      '/api/enquiries',
      '/api/health',
      '/images/products/x.webp',
      '/_img/products/x.webp.540.avif',
      '/_img/banners/50hz-submersible-pumps.webp.1920.webp',
      '/brochures/catalogue-50hz.pdf',
      '/videos/hero.mp4',
      '/_next/static/chunks/a.js',
      '/_next/image',
      '/favicon.ico',
      '/sitemap.xml',
    ]) {
      expect(runsOn(path), path).toBe(false);
    }
  });
});

describe('the status of a tool page (issue 23: a bad query is a 400 page, never a 500)', () => {
  /** Path, query and the status the page answers with. */
  const cases = [
    // Queries the tools refuse: 400.
    ['/pump-selector', 'flow=12&head=5e-324&headUnit=ft', 400],
    ['/pump-selector/compare', 'models=KS4-05/24&flow=0x10&head=60', 400],
    ['/borewell-sizing', 'boreDiameterIn=6&boreDepthM=1e308&staticLevelM=10&drawdownM=5&flowM3h=3', 400],
    ['/pump-selector/datasheet/ks4-05-24-50hz', 'flow=0x10&head=60', 400],
    ['/solar-pump-sizing', 'site=jaipur&dailyWaterM3=1e3&staticLiftM=40&boreDiameterIn=6', 400],
    ['/solar-pump-sizing', 'site=atlantis&dailyWaterM3=60&staticLiftM=40&boreDiameterIn=6', 400],
    // Empty forms and good queries: 200.
    ['/pump-selector/datasheet/ks4-05-24-50hz', 'flow=44&flowUnit=usgpm&head=197&headUnit=ft', 200],
    ['/pump-selector', '', 200],
    ['/pump-selector', 'flow=12&head=60', 200],
    ['/pump-selector/compare', 'models=KS4-05/24', 200],
    ['/borewell-sizing', 'hz=60', 200],
    ['/solar-pump-sizing', 'site=jaipur&dailyWaterM3=60&staticLiftM=40&boreDiameterIn=6', 200],
    ['/solar-pump-sizing', 'fromBorewell=boreDiameterIn%3D6', 200],
    ['/about-us', 'flow=0x10', 200],
    // Compare with no code that names a model: 404 with the page's message (issue 27).
    ['/pump-selector/compare', 'models=NO-SUCH-PUMP', 404],
    ['/pump-selector/compare', 'models=NO-SUCH-PUMP,ks4-05/24', 200],
  ] as const;

  it.each(cases)('answers %s?%s with %i', async (path, query, expected) => {
    const { toolPageStatus } = await import('./proxy');
    expect(toolPageStatus(path, new URLSearchParams(query))).toBe(expected);
  });

  it('answers 200 to the App Router’s own fetch of a refused query, which a 400 would turn into a reload', async () => {
    const { pageStatus } = await import('./proxy');
    // The selector's URL after the visitor has typed a flow and paused before the head.
    const typedFlowOnly = new URLSearchParams('flow=6&flowUnit=m3h&headUnit=m&hz=50&hoursPerDay=8');
    expect(pageStatus('/pump-selector', typedFlowOnly, new Headers())).toBe(400);
    expect(pageStatus('/pump-selector', typedFlowOnly, new Headers({ 'Sec-Fetch-Dest': 'document' }))).toBe(400);
    expect(pageStatus('/pump-selector', typedFlowOnly, new Headers({ 'Sec-Fetch-Dest': 'empty' }))).toBe(200);
    expect(pageStatus('/pump-selector/compare', new URLSearchParams('models=NO-SUCH-PUMP'), new Headers())).toBe(404);
    expect(
      pageStatus(
        '/pump-selector/compare',
        new URLSearchParams('models=NO-SUCH-PUMP'),
        new Headers({ 'Sec-Fetch-Dest': 'empty' }),
      ),
    ).toBe(200);
  });
});

describe('the dealer finder’s query (issue 45): /dealers stays prerendered, a country is rendered per request', () => {
  it('rewrites /dealers with a country to the finder route, the visitor’s URL kept', async () => {
    const { NextRequest } = await import('next/server');
    const { proxy } = await import('./proxy');
    // Without a build in the worktree the proxy says it has no CSP manifest; the rewrite does not need one.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const rewriteOf = (url: string) => proxy(new NextRequest(url)).headers.get('x-middleware-rewrite');
    expect(rewriteOf('http://localhost/dealers?country=KE')).toBe('http://localhost/dealers/find?country=KE');
    expect(rewriteOf('http://localhost/dealers?country=IN&region=Tamil+Nadu')).toBe(
      'http://localhost/dealers/find?country=IN&region=Tamil+Nadu',
    );
    // Without a country the prerendered page answers, whatever else the query holds.
    expect(rewriteOf('http://localhost/dealers')).toBeNull();
    expect(rewriteOf('http://localhost/dealers?utm_source=newsletter')).toBeNull();
    // The thank-you page with an enquiry's reference (issue 49) is rendered per request; without one it is prerendered.
    expect(rewriteOf('http://localhost/thankyou?ref=KX-3F2A-9C1E')).toBe(
      'http://localhost/thankyou/sent?ref=KX-3F2A-9C1E',
    );
    expect(rewriteOf('http://localhost/thankyou')).toBeNull();
    quiet.mockRestore();
  });
});

describe('the tool pages’ policy (issue 51): hashes, no nonce, so the server can keep them by query', () => {
  it('gives the selector, search and the sizing pages no nonce and keeps a refused query’s 400', async () => {
    const { NextRequest } = await import('next/server');
    const { proxy } = await import('./proxy');
    const policyOf = (url: string) => proxy(new NextRequest(url));
    for (const url of [
      'http://localhost/pump-selector?flow=12&head=40',
      'http://localhost/search?q=borewell',
      'http://localhost/borewell-sizing?hz=60',
      'http://localhost/solar-pump-sizing?site=jaipur&dailyWaterM3=60&staticLiftM=40&boreDiameterIn=6',
    ]) {
      const response = policyOf(url);
      expect(response.headers.get('content-security-policy'), url).not.toMatch(/'nonce-/);
      expect(response.headers.get('x-middleware-request-content-security-policy'), url).toBeNull();
      expect(response.status, url).toBe(200);
    }
    // A refused query is still a 400 page, now without a nonce.
    const refused = policyOf('http://localhost/pump-selector?flow=12&head=5e-324&headUnit=ft');
    expect(refused.status).toBe(400);
    expect(refused.headers.get('x-middleware-rewrite')).toBe(
      'http://localhost/pump-selector?flow=12&head=5e-324&headUnit=ft',
    );
    expect(refused.headers.get('content-security-policy')).not.toMatch(/'nonce-/);
    // Compare and a model's datasheet stay rendered per request with a nonce.
    expect(
      policyOf('http://localhost/pump-selector/compare?models=KS4-05/24').headers.get('content-security-policy'),
    ).toMatch(/'nonce-/);
  });

  it('decides by the page, the build and draft mode', async () => {
    const { hashesOnly } = await import('./proxy');
    expect(hashesOnly('/pump-selector', false, false)).toBe(true);
    expect(hashesOnly('/search', false, false)).toBe(true);
    expect(hashesOnly('/pump-selector', false, true)).toBe(false);
    expect(hashesOnly('/pump-selector/compare', false, false)).toBe(false);
    expect(hashesOnly('/about-us', true, false)).toBe(true);
    expect(hashesOnly('/about-us', true, true)).toBe(false);
  });
});

describe('blog posts published after the build (issue 45)', () => {
  it('answers an address no published post has with the site’s 404, and lets a published one render without a nonce', async () => {
    const { NextRequest } = await import('next/server');
    const { proxy } = await import('./proxy');
    const { setPublishedPostSlugs } = await import('@/lib/publishing/published-pages');
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    setPublishedPostSlugs(['older-post', 'a-new-post']);
    const unknown = proxy(new NextRequest('http://localhost/resources/blogs/no-such-post'));
    expect(unknown.headers.get('x-middleware-rewrite')).toBe('http://localhost/resources/blogs/no-such-post/not-found');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-security-policy')).toMatch(/'nonce-/);
    // A post published since the build: Next.js renders and keeps it, so no per-request nonce goes in.
    const published = proxy(new NextRequest('http://localhost/resources/blogs/a-new-post'));
    expect(published.headers.get('x-middleware-rewrite')).toBeNull();
    expect(published.headers.get('content-security-policy')).not.toMatch(/'nonce-/);
    quiet.mockRestore();
  });
});

describe('a model’s web datasheet (issue 25)', () => {
  it('answers an id no model has, or one that is not percent-encoded right, with the site’s 404 and renders a model’s', async () => {
    const { NextRequest } = await import('next/server');
    const { proxy } = await import('./proxy');
    const { getPumpModels, modelId } = await import('@/content/pump-models');
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const id of ['no-such-model', '%ff']) {
      const unknown = proxy(new NextRequest(`http://localhost/pump-selector/datasheet/${id}`));
      expect(unknown.status, id).toBe(404);
      expect(unknown.headers.get('x-middleware-rewrite'), id).toBe(
        `http://localhost/pump-selector/datasheet/${id}/not-found`,
      );
    }
    const known = proxy(new NextRequest(`http://localhost/pump-selector/datasheet/${modelId(getPumpModels()[0]!)}`));
    expect(known.status).toBe(200);
    expect(known.headers.get('x-middleware-rewrite')).toBeNull();
    quiet.mockRestore();
  });
});

describe('a staff member’s preview in draft mode (issue 45 point 3)', () => {
  it('gives a request carrying the build’s draft-mode secret a nonce, and a normal visitor’s request the build’s hashes only', async () => {
    // A build folder of its own: the CSP manifest of two prerendered pages and Next.js's draft-mode secret.
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proxy-draft-'));
    fs.writeFileSync(path.join(dir, 'BUILD_ID'), 'build-1');
    fs.writeFileSync(
      path.join(dir, 'csp-hashes.json'),
      JSON.stringify({
        version: 1,
        buildId: 'build-1',
        routes: { '/': ["'sha256-home'"], '/dealers': ["'sha256-dealers'"] },
        fallback: [],
      }),
    );
    fs.writeFileSync(
      path.join(dir, 'prerender-manifest.json'),
      JSON.stringify({ preview: { previewModeId: 'secret-of-build-1' } }),
    );
    const before = process.env.NEXT_DIST_DIR;
    process.env.NEXT_DIST_DIR = path.relative(process.cwd(), dir);
    vi.resetModules();
    try {
      const { NextRequest } = await import('next/server');
      const { proxy } = await import('./proxy');
      const { setPublishedPostSlugs } = await import('@/lib/publishing/published-pages');
      const ask = (url: string, cookie?: string) => proxy(new NextRequest(url, { headers: cookie ? { cookie } : {} }));
      const nonceOf = (response: Response) =>
        /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

      // A visitor: the prerendered page's hashes, no nonce, nothing rewritten (unchanged by the preview).
      const visitor = ask('http://localhost/dealers', 'consent=granted');
      expect(visitor.headers.get('content-security-policy')).toContain("'sha256-dealers'");
      expect(nonceOf(visitor)).toBeUndefined();
      // The previewing editor: the same hashes and a fresh nonce, which Next.js reads from the request.
      const draft = ask('http://localhost/dealers', 'payload-token=t; __prerender_bypass=secret-of-build-1');
      expect(draft.headers.get('content-security-policy')).toContain("'sha256-dealers'");
      const nonce = nonceOf(draft);
      expect(nonce).toBeDefined();
      expect(draft.headers.get('x-middleware-request-content-security-policy')).toContain(`'nonce-${nonce}'`);
      expect(nonceOf(ask('http://localhost/', '__prerender_bypass=secret-of-build-1'))).not.toBe(nonce);
      // A cookie with any other value is not draft mode for Next.js either: the visitor's treatment.
      expect(nonceOf(ask('http://localhost/dealers', '__prerender_bypass=guessed'))).toBeUndefined();

      // A post that is still only a draft: the site's 404 for a visitor, the page for the previewing editor.
      setPublishedPostSlugs(['older-post']);
      expect(ask('http://localhost/resources/blogs/draft-post').status).toBe(404);
      const previewed = ask('http://localhost/resources/blogs/draft-post', '__prerender_bypass=secret-of-build-1');
      expect(previewed.headers.get('x-middleware-rewrite')).toBeNull();
      expect(nonceOf(previewed)).toBeDefined();
      // A tool page previewed in draft mode: rendered for the editor alone, with a nonce.
      expect(nonceOf(ask('http://localhost/search?q=pump', '__prerender_bypass=secret-of-build-1'))).toBeDefined();
      expect(nonceOf(ask('http://localhost/search?q=pump'))).toBeUndefined();
    } finally {
      if (before === undefined) delete process.env.NEXT_DIST_DIR;
      else process.env.NEXT_DIST_DIR = before;
      vi.resetModules();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
