import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  buildCspManifest,
  inlineScriptHashes,
  isPrerendered,
  readCspManifest,
  routeOfHtmlFile,
  scriptHashesFor,
  unhashableCode,
  writeCspManifest,
} from './csp-manifest';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts exactly as written and skips external scripts and data blocks', () => {
    const html = [
      '<html><head><script>self.a=1</script>',
      '<script src="/_next/static/chunks/x.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script type="module">import("/x.js")</script>',
      '<SCRIPT id="_R_">(globalThis.T||[]).push(1)</SCRIPT>',
      '<script>self.a=1</script>',
      '</head></html>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      sha('self.a=1'),
      sha('import("/x.js")'),
      sha('(globalThis.T||[]).push(1)'),
    ]);
  });

  it('reads attributes as a browser does: a data-type attribute is no type, a ">" inside a value ends no tag', () => {
    // Both cases fooled the regular expressions this replaced (issue 28): the first script was skipped
    // as a data block, the second hashed from the middle of its start tag, so either would be blocked.
    const html =
      '<script data-type="application/ld+json">self.a=1</script>' +
      '<script data-note="1 > 0">self.b=2</script>' +
      '<!-- <script>self.c=3</script> -->';
    expect(inlineScriptHashes(html)).toEqual([sha('self.a=1'), sha('self.b=2')]);
  });

  it('hashes multi-line and non-ASCII script text as UTF-8', () => {
    const body = '\n  self.__next_f.push([1,"m³/h — ok"])\n';
    expect(inlineScriptHashes(`<script>${body}</script>`)).toEqual([sha(body)]);
  });
});

describe('unhashableCode', () => {
  it('finds inline handlers and javascript: URLs but not text that merely mentions them', () => {
    expect(unhashableCode('<button onclick="go()">x</button><a href="javascript:void 0">y</a>')).toHaveLength(2);
    expect(unhashableCode('<p content="x">one=two</p><script>el.onclick=f</script>')).toEqual([]);
  });

  it('finds a handler after a value holding ">", and a javascript: URL written with an entity', () => {
    expect(unhashableCode('<img alt="1 > 0" src="/a.png" onerror="go()">')).toEqual(['onerror="go()"']);
    expect(unhashableCode('<a href="&#106;avascript:go()">x</a>')).toEqual(['href="javascript:go()"']);
    // URL parsers drop leading spaces and C0 controls and read the scheme in any case.
    expect(unhashableCode('<a href="&#1; JavaScript:go()">x</a>')).toHaveLength(1);
    expect(unhashableCode('<p title="onclick=\'go()\' is refused">x</p>')).toEqual([]);
  });
});

describe('routeOfHtmlFile and scriptHashesFor', () => {
  it('maps prerendered files to paths and unknown paths to the not-found page', () => {
    expect(routeOfHtmlFile('index.html')).toBe('/');
    expect(routeOfHtmlFile('about-us.html')).toBe('/about-us');
    expect(routeOfHtmlFile('products/50HZ/pipes/uPVC-pipes.html')).toBe('/products/50HZ/pipes/uPVC-pipes');
    expect(routeOfHtmlFile('_not-found.html')).toBeUndefined();
    const manifest = { version: 1, buildId: 'b', routes: { '/': ['h1'], '/about-us': ['h2'] }, fallback: ['nf'] };
    expect(scriptHashesFor(manifest, '/about-us')).toEqual(['h2']);
    expect(scriptHashesFor(manifest, '/about-us/')).toEqual(['h2']);
    expect(scriptHashesFor(manifest, '/')).toEqual(['h1']);
    expect(scriptHashesFor(manifest, '/missing')).toEqual(['nf']);
    expect(scriptHashesFor(manifest, '/%E0%A4%A')).toEqual(['nf']);
  });

  it('gives an escaped form of a page the not-found page’s hashes, as Next.js answers it with that page (issue 27, finding 1)', () => {
    const manifest = { version: 1, buildId: 'b', routes: { '/about-us': ['h2'], '/नमस्ते': ['h3'] }, fallback: ['nf'] };
    expect(scriptHashesFor(manifest, '/%61bout-us')).toEqual(['nf']);
    expect(scriptHashesFor(manifest, '/about%2Dus')).toEqual(['nf']);
    expect(isPrerendered(manifest, '/%61bout-us')).toBe(false);
    // A character that must be escaped is still found under its decoded name.
    expect(scriptHashesFor(manifest, `/${encodeURIComponent('नमस्ते')}`)).toEqual(['h3']);
  });

  it('tells prerendered paths from pages rendered per request', () => {
    const manifest = { version: 1, buildId: 'b', routes: { '/': ['h1'], '/about-us': ['h2'] }, fallback: ['nf'] };
    expect(isPrerendered(manifest, '/about-us/')).toBe(true);
    expect(isPrerendered(manifest, '/pump-selector')).toBe(false);
    expect(isPrerendered(manifest, '/constructor')).toBe(false);
  });
});

describe('buildCspManifest', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-manifest-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads a build folder, writes the manifest and rejects it once the build changes', () => {
    const app = path.join(dir, 'server', 'app');
    fs.mkdirSync(path.join(app, 'products'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'BUILD_ID'), 'one');
    fs.writeFileSync(path.join(app, 'index.html'), '<script>a()</script>');
    fs.writeFileSync(path.join(app, 'products', 'x.html'), '<script>b()</script>');
    fs.writeFileSync(path.join(app, '_not-found.html'), '<script>c()</script>');
    fs.writeFileSync(path.join(app, '_global-error.html'), '<script>d()</script>');
    const { manifest, pages, problems } = buildCspManifest(dir);
    expect(pages).toBe(4);
    expect(problems).toEqual([]);
    expect(manifest.routes).toEqual({ '/': [sha('a()')], '/products/x': [sha('b()')] });
    expect(manifest.fallback.sort()).toEqual([sha('c()'), sha('d()')].sort());
    writeCspManifest(dir, manifest);
    expect(readCspManifest(dir)).toEqual(manifest);
    fs.writeFileSync(path.join(dir, 'BUILD_ID'), 'two');
    expect(readCspManifest(dir)).toBeUndefined();
  });

  it('fails without a build', () => {
    expect(() => buildCspManifest(path.join(dir, 'nothing'))).toThrow(/BUILD_ID/);
  });
});
