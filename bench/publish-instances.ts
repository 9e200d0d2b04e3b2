/**
 * `npm run bench:publish`: two instances of `npm start` on one PostgreSQL (issue 45: "a publish on one
 * is on the other's page within 10 s"). Starts both on the build in NEXT_DIST_DIR (default `.next`)
 * with the same PAYLOAD_SECRET and DATABASE_URL (BENCH_DATABASE_URL, required: a database the bench
 * may write to), signs in to instance A's REST API, publishes an event, a dealer and an event-banner
 * change there, and times each until instance B's public page shows it, then unpublishes the event and
 * times it leaving B's page. Prints the figures; exits 1 if any took longer than 10 s.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testAdmin, startTestServer } from '../scripts/test-server';

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) {
  console.error('Set BENCH_DATABASE_URL to a PostgreSQL database the bench may write to.');
  process.exit(2);
}
const limitMs = 10_000;

/** Milliseconds until `check` holds, polling every 100 ms; Infinity after 30 s. */
async function timeUntil(check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < 30_000) {
    if (await check()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Infinity;
}

async function main(): Promise<void> {
  const env = { DATABASE_URL: databaseUrl!, PAYLOAD_SECRET: randomBytes(32).toString('hex') };
  const dataDir = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `publish-bench-${name}-`));
  const a = await startTestServer({ port: 3411, dataDir: dataDir('a'), env });
  const b = await startTestServer({ port: 3412, dataDir: dataDir('b'), env });
  const results: [string, number][] = [];
  try {
    const login = await fetch(`${a.url}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(testAdmin),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `JWT ${token}`, 'content-type': 'application/json' };
    const onB = async (page: string, text: string) => (await (await fetch(`${b.url}${page}`)).text()).includes(text);

    const title = `Bench Expo ${Date.now()}`;
    const event = await fetch(`${a.url}/cms-api/events`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        slug: `bench${Date.now()}`,
        title,
        location: 'Lusaka, Zambia',
        year: 2026,
        summary: 'A bench event.',
        photos: [{ picture: { src: '/images/events/zambia2025-1.webp', alt: 'A stand' } }],
        _status: 'published',
      }),
    });
    const eventId = ((await event.json()) as { doc: { id: number } }).doc.id;
    results.push([
      'event published on A, on B’s news page',
      await timeUntil(() => onB('/resources/news-and-events', title)),
    ]);

    const company = `Bench Pumps ${Date.now()}`;
    await fetch(`${a.url}/cms-api/dealers`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        slug: `bench-pumps-${Date.now()}`,
        company,
        contactPerson: 'A. Bench',
        country: 'ZM',
        city: 'Lusaka',
        address: '1 Cairo Road',
        phone: '+260 211 000000',
        email: 'sales@bench-pumps.example',
        frequency: '50hz',
        carries: ['submersible-pumps'],
        verifiedOn: '2026-11-28T00:00:00.000Z',
        _status: 'published',
      }),
    });
    results.push(['dealer published on A, in B’s finder', await timeUntil(() => onB('/dealers?country=ZM', company))]);

    const banner = `Bench Banner ${Date.now()}`;
    await fetch(`${a.url}/cms-api/globals/event-banner`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: banner, _status: 'published' }),
    });
    results.push(['event banner changed on A, on B’s home page', await timeUntil(() => onB('/', banner))]);

    await fetch(`${a.url}/cms-api/events/${eventId}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ _status: 'draft' }),
    });
    results.push([
      'event unpublished on A, gone from B',
      await timeUntil(async () => !(await onB('/resources/news-and-events', title))),
    ]);
  } finally {
    await a.stop();
    await b.stop();
  }
  for (const [what, ms] of results)
    console.log(`${what}: ${Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'not within 30 s'}`);
  if (results.some(([, ms]) => ms > limitMs)) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
