import fs from 'node:fs';
import zlib from 'node:zlib';
import { prerenderedHtmlFile, staticAssetFile } from './dist';
import { pageAssets } from './html-assets';

/**
 * Transfer size of a prerendered page and of what it loads, the way `next start` and a CDN would
 * send them: each file compressed on its own. gzip at level 6 is what Next.js's `compress` option
 * (the `compression` package) sends; brotli at quality 11 is what a CDN stores for static files.
 */

/** Raw and compressed size of some bytes. */
export interface Sizes {
  raw: number;
  gzip: number;
  /** Computed when first read: brotli at quality 11 takes several times gzip's time, and the budget reads only gzip. */
  readonly brotli: number;
}

/** Weight of one route. */
export interface RouteWeight {
  /** Route path, e.g. '/about-us'. */
  route: string;
  /** The HTML document (includes inline CSS and the inline RSC payload). */
  html: Sizes;
  /** Inline `<style>` CSS only (already part of `html`). */
  inlineCss: Sizes;
  /** Inline RSC payload scripts only (already part of `html`), raw bytes. */
  inlinePayloadRaw: number;
  /** External stylesheets, each compressed separately, summed. */
  css: Sizes;
  /** External JavaScript a modern browser loads (noModule skipped), each compressed separately, summed. */
  js: Sizes;
  /** URLs of the JavaScript counted. */
  jsFiles: string[];
  /** URLs of the stylesheets counted. */
  cssFiles: string[];
}

const cache = new Map<string, Sizes>();

/**
 * Raw, gzip (level 6) and brotli (quality 11) size of `data`. The brotli size is compressed on first
 * read (a getter), so `npm test`'s budget, which reads gzip only, does not pay for it: measuring every
 * route took 18.6 s with brotli and a few seconds without.
 */
export function sizesOf(data: Buffer | string): Sizes {
  const buffer = typeof data === 'string' ? Buffer.from(data) : data;
  let brotli: number | undefined;
  return {
    raw: buffer.length,
    gzip: zlib.gzipSync(buffer, { level: 6 }).length,
    get brotli() {
      brotli ??= zlib.brotliCompressSync(buffer, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
      }).length;
      return brotli;
    },
  };
}

/** Sizes of a file, cached because every route shares the framework chunks. */
function fileSizes(file: string): Sizes {
  let sizes = cache.get(file);
  if (!sizes) {
    sizes = sizesOf(fs.readFileSync(file));
    cache.set(file, sizes);
  }
  return sizes;
}

function sum(list: Sizes[]): Sizes {
  return {
    raw: list.reduce((total, sizes) => total + sizes.raw, 0),
    gzip: list.reduce((total, sizes) => total + sizes.gzip, 0),
    get brotli() {
      return list.reduce((total, sizes) => total + sizes.brotli, 0);
    },
  };
}

/**
 * Sizes of the build files behind `urls`.
 * @throws Error when a URL is not a build asset or its file is missing (a broken page).
 */
function assetSizes(distDir: string, urls: string[], route: string): Sizes {
  return sum(
    urls.map((url) => {
      const file = staticAssetFile(distDir, url);
      if (!file || !fs.existsSync(file)) throw new Error(`${route} loads ${url}, which is not a file of the build`);
      return fileSizes(file);
    }),
  );
}

/**
 * Weight of a route from its prerendered HTML in `distDir`.
 * @throws Error when the route has no prerendered HTML or loads a file the build lacks.
 */
export function routeWeight(distDir: string, route: string): RouteWeight {
  return htmlWeight(distDir, route, fs.readFileSync(prerenderedHtmlFile(distDir, route), 'utf8'));
}

/**
 * Weight of a route from an HTML document of `distDir`'s build: the prerendered file, or for a page
 * rendered per request (the pump selector) the document a running `next start` of the build served.
 * @throws Error when the page loads a file the build lacks.
 */
export function htmlWeight(distDir: string, route: string, html: string): RouteWeight {
  const assets = pageAssets(html);
  return {
    route,
    html: sizesOf(html),
    inlineCss: sizesOf(assets.inlineCss),
    inlinePayloadRaw: Buffer.byteLength(assets.inlinePayload),
    css: assetSizes(distDir, assets.stylesheets, route),
    js: assetSizes(distDir, assets.scripts, route),
    jsFiles: assets.scripts,
    cssFiles: assets.stylesheets,
  };
}

/** Kilobytes (1024 bytes) with one decimal, e.g. '13.2'. */
export function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}
