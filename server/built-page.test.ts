import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../src/lib/http/csp-manifest';
import { asBuilt } from './built-page';
import { deferHydrationScripts, hydrationLoader } from './hydration-scripts';
import { createHash } from 'node:crypto';

/** A tool page as Next.js renders it with a policy of hashes (shortened): hydration scripts, inline payload. */
const page =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime-extra.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script>' +
  '<title>Find your pump</title>' +
  '<script>document.documentElement.setAttribute("data-consent","pending")</script></head>' +
  '<body><main><h1>Pumps for 12.5 m³/h at 41 m</h1></main>' +
  '<script type="application/ld+json">{"@type":"Organization"}</script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([1,"results"])</script>' +
  '<script src="/_next/static/chunks/runtime-extra.js" async=""></script></body></html>';

const headers = { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "script-src 'self'" };

/** The policy's script hash sources, in order. */
function hashSources(policy: string | string[] | undefined): string[] {
  return String(policy).match(/'sha256-[^']+'/g) ?? [];
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('asBuilt: a page rendered after the build, as postbuild leaves a built one', () => {
  it('defers its hydration scripts and its policy allows exactly the inline scripts of the page it sends', () => {
    const built = asBuilt(headers, Buffer.from(page));
    const html = built.body.toString('utf8');
    expect(html).toBe(deferHydrationScripts(page)!.html);
    // The loader the rewrite added, the consent defaults and the payload: the data blocks are not hashed.
    expect(hashSources(built.headers['content-security-policy'])).toEqual(inlineScriptHashes(html));
    expect(hashSources(built.headers['content-security-policy'])).toEqual([
      sha256(hydrationLoader),
      sha256('document.documentElement.setAttribute("data-consent","pending")'),
      sha256('(self.__next_f=self.__next_f||[]).push([1,"results"])'),
    ]);
  });

  it('keeps a page rewritten already as it is, and hashes its scripts', () => {
    const once = asBuilt(headers, Buffer.from(page));
    const twice = asBuilt(headers, once.body);
    expect(twice.body.equals(once.body)).toBe(true);
    expect(twice.headers['content-security-policy']).toBe(once.headers['content-security-policy']);
  });
});
