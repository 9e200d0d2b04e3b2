import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach } from 'vitest';
import { openMigratedDatabase, type AppDatabase, type DatabaseConfig } from '../../src/lib/db/database.server';
import { migrateToLatest } from '../../src/lib/db/migrations.server';

/**
 * Test support: a fresh, migrated database per test. SQLite gets a temporary file; PostgreSQL (only when
 * DATABASE_URL is set) gets a new schema on that server, dropped afterwards, so test files can run in
 * parallel against one server.
 */

/** A database for one test, with the config that opens it again (for a second connection). */
export interface TestDatabase {
  database: AppDatabase;
  config: DatabaseConfig;
  /** Runs the migrations once more (they must change nothing), under the same lock as the first run. */
  migrateAgain(): Promise<void>;
  /** Closes every connection and removes the file or schema. */
  cleanup(): Promise<void>;
}

/**
 * Advisory-lock key that keeps schema drops apart from migrations on the shared test database.
 * Kysely's Migrator looks for its tables by introspecting every table of the database, calling
 * `pg_get_serial_sequence('schema.table', column)` per column, before it takes its own migration
 * lock; when another test file drops its schema during that query, the cast fails with
 * `schema "test_…" does not exist` and the migration of an unrelated schema fails. Migrations hold
 * the lock shared (they may run together) and drops take it exclusive. Any fixed bigint works.
 */
const schemaDropLock = 4_812_650_271;

/**
 * Runs a migration with {@link schemaDropLock} held shared, so no other test file drops its schema
 * while Kysely's Migrator introspects the database's tables.
 */
async function whileNoSchemaIsDropped<T>(baseUrl: string, migrate: () => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock_shared($1)', [schemaDropLock]);
    return await migrate();
  } finally {
    // Ending the session releases the lock.
    await admin.end();
  }
}

/**
 * A new, empty PostgreSQL database on the test server (DATABASE_URL), for a test that needs a whole
 * database of its own rather than a schema (the back office's store, a backup's restore target).
 * @param prefix the start of its name, e.g. `cms_test`
 * @returns its URL, and `drop`, which removes it with its sessions
 */
export async function createTestPostgresDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = new URL(process.env.DATABASE_URL!);
  const name = `${prefix}_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base.toString() });
      await client.connect();
      try {
        // FORCE ends the database's sessions, but may not end an autovacuum worker (the superuser's)
        // that happens to be in it: PostgreSQL then refuses (42501) until the worker is done.
        for (let attempt = 1; ; attempt += 1) {
          try {
            await client.query(`drop database if exists ${name} with (force)`);
            break;
          } catch (error) {
            if ((error as { code?: string }).code !== '42501' || attempt === 20) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
          }
        }
      } finally {
        await client.end();
      }
    },
  };
}

/** The dialects to test: SQLite always, PostgreSQL when DATABASE_URL is set. */
export const testDialects: ('sqlite' | 'postgres')[] = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** Opens a fresh migrated database of `dialect`. */
export async function openTestDatabase(dialect: 'sqlite' | 'postgres'): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'enquiries-test-'));
    const config = { sqliteFile: path.join(dir, 'data', 'enquiries.db') };
    const database = await openMigratedDatabase(config);
    return {
      database,
      config,
      migrateAgain: () => migrateToLatest(database.db, 'sqlite'),
      cleanup: async () => {
        await database.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('DATABASE_URL is not set');
  const schema = `test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const config = { databaseUrl: url.toString(), sqliteFile: '', poolSize: 10 };
  await admin.end();
  const database = await whileNoSchemaIsDropped(baseUrl, () => openMigratedDatabase(config));
  return {
    database,
    config,
    migrateAgain: () => whileNoSchemaIsDropped(baseUrl, () => migrateToLatest(database.db, 'postgres')),
    cleanup: async () => {
      await database.close();
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      // The lock is the session's: ending the connection releases it even when the drop fails.
      await client.query('select pg_advisory_lock($1)', [schemaDropLock]);
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

/**
 * For the tests of one describe block: a function that opens a fresh migrated database of `dialect`
 * (see {@link openTestDatabase}); each database it opened is closed and removed after its test.
 * @returns the opener, to call inside a test
 */
export function testDatabasePerTest(dialect: 'sqlite' | 'postgres'): () => Promise<TestDatabase> {
  const opened: TestDatabase[] = [];
  afterEach(async () => {
    for (const test of opened.splice(0)) await test.cleanup();
  });
  return async () => {
    const test = await openTestDatabase(dialect);
    opened.push(test);
    return test;
  };
}
