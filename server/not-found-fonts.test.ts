import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { notFoundFontPreload, notFoundManifestKey, preloadFontsOnNotFound } from './not-found-fonts';

const font = 'static/media/inter_latin_wght_400_700_normal-s.p.abc.woff2';
const fontLink = `</_next/${font}>; rel=preload; as=font; type="font/woff2"; crossorigin`;

let dir: string | undefined;
let server: http.Server | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  server?.close();
  dir = undefined;
  server = undefined;
});

/** A build folder whose font manifest holds `entries` (`undefined`: no manifest at all). */
function buildFolder(entries?: Record<string, string[]>): string {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'not-found-fonts-'));
  fs.mkdirSync(path.join(dir, 'server'));
  if (entries) fs.writeFileSync(path.join(dir, 'server', 'next-font-manifest.json'), JSON.stringify({ app: entries }));
  return dir;
}

describe('notFoundFontPreload', () => {
  it("preloads the not-found entry's font as a browser needs it for a font (type, crossorigin)", () => {
    const distDir = buildFolder({ [notFoundManifestKey]: [font], '[project]/src/app/page': [font] });
    expect(notFoundFontPreload(distDir)).toBe(fontLink);
  });

  it('sends nothing when the build has no manifest, no not-found entry or no font in it', () => {
    expect(notFoundFontPreload(buildFolder())).toBeUndefined();
    expect(notFoundFontPreload(buildFolder({ '[project]/src/app/page': [font] }))).toBeUndefined();
    expect(notFoundFontPreload(buildFolder({ [notFoundManifestKey]: ['static/media/logo.svg'] }))).toBeUndefined();
  });
});

describe('preloadFontsOnNotFound', () => {
  /** A server answering `/missing` 404 (with a Link of its own on `/missing-linked`) and anything else 200. */
  async function start(): Promise<string> {
    server = http.createServer((request, response) => {
      preloadFontsOnNotFound(response, fontLink);
      if (request.url === '/missing-linked') response.setHeader('Link', '</a.css>; rel=preload; as=style');
      response.statusCode = request.url?.startsWith('/missing') ? 404 : 200;
      response.end('page');
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  }

  it('adds the font preload to a 404 only, after a Link the application set', async () => {
    const origin = await start();
    expect((await fetch(`${origin}/missing`)).headers.get('link')).toBe(fontLink);
    expect((await fetch(`${origin}/missing-linked`)).headers.get('link')).toBe(
      `</a.css>; rel=preload; as=style, ${fontLink}`,
    );
    expect((await fetch(`${origin}/about-us`)).headers.get('link')).toBeNull();
  });
});
