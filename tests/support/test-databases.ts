import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openMigratedDatabase, type AppDatabase, type DatabaseConfig } from '../../src/lib/db/database.server';

/**
 * Test support: a fresh, migrated database per test. SQLite gets a temporary file; PostgreSQL (only when
 * DATABASE_URL is set) gets a new schema on that server, dropped afterwards, so test files can run in
 * parallel against one server.
 */

/** A database for one test, with the config that opens it again (for a second connection). */
export interface TestDatabase {
  database: AppDatabase;
  config: DatabaseConfig;
  /** Closes every connection and removes the file or schema. */
  cleanup(): Promise<void>;
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
  await admin.end();
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const config = { databaseUrl: url.toString(), sqliteFile: '', poolSize: 10 };
  const database = await openMigratedDatabase(config);
  return {
    database,
    config,
    cleanup: async () => {
      await database.close();
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}
