/**
 * The back office's command (Payload CMS, decision 0033), on the same database settings as the server
 * (DATA_DIR or DATABASE_URL, see .env.example):
 *
 *   npm run cms -- setup                     migrate, create the first admin from ADMIN_EMAIL and
 *                                            ADMIN_PASSWORD, import the seed on a new store (npm start runs it)
 *   npm run cms -- migrate                   apply the committed migrations
 *   npm run cms -- create-admin [--email E] [--name N]
 *                                            add an administrator (the password is asked, or ADMIN_PASSWORD)
 *   npm run cms -- import                    import content/ again: creates what is missing, keeps the rest
 *   npm run cms -- revision                  record the publish log's newest id for the build about to
 *                                            read the store (prebuild runs it after setup)
 *   npm run cms -- migrate:create NAME       write a migration for a changed config (developers: run it
 *                                            once on SQLite and once with DATABASE_URL for PostgreSQL)
 *   npm run cms -- generate                  rewrite the admin's import map after adding an admin component
 *
 * Exit code 1 on errors, 2 on wrong usage.
 */
import readline from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { generateImportMap, getPayload, migrateCLI, type Payload } from 'payload';
import config from '../src/cms/payload.config';
import { activeMigrations } from '../src/cms/database';
import { createAdmin, ensureFirstAdmin } from '../src/cms/first-admin';
import { importSeed, type ImportReport } from '../src/cms/seed/import-seed';
import { writeBuildRevision } from '../src/cms/publish/build-revision';
import { latestChangeId } from '../src/cms/publish/revalidation-poller';
import { storeWasSeeded } from '../src/cms/seed/store-state';
import { getEnv } from '../src/lib/runtime/env';

const usage = `Usage:
  npm run cms -- setup | migrate | import | revision | generate
  npm run cms -- create-admin [--email E] [--name N]
  npm run cms -- migrate:create NAME`;

class UsageError extends Error {}

function describe(report: ImportReport): string {
  const collections = [...new Set([...Object.keys(report.created), ...Object.keys(report.kept)])];
  const lines = collections.map(
    (c) => `  ${c}: ${report.created[c] ?? 0} created, ${report.kept[c] ?? 0} kept as they were`,
  );
  lines.push(`  globals set: ${report.globalsSet.length ? report.globalsSet.join(', ') : 'none (already saved)'}`);
  return lines.join('\n');
}

async function connect(): Promise<Payload> {
  return getPayload({ config });
}

async function setup(): Promise<void> {
  const payload = await connect();
  await payload.db.migrate({ migrations: activeMigrations() });
  if (await ensureFirstAdmin(payload, getEnv().firstAdmin)) {
    console.log('[cms] created the first administrator from ADMIN_EMAIL and ADMIN_PASSWORD');
  } else if ((await payload.count({ collection: 'users' })).totalDocs === 0) {
    console.log('[cms] no staff account yet: npm run cms -- create-admin (or set ADMIN_EMAIL and ADMIN_PASSWORD)');
  }
  if (!(await storeWasSeeded(payload))) {
    console.log(`[cms] new store: imported the seed content\n${describe(await importSeed(payload))}`);
  }
}

async function askPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) throw new UsageError('set ADMIN_PASSWORD, or run in a terminal to be asked');
  const prompt = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  try {
    return (await prompt.question('Password (12 characters or more): ')).trim();
  } finally {
    prompt.close();
  }
}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: 'string' }, name: { type: 'string' } },
  });
  const [command, ...rest] = positionals;
  switch (command) {
    case 'setup':
      await setup();
      break;
    case 'migrate':
      await (await connect()).db.migrate({ migrations: activeMigrations() });
      break;
    case 'import': {
      const payload = await connect();
      console.log(describe(await importSeed(payload)));
      break;
    }
    case 'revision': {
      const revision = await latestChangeId(await connect());
      writeBuildRevision({ revision, day: new Date().toISOString().slice(0, 10) });
      console.log(`[cms] the build reads the back office at publish-log revision ${revision}`);
      break;
    }
    case 'create-admin': {
      const email = values.email ?? process.env.ADMIN_EMAIL;
      if (!email) throw new UsageError('give --email (or set ADMIN_EMAIL)');
      const password = await askPassword();
      await createAdmin(await connect(), { email, password, name: values.name });
      console.log('[cms] the new administrator can now sign in at /admin');
      break;
    }
    case 'migrate:create':
      if (!rest[0]) throw new UsageError('give the migration a name');
      await migrateCLI({ config: await config, parsedArgs: { _: ['migrate:create', rest[0]] } });
      break;
    case 'generate':
      await generateImportMap(await config, { force: true, log: true });
      break;
    default:
      throw new UsageError(command ? `unknown command ${command}` : 'no command');
  }
}

main(process.argv.slice(2))
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n${usage}`);
      process.exit(2);
    }
    console.error(`[cms] ${(error as Error).message}`);
    process.exit(1);
  });
