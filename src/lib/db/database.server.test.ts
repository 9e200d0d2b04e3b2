import { sql, type Kysely } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from './database.server';
import { migrateTo, migrateToLatest, migrationNames, ping } from './migrations.server';
import { testDatabasePerTest, testDialects } from '../../../tests/support/test-databases';

vi.mock('server-only', () => ({}));

/**
 * The tables of a test database: on PostgreSQL those of its own schema only, since Kysely's
 * introspection reads every schema and fails when a test running beside this one drops its own
 * meanwhile (`schema "test_…" does not exist`).
 */
async function ownTables<T>(db: Kysely<T>, dialect: 'sqlite' | 'postgres'): Promise<string[]> {
  if (dialect === 'sqlite') return (await db.introspection.getTables()).map((t) => t.name);
  const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = current_schema()`.execute(db);
  return rows.map((r) => r.name);
}

describe.each(testDialects)('database on %s', (dialect) => {
  const freshDatabase = testDatabasePerTest(dialect);

  it('creates the tables, and migrating again changes nothing', async () => {
    const test = await freshDatabase();
    const { db } = test.database;
    await ping(db);
    await test.migrateAgain();
    const tables = await ownTables(db, dialect);
    expect(tables).toEqual(expect.arrayContaining(['enquiries', 'outbox', 'rate_limits']));
    const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    expect(applied.rows.map((r) => r.name)).toEqual([
      '0001_enquiries_and_outbox',
      '0002_enquiry_selection',
      '0003_enquiry_borewell_set',
      '0004_enquiry_solar_set',
      '0005_outbox_recipient',
    ]);
    expect(migrationNames).toEqual([
      '0001_enquiries_and_outbox',
      '0002_enquiry_selection',
      '0003_enquiry_borewell_set',
      '0004_enquiry_solar_set',
      '0005_outbox_recipient',
    ]);
  });

  it.runIf(dialect === 'postgres')(
    'migrates a second schema of the same database while the first holds its own migration tables',
    async () => {
      // Two sites, or two test files running at once, each in its own schema of one database.
      await freshDatabase();
      const second = await freshDatabase();
      await second.migrateAgain();
      const tables = await ownTables(second.database.db, dialect);
      expect(tables).toEqual(expect.arrayContaining(['enquiries', 'outbox', 'rate_limits']));
    },
  );

  it.runIf(dialect === 'sqlite')('uses WAL and full sync on SQLite, creating the data folder', async () => {
    const test = await freshDatabase();
    if (test.database.dialect !== 'sqlite') throw new Error('unreachable');
    expect(test.database.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(test.database.sqlite.pragma('synchronous', { simple: true })).toBe(2);
    expect(test.database.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
  });
});

describe('migration 0005 on SQLite (the outbox table is rebuilt)', () => {
  it('keeps every outbox row as a sales row, and lets an enquiry owe one dealer e-mail beside it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migration-0005-'));
    const database = openDatabase({ sqliteFile: path.join(dir, 'enquiries.db') });
    try {
      const { db } = database;
      await migrateTo(db, 'sqlite', '0004_enquiry_solar_set');
      await sql`insert into enquiries (id, kind, status, created_at) values ('e1', 'quote', 'received', '2026-11-01T00:00:00.000Z')`.execute(
        db,
      );
      await sql`insert into outbox (id, enquiry_id, status, attempts, next_attempt_at, last_error, created_at, updated_at)
        values ('o1', 'e1', 'dead', 10, '2026-11-01T00:00:00.000Z', '550 no such user', '2026-11-01T00:00:00.000Z', '2026-11-02T00:00:00.000Z')`.execute(
        db,
      );
      await migrateToLatest(db, 'sqlite');
      const rows = await db.selectFrom('outbox').selectAll().execute();
      expect(rows).toEqual([
        expect.objectContaining({
          id: 'o1',
          enquiry_id: 'e1',
          status: 'dead',
          attempts: 10,
          last_error: '550 no such user',
          recipient: 'sales',
          to_address: null,
        }),
      ]);
      const row = (id: string, recipient: string) =>
        sql`insert into outbox (id, enquiry_id, status, attempts, next_attempt_at, created_at, updated_at, recipient)
          values (${id}, 'e1', 'pending', 0, 'x', 'x', 'x', ${recipient})`.execute(db);
      await expect(row('o2', 'sales')).rejects.toThrow(/UNIQUE/);
      await row('o3', 'dealer');
      expect(await db.selectFrom('outbox').select('id').orderBy('id').execute()).toEqual([{ id: 'o1' }, { id: 'o3' }]);
    } finally {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
