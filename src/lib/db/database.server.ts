import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrations.server';
import type { ServerEnv } from '@/lib/runtime/env';
import { errorMessage, log } from '@/lib/runtime/log';
import type { Database } from './schema';

/**
 * Opens the application database: PostgreSQL through a `pg` pool when a connection string is given,
 * otherwise an embedded SQLite file (WAL, full sync so that a committed enquiry survives a power cut).
 * The raw driver handle is exposed for libraries that need it (rate-limiter-flexible).
 */

/** An open database with its dialect and driver handle. */
export type AppDatabase = {
  /** Typed query builder. */
  db: Kysely<Database>;
  /** Closes the pool or file; the object must not be used afterwards. */
  close(): Promise<void>;
} & ({ dialect: 'sqlite'; sqlite: BetterSqlite3.Database } | { dialect: 'postgres'; pool: pg.Pool });

/** Where the database lives. */
export interface DatabaseConfig {
  /** PostgreSQL connection string; when set, `sqliteFile` is ignored. */
  databaseUrl?: string;
  /** SQLite file path; its folder is created when missing. */
  sqliteFile: string;
  /** Maximum PostgreSQL connections (default 10). */
  poolSize?: number;
}

/** The database the environment names: DATABASE_URL, else `{DATA_DIR}/enquiries.db`. */
export function databaseConfigFromEnv(
  env: Pick<ServerEnv, 'databaseUrl' | 'dataDir' | 'databasePoolSize'>,
  poolSize = env.databasePoolSize,
): DatabaseConfig {
  return { databaseUrl: env.databaseUrl, sqliteFile: path.join(env.dataDir, 'enquiries.db'), poolSize };
}

/**
 * Opens (and, for SQLite, creates) the database without migrating it.
 * @throws the driver's error when the SQLite file cannot be opened; PostgreSQL connects lazily.
 */
export function openDatabase(config: DatabaseConfig): AppDatabase {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.poolSize ?? 10 });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', (error) => log().error({ error: errorMessage(error) }, 'idle PostgreSQL client error'));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { dialect: 'postgres', pool, db, close: () => db.destroy() };
  }
  fs.mkdirSync(path.dirname(path.resolve(config.sqliteFile)), { recursive: true });
  const sqlite = new BetterSqlite3(config.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { dialect: 'sqlite', sqlite, db, close: () => db.destroy() };
}

/**
 * Opens the database and applies pending migrations.
 * @throws MigrationError when a migration fails (the database is closed again), or the driver's error.
 */
export async function openMigratedDatabase(config: DatabaseConfig): Promise<AppDatabase> {
  const database = openDatabase(config);
  try {
    await migrateToLatest(database.db, database.dialect);
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  return database;
}
