import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * PostgreSQL's own tools for the backup: `pg_dump` of the enquiry tables (the connection's current
 * schema, `public` unless the URL sets a search path) and of the back office's `cms` schema, in the
 * custom format, and `pg_restore` of that dump. They must be on PATH (Debian: `postgresql-client`).
 * The password goes to the tools in `PGPASSWORD`, never on their command line (which `ps` shows).
 */

const run = promisify(execFile);

/** The back office's schema (src/cms/storage.ts `cmsPostgresSchema`; lib may not import src/cms). */
const cmsSchema = 'cms';

/** The connection string without its password, and the environment that carries the password. */
function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/**
 * Runs one of PostgreSQL's tools; a missing binary gets a message that says what to install.
 * @returns its standard output
 */
async function tool(name: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  try {
    return (await run(name, args, { env, maxBuffer: 64 * 1024 * 1024 })).stdout;
  } catch (error) {
    const { code, stderr } = error as { code?: string; stderr?: string };
    if (code === 'ENOENT')
      throw new Error(`${name} is not on PATH: install PostgreSQL's client tools (postgresql-client)`);
    throw new Error(`${name} failed: ${stderr?.trim() || (error as Error).message}`);
  }
}

/** The schemas the backup holds: the enquiry tables' (the connection's current schema) and `cms`. */
async function backedUpSchemas(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ schema: string }>('select current_schema() as schema');
    return [...new Set([rows[0]?.schema ?? 'public', cmsSchema])];
  } finally {
    await client.end();
  }
}

/**
 * Writes a custom-format dump of the enquiry tables and the back office to `file`. `pg_dump` reads
 * in one snapshot, so the dump is consistent while the site keeps running.
 * @throws when the database cannot be reached or `pg_dump` is missing or fails
 */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<void> {
  const schemas = await backedUpSchemas(databaseUrl);
  const { url, env } = connection(databaseUrl);
  const schemaArgs = schemas.map((schema) => `--schema=${schema}`);
  await tool(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', ...schemaArgs, `--file=${file}`, `--dbname=${url}`],
    env,
  );
}

/**
 * Names the tables already in the schemas a restore would write (empty for a new database).
 * @throws when the database cannot be reached
 */
export async function existingTables(databaseUrl: string): Promise<string[]> {
  const schemas = await backedUpSchemas(databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select table_schema || '.' || table_name as name from information_schema.tables
       where table_schema = any($1) order by 1`,
      [schemas],
    );
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

/** The schemas the database already has (a new database has `public`). */
async function existingSchemas(databaseUrl: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>('select nspname as name from pg_namespace');
    return new Set(rows.map((row) => row.name));
  } finally {
    await client.end();
  }
}

/**
 * Restores a dump made by {@link dumpPostgres} in one transaction (all or nothing); with `replace`,
 * the tables it holds are dropped first. The dump's `CREATE SCHEMA` of a schema the database
 * already has (`public`, always) is left out of the restore list, as it would fail.
 * @throws when the database cannot be reached or `pg_restore` is missing or fails
 */
export async function restorePostgres(databaseUrl: string, file: string, replace: boolean): Promise<void> {
  const { url, env } = connection(databaseUrl);
  const present = await existingSchemas(databaseUrl);
  const list = (await tool('pg_restore', ['--list', file], env))
    .split('\n')
    .filter((line) => !present.has(/^\d+; \d+ \d+ SCHEMA - (\S+) /.exec(line)?.[1] ?? ''))
    .join('\n');
  const listFile = `${file}.list`;
  fs.writeFileSync(listFile, list);
  const clean = replace ? ['--clean', '--if-exists'] : [];
  await tool(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      ...clean,
      `--use-list=${listFile}`,
      `--dbname=${url}`,
      file,
    ],
    env,
  );
}
