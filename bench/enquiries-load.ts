/**
 * Load check of the enquiry path: 200 concurrent valid submissions to a running server must leave exactly
 * 200 stored enquiries and 200 delivered e-mails, with no duplicates. Prints throughput and latency.
 *
 * It does not start the site. Start it first with a raised rate limit (every request comes from one
 * address) and SMTP pointed at the sink this script opens, on the same DATA_DIR / DATABASE_URL as this
 * script (it reads the database to count what was stored):
 *
 *   npm run build
 *   SMTP_URL=smtp://127.0.0.1:2526 RATE_LIMIT_PER_MINUTE=100000 RATE_LIMIT_PER_DAY=100000 \
 *     OUTBOX_POLL_MS=200 PORT=3000 npm start &
 *   npm run bench:enquiries            # tsx --conditions=react-server bench/enquiries-load.ts
 *
 * Settings (environment): BENCH_URL (default http://127.0.0.1:3000), BENCH_COUNT (200),
 * BENCH_SMTP_PORT (2526), BENCH_DELIVERY_TIMEOUT_MS (120000). Exit code 1 when anything is lost,
 * duplicated or rejected.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { databaseConfigFromEnv, openDatabase } from '@/lib/db/database.server';
import { getEnv } from '@/lib/env';
import { startTestSmtpServer } from '../tests/support/test-smtp-server';

const baseUrl = (process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const count = Number(process.env.BENCH_COUNT ?? 200);
const smtpPort = Number(process.env.BENCH_SMTP_PORT ?? 2526);
const deliveryTimeoutMs = Number(process.env.BENCH_DELIVERY_TIMEOUT_MS ?? 120_000);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function main(): Promise<number> {
  const run = randomUUID().slice(0, 8);
  const company = `bench-${run}`;
  const smtp = await startTestSmtpServer({ port: smtpPort });
  const env = getEnv();
  const database = openDatabase(databaseConfigFromEnv(env, 2));
  try {
    const health = await fetch(`${baseUrl}/api/health`).catch(() => undefined);
    if (!health?.ok) {
      console.error(`No healthy server at ${baseUrl} (GET /api/health). Start it first; see the top of this file.`);
      return 1;
    }

    console.log(`Posting ${count} concurrent enquiries to ${baseUrl}/api/enquiries (run ${run}) ...`);
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const t0 = performance.now();
        const response = await fetch(`${baseUrl}/api/enquiries`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: baseUrl },
          body: JSON.stringify({
            kind: 'quote',
            name: `Bench ${run} ${i}`,
            phone: '9876543210',
            email: `bench-${run}-${i}@example.com`,
            product: '',
            company,
            city: 'Coimbatore',
            country: '',
            message: `Load check ${run}, enquiry ${i}.`,
            privacy: true,
            website: '',
          }),
        }).catch(() => undefined);
        await response?.arrayBuffer();
        latencies.push(performance.now() - t0);
        const status = response?.status ?? 0;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }),
    );
    const elapsedS = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);

    const mine = () => smtp.received.filter((m) => m.headers.subject?.includes(`Bench ${run} `));
    const deliveryStart = performance.now();
    await smtp.waitFor(() => mine().length >= count, deliveryTimeoutMs).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 1000)); // a late duplicate would arrive now
    const deliverySeconds = (performance.now() - deliveryStart) / 1000;

    const stored = await database.db
      .selectFrom('enquiries')
      .leftJoin('outbox', 'outbox.enquiry_id', 'enquiries.id')
      .select(['enquiries.id', 'outbox.status'])
      .where('enquiries.company', '=', company)
      .execute();
    const sentRows = stored.filter((r) => r.status === 'sent').length;
    const messageIds = mine().map((m) => m.headers['message-id'] ?? '');
    const distinct = new Set(messageIds).size;
    const duplicates = messageIds.length - distinct;
    const accepted = statuses.get(200) ?? 0;
    const lost = accepted - Math.min(stored.length, distinct);
    const dbSize = await sql<{ n: number }>`select count(*) as n from enquiries`.execute(database.db);

    const ms = (v: number) => `${v.toFixed(1)} ms`;
    console.log(`
answers            ${[...statuses].map(([s, n]) => `${s}: ${n}`).join(', ')}
throughput         ${(count / elapsedS).toFixed(1)} requests/s (${count} in ${elapsedS.toFixed(2)} s)
latency            p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1) ?? 0)}
stored             ${stored.length} (database holds ${Number(dbSize.rows[0]?.n ?? 0)} enquiries in all)
outbox sent        ${sentRows}
e-mails received   ${messageIds.length} (${distinct} distinct, ${duplicates} duplicates) within ${deliverySeconds.toFixed(1)} s
lost               ${lost}`);

    const ok =
      accepted === count && stored.length === count && distinct === count && duplicates === 0 && sentRows === count;
    console.log(ok ? '\nOK: nothing lost, nothing duplicated.' : '\nFAILED: see the figures above.');
    return ok ? 0 : 1;
  } finally {
    await database.close();
    await smtp.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
