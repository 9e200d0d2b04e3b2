/**
 * `npm run bench:observatory [-- <base URL> [path ...]]`: fetches pages of a running server and
 * applies the Mozilla HTTP Observatory's published scoring rules to their headers (see
 * tests/support/observatory-rules.ts for the port and its two deployment assumptions), printing each
 * test's result and modifier, the score and the grade. Target: A+ (100 or more).
 *
 * Defaults: base URL `http://127.0.0.1:3000`, path `/` (the Observatory scans the front page).
 * Exits 1 when any page scores below A+, so it can gate a deployment.
 *
 * Cross-check against the Observatory itself: with `OBSERVATORY_CROSS_CHECK=1` the bench also runs
 * the package `@mdn/mdn-http-observatory`'s own `scan()` on the front page and prints its result for
 * each test beside the port's. The package is not a dependency of the site (decision 0019 says why):
 * bench/lib/observatory-package.ts installs it on first use (decision 0027). `OBSERVATORY_PACKAGE`
 * names another installed copy of the package instead (a newer version, say).
 *
 *   OBSERVATORY_CROSS_CHECK=1 npm run bench:observatory
 *
 * Over plain HTTP the package must differ on exactly the two tests that need TLS (redirection,
 * strict-transport-security), which the port scores as the TLS front end will serve them; any other
 * difference is a bug in the port, and the bench exits 1.
 */
import { loadObservatoryScanner, observatoryPackageDir } from './lib/observatory-package';
import { scoreResponse, type ScoredResponse, type TestResult } from '../tests/support/observatory-rules';

/** The tests a scan of a plain-HTTP server cannot pass, which the port scores as served behind TLS. */
const tlsTests = new Set(['redirection', 'strict-transport-security']);

/**
 * Runs the official scanner from `packageDir` on `base`'s front page and compares it, test by test,
 * with the port's `tests`. Returns the number of differences outside {@link tlsTests}.
 */
async function crossCheck(packageDir: string, base: string, tests: TestResult[]): Promise<number> {
  const scan = await loadObservatoryScanner(packageDir);
  // scan() takes a host (with its port) and tries https:// and http:// on it; it ignores a path.
  const official = await scan(new URL(base).host);
  console.log(`
@mdn/mdn-http-observatory scan() of ${base}: ${official.scan.score}, grade ${official.scan.grade}`);
  console.log(`${'test'.padEnd(31)} ${'port'.padEnd(58)} package`);
  let differences = 0;
  for (const t of tests) {
    const theirs = official.tests[t.test];
    const same = theirs?.result === t.result;
    const why = same ? '' : tlsTests.has(t.test) ? '  (needs TLS: expected)' : '  DIFFERS';
    if (!same && !tlsTests.has(t.test)) differences++;
    console.log(`${t.test.padEnd(31)} ${t.result.padEnd(58)} ${theirs?.result ?? '(no such test)'}${why}`);
  }
  return differences;
}

const [base = 'http://127.0.0.1:3000', ...requested] = process.argv.slice(2);
const pagePaths = requested.length > 0 ? requested : ['/'];

function headersOf(response: Response): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  return headers;
}

async function fetchPage(url: string): Promise<ScoredResponse> {
  const response = await fetch(url, { redirect: 'follow' });
  const body = await response.text();
  // The Observatory's CORS probe: the same URL with a foreign Origin.
  const cors = await fetch(url, { headers: { Origin: 'https://http-observatory.security.mozilla.org' } });
  await cors.arrayBuffer();
  return { url: response.url, headers: headersOf(response), body, corsHeaders: headersOf(cors) };
}

async function main(): Promise<void> {
  let worst = Infinity;
  let frontPageTests: TestResult[] | undefined;
  for (const pagePath of pagePaths) {
    const url = new URL(pagePath, base).href;
    let page: ScoredResponse;
    try {
      page = await fetchPage(url);
    } catch (error) {
      console.error(
        `observatory: cannot fetch ${url}: ${(error as Error).message}. Start the server first (npm start).`,
      );
      process.exit(2);
    }
    const { score, grade, tests } = scoreResponse(page);
    worst = Math.min(worst, score);
    if (pagePath === '/') frontPageTests = tests;
    console.log(`\nHTTP Observatory scoring of ${url}`);
    console.log(`${'test'.padEnd(31)} ${'modifier'.padStart(8)}  result (note)`);
    for (const t of tests) {
      const modifier = t.modifier > 0 ? `+${t.modifier}` : String(t.modifier);
      console.log(`${t.test.padEnd(31)} ${modifier.padStart(8)}  ${t.result} (${t.note})`);
    }
    const bonus = tests.filter((t) => t.modifier > 0).map((t) => `+${t.modifier}`);
    const penalty = tests.filter((t) => t.modifier < 0).map((t) => String(t.modifier));
    console.log(
      `score = 100 ${[...penalty, ...bonus].join(' ')} = ${score}  grade ${grade}  (${tests.filter((t) => t.pass).length}/${tests.length} tests passed)`,
    );
  }
  const packageDir =
    process.env.OBSERVATORY_PACKAGE || process.env.OBSERVATORY_CROSS_CHECK === '1'
      ? observatoryPackageDir()
      : undefined;
  let differences = 0;
  if (packageDir) {
    frontPageTests ??= scoreResponse(await fetchPage(new URL('/', base).href)).tests;
    differences = await crossCheck(packageDir, base, frontPageTests);
    console.log(differences ? `${differences} test(s) differ from the package.` : 'The port agrees with the package.');
  }
  process.exit(worst >= 100 && differences === 0 ? 0 : 1);
}

void main();
