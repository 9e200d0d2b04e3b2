import 'server-only';
import path from 'node:path';
import { databaseConfigFromEnv, openMigratedDatabase, type AppDatabase } from '@/lib/db/database.server';
import { ping } from '@/lib/db/migrations.server';
import { getEnv, type ServerEnv } from '@/lib/runtime/env';
import { errorMessage, log } from '@/lib/runtime/log';
import { createMailTransport } from '@/lib/mail/transport.server';
import type { MailTransport } from '@/lib/mail/types';
import { getEnquiryChoices, getModelFrequencies } from './choices.server';
import { handleEnquiryPost } from './http.server';
import { outboxWorkerFromEnv, type OutboxWorker } from './outbox.server';
import { createEnquiryRateLimiter } from './rate-limit.server';
import { EnquiryRepository, type OutboxStats } from './repository.server';
import { EnquiryService } from './service.server';
import { leadSourceFrom, type LeadSource } from './inbox/source';

/**
 * The enquiry system of this process, wired from the environment: database (migrated), rate limiter,
 * service, mail transport and outbox worker. One per process: Next.js bundles instrumentation and each
 * route separately, so the instance lives on `globalThis` rather than in module state.
 */

/** The wired enquiry system. */
export interface EnquiryRuntime {
  env: ServerEnv;
  database: AppDatabase;
  repository: EnquiryRepository;
  service: EnquiryService;
  transport: MailTransport;
  worker: OutboxWorker;
}

interface Holder {
  runtime?: Promise<EnquiryRuntime>;
}

const holder: Holder = ((globalThis as Record<symbol, unknown>)[Symbol.for('kavex.enquiries.runtime')] ??=
  {}) as Holder;

async function createRuntime(): Promise<EnquiryRuntime> {
  const env = getEnv();
  const database = await openMigratedDatabase(databaseConfigFromEnv(env));
  const repository = new EnquiryRepository(database);
  const transport = createMailTransport(env);
  const worker = outboxWorkerFromEnv(env, repository, transport);
  const service = new EnquiryService({
    repository,
    rateLimiter: createEnquiryRateLimiter(database, env.rateLimit),
    choices: getEnquiryChoices,
    modelFrequencies: getModelFrequencies,
    onStored: () => worker.notify(),
  });
  return { env, database, repository, service, transport, worker };
}

/**
 * The process's enquiry system, created and migrated on first call.
 * @throws EnvError for a bad environment, MigrationError or the driver's error when the database is not
 *   usable; a later call tries again.
 */
export function getEnquiryRuntime(): Promise<EnquiryRuntime> {
  holder.runtime ??= createRuntime().catch((error: unknown) => {
    holder.runtime = undefined;
    throw error;
  });
  return holder.runtime;
}

/**
 * Server start (instrumentation): migrates the database and starts the outbox worker unless
 * OUTBOX_WORKER=false. When the database is not reachable yet it logs and tries again every 10 s, so the
 * site still serves pages.
 * @throws EnvError at once for a bad environment (a configuration error must stop the start).
 */
export async function startEnquiries(): Promise<void> {
  const env = getEnv();
  try {
    const runtime = await getEnquiryRuntime();
    if (env.outbox.enabled) runtime.worker.start();
    const mail =
      runtime.transport.kind === 'file' ? `.eml files in ${path.join(env.dataDir, 'outbox')}` : runtime.transport.kind;
    log().info({ dialect: runtime.database.dialect, mail, outboxWorker: env.outbox.enabled }, 'enquiry database ready');
  } catch (error) {
    log().error({ error: errorMessage(error) }, 'enquiries not started; retrying in 10 s');
    setTimeout(() => void startEnquiries(), 10_000).unref();
  }
}

/**
 * Whether the enquiry store is ready (server/health.ts): `null` once the database is open with its
 * migrations applied and answers `select 1`, else why not. Never throws.
 */
export async function enquiryReadiness(): Promise<string | null> {
  const pending = holder.runtime;
  if (!pending) return 'not open (migrating or retrying)';
  try {
    await ping((await pending).database.db);
    return null;
  } catch {
    return 'database does not answer';
  }
}

/**
 * Stops the outbox worker, if this process runs one: waits for its round, and gives back the rows it
 * still holds when `deadline` aborts first (graceful shutdown; `OutboxWorker.stop`).
 */
export async function stopOutboxWorker(deadline: AbortSignal): Promise<void> {
  const runtime = await holder.runtime?.catch(() => undefined);
  await runtime?.worker.stop(deadline);
}

/**
 * Stops the worker and closes the transport and database (tests, graceful shutdown).
 * @param deadline when to stop waiting for the worker's round (its rows are given back); none: wait
 */
export async function closeEnquiries(deadline?: AbortSignal): Promise<void> {
  const pending = holder.runtime;
  holder.runtime = undefined;
  if (!pending) return;
  const runtime = await pending.catch(() => undefined);
  if (!runtime) return;
  await runtime.worker.stop(deadline);
  await runtime.transport.close();
  await runtime.database.close();
}

/**
 * The enquiry store as the back office's inbox uses it (decision 0036), with CRM events queued only
 * when CRM_WEBHOOK_URL is set.
 * @throws as {@link getEnquiryRuntime}
 */
export async function enquiryLeadSource(): Promise<LeadSource> {
  const runtime = await getEnquiryRuntime();
  return leadSourceFrom(runtime.repository, runtime.env.crmWebhook !== undefined);
}

/** `POST /api/enquiries` wired to this process's runtime (see `handleEnquiryPost`). */
export function postEnquiry(request: Request): Promise<Response> {
  return handleEnquiryPost(request, {
    env: getEnv(),
    submit: async (raw, meta) => (await getEnquiryRuntime()).service.submit(raw, meta),
  });
}

/** Answer of `GET /api/health`. */
export interface HealthReport {
  status: 'ok' | 'error';
  database: { status: 'ok' | 'error'; dialect?: AppDatabase['dialect'] };
  outbox?: OutboxStats & { oldestUndeliveredSeconds: number | null; worker: boolean; transport: MailTransport['kind'] };
}

/**
 * Database and outbox state, for `GET /api/health`; never throws (failures become `status: 'error'`,
 * details go to the server log only).
 */
export async function healthReport(): Promise<HealthReport> {
  try {
    const runtime = await getEnquiryRuntime();
    await ping(runtime.database.db);
    const stats = await runtime.repository.outboxStats();
    const oldest = stats.oldestUndeliveredAt ? Date.parse(stats.oldestUndeliveredAt) : null;
    return {
      status: 'ok',
      database: { status: 'ok', dialect: runtime.database.dialect },
      outbox: {
        ...stats,
        oldestUndeliveredSeconds: oldest === null ? null : Math.max(0, Math.round((Date.now() - oldest) / 1000)),
        worker: runtime.worker.isRunning,
        transport: runtime.transport.kind,
      },
    };
  } catch (error) {
    log().error({ error: errorMessage(error) }, 'health: enquiry database check failed');
    return { status: 'error', database: { status: 'error' } };
  }
}
