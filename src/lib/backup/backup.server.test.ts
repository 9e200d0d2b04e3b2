import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Insertable } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openTestCms, testDealer, type TestCms } from '../../../tests/support/test-cms';
import { createTestPostgresDatabase, testDialects } from '../../../tests/support/test-databases';
import { noSetPartColumns } from '../../../tests/support/enquiries';
import { randomUUID } from 'node:crypto';
import { openMigratedDatabase, type AppDatabase, type DatabaseConfig } from '@/lib/db/database.server';
import type { OutboxTable } from '@/lib/db/schema';
import { createBackup } from './backup.server';
import { restoreBackup, RestoreRefusedError } from './restore.server';

vi.mock('server-only', () => ({}));

/**
 * `npm run backup` → `npm run restore` (issue 50 item 6): a site with enquiries in every outbox
 * state, published and draft back-office content, uploads and a session key, backed up while its
 * connections are open, restored into a fresh data folder (and, on PostgreSQL, a fresh database),
 * holds the same rows, content and files. On SQLite always, on PostgreSQL when DATABASE_URL is set.
 */

/**
 * Stores one enquiry as the enquiry service does (src/features/enquiries/server/repository.server.ts, which
 * lib code may not import): its row and, unless it is spam, its outbox row in `status`.
 * @returns the enquiry id
 */
async function storeEnquiry(
  database: AppDatabase,
  name: string,
  outbox: Partial<Insertable<OutboxTable>> | 'spam' = {},
): Promise<string> {
  const id = randomUUID();
  const at = '2026-11-28T09:30:00.000Z';
  await database.db
    .insertInto('enquiries')
    .values({
      id,
      kind: 'quote',
      status: outbox === 'spam' ? 'spam' : 'received',
      name,
      phone: '9876543210',
      email: `${name.toLowerCase().replace(/\W/g, '')}@visitor.example`,
      product: 'Submersible pumps',
      company: 'Farm Co',
      city: 'Coimbatore',
      postcode: '641001',
      country: 'India',
      message: 'Please quote a 7.5 kW borewell set.',
      privacy_accepted: 1,
      client_address: '203.0.113.7',
      user_agent: 'vitest',
      page: '/contact-us',
      created_at: at,
      model: 'KS-7.5',
      flow_m3h: 12.5,
      head_m: 85,
      frequency_hz: 50,
      ...noSetPartColumns,
    })
    .execute();
  if (outbox === 'spam') return id;
  await database.db
    .insertInto('outbox')
    .values({
      id: randomUUID(),
      enquiry_id: id,
      recipient: 'sales',
      to_address: null,
      event: '',
      body: null,
      status: 'pending',
      attempts: 0,
      next_attempt_at: at,
      lease_until: null,
      claim_token: null,
      last_error: null,
      sent_at: null,
      created_at: at,
      updated_at: at,
      ...outbox,
    })
    .execute();
  return id;
}

/** Every enquiry and outbox row, in a stable order. */
async function allRows(database: AppDatabase) {
  return {
    enquiries: await database.db.selectFrom('enquiries').selectAll().orderBy('id').execute(),
    outbox: await database.db.selectFrom('outbox').selectAll().orderBy('id').execute(),
  };
}

describe.each(testDialects)('backup and restore on %s', (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A temporary folder removed after the test. */
  function tempDir(prefix: string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    return dir;
  }

  /** The back office and the enquiry database of one site, as `DATA_DIR` and `DATABASE_URL` place them. */
  async function openSite(dataDir: string, databaseUrl?: string): Promise<{ cms: TestCms; database: AppDatabase }> {
    const cms = await openTestCms(dialect, { dataDir, databaseUrl });
    cleanups.push(() => cms.cleanup());
    const config: DatabaseConfig = { databaseUrl: cms.databaseUrl, sqliteFile: path.join(dataDir, 'enquiries.db') };
    const database = await openMigratedDatabase(config);
    cleanups.push(() => database.close());
    return { cms, database };
  }

  it('restores every enquiry, outbox state, content item, upload and the session key', async () => {
    const sourceDir = tempDir('kavex-site-');
    // On PostgreSQL, openTestCms makes a new database; the enquiry tables go into its `public` schema.
    const source = await openSite(sourceDir);

    // Enquiries: one mailed, one dead-lettered, one being sent under a lease, one waiting, one spam.
    const at = '2026-11-28T10:00:00.000Z';
    await storeEnquiry(source.database, 'Asha Rao', { status: 'sent', attempts: 1, sent_at: at, updated_at: at });
    await storeEnquiry(source.database, 'Ben Okafor', {
      status: 'dead',
      attempts: 10,
      last_error: '550 mailbox unavailable',
    });
    await storeEnquiry(source.database, 'Chen Wei', {
      status: 'sending',
      attempts: 2,
      lease_until: at,
      claim_token: 'w1',
    });
    await storeEnquiry(source.database, 'Dara Singh');
    await storeEnquiry(source.database, 'Spam Bot', 'spam');
    const before = await allRows(source.database);
    expect(before.enquiries).toHaveLength(5);
    expect(before.outbox.map((row) => row.status).sort()).toEqual(['dead', 'pending', 'sending', 'sent']);

    // Back-office content: a published dealer and a draft one; an upload and the kept session key.
    await source.cms.payload.create({
      collection: 'dealers',
      data: testDealer({ slug: 'published', _status: 'published' }),
    });
    await source.cms.payload.create({
      collection: 'dealers',
      data: testDealer({ slug: 'draft', company: 'Draft Pumps', _status: 'draft' }),
      draft: true,
    });
    const upload = Buffer.from('%PDF-1.7\nbrochure bytes\n');
    fs.mkdirSync(path.join(sourceDir, 'media'));
    fs.writeFileSync(path.join(sourceDir, 'media', 'ks-brochure.pdf'), upload);
    fs.writeFileSync(path.join(sourceDir, 'cms-secret'), 'a'.repeat(64), { mode: 0o600 });

    // The backup runs while the site's connections are open.
    const archive = path.join(tempDir('kavex-backups-'), 'site.tar.gz');
    const manifest = await createBackup({ dataDir: sourceDir, databaseUrl: source.cms.databaseUrl }, archive);
    expect(manifest).toMatchObject({ database: dialect, media: true, secret: true });
    if (dialect === 'sqlite') expect(manifest.sqliteFiles).toEqual(['enquiries.db', 'cms.db']);

    // Restore into a fresh data folder (and database).
    const targetDir = path.join(tempDir('kavex-restored-'), 'data');
    let targetUrl: string | undefined;
    if (dialect === 'postgres') {
      const target = await createTestPostgresDatabase('backup_test');
      cleanups.push(target.drop);
      targetUrl = target.url;
    }
    await restoreBackup(archive, { dataDir: targetDir, databaseUrl: targetUrl });

    const restored = await openSite(targetDir, targetUrl);
    expect(await allRows(restored.database)).toEqual(before);
    const published = await restored.cms.payload.find({
      collection: 'dealers',
      where: { _status: { equals: 'published' } },
    });
    expect(published.docs.map((d) => d.slug)).toEqual(['published']);
    const drafts = await restored.cms.payload.find({
      collection: 'dealers',
      draft: true,
      where: { slug: { equals: 'draft' } },
    });
    expect(drafts.docs.map((d) => d.company)).toEqual(['Draft Pumps']);
    expect(fs.readFileSync(path.join(targetDir, 'media', 'ks-brochure.pdf'))).toEqual(upload);
    expect(fs.readFileSync(path.join(targetDir, 'cms-secret'), 'utf8')).toBe('a'.repeat(64));
    expect(fs.statSync(path.join(targetDir, 'cms-secret')).mode & 0o777).toBe(0o600);
  }, 120_000);

  it('refuses to restore over data unless forced, and with --force replaces it', async () => {
    const sourceDir = tempDir('kavex-site-');
    const source = await openSite(sourceDir);
    const kept = await storeEnquiry(source.database, 'Asha Rao');
    const archive = path.join(tempDir('kavex-backups-'), 'site.tar.gz');
    await createBackup({ dataDir: sourceDir, databaseUrl: source.cms.databaseUrl }, archive);
    await storeEnquiry(source.database, 'Taken After The Backup');

    // The live site's own folder (and database) are not empty.
    await expect(restoreBackup(archive, { dataDir: sourceDir, databaseUrl: source.cms.databaseUrl })).rejects.toThrow(
      RestoreRefusedError,
    );
    const elsewhere = tempDir('kavex-empty-');
    if (dialect === 'postgres') {
      // An empty folder, but the database named already holds the tables.
      await expect(restoreBackup(archive, { dataDir: elsewhere, databaseUrl: source.cms.databaseUrl })).rejects.toThrow(
        /already has tables/,
      );
    } else {
      // An archive of SQLite does not restore into PostgreSQL.
      await expect(
        restoreBackup(archive, { dataDir: elsewhere, databaseUrl: 'postgres://nobody@127.0.0.1:1/none' }),
      ).rejects.toThrow(/holds a sqlite database/);
    }
    expect(fs.readdirSync(elsewhere)).toEqual([]);

    // --force over a folder with a stale write-ahead log (and, on PostgreSQL, over the live tables).
    fs.writeFileSync(path.join(elsewhere, 'enquiries.db-wal'), 'stale');
    await expect(restoreBackup(archive, { dataDir: elsewhere, databaseUrl: source.cms.databaseUrl })).rejects.toThrow(
      /not empty/,
    );
    await restoreBackup(archive, { dataDir: elsewhere, databaseUrl: source.cms.databaseUrl }, { force: true });
    expect(fs.existsSync(path.join(elsewhere, 'enquiries.db-wal'))).toBe(false);
    const restored = await openMigratedDatabase({
      databaseUrl: source.cms.databaseUrl,
      sqliteFile: path.join(elsewhere, 'enquiries.db'),
    });
    cleanups.push(() => restored.close());
    expect((await allRows(restored)).enquiries.map((row) => row.id)).toEqual([kept]);
  }, 120_000);
});
