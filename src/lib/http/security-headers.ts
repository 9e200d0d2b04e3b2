/**
 * Security headers of every response (docs/decisions/0004-integrations-and-security-headers.md).
 *
 * Two parts:
 * - {@link staticSecurityHeaders}: the same on every response, set by `next.config.ts` `headers()` so
 *   that static files, images and API answers carry them too;
 * - {@link buildContentSecurityPolicy}: the Content-Security-Policy, set per request by `src/proxy.ts`
 *   because `script-src` lists the SHA-256 hashes of the inline scripts of the page being served
 *   (prerendered pages cannot carry a per-request nonce without becoming dynamic), or, for pages
 *   rendered per request, a fresh nonce.
 *
 * The third parties the site uses are named once, in {@link thirdPartySources}, and nowhere else.
 * This module is pure (no Node APIs), so the proxy, the config and the tests can all import it.
 */

/** One response header, in the shape `next.config.ts` `headers()` expects. */
export interface HeaderEntry {
  key: string;
  value: string;
}

/** CSP directive name → its source expressions, e.g. `{ 'img-src': ["'self'", 'data:'] }`. */
export type CspDirectives = Record<string, string[]>;

/** One year in seconds: the HSTS max-age (the Observatory and the preload list ask for at least this). */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;

/** Origin of the privacy-enhanced video embeds, the only frames the site shows. */
const videoOrigin = 'https://www.youtube-nocookie.com';

/**
 * Permissions-Policy: the powerful browser features the site does not use are denied to the page
 * and to every frame it embeds; the few a video player asks for in its iframe `allow` attribute
 * stay available to the page itself and the video host only. Only features Chromium recognises are
 * listed, since an unknown one is reported as a console error on every page.
 */
const permissionsPolicy = [
  ...[
    'camera',
    'display-capture',
    'geolocation',
    'hid',
    'idle-detection',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
    'browsing-topics',
  ].map((feature) => `${feature}=()`),
  ...[
    'accelerometer',
    'autoplay',
    'clipboard-write',
    'encrypted-media',
    'fullscreen',
    'gyroscope',
    'picture-in-picture',
  ].map((feature) => `${feature}=(self "${videoOrigin}")`),
].join(', ');

/**
 * Headers that are the same on every response (pages, static files, images, API):
 * HSTS for one year with subdomains, `nosniff`, a referrer policy that still sends the Origin
 * header the enquiry API checks on form posts, the Permissions-Policy above, framing denied
 * (the CSP's `frame-ancestors 'none'` does the same for browsers that know it) and
 * Cross-Origin-Resource-Policy `same-site`.
 */
export function staticSecurityHeaders(): HeaderEntry[] {
  return [
    { key: 'Strict-Transport-Security', value: `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: permissionsPolicy },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Resource-Policy', value: 'same-site' },
    // A window this site opens, or that opens it, shares no browsing context group with it (XS-Leaks).
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}

/**
 * The sources of each third party the site loads, by CSP directive. Nothing else is allowed, and no
 * source is a bare host (issue 27, finding 7): each names the path, or the folder (trailing `/`), the
 * party serves that kind of resource from (CSP3 §6.7.2.12: a path ending in `/` matches everything
 * under it, any other path only itself). A whole Google host would let any page, style sheet or image
 * it serves be loaded, e.g. an attacker's image beacon on www.google.com or a style sheet on
 * www.gstatic.com.
 *
 * - `tagManager`: Google Tag Manager (contact page, after consent where required) and the Google
 *   Analytics 4 endpoints its tags send measurements to (`/g/collect`, the GA4 collection path; `/a`
 *   and `/td`, the Google tag's own pings). Only listed when a container id is set.
 * - `translate`: the Google Translate website widget (SPEC 2.2): its loader script and its code, its
 *   style sheets (`translate_static/css/`, the gstatic `translate_http` bundle), its images (the
 *   widget's `translate_static/img/` sprites, the Google branding logos and the `cleardot.gif`
 *   spacer) and its translation API (`translate_a/`, `element/log`, translate-pa's `v1/`).
 * - `video`: the privacy-enhanced YouTube host of the embedded videos (iframes only).
 */
export const thirdPartySources = {
  tagManager: {
    // The container and the gtag.js library it loads, not the whole host.
    'script-src': ['https://www.googletagmanager.com/gtm.js', 'https://www.googletagmanager.com/gtag/js'],
    'img-src': [
      'https://www.googletagmanager.com/a',
      'https://www.googletagmanager.com/td',
      'https://*.google-analytics.com/g/collect',
    ],
    'connect-src': [
      'https://www.googletagmanager.com/a',
      'https://www.googletagmanager.com/td',
      'https://*.google-analytics.com/g/collect',
      'https://*.analytics.google.com/g/collect',
    ],
  },
  translate: {
    // The loader and the widget's own code paths only: www.gstatic.com as a whole hosts scripts anyone
    // can use to bypass a policy (e.g. old AngularJS builds), so only the widget's path is listed.
    'script-src': [
      'https://translate.google.com/translate_a/element.js',
      'https://translate.googleapis.com/_/translate_http/',
      'https://www.gstatic.com/_/translate_http/',
    ],
    'style-src': [
      'https://translate.googleapis.com/translate_static/css/',
      'https://www.gstatic.com/_/translate_http/',
    ],
    'img-src': [
      'https://translate.google.com/translate_static/img/',
      'https://translate.googleapis.com/translate_static/img/',
      'https://www.gstatic.com/images/branding/',
      'https://www.google.com/images/cleardot.gif',
    ],
    'connect-src': [
      'https://translate.googleapis.com/translate_a/',
      'https://translate.googleapis.com/element/log',
      'https://translate-pa.googleapis.com/v1/',
    ],
  },
  video: {
    'frame-src': [videoOrigin],
  },
} as const satisfies Record<string, Partial<Record<string, readonly string[]>>>;

/** What the Content-Security-Policy of one response depends on. */
export interface CspOptions {
  /**
   * Hash sources of the page's inline scripts, each `'sha256-<base64>'` with its quotes, from the
   * build's CSP manifest. Empty for responses that are not prerendered pages.
   */
  scriptHashes?: readonly string[];
  /**
   * Per-request nonce (base64, without quotes) for pages rendered per request (the URL-reading tools such
   * as `/pump-selector`): their inline scripts differ on every response, so no build-time hash can name
   * them; Next.js puts this nonce on each of its scripts. Never set in development, where it would
   * switch off the `'unsafe-inline'` the dev server needs.
   */
  nonce?: string;
  /** Whether the tag-manager hosts are allowed (true when a container id is configured). */
  tagManager: boolean;
  /**
   * `next dev`: adds `'unsafe-eval'` (React's dev tooling) and `'unsafe-inline'` (dev pages are
   * rendered per request, so there is no build manifest of their inline scripts). Never in production.
   */
  development?: boolean;
  /** The public site is served over HTTPS: adds `upgrade-insecure-requests`. */
  https?: boolean;
}

/**
 * The script sources a response adds to `'self'` beyond its hashes: the request's nonce in production;
 * in development `'unsafe-inline'` and `'unsafe-eval'` instead, which the development server needs.
 */
function requestScripts(nonce: string | undefined, development: boolean): string[] {
  if (development) return ["'unsafe-inline'", "'unsafe-eval'"];
  return nonce ? [`'nonce-${nonce}'`] : [];
}

/**
 * `directives` with what both policies forbid appended: no plugins, no `<base>`, forms posting only to
 * the site; framing only by `frameAncestors`; over HTTPS, `upgrade-insecure-requests`.
 */
function withLockdown(directives: CspDirectives, frameAncestors: string, https: boolean): CspDirectives {
  return {
    ...directives,
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': [frameAncestors],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * The CSP directives for one response: `default-src 'none'` and then exactly what the site needs.
 * `script-src` has no `'unsafe-inline'` and no `'unsafe-eval'` outside development; `style-src`
 * keeps `'unsafe-inline'` because React and next/image write `style` attributes.
 */
export function cspDirectives({
  scriptHashes = [],
  nonce,
  tagManager,
  development = false,
  https = false,
}: CspOptions): CspDirectives {
  const parties = [
    thirdPartySources.translate,
    thirdPartySources.video,
    ...(tagManager ? [thirdPartySources.tagManager] : []),
  ];
  const from = (directive: string): string[] =>
    parties.flatMap((party) => [...((party as Partial<Record<string, readonly string[]>>)[directive] ?? [])]);
  const unique = (sources: string[]) => [...new Set(sources)];
  const directives: CspDirectives = {
    'default-src': ["'none'"],
    'script-src': unique(["'self'", ...scriptHashes, ...requestScripts(nonce, development), ...from('script-src')]),
    'style-src': unique(["'self'", "'unsafe-inline'", ...from('style-src')]),
    'img-src': unique(["'self'", 'data:', 'blob:', ...from('img-src')]),
    'font-src': ["'self'"],
    'connect-src': unique(["'self'", ...(development ? ['ws:'] : []), ...from('connect-src')]),
    'media-src': ["'self'"],
    'frame-src': unique(from('frame-src')),
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
  };
  return withLockdown(directives, "'none'", https);
}

/**
 * The CSP of the back office at `/admin` (issue 45 point 4): its own, looser than the public pages'
 * because Payload's admin is rendered per request and draws with inline styles, pictures from
 * uploads (`blob:` previews) and may frame the site for a draft preview; scripts still only from the
 * site and the request's nonce, never `'unsafe-inline'` or `'unsafe-eval'` outside development.
 */
export function adminCspDirectives({
  nonce,
  development = false,
  https = false,
}: Pick<CspOptions, 'nonce' | 'development' | 'https'>): CspDirectives {
  const directives: CspDirectives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...requestScripts(nonce, development)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(development ? ['ws:'] : [])],
    'media-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
  };
  return withLockdown(directives, "'self'", https);
}

/** Serialises directives as a header value: `name source source; name source`. */
export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** The Content-Security-Policy header value for one response (see {@link cspDirectives}). */
export function buildContentSecurityPolicy(options: CspOptions): string {
  return serializeCsp(cspDirectives(options));
}

/**
 * Parses a CSP header value into directives (lower-cased names, sources as written). The last
 * policy wins for a repeated directive name is not modelled: a repeat throws, as the Observatory does.
 * @throws Error when a directive appears twice.
 */
export function parseCsp(header: string): CspDirectives {
  const directives: CspDirectives = {};
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (!name) continue;
    const key = name.toLowerCase();
    if (key in directives) throw new Error(`Duplicate CSP directive ${key}`);
    directives[key] = sources;
  }
  return directives;
}

/** Sources that make a `script-src` unsafe: inline code, eval, data: URLs or whole schemes. */
export const unsafeScriptSources = [
  "'unsafe-inline'",
  "'unsafe-eval'",
  "'unsafe-hashes'",
  "'wasm-unsafe-eval'",
  'data:',
  'blob:',
  'http:',
  'https:',
  '*',
] as const;
