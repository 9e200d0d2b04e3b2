import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractArchive } from './archive.server';
import { entries, manifestSchema, sqliteFiles, type BackupLocation, type BackupManifest } from './layout';
import { existingTables, restorePostgres } from './postgres-dump.server';

/** The restore was refused before anything was written (target not empty, wrong database kind, not a backup). */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

/** What the data folder holds, ignoring nothing: any entry makes it non-empty. */
function folderEntries(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

/**
 * Restores an archive written by `createBackup` into `location`, which must be empty: the data
 * folder missing or empty, and with PostgreSQL, no table in the enquiry schema or `cms`. With
 * `force`, what the archive replaces is removed first (the SQLite files with their `-wal`/`-shm`
 * files, the uploads folder, the session key; PostgreSQL: the dumped tables). Stop the site first.
 * @param location the data folder and, for an archive of PostgreSQL, the connection string
 * @returns the archive's manifest
 * @throws RestoreRefusedError when the target is not empty (without `force`), the archive is not a
 *   backup, or it holds the other kind of database than `location` names; the tools' errors otherwise
 */
export async function restoreBackup(
  archive: string,
  location: BackupLocation,
  options: { force?: boolean } = {},
): Promise<BackupManifest> {
  const force = options.force ?? false;
  const present = folderEntries(location.dataDir);
  if (present.length > 0 && !force) {
    throw new RestoreRefusedError(
      `${location.dataDir} is not empty (${present.slice(0, 5).join(', ')}); restore into an empty data folder, or pass --force to replace its data`,
    );
  }
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'kavex-restore-'));
  try {
    await extractArchive(archive, staging);
    const manifest = readManifest(staging);
    const kind = location.databaseUrl ? 'postgres' : 'sqlite';
    if (manifest.database !== kind) {
      throw new RestoreRefusedError(
        `the archive holds a ${manifest.database} database but the environment names ${kind} (DATABASE_URL ${location.databaseUrl ? 'is' : 'is not'} set)`,
      );
    }
    if (location.databaseUrl) {
      const tables = await existingTables(location.databaseUrl);
      if (tables.length > 0 && !force) {
        throw new RestoreRefusedError(
          `the database already has tables (${tables.slice(0, 5).join(', ')}); restore into an empty database, or pass --force to replace them`,
        );
      }
      await restorePostgres(location.databaseUrl, path.join(staging, entries.postgresDump), force);
    }
    fs.mkdirSync(location.dataDir, { recursive: true });
    if (force) removeReplaced(location.dataDir);
    for (const name of manifest.sqliteFiles) {
      fs.copyFileSync(path.join(staging, entries.sqliteFolder, name), path.join(location.dataDir, name));
    }
    if (manifest.media)
      fs.cpSync(path.join(staging, entries.media), path.join(location.dataDir, entries.media), { recursive: true });
    if (manifest.secret) {
      const secret = path.join(location.dataDir, entries.secret);
      fs.copyFileSync(path.join(staging, entries.secret), secret);
      fs.chmodSync(secret, 0o600);
    }
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Reads and checks the archive's manifest. */
function readManifest(staging: string): BackupManifest {
  const file = path.join(staging, entries.manifest);
  const parsed = fs.existsSync(file) ? manifestSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8'))) : undefined;
  if (!parsed?.success) throw new RestoreRefusedError('the archive is not a backup written by `npm run backup`');
  return parsed.data;
}

/** Removes what a restore replaces: an old `-wal` beside a restored database would corrupt it. */
function removeReplaced(dataDir: string): void {
  for (const name of sqliteFiles) {
    for (const suffix of ['', '-wal', '-shm', '-journal'])
      fs.rmSync(path.join(dataDir, name + suffix), { force: true });
  }
  fs.rmSync(path.join(dataDir, entries.media), { recursive: true, force: true });
  fs.rmSync(path.join(dataDir, entries.secret), { force: true });
}
