import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { migrationNames, ping } from './migrations.server';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../tests/support/test-databases';

vi.mock('server-only', () => ({}));

describe.each(testDialects)('database on %s', (dialect) => {
  let test: TestDatabase | undefined;
  afterEach(async () => {
    await test?.cleanup();
    test = undefined;
  });

  it('creates the tables, and migrating again changes nothing', async () => {
    test = await openTestDatabase(dialect);
    const { db } = test.database;
    await ping(db);
    await test.migrateAgain();
    const tables = (await db.introspection.getTables()).map((t) => t.name).sort();
    expect(tables).toEqual(expect.arrayContaining(['enquiries', 'outbox', 'rate_limits']));
    const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    expect(applied.rows.map((r) => r.name)).toEqual([
      '0001_enquiries_and_outbox',
      '0002_enquiry_selection',
      '0003_enquiry_borewell_set',
      '0004_enquiry_solar_set',
    ]);
    expect(migrationNames).toEqual([
      '0001_enquiries_and_outbox',
      '0002_enquiry_selection',
      '0003_enquiry_borewell_set',
      '0004_enquiry_solar_set',
    ]);
  });

  it.runIf(dialect === 'postgres')(
    'migrates a second schema of the same database while the first holds its own migration tables',
    async () => {
      // Two sites, or two test files running at once, each in its own schema of one database.
      test = await openTestDatabase(dialect);
      const second = await openTestDatabase(dialect);
      try {
        await second.migrateAgain();
        const tables = (await second.database.db.introspection.getTables()).map((t) => t.name);
        expect(tables).toEqual(expect.arrayContaining(['enquiries', 'outbox', 'rate_limits']));
      } finally {
        await second.cleanup();
      }
    },
  );

  it.runIf(dialect === 'sqlite')('uses WAL and full sync on SQLite, creating the data folder', async () => {
    test = await openTestDatabase(dialect);
    if (test.database.dialect !== 'sqlite') throw new Error('unreachable');
    expect(test.database.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(test.database.sqlite.pragma('synchronous', { simple: true })).toBe(2);
    expect(test.database.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
  });
});
