import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresAdapter } from '@payloadcms/db-postgres';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import { getPayload, handleEndpoints, type Payload, type SanitizedConfig } from 'payload';
import { buildCmsConfig } from '../../src/cms/config';
import { backOfficeEmail } from '../../src/cms/email';
import type { SignInLimit } from '../../src/cms/sign-in-limit';
import type { LeadSource } from '../../src/features/enquiries/back-office';
import { cmsMigrations, migrationDirs } from '../../src/cms/database';
import { createTestPostgresDatabase } from './test-databases';

/**
 * Test support: a back office (Payload) on a fresh, migrated database of its own, and its REST API
 * called through Payload's own handler (`handleEndpoints`, what `/cms-api/[...slug]/route.ts`
 * serves) without a server. SQLite gets a temporary file; PostgreSQL (when DATABASE_URL is set, as
 * `npm test`'s second pass sets it) a new database on that server, dropped afterwards.
 */
export interface TestCms {
  /** The Local API. */
  payload: Payload;
  /** One REST request to `/cms-api{path}`, as a browser or a script would send it. */
  rest(path: string, init?: RequestInit & { token?: string }): Promise<Response>;
  /** Folder the back office's e-mail is written to as `.eml` files (created on the first e-mail). */
  outbox: string;
  /** Signs in through `POST /cms-api/users/login`; the session token, or the failed response. */
  login(email: string, password: string): Promise<{ token?: string; response: Response }>;
  /** PostgreSQL: the connection string of its database (the back office in its `cms` schema). */
  databaseUrl?: string;
  /** Closes the connections and removes the database (not one given in the options). */
  cleanup(): Promise<void>;
}

/**
 * A dealer with every required field, valid (a Zambian seller of 50 Hz submersibles); `fields`
 * overrides or adds any of them, e.g. `_status`.
 */
export function testDealer(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    slug: 'lusaka-borehole-supplies',
    company: 'Lusaka Borehole Supplies',
    contactPerson: 'M. Banda',
    country: 'ZM',
    city: 'Lusaka',
    address: 'Plot 12, Great East Road, Lusaka',
    phone: '+260 211 123456',
    email: 'sales@lusaka-boreholes.example',
    frequency: '50hz',
    carries: ['submersible-pumps', 'KS'],
    verifiedOn: '2026-11-01T00:00:00.000Z',
    ...fields,
  };
}

export { testEvent } from './test-event';

/** Origin the test configs are built for (CSRF and CORS lists). */
export const testOrigin = 'http://localhost:3000';

/**
 * Opens a back office of `dialect` on a new database and applies the committed migrations.
 * @param options.signInLimit the per-client sign-in limit (none by default)
 * @param options.dataDir SQLite: the folder of its `cms.db`, as `DATA_DIR` (kept on cleanup)
 * @param options.databaseUrl PostgreSQL: an existing database to use (kept on cleanup)
 * @param options.leadSource the enquiry store the inbox reads (none by default)
 */
export async function openTestCms(
  dialect: 'sqlite' | 'postgres',
  options: { signInLimit?: SignInLimit; dataDir?: string; databaseUrl?: string; leadSource?: LeadSource } = {},
): Promise<TestCms> {
  const key = `test-cms-${randomUUID()}`;
  const dir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'cms-test-'));
  const outbox = path.join(dir, 'outbox');
  let dropDatabase = async () => {};
  let db;
  let databaseUrl: string | undefined;
  if (dialect === 'sqlite') {
    db = sqliteAdapter({
      client: { url: `file:${path.join(dir, 'cms.db')}` },
      migrationDir: migrationDirs.sqlite,
      push: false,
    });
  } else {
    let url = options.databaseUrl && new URL(options.databaseUrl).toString();
    if (!url) {
      const created = await createTestPostgresDatabase('cms_test');
      url = created.url;
      dropDatabase = created.drop;
    }
    databaseUrl = url;
    db = postgresAdapter({
      pool: { connectionString: url, max: 4 },
      schemaName: 'cms',
      migrationDir: migrationDirs.postgres,
      push: false,
    });
  }
  const config: Promise<SanitizedConfig> = buildCmsConfig({
    db,
    secret: `test-secret-${key}`,
    serverURL: testOrigin,
    // As the site's with no mail service: .eml files (a test sending e-mail stubs 'server-only').
    email: backOfficeEmail({
      from: 'Kavex Pumps website <no-reply@example.com>',
      siteUrl: testOrigin,
      transport: async () => {
        const { createEmlFileTransport } = await import('../../src/lib/mail/eml-file.server');
        return createEmlFileTransport(outbox);
      },
    }),
    signInLimit: options.signInLimit,
    leadSource: options.leadSource ? async () => options.leadSource! : undefined,
  });
  const payload = await getPayload({ config, key });
  await payload.db.migrate({ migrations: cmsMigrations[dialect] });

  const rest: TestCms['rest'] = (route, init = {}) => {
    const { token, headers, ...rest } = init;
    const request = new Request(`${testOrigin}/cms-api${route}`, {
      ...rest,
      headers: {
        ...(init.body ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: `JWT ${token}` } : {}),
        ...(headers as Record<string, string> | undefined),
      },
    });
    return handleEndpoints({ config, request, payloadInstanceCacheKey: key });
  };
  return {
    payload,
    rest,
    outbox,
    databaseUrl,
    async login(email, password) {
      const response = await rest('/users/login', { method: 'POST', body: JSON.stringify({ email, password }) });
      const body = response.ok ? ((await response.clone().json()) as { token?: string }) : {};
      return { token: body.token, response };
    },
    async cleanup() {
      await payload.destroy();
      // Payload's destroy() leaves the PostgreSQL pool open, and some of its clients stay checked out
      // (so the pool cannot be ended first). The forced drop below terminates them all: an idle
      // client's error reaches the pool's listener, a checked-out one's only its own (pg-pool's
      // `_clients` holds both). Without listeners either surfaced as an unhandled error of the run.
      const ignore = () => {};
      const pool = (
        payload.db as unknown as {
          pool?: {
            on(event: 'error', listener: () => void): void;
            _clients?: { on(event: 'error', listener: () => void): void }[];
          };
        }
      ).pool;
      pool?.on('error', ignore);
      for (const client of pool?._clients ?? []) client.on('error', ignore);
      await dropDatabase();
      // A data folder the caller gave stays: it is the caller's.
      if (!options.dataDir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
