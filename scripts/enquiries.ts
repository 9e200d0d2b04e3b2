/**
 * The sales team's enquiry command, on the same database and mail settings as the server (the
 * environment, see .env.example):
 *
 *   npm run enquiries -- list [--limit N] [--spam]
 *   npm run enquiries -- export --csv [--spam] [--bom] [--out FILE]
 *   npm run enquiries -- retry [--send] [ENQUIRY_ID ...]
 *
 * `list` prints the newest enquiries (default 20) with their e-mail state and the outbox counts.
 * `export --csv` writes every enquiry, oldest first, as CSV to stdout or FILE (`--bom` for Excel).
 * `retry` moves dead-lettered e-mails (all, or the given enquiries) back to the outbox; the running
 * server sends them within OUTBOX_POLL_MS, or at once here with `--send`.
 * `--spam` includes submissions caught by the honeypot. Exit code 1 on errors, 2 on wrong usage.
 *
 * Run through tsx with the react-server condition (modules marked 'server-only' refuse to load without it):
 *   tsx --conditions=react-server scripts/enquiries.ts ...
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { toCsv } from '@/features/enquiries/domain/csv';
import { enquiryReference } from '@/features/enquiries/domain/reference';
import { outboxWorkerFromEnv } from '@/features/enquiries/server/outbox.server';
import { EnquiryRepository, type EnquiryWithDelivery } from '@/features/enquiries/server/repository.server';
import { databaseConfigFromEnv, openMigratedDatabase } from '@/lib/db/database.server';
import { getEnv } from '@/lib/runtime/env';
import { createMailTransport } from '@/lib/mail/transport.server';
import { table } from './enquiries-table';

const usage = `Usage:
  npm run enquiries -- list [--limit N] [--spam]
  npm run enquiries -- export --csv [--spam] [--bom] [--out FILE]
  npm run enquiries -- retry [--send] [ENQUIRY_ID ...]`;

class UsageError extends Error {}

const exportColumns: { header: string; value: (e: EnquiryWithDelivery) => string | number | null }[] = [
  { header: 'reference', value: (e) => enquiryReference(e.id) },
  { header: 'id', value: (e) => e.id },
  { header: 'received_at', value: (e) => e.created_at },
  { header: 'kind', value: (e) => e.kind },
  { header: 'status', value: (e) => e.status },
  { header: 'name', value: (e) => e.name },
  { header: 'email', value: (e) => e.email },
  { header: 'phone', value: (e) => e.phone },
  { header: 'company', value: (e) => e.company },
  { header: 'city', value: (e) => e.city },
  { header: 'postcode', value: (e) => e.postcode },
  { header: 'country', value: (e) => e.country },
  { header: 'product', value: (e) => e.product },
  { header: 'message', value: (e) => e.message },
  { header: 'model', value: (e) => e.model },
  { header: 'flow_m3h', value: (e) => e.flow_m3h },
  { header: 'head_m', value: (e) => e.head_m },
  { header: 'frequency_hz', value: (e) => e.frequency_hz },
  { header: 'column_pipe', value: (e) => e.column_pipe },
  { header: 'drop_cable', value: (e) => e.drop_cable },
  { header: 'control_panel', value: (e) => e.control_panel },
  { header: 'borewell_query', value: (e) => e.borewell_query },
  { header: 'solar_set', value: (e) => e.solar_set },
  { header: 'solar_query', value: (e) => e.solar_query },
  { header: 'privacy_accepted', value: (e) => (e.privacy_accepted ? 'yes' : 'no') },
  { header: 'page', value: (e) => e.page },
  { header: 'email_status', value: (e) => e.delivery },
  { header: 'email_attempts', value: (e) => e.attempts },
  { header: 'email_sent_at', value: (e) => e.sent_at },
  { header: 'email_last_error', value: (e) => e.last_error },
];

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      limit: { type: 'string' },
      spam: { type: 'boolean', default: false },
      csv: { type: 'boolean', default: false },
      bom: { type: 'boolean', default: false },
      out: { type: 'string' },
      send: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, ...ids] = positionals;
  if (values.help || !command) {
    console.log(usage);
    return;
  }
  if (!['list', 'export', 'retry'].includes(command)) throw new UsageError(`Unknown command "${command}".`);
  if (command === 'export' && !values.csv) throw new UsageError('export needs --csv (the only format).');
  const limit = values.limit === undefined ? 20 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError('--limit must be a positive whole number.');

  const env = getEnv();
  const database = await openMigratedDatabase(databaseConfigFromEnv(env, 2));
  const repository = new EnquiryRepository(database);
  try {
    if (command === 'list') {
      const rows = await repository.listEnquiries({ limit, includeSpam: values.spam });
      const stats = await repository.outboxStats();
      console.log(
        table(
          ['received (UTC)', 'reference', 'kind', 'name', 'email', 'phone', 'company', 'country', 'e-mail', 'id'],
          rows.map((e) => [
            e.created_at.slice(0, 16).replace('T', ' '),
            enquiryReference(e.id),
            e.status === 'spam' ? 'spam' : e.kind,
            e.name,
            e.email,
            e.phone,
            e.company,
            e.country,
            e.delivery ? `${e.delivery}${e.delivery === 'sent' ? '' : ` (${e.attempts} tries)`}` : '-',
            e.id,
          ]),
        ),
      );
      console.log(
        `\n${rows.length} shown. Outbox: ${stats.pending} pending, ${stats.sending} sending, ${stats.sent} sent, ${stats.dead} dead.`,
      );
      if (stats.dead > 0) console.log('Re-drive dead e-mails with: npm run enquiries -- retry');
    } else if (command === 'export') {
      const rows = await repository.listEnquiries({ includeSpam: values.spam, order: 'oldest' });
      const csv = `${values.bom ? '\uFEFF' : ''}${toCsv(exportColumns, rows)}`;
      if (values.out) {
        fs.writeFileSync(values.out, csv);
        console.error(`${rows.length} enquiries written to ${values.out}`);
      } else {
        process.stdout.write(csv);
      }
    } else {
      const count = await repository.retryDead(ids.length > 0 ? ids : undefined);
      console.log(`${count} dead-lettered e-mail(s) queued again.`);
      if (values.send && count > 0) {
        const transport = createMailTransport(env);
        const worker = outboxWorkerFromEnv(env, repository, transport);
        const result = await worker.drain();
        await transport.close();
        console.log(`Sent ${result.sent}, retry later ${result.retried}, dead again ${result.dead}.`);
        if (result.dead > 0 || result.retried > 0) process.exitCode = 1;
      } else if (count > 0) {
        console.log(`The running server sends them within ${env.outbox.pollMs} ms (or run again with --send).`);
      }
    }
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exitCode = 2;
  } else {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
});
