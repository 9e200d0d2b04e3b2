import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { packFolder } from './archive.server';
import { entries, sqliteFiles, type BackupLocation, type BackupManifest } from './layout';
import { dumpPostgres } from './postgres-dump.server';

/**
 * Backs up a running site into one `.tar.gz` (layout in ./layout.ts): the enquiry database and the
 * back office's, the uploads and the session key. SQLite files are copied with SQLite's online
 * backup API (better-sqlite3 `backup()`), which yields a consistent copy while the server writes;
 * PostgreSQL is dumped with `pg_dump`. The uploads are read as they are at that moment.
 * @param location the data folder and the optional PostgreSQL connection string
 * @param archive the file to write (its folder is created); replaced when it exists
 * @returns the manifest written into the archive
 * @throws when a database cannot be read, `pg_dump` fails, or the archive cannot be written
 */
export async function createBackup(location: BackupLocation, archive: string): Promise<BackupManifest> {
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'kavex-backup-'));
  try {
    const manifest: BackupManifest = {
      format: 'kavex-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      database: location.databaseUrl ? 'postgres' : 'sqlite',
      sqliteFiles: [],
      media: false,
      secret: false,
    };
    if (location.databaseUrl) {
      const dump = path.join(staging, entries.postgresDump);
      fs.mkdirSync(path.dirname(dump), { recursive: true });
      await dumpPostgres(location.databaseUrl, dump);
    } else {
      fs.mkdirSync(path.join(staging, entries.sqliteFolder));
      for (const name of sqliteFiles) {
        const source = path.join(location.dataDir, name);
        if (!fs.existsSync(source)) continue;
        const database = new BetterSqlite3(source, { fileMustExist: true });
        try {
          await database.backup(path.join(staging, entries.sqliteFolder, name));
        } finally {
          database.close();
        }
        manifest.sqliteFiles.push(name);
      }
    }
    const media = path.join(location.dataDir, entries.media);
    if (fs.existsSync(media)) {
      // Linked, not copied: the archive follows the link and reads the files once.
      fs.symlinkSync(path.resolve(media), path.join(staging, entries.media), 'dir');
      manifest.media = true;
    }
    const secret = path.join(location.dataDir, entries.secret);
    if (fs.existsSync(secret)) {
      fs.copyFileSync(secret, path.join(staging, entries.secret));
      manifest.secret = true;
    }
    fs.writeFileSync(path.join(staging, entries.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.mkdirSync(path.dirname(path.resolve(archive)), { recursive: true });
    await packFolder(staging, archive);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
