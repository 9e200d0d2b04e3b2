import fs from 'node:fs';
import path from 'node:path';
import { postgresAdapter } from '@payloadcms/db-postgres';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import type { DatabaseAdapterObj, Migration } from 'payload';
import { getEnv } from '@/lib/runtime/env';
import { migrations as postgresMigrations } from '../../cms-migrations/postgres';
import { migrations as sqliteMigrations } from '../../cms-migrations/sqlite';
import { cmsPostgresSchema, cmsSqliteFile } from './storage';

/**
 * Folder of the committed migrations, one per database kind (Payload writes SQL for each dialect):
 * generated code, so outside `src/` (decision 0042).
 */
export const migrationDirs = {
  sqlite: path.resolve('cms-migrations/sqlite'),
  postgres: path.resolve('cms-migrations/postgres'),
} as const;

/**
 * The committed migrations of each database kind, imported (not read from the folder at run time,
 * which would need a TypeScript loader in production): `payload.db.migrate({ migrations })`.
 */
// Each dialect's generated `up`/`down` take that adapter's arguments; Payload's `Migration` is the
// dialect-neutral shape it calls them through.
export const cmsMigrations: Record<'sqlite' | 'postgres', Migration[]> = {
  sqlite: sqliteMigrations as unknown as Migration[],
  postgres: postgresMigrations as unknown as Migration[],
};

/** The migrations of the database the environment selects. */
export function activeMigrations(): Migration[] {
  return getEnv().databaseUrl ? cmsMigrations.postgres : cmsMigrations.sqlite;
}

/** How long a write to the back office's SQLite file waits for another process's write, in ms. */
export const cmsSqliteBusyTimeoutMs = 5_000;

/**
 * The back office's database (decision 0033): PostgreSQL in the `cms` schema when `DATABASE_URL` is
 * set (beside the enquiry tables in `public`), else an SQLite file beside the enquiry database.
 * Tables come only from the committed migrations (`push: false`), run by `npm run cms -- migrate`,
 * which `npm start` calls.
 */
export function cmsDatabase(): DatabaseAdapterObj {
  const env = getEnv();
  if (env.databaseUrl) {
    return postgresAdapter({
      pool: { connectionString: env.databaseUrl, max: Math.max(2, Math.floor(env.databasePoolSize / 2)) },
      schemaName: cmsPostgresSchema,
      migrationDir: migrationDirs.postgres,
      push: false,
    });
  }
  fs.mkdirSync(path.dirname(cmsSqliteFile()), { recursive: true });
  return sqliteAdapter({
    client: { url: `file:${cmsSqliteFile()}` },
    migrationDir: migrationDirs.sqlite,
    push: false,
    // Several processes share the file: `npm start`'s server processes (decision 0043), `npm run cms`.
    // In WAL mode their reads never block a write, and a write meeting another waits for it instead
    // of failing at once with SQLITE_BUSY (Payload's default is no wait: a staff member's save was
    // answered 500 while the other process read the publish log).
    wal: true,
    busyTimeout: cmsSqliteBusyTimeoutMs,
  });
}
