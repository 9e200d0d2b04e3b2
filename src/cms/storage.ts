import path from 'node:path';
import { getEnv } from '@/lib/runtime/env';

/**
 * Where the back office keeps its data: the enquiry store's data folder (`DATA_DIR`, default
 * `data/`) for the SQLite file and the uploads, or PostgreSQL (`DATABASE_URL`) in its own schema.
 */
export function cmsDataDir(): string {
  return path.resolve(getEnv().dataDir);
}

/** The embedded SQLite file of the back office, beside the enquiry database (decision 0033). */
export function cmsSqliteFile(): string {
  return path.join(cmsDataDir(), 'cms.db');
}

/** PostgreSQL schema of the back office's tables, beside the enquiry tables in `public`. */
export const cmsPostgresSchema = 'cms';
