import { htmlElements } from '../../src/lib/http/html-elements';

/**
 * The Mozilla (MDN) HTTP Observatory's published scoring, applied to one HTTP response.
 *
 * A port of the header tests and the score table of mdn/mdn-http-observatory, following the npm
 * release @mdn/mdn-http-observatory 1.4.8 (src/analyzer/tests/*.js,
 * src/grader/charts.js, src/scanner/index.js): each test yields an expectation with a score modifier;
 * the score starts at 100, every modifier is added, and bonuses count only when the score without
 * them is at least 90. Grades: 100+ A+, 90 A, 85 A-, 80 B+, 70 B, 65 B-, 60 C+, 50 C, 45 C-, 40 D+,
 * 30 D, 25 D-, below F.
 *
 * Two tests depend on the deployment rather than on the application: HSTS is read only from HTTPS
 * responses and the redirection test follows `http://` to `https://`. Scoring a local `http://`
 * server, {@link scoreResponse} treats the response as the HTTPS one (the application sends the same
 * headers behind TLS) and takes the redirection as the TLS front end's job, reported as assumed.
 */

/** One scored test. */
export interface TestResult {
  /** Observatory test name, e.g. `content-security-policy`. */
  test: string;
  /** Observatory expectation, e.g. `csp-implemented-with-unsafe-inline-in-style-src-only`. */
  result: string;
  /** Score modifier of that expectation. */
  modifier: number;
  /** Whether the test counts as passed. */
  pass: boolean;
  /** Why, in a few words (what was seen or assumed). */
  note: string;
}

/** The response to score. Header names are matched case-insensitively. */
export interface ScoredResponse {
  /** URL that was fetched. */
  url: string;
  /** Response headers; repeated headers as arrays (Set-Cookie). */
  headers: Record<string, string | string[]>;
  /** HTML body, for the subresource-integrity test. */
  body: string;
  /** ACAO / ACAC headers of the same URL fetched with an `Origin` header (CORS test), if fetched. */
  corsHeaders?: Record<string, string | string[]>;
}

/** The overall outcome. */
export interface ObservatoryScore {
  score: number;
  grade: string;
  tests: TestResult[];
}

const gradeChart: [number, string][] = [
  [100, 'A+'],
  [95, 'A'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [75, 'B'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [55, 'C'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [35, 'D'],
  [30, 'D'],
  [25, 'D-'],
  [20, 'F'],
  [15, 'F'],
  [10, 'F'],
  [5, 'F'],
  [0, 'F'],
];

/** Grade of a score: the score rounded down to a multiple of 5, capped at 100, looked up in the chart. */
export function gradeOf(score: number): string {
  const bucket = Math.min(Math.max(score, 0) - (Math.max(score, 0) % 5), 100);
  return gradeChart.find(([threshold]) => threshold === bucket)?.[1] ?? 'F';
}

function headerValues(headers: Record<string, string | string[]>, name: string): string[] {
  const found = Object.entries(headers).filter(([key]) => key.toLowerCase() === name.toLowerCase());
  return found.flatMap(([, value]) => (Array.isArray(value) ? value : [value]));
}

function firstHeader(headers: Record<string, string | string[]>, name: string): string | undefined {
  return headerValues(headers, name)[0];
}

const DANGEROUSLY_BROAD = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const BROAD_OR_INLINE = new Set([...DANGEROUSLY_BROAD, ...UNSAFE_INLINE]);
const NONCES_HASHES = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];
const PASSIVE = new Set(['img-src', 'media-src']);

/** Parses one or more CSP header values like the Observatory (lower-cased; a repeated directive is invalid). */
function parseCspForScoring(values: string[]): Map<string, Set<string>> {
  const csp = new Map<string, Set<string>>();
  // Multiple policies: only the first is modelled exactly; the site sends one.
  const policy =
    values
      .flatMap((v) => v.split(','))[0]
      ?.replace(/[\r\n]/g, '')
      .trim() ?? '';
  if (policy.length < 'img-src'.length - 1) throw new Error('invalid policy');
  for (const entry of policy.split(';')) {
    const [directive, ...sources] = entry.trim().split(/\s+/).filter(Boolean);
    if (!directive) continue;
    const key = directive.toLowerCase();
    if (csp.has(key)) throw new Error(`duplicate directive ${key}`);
    const list = sources.map((s) => s.trim().toLocaleLowerCase());
    csp.set(key, new Set(list.length === 0 && key.endsWith('-src') ? ["'none'"] : list));
  }
  return csp;
}

const cspModifiers: Record<string, number> = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
};

/** The Observatory's CSP test (src/analyzer/tests/csp.js), header policies only. */
export function cspTest(response: ScoredResponse, https = true): TestResult & { frameAncestors: boolean } {
  const values = headerValues(response.headers, 'content-security-policy');
  const done = (result: string, note: string, frameAncestors = false) => ({
    test: 'content-security-policy',
    result,
    modifier: cspModifiers[result] ?? 0,
    pass: [
      'csp-implemented-with-no-unsafe',
      'csp-implemented-with-no-unsafe-default-src-none',
      'csp-implemented-with-unsafe-inline-in-style-src-only',
      'csp-implemented-with-insecure-scheme-in-passive-content-only',
    ].includes(result),
    note,
    frameAncestors,
  });
  if (values.length === 0) return done('csp-not-implemented', 'no Content-Security-Policy header');
  let csp: Map<string, Set<string>>;
  try {
    csp = parseCspForScoring(values);
  } catch (error) {
    return done('csp-header-invalid', (error as Error).message);
  }
  const get = (name: string) => csp.get(name);
  const objectSrc = new Set(get('object-src') ?? get('default-src') ?? ['*']);
  const scriptSrc = new Set(get('script-src') ?? get('default-src') ?? ['*']);
  const styleSrc = new Set(get('style-src') ?? get('default-src') ?? ['*']);
  for (const list of [scriptSrc, styleSrc]) {
    if ([...list].some((s) => NONCES_HASHES.some((p) => s.startsWith(p)))) list.delete("'unsafe-inline'");
  }
  let result: string | null = null;
  if ([...scriptSrc].some((s) => NONCES_HASHES.some((p) => s.startsWith(p))) && scriptSrc.has("'strict-dynamic'")) {
    for (const source of [...scriptSrc]) {
      if (
        [...DANGEROUSLY_BROAD].some((b) => source.startsWith(b)) ||
        source === "'self'" ||
        source === "'unsafe-inline'"
      )
        scriptSrc.delete(source);
    }
  } else if (scriptSrc.has("'strict-dynamic'")) {
    result = 'csp-header-invalid';
  }
  const active = [...csp.entries()].filter(([d]) => !PASSIVE.has(d) && d !== 'script-src').flatMap(([, s]) => [...s]);
  active.push(...scriptSrc);
  const passive = [...PASSIVE].flatMap((d) => [...(get(d) ?? get('default-src') ?? [])]);
  const notes: string[] = [];
  if ([...scriptSrc].some((s) => BROAD_OR_INLINE.has(s)) || [...objectSrc].some((s) => DANGEROUSLY_BROAD.has(s))) {
    result ??= 'csp-implemented-with-unsafe-inline';
    notes.push('unsafe or broad source in script-src/object-src');
  }
  if (https && active.some((s) => s.startsWith('http:') || s.startsWith('ftp:')))
    result ??= 'csp-implemented-with-insecure-scheme';
  if (new Set([...scriptSrc, ...styleSrc]).has("'unsafe-eval'")) result ??= 'csp-implemented-with-unsafe-eval';
  if (https && passive.some((s) => s.startsWith('http:') || s.startsWith('ftp:')))
    result ??= 'csp-implemented-with-insecure-scheme-in-passive-content-only';
  if ([...styleSrc].some((s) => BROAD_OR_INLINE.has(s))) {
    result ??= 'csp-implemented-with-unsafe-inline-in-style-src-only';
    notes.push("style-src keeps 'unsafe-inline'");
  }
  const defaultSrc = get('default-src');
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1) {
    result ??= 'csp-implemented-with-no-unsafe-default-src-none';
    notes.push("default-src 'none'");
  } else {
    result ??= 'csp-implemented-with-no-unsafe';
  }
  const frameAncestors = get('frame-ancestors');
  return done(
    result,
    notes.join('; ') || 'policy without unsafe sources',
    Boolean(frameAncestors && ![...frameAncestors].some((s) => DANGEROUSLY_BROAD.has(s))),
  );
}

/** Scores one response with every Observatory test. */
export function scoreResponse(response: ScoredResponse): ObservatoryScore {
  const { headers } = response;
  const url = new URL(response.url);
  const tests: TestResult[] = [];
  const csp = cspTest(response);
  tests.push({ test: csp.test, result: csp.result, modifier: csp.modifier, pass: csp.pass, note: csp.note });

  // Cookies (cookies.js): none set -> cookies-not-found (0).
  const cookies = headerValues(headers, 'set-cookie');
  if (cookies.length === 0) {
    tests.push({ test: 'cookies', result: 'cookies-not-found', modifier: 0, pass: true, note: 'no Set-Cookie header' });
  } else {
    const insecure = cookies.filter((c) => !/;\s*secure\b/i.test(c));
    const noSameSite = cookies.filter((c) => !/;\s*samesite=(lax|strict|none)\b/i.test(c));
    if (insecure.length > 0)
      tests.push({
        test: 'cookies',
        result: 'cookies-without-secure-flag-but-protected-by-hsts',
        modifier: -5,
        pass: false,
        note: `${insecure.length} cookie(s) without Secure`,
      });
    else if (noSameSite.length > 0)
      tests.push({
        test: 'cookies',
        result: 'cookies-secure-with-httponly-sessions',
        modifier: 0,
        pass: true,
        note: 'Secure, no SameSite',
      });
    else
      tests.push({
        test: 'cookies',
        result: 'cookies-secure-with-httponly-sessions-and-samesite',
        modifier: 5,
        pass: true,
        note: 'Secure and SameSite',
      });
  }

  // CORS (cors.js).
  const acao = response.corsHeaders ? firstHeader(response.corsHeaders, 'access-control-allow-origin') : undefined;
  const acac = response.corsHeaders ? firstHeader(response.corsHeaders, 'access-control-allow-credentials') : undefined;
  if (!acao)
    tests.push({
      test: 'cross-origin-resource-sharing',
      result: 'cross-origin-resource-sharing-not-implemented',
      modifier: 0,
      pass: true,
      note: 'no Access-Control-Allow-Origin',
    });
  else if (acao.trim() === '*')
    tests.push({
      test: 'cross-origin-resource-sharing',
      result: 'cross-origin-resource-sharing-implemented-with-public-access',
      modifier: 0,
      pass: true,
      note: 'ACAO *',
    });
  else if (acac?.trim().toLowerCase() === 'true')
    tests.push({
      test: 'cross-origin-resource-sharing',
      result: 'cross-origin-resource-sharing-implemented-with-universal-access',
      modifier: -50,
      pass: false,
      note: 'origin reflected with credentials',
    });
  else
    tests.push({
      test: 'cross-origin-resource-sharing',
      result: 'cross-origin-resource-sharing-implemented-with-restricted-access',
      modifier: 0,
      pass: true,
      note: `ACAO ${acao}`,
    });

  // Redirection (redirection.js): the deployment's TLS front end redirects http:// to https://.
  tests.push({
    test: 'redirection',
    result: 'redirection-to-https',
    modifier: 0,
    pass: true,
    note:
      url.protocol === 'https:'
        ? 'checked by the deployment'
        : 'assumed: the TLS front end redirects http to https on the same host',
  });

  // Referrer-Policy (referrer-policy.js).
  const referrer = headerValues(headers, 'referrer-policy').join(', ');
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  const policy =
    referrer
      .split(',')
      .map((p) => p.trim().toLowerCase())
      .filter((p) => good.includes(p) || bad.includes(p))
      .pop() ?? '';
  if (!referrer)
    tests.push({
      test: 'referrer-policy',
      result: 'referrer-policy-not-implemented',
      modifier: 0,
      pass: true,
      note: 'no header',
    });
  else if (good.includes(policy))
    tests.push({ test: 'referrer-policy', result: 'referrer-policy-private', modifier: 5, pass: true, note: policy });
  else if (bad.includes(policy))
    tests.push({ test: 'referrer-policy', result: 'referrer-policy-unsafe', modifier: -5, pass: false, note: policy });
  else
    tests.push({
      test: 'referrer-policy',
      result: 'referrer-policy-header-invalid',
      modifier: -5,
      pass: false,
      note: referrer,
    });

  // HSTS (strict-transport-security.js); a local http:// response stands in for the HTTPS one.
  const hsts = firstHeader(headers, 'strict-transport-security');
  const six = 15_552_000;
  if (!hsts)
    tests.push({
      test: 'strict-transport-security',
      result: 'hsts-not-implemented',
      modifier: -20,
      pass: false,
      note: 'no header',
    });
  else {
    const maxAge = /max-age=(\d+)/i.exec(hsts)?.[1];
    if (hsts.includes(',') || maxAge === undefined)
      tests.push({
        test: 'strict-transport-security',
        result: 'hsts-header-invalid',
        modifier: -20,
        pass: false,
        note: hsts,
      });
    else if (Number(maxAge) < six)
      tests.push({
        test: 'strict-transport-security',
        result: 'hsts-implemented-max-age-less-than-six-months',
        modifier: -10,
        pass: false,
        note: hsts,
      });
    else
      tests.push({
        test: 'strict-transport-security',
        result: 'hsts-implemented-max-age-at-least-six-months',
        modifier: 0,
        pass: true,
        note: `${hsts}${url.protocol === 'https:' ? '' : ' (as it will be sent over HTTPS)'}`,
      });
  }

  // Subresource integrity (subresource-integrity.js), from the HTML's <script src>.
  const contentType = firstHeader(headers, 'content-type')?.split(';')[0]?.trim() ?? '';
  if (contentType && contentType !== 'text/html') {
    tests.push({
      test: 'subresource-integrity',
      result: 'sri-not-implemented-response-not-html',
      modifier: 0,
      pass: true,
      note: contentType,
    });
  } else {
    const scripts = htmlElements(response.body, ['script']);
    const sources = scripts.map((script) => script.attributes.src).filter((s): s is string => Boolean(s));
    const foreign = sources.filter(
      (s) =>
        /^(https?:)?\/\//i.test(s) &&
        new URL(s, url).hostname.split('.').slice(-2).join('.') !== url.hostname.split('.').slice(-2).join('.'),
    );
    if (scripts.length === 0)
      tests.push({
        test: 'subresource-integrity',
        result: 'sri-not-implemented-but-no-scripts-loaded',
        modifier: 0,
        pass: true,
        note: 'no scripts',
      });
    else if (foreign.length === 0)
      tests.push({
        test: 'subresource-integrity',
        result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
        modifier: 0,
        pass: true,
        note: `${sources.length} same-origin script(s); third parties are added after load`,
      });
    else
      tests.push({
        test: 'subresource-integrity',
        result: 'sri-not-implemented-but-external-scripts-loaded-securely',
        modifier: -5,
        pass: false,
        note: foreign.join(' '),
      });
  }

  // X-Content-Type-Options (x-content-type-options.js).
  const xcto = firstHeader(headers, 'x-content-type-options');
  if (!xcto)
    tests.push({
      test: 'x-content-type-options',
      result: 'x-content-type-options-not-implemented',
      modifier: -5,
      pass: false,
      note: 'no header',
    });
  else if (xcto.trim().toLowerCase() === 'nosniff')
    tests.push({
      test: 'x-content-type-options',
      result: 'x-content-type-options-nosniff',
      modifier: 0,
      pass: true,
      note: 'nosniff',
    });
  else
    tests.push({
      test: 'x-content-type-options',
      result: 'x-content-type-options-header-invalid',
      modifier: -5,
      pass: false,
      note: xcto,
    });

  // X-Frame-Options (x-frame-options.js): frame-ancestors in the CSP takes precedence.
  const xfo = firstHeader(headers, 'x-frame-options')?.trim().toLowerCase();
  if (csp.frameAncestors)
    tests.push({
      test: 'x-frame-options',
      result: 'x-frame-options-implemented-via-csp',
      modifier: 5,
      pass: true,
      note: `frame-ancestors${xfo ? `, X-Frame-Options ${xfo}` : ''}`,
    });
  else if (xfo === 'deny' || xfo === 'sameorigin')
    tests.push({
      test: 'x-frame-options',
      result: 'x-frame-options-sameorigin-or-deny',
      modifier: 0,
      pass: true,
      note: xfo,
    });
  else if (xfo?.startsWith('allow-from'))
    tests.push({
      test: 'x-frame-options',
      result: 'x-frame-options-allow-from-origin',
      modifier: 0,
      pass: true,
      note: xfo,
    });
  else
    tests.push({
      test: 'x-frame-options',
      result: xfo ? 'x-frame-options-header-invalid' : 'x-frame-options-not-implemented',
      modifier: -20,
      pass: false,
      note: xfo ?? 'no header',
    });

  // Cross-Origin-Resource-Policy (cross-origin-resource-policy.js).
  const corp = firstHeader(headers, 'cross-origin-resource-policy')?.slice(0, 256).trim().toLowerCase();
  const corpResults: Record<string, [string, number]> = {
    'same-site': ['corp-implemented-with-same-site', 10],
    'same-origin': ['corp-implemented-with-same-origin', 10],
    'cross-origin': ['corp-implemented-with-cross-origin', 0],
  };
  const [corpResult, corpModifier] = corp
    ? (corpResults[corp] ?? ['corp-header-invalid', -5])
    : ['corp-not-implemented', 0];
  tests.push({
    test: 'cross-origin-resource-policy',
    result: corpResult,
    modifier: corpModifier,
    pass: corpModifier >= 0,
    note: corp ?? 'no header',
  });

  // Scanner (scanner/index.js): bonuses only count when the score without them is an A.
  const withBonus = 100 + tests.reduce((sum, t) => sum + t.modifier, 0);
  const withoutBonus = 100 + tests.reduce((sum, t) => sum + Math.min(t.modifier, 0), 0);
  const score = Math.max(withoutBonus >= 90 ? withBonus : withoutBonus, 0);
  return { score, grade: gradeOf(score), tests };
}
