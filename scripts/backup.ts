/**
 * Backups of the site's data (the environment names where it lives, see .env.example):
 *
 *   npm run backup [-- FOLDER | FILE.tar.gz]     (default folder: backups/)
 *   npm run restore -- ARCHIVE [--force]
 *
 * `backup` writes one archive, `kavex-YYYYMMDDTHHMMSSZ.tar.gz` in FOLDER or the FILE named: the
 * enquiry database and the back office's (SQLite's online backup, or pg_dump when DATABASE_URL is
 * set), the uploads (DATA_DIR/media) and DATA_DIR/cms-secret if present. It runs beside the server.
 * `restore` unpacks an archive into DATA_DIR (and the database DATABASE_URL names), which must be
 * empty; `--force` replaces what is there. Stop the site before a restore.
 * Exit code 1 on errors, 2 on wrong usage or a refused restore.
 *
 * Run through tsx with the react-server condition, like `npm run enquiries`:
 *   tsx --conditions=react-server scripts/backup.ts backup|restore ...
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup } from '@/lib/backup/backup.server';
import { restoreBackup, RestoreRefusedError } from '@/lib/backup/restore.server';
import { getEnv } from '@/lib/runtime/env';

const usage = `Usage:
  npm run backup [-- FOLDER | FILE.tar.gz]
  npm run restore -- ARCHIVE [--force]`;

/** `kavex-20261128T160500Z.tar.gz` for a backup taken at that UTC second. */
function archiveName(now: Date): string {
  return `kavex-${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.tar.gz`;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { force: { type: 'boolean' } },
  });
  const env = getEnv();
  const location = { dataDir: env.dataDir, databaseUrl: env.databaseUrl };
  if (command === 'backup' && positionals.length <= 1 && !values.force) {
    const target = positionals[0] ?? 'backups';
    const archive = target.endsWith('.tar.gz') ? target : path.join(target, archiveName(new Date()));
    const manifest = await createBackup(location, archive);
    const held = [manifest.database === 'postgres' ? 'PostgreSQL dump' : manifest.sqliteFiles.join(', ')];
    if (manifest.media) held.push('uploads');
    if (manifest.secret) held.push('cms-secret');
    console.log(`Backup written to ${archive} (${held.join(', ')}).`);
    return 0;
  }
  const [archive, ...extra] = positionals;
  if (command === 'restore' && archive && extra.length === 0) {
    try {
      const manifest = await restoreBackup(archive, location, { force: values.force });
      console.log(
        `Restored the backup of ${manifest.createdAt} into ${env.dataDir}${env.databaseUrl ? ' and the database' : ''}.`,
      );
      return 0;
    } catch (error) {
      if (!(error instanceof RestoreRefusedError)) throw error;
      console.error(`Restore refused: ${error.message}`);
      return 2;
    }
  }
  console.error(usage);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
