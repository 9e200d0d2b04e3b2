import { z } from 'zod';

/**
 * What a backup archive holds, at its top level:
 * - `manifest.json`: {@link BackupManifest};
 * - `sqlite/enquiries.db` and `sqlite/cms.db` (the embedded databases), or `postgres/database.dump`
 *   (`pg_dump --format=custom` of the enquiry tables and the `cms` schema);
 * - `media/`: the back office's uploads (`DATA_DIR/media`);
 * - `cms-secret`: the session key kept in the data folder when `PAYLOAD_SECRET` is unset.
 */

/** The SQLite files of the data folder a backup copies, by name (src/lib/db, src/cms/storage.ts). */
export const sqliteFiles = ['enquiries.db', 'cms.db'] as const;

/** Names inside the archive and, for the last three, inside `DATA_DIR`. */
export const entries = {
  manifest: 'manifest.json',
  sqliteFolder: 'sqlite',
  postgresDump: 'postgres/database.dump',
  media: 'media',
  secret: 'cms-secret',
} as const;

export const manifestSchema = z.object({
  format: z.literal('kavex-backup'),
  version: z.literal(1),
  /** When the backup was taken, ISO-8601 UTC. */
  createdAt: z.string(),
  /** Which database the archive holds; it restores only into the same kind. */
  database: z.enum(['sqlite', 'postgres']),
  /** The SQLite files present (SQLite only). */
  sqliteFiles: z.array(z.enum(sqliteFiles)),
  /** Whether the uploads folder and the session key were present. */
  media: z.boolean(),
  secret: z.boolean(),
});

/** The archive's own description, read back on restore. */
export type BackupManifest = z.infer<typeof manifestSchema>;

/** Where the data lives: the data folder, and PostgreSQL when a connection string is given. */
export interface BackupLocation {
  /** `DATA_DIR`: the SQLite files, the uploads and the session key. */
  dataDir: string;
  /** `DATABASE_URL`; undefined means the SQLite files in `dataDir`. */
  databaseUrl?: string;
}
