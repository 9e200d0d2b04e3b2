/**
 * `npm run bench:observatory [-- <base URL> [path ...]]`: fetches pages of a running server and
 * applies the Mozilla HTTP Observatory's published scoring rules to their headers (see
 * bench/observatory-rules.ts for the port and its two deployment assumptions), printing each
 * test's result and modifier, the score and the grade. Target: A+ (100 or more).
 *
 * Defaults: base URL `http://127.0.0.1:3000`, path `/` (the Observatory scans the front page).
 * Exits 1 when any page scores below A+, so it can gate a deployment.
 */
import { scoreResponse, type ScoredResponse } from './observatory-rules';

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
  process.exit(worst >= 100 ? 0 : 1);
}

void main();
