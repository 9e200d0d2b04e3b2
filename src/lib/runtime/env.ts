import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { siteConfig } from '@/config/site';

/**
 * Server environment: deployment settings and secrets, validated with zod the first time they are read
 * (at server start through `src/instrumentation.ts`, or by a command). Every variable has a default or is
 * optional, so `next build` and a fresh clone work with none set; `.env.example` documents each one.
 * An empty value counts as unset. Read it only on the server: nothing here is meant for the browser.
 */

/** The environment is invalid; the message names every bad variable (never its value, which may be secret). */
export class EnvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EnvError';
  }
}

/** A whole number of at least `min`, with no default (`wholeNumber` adds one). */
const wholeNumberFrom = (min: number) =>
  z
    .string()
    .regex(/^\d+$/, { error: 'must be a whole number' })
    .transform(Number)
    .pipe(z.number().min(min, { error: `must be at least ${min}` }));

const wholeNumber = (fallback: number, min: number) => wholeNumberFrom(min).default(fallback);

const flag = (fallback: boolean) =>
  z
    .string()
    .toLowerCase()
    .refine((v) => ['true', 'false', '1', '0', 'yes', 'no'].includes(v), {
      error: 'must be true or false',
    })
    .transform((v) => ['true', '1', 'yes'].includes(v))
    .default(fallback);

const urlWithScheme = (schemes: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return schemes.includes(new URL(v).protocol.replace(/:$/, ''));
      } catch {
        return false;
      }
    },
    { error: `must be a URL starting with ${schemes.map((s) => `${s}://`).join(' or ')}` },
  );

/** Levels of LOG_LEVEL, most to least severe, then `silent` (pino's names). */
export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** A log level (LOG_LEVEL). */
export type LogLevel = (typeof logLevels)[number];

const singleLine = z.string().regex(/^[^\r\n]+$/, { error: 'must be a single line' });

const schema = z
  .object({
    SITE_URL: urlWithScheme(['http', 'https']).default(siteConfig.defaultUrl),
    DATA_DIR: z.string().default('data'),
    DATABASE_URL: urlWithScheme(['postgres', 'postgresql']).optional(),
    DATABASE_POOL_SIZE: wholeNumber(10, 1),
    SMTP_URL: urlWithScheme(['smtp', 'smtps']).optional(),
    SALES_EMAIL: z.email({ error: 'must be an e-mail address' }).default(siteConfig.contact.salesEmail),
    MAIL_FROM: singleLine.default(`${siteConfig.name} website <no-reply@example.com>`),
    EMAILJS_SERVICE_ID: singleLine.optional(),
    EMAILJS_TEMPLATE_ID: singleLine.optional(),
    EMAILJS_PUBLIC_KEY: singleLine.optional(),
    EMAILJS_PRIVATE_KEY: singleLine.optional(),
    EMAILJS_API_URL: urlWithScheme(['http', 'https']).default('https://api.emailjs.com'),
    HEALTH_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
    TRUST_PROXY: z
      .string()
      .toLowerCase()
      .refine((v) => /^(true|false|\d+)$/.test(v), { error: 'must be true, false or a number of proxies' })
      .transform((v) => (v === 'true' ? 1 : v === 'false' ? 0 : Number(v)))
      .default(0),
    RATE_LIMIT_PER_MINUTE: wholeNumber(5, 1),
    RATE_LIMIT_PER_DAY: wholeNumber(30, 1),
    TOOL_RATE_LIMIT_BURST: wholeNumber(40, 1),
    TOOL_RATE_LIMIT_PER_MINUTE: wholeNumber(120, 1),
    WEB_CONCURRENCY: wholeNumber(availableParallelism(), 1),
    TOOL_WORKERS: wholeNumberFrom(1).optional(),
    TOOL_QUEUE: wholeNumber(32, 1),
    TOOL_CACHE_MB: wholeNumber(192, 1),
    OUTBOX_WORKER: flag(true),
    OUTBOX_POLL_MS: wholeNumber(2000, 50),
    OUTBOX_BATCH_SIZE: wholeNumber(10, 1),
    OUTBOX_MAX_ATTEMPTS: wholeNumber(10, 1),
    OUTBOX_BACKOFF_BASE_MS: wholeNumber(30_000, 1),
    OUTBOX_BACKOFF_MAX_MS: wholeNumber(3_600_000, 1),
    OUTBOX_LEASE_MS: wholeNumber(120_000, 1000),
    ENQUIRY_RETENTION_DAYS: wholeNumber(730, 1),
    CRM_WEBHOOK_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    CRM_WEBHOOK_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    PAYLOAD_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
    ADMIN_PASSWORD: z.string().min(12, { error: 'must be at least 12 characters' }).optional(),
    LOG_LEVEL: z
      .string()
      .toLowerCase()
      .pipe(z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }))
      .default('info'),
  })
  .superRefine((env, ctx) => {
    const emailjs = ['EMAILJS_SERVICE_ID', 'EMAILJS_TEMPLATE_ID', 'EMAILJS_PUBLIC_KEY'] as const;
    const set = emailjs.filter((key) => env[key] !== undefined);
    if ((env.CRM_WEBHOOK_URL === undefined) !== (env.CRM_WEBHOOK_SECRET === undefined)) {
      const missing = env.CRM_WEBHOOK_URL === undefined ? 'CRM_WEBHOOK_URL' : 'CRM_WEBHOOK_SECRET';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'must be set together with the other CRM_WEBHOOK_ variable',
      });
    }
    if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      const missing = env.ADMIN_EMAIL === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'must be set together with the other ADMIN_ variable' });
    }
    if (set.length > 0 && set.length < emailjs.length) {
      for (const key of emailjs.filter((k) => env[k] === undefined)) {
        ctx.addIssue({ code: 'custom', path: [key], message: `must be set together with ${set.join(', ')}` });
      }
    }
  });

/** Names of every variable this module reads (each must be listed in `.env.example`). */
export const envVariableNames: readonly string[] = Object.keys(schema.shape);

/** The validated server settings. Durations are in milliseconds. */
export interface ServerEnv {
  /** Public origin of the site, no trailing slash (Origin check, Message-ID domain). */
  siteUrl: string;
  /** Folder for the SQLite database and `.eml` files; relative paths resolve against the working directory. */
  dataDir: string;
  /** PostgreSQL connection string; undefined means the embedded SQLite database. */
  databaseUrl: string | undefined;
  /** Maximum PostgreSQL connections of this process. */
  databasePoolSize: number;
  /** SMTP server, e.g. `smtp://user:pass@mail.example.com:587`; undefined means EmailJS or `.eml` files. */
  smtpUrl: string | undefined;
  /** Recipient of enquiry e-mails. */
  salesEmail: string;
  /** Sender of enquiry e-mails (`Name <address>`). */
  mailFrom: string;
  /** EmailJS REST settings when the service, template and public key are set; otherwise undefined. */
  emailjs:
    { serviceId: string; templateId: string; publicKey: string; privateKey?: string; apiUrl: string } | undefined;
  /** How many reverse proxies in front of the app append to X-Forwarded-For (0 = trust none). */
  trustProxyHops: number;
  /** Bearer token that unlocks the detailed `/api/health` report (HEALTH_TOKEN); none = public `{ ok }` only. */
  healthToken?: string;
  /**
   * How many server processes `npm start` runs on the shared port (WEB_CONCURRENCY, default the
   * machine's cores; 1: the process serves alone, no primary; server/processes.ts).
   */
  serverProcesses: number;
  /** Enquiry submissions per client address (invalid ones too; docs/decisions/0007): per minute and per day. */
  rateLimit: { perMinute: number; perDay: number };
  /**
   * The tools' answers (selector, borewell and solar sizing APIs; issue 51): computations per client
   * address that miss the answer cache, per 10 s and per minute (TOOL_RATE_LIMIT_BURST, _PER_MINUTE);
   * worker threads that compute them in each server process (TOOL_WORKERS, default the cores divided
   * among the WEB_CONCURRENCY processes, at least 1) and how many may wait for one
   * (TOOL_QUEUE, default 32) before the answer is 503; the size in MB of the `npm start` server's cache
   * of the tools' answers, pages and APIs together (TOOL_CACHE_MB, default 192; server/tool-answers.ts).
   * The limit counts the tool pages' renders too.
   */
  tools: {
    per10s: number;
    perMinute: number;
    workers: number;
    queue: number;
    cacheBytes: number;
  };
  /** Outbox worker settings. */
  outbox: {
    /** Whether this process runs the worker. */
    enabled: boolean;
    /** Pause between polls when the outbox is empty. */
    pollMs: number;
    /** Rows claimed per poll. */
    batchSize: number;
    /** Attempts before a transient failure becomes dead-lettered. */
    maxAttempts: number;
    /** First retry delay; doubles per attempt up to `backoffMaxMs`. */
    backoffBaseMs: number;
    /** Upper bound of the retry delay. */
    backoffMaxMs: number;
    /** How long a claimed row stays reserved for its worker before another may take it. */
    leaseMs: number;
  };
  /** Where each new enquiry and status change is POSTed, signed (CRM_WEBHOOK_URL, CRM_WEBHOOK_SECRET); none: off. */
  crmWebhook: { url: string; secret: string } | undefined;
  /** Days after receipt when a closed (won, lost, spam) enquiry is anonymised (ENQUIRY_RETENTION_DAYS). */
  enquiryRetentionDays: number;
  /** Key that signs back-office sessions (PAYLOAD_SECRET); undefined: one kept in the data folder. */
  payloadSecret: string | undefined;
  /** The first administrator, created on first start when no user exists (ADMIN_EMAIL, ADMIN_PASSWORD). */
  firstAdmin: { email: string; password: string } | undefined;
  /** The lowest level the log writes (LOG_LEVEL, default `info`; src/lib/runtime/log.ts). */
  logLevel: LogLevel;
}

/**
 * Validates an environment.
 * @param source variables such as `process.env`; empty strings count as unset.
 * @throws EnvError naming every invalid variable and what it must be.
 */
export function parseEnv(source: Readonly<Record<string, string | undefined>>): ServerEnv {
  const cleaned: Record<string, string | undefined> = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  // TOOL_CACHE_MB's name until the tool pages and APIs shared one cache: a deployment that set it keeps its size.
  cleaned.TOOL_CACHE_MB ??= cleaned.TOOL_PAGE_CACHE_MB;
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `- ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment variable(s); see .env.example:\n${lines.join('\n')}`);
  }
  const env = result.data;
  return {
    siteUrl: env.SITE_URL.replace(/\/+$/, ''),
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    smtpUrl: env.SMTP_URL,
    salesEmail: env.SALES_EMAIL,
    mailFrom: env.MAIL_FROM,
    emailjs:
      env.EMAILJS_SERVICE_ID && env.EMAILJS_TEMPLATE_ID && env.EMAILJS_PUBLIC_KEY
        ? {
            serviceId: env.EMAILJS_SERVICE_ID,
            templateId: env.EMAILJS_TEMPLATE_ID,
            publicKey: env.EMAILJS_PUBLIC_KEY,
            privateKey: env.EMAILJS_PRIVATE_KEY,
            apiUrl: env.EMAILJS_API_URL.replace(/\/+$/, ''),
          }
        : undefined,
    trustProxyHops: env.TRUST_PROXY,
    ...(env.HEALTH_TOKEN ? { healthToken: env.HEALTH_TOKEN } : {}),
    serverProcesses: env.WEB_CONCURRENCY,
    rateLimit: { perMinute: env.RATE_LIMIT_PER_MINUTE, perDay: env.RATE_LIMIT_PER_DAY },
    tools: {
      per10s: env.TOOL_RATE_LIMIT_BURST,
      perMinute: env.TOOL_RATE_LIMIT_PER_MINUTE,
      // The cores are shared by every server process: by default each gets its share of them.
      workers: env.TOOL_WORKERS ?? Math.max(1, Math.floor(availableParallelism() / env.WEB_CONCURRENCY)),
      queue: env.TOOL_QUEUE,
      cacheBytes: env.TOOL_CACHE_MB * 1024 * 1024,
    },
    outbox: {
      enabled: env.OUTBOX_WORKER,
      pollMs: env.OUTBOX_POLL_MS,
      batchSize: env.OUTBOX_BATCH_SIZE,
      maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
      backoffBaseMs: env.OUTBOX_BACKOFF_BASE_MS,
      backoffMaxMs: env.OUTBOX_BACKOFF_MAX_MS,
      leaseMs: env.OUTBOX_LEASE_MS,
    },
    enquiryRetentionDays: env.ENQUIRY_RETENTION_DAYS,
    crmWebhook:
      env.CRM_WEBHOOK_URL && env.CRM_WEBHOOK_SECRET
        ? { url: env.CRM_WEBHOOK_URL, secret: env.CRM_WEBHOOK_SECRET }
        : undefined,
    payloadSecret: env.PAYLOAD_SECRET,
    firstAdmin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    logLevel: env.LOG_LEVEL,
  };
}

let cached: ServerEnv | undefined;

/**
 * The validated `process.env`, parsed on first call and then cached for the process.
 * @throws EnvError naming every invalid variable.
 */
export function getEnv(): ServerEnv {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Forgets the cached environment so that the next {@link getEnv} reads `process.env` again (tests). */
export function resetEnvCache(): void {
  cached = undefined;
}
