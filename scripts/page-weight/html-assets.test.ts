import { describe, expect, it } from 'vitest';
import { deferHydrationScripts } from '../../server/hydration-scripts';
import { pageAssets } from './html-assets';

describe('pageAssets', () => {
  it('counts what a modern browser fetches: scripts, script preloads, stylesheets and payload chunks', () => {
    const html = [
      '<html><head><link rel="stylesheet" href="/_next/static/css/a.css" data-precedence="next"/>',
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>',
      '<script src="/_next/static/chunks/c.js" async=""></script>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<style>p{margin:0}</style>',
      // A tag inside a comment is not fetched.
      '<!-- <script src="/_next/static/chunks/commented.js"></script> -->',
      '</head><body><script>self.__next_f.push([1,"2:I[\\"/_next/static/chunks/d.js\\"]"])</script></body></html>',
    ].join('');
    const assets = pageAssets(html);
    expect(assets.scripts.sort()).toEqual([
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/c.js',
      '/_next/static/chunks/d.js',
    ]);
    expect(assets.stylesheets).toEqual(['/_next/static/css/a.css']);
    expect(assets.inlineCss).toBe('p{margin:0}');
    expect(assets.inlinePayload).toContain('self.__next_f.push');
  });

  it('still counts the hydration scripts of a page rewritten to load them after its first paint (decision 0031)', () => {
    const html =
      '<html><head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>' +
      '<script src="/_next/static/chunks/c.js" async=""></script></head><body></body></html>';
    const rewritten = deferHydrationScripts(html)!.html;
    expect(rewritten).not.toContain('<script src=');
    expect(pageAssets(rewritten).scripts.sort()).toEqual(pageAssets(html).scripts.sort());
    expect(pageAssets(rewritten).scripts).toHaveLength(2);
  });
});
