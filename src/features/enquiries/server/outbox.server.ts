import 'server-only';
import { randomUUID } from 'node:crypto';
import type { ServerEnv } from '@/lib/runtime/env';
import { log, withoutAddresses, type LogSink } from '@/lib/runtime/log';
import { errorText, MailDeliveryError, type MailMessage, type MailTransport } from '@/lib/mail/types';
import { postCrmEvent } from './crm-webhook';
import { composeDealerEmail, composeEnquiryEmail, type EnquiryRecord } from '../domain/email';
import { enquiryReference } from '../domain/reference';
import type { EnquiryRepository, OutboxRecord } from './repository.server';

/**
 * The outbox worker: claims due outbox rows, sends each enquiry's e-mail and records the result.
 * Transient failures are retried with exponential backoff; permanent failures and the last attempt
 * dead-letter the row (re-driven with `npm run enquiries -- retry`). Delivery is at least once: a crash
 * between the receiver's acceptance and the database update sends the same message (same Message-ID)
 * again when the lease runs out. Stopping gives back the leases still held ({@link OutboxWorker.stop}).
 * Each delivery and failure is logged with the enquiry's reference, the recipient's role (sales,
 * dealer, crm), the CRM event and the attempt; never an address (mail servers' answers are masked).
 */

/** Settings of the worker; durations in milliseconds. */
export interface OutboxWorkerOptions {
  repository: EnquiryRepository;
  transport: MailTransport;
  /** Builds the e-mail of an enquiry for the row's recipient (the sales mailbox or a dealer). */
  compose: (enquiry: EnquiryRecord, row: OutboxRecord) => MailMessage;
  /**
   * Delivers a 'crm' row (its stored event) to the CRM webhook; none when CRM_WEBHOOK_URL is unset,
   * and such a row is dead-lettered. Throws MailDeliveryError as the mail transport does.
   */
  crm?: (row: OutboxRecord) => Promise<string>;
  /** Rows claimed per round. */
  batchSize: number;
  /** Pause between rounds when nothing was due. */
  pollMs: number;
  /** How long a claim is reserved; longer than the transport's worst-case send. */
  leaseMs: number;
  /** Attempts before a transient failure is dead-lettered. */
  maxAttempts: number;
  /** Delay before the first retry; doubles per attempt. */
  backoffBaseMs: number;
  /** Upper bound of the delay. */
  backoffMaxMs: number;
  /** Random source in [0, 1) for jitter (default Math.random). */
  random?: () => number;
  /** Where progress is logged (default the process's log). */
  logger?: LogSink;
}

/** What one round did. */
export interface OutboxRound {
  claimed: number;
  sent: number;
  retried: number;
  dead: number;
}

/**
 * Delay before retry number `attempt` (1 = after the first failure): `base * 2^(attempt-1)` capped at
 * `max`, then reduced by up to half at random so that many failed rows do not retry in lockstep.
 */
export function retryDelayMs(
  attempt: number,
  baseMs: number,
  maxMs: number,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential * (0.5 + random() / 2));
}

type SettleResult = Parameters<EnquiryRepository['settle']>[2];

function describe(error: unknown): string {
  return errorText(error).slice(0, 1000);
}

/** The fields of a row's log line: never the address, the body or the enquiry's personal data. */
function rowFields(row: OutboxRecord): Record<string, string | number> {
  let reference: string;
  try {
    reference = enquiryReference(row.enquiry_id);
  } catch {
    reference = 'unknown';
  }
  return { reference, recipient: row.recipient, ...(row.event ? { event: row.event } : {}), attempt: row.attempts };
}

/** Polls the outbox and delivers; one per process (several processes may share a PostgreSQL outbox). */
export class OutboxWorker {
  private running = false;
  private wake: (() => void) | undefined;
  private woken = false;
  private loop: Promise<void> | undefined;
  /** Tokens of the rounds under way: their rows are given back when a stop runs out of time. */
  private readonly claims = new Set<string>();
  private readonly logger: LogSink;

  constructor(private readonly options: OutboxWorkerOptions) {
    this.logger = options.logger ?? log();
  }

  /** Whether {@link start} was called and {@link stop} was not. */
  get isRunning(): boolean {
    return this.running;
  }

  /** Starts polling in the background; calling it again does nothing. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Asks for a round now instead of after the poll interval (an enquiry was just stored). */
  notify(): void {
    this.woken = true;
    this.wake?.();
  }

  /**
   * Stops polling and waits for the round in progress to finish; when `deadline` aborts first, gives
   * back the rows that round still holds (`releaseClaims`: another worker takes them at once) and
   * returns without waiting further.
   * @param deadline when to stop waiting (none: wait for the round)
   * @returns how many rows were given back
   * @throws the database's error when the rows cannot be given back (their leases then run out)
   */
  async stop(deadline?: AbortSignal): Promise<number> {
    this.running = false;
    this.wake?.();
    if (!deadline) {
      await this.loop;
      return 0;
    }
    const timedOut = new Promise<'timed out'>((resolve) => {
      if (deadline.aborted) resolve('timed out');
      deadline.addEventListener('abort', () => resolve('timed out'), { once: true });
    });
    if ((await Promise.race([this.loop, timedOut])) !== 'timed out') return 0;
    let released = 0;
    for (const token of this.claims) released += await this.options.repository.releaseClaims(token);
    if (released > 0) this.logger.info({ released }, 'outbox leases given back');
    return released;
  }

  /**
   * Claims one batch of due rows and delivers them concurrently.
   * @throws when the claim query fails; failures of single deliveries are recorded, not thrown.
   */
  async runOnce(): Promise<OutboxRound> {
    const token = randomUUID();
    this.claims.add(token);
    try {
      return await this.deliverClaimed(token);
    } finally {
      this.claims.delete(token);
    }
  }

  /** One round under `token` (see {@link runOnce}). */
  private async deliverClaimed(token: string): Promise<OutboxRound> {
    const { repository, batchSize, leaseMs } = this.options;
    const rows = await repository.claimOutbox({ limit: batchSize, leaseMs, token });
    const round: OutboxRound = { claimed: rows.length, sent: 0, retried: 0, dead: 0 };
    if (rows.length === 0) return round;
    // The transport's pool may queue the batch for longer than one lease (issue 11, defect 9): renew
    // the claim every third of a lease while any row is in flight, so no other worker re-claims it.
    const renewal = setInterval(() => {
      repository
        .renewClaims(
          rows.map((r) => r.id),
          token,
          leaseMs,
        )
        .catch((error: unknown) =>
          this.logger.warn({ error: withoutAddresses(describe(error)) }, 'outbox claim not renewed'),
        );
    }, leaseMs / 3);
    try {
      const enquiries = new Map((await repository.findEnquiries(rows.map((r) => r.enquiry_id))).map((e) => [e.id, e]));
      const results = await Promise.all(rows.map((row) => this.deliver(row, token, enquiries.get(row.enquiry_id))));
      for (const result of results) round[result]++;
      return round;
    } finally {
      clearInterval(renewal);
    }
  }

  /** Runs rounds until nothing is due (tests and the CLI). */
  async drain(): Promise<OutboxRound> {
    const total: OutboxRound = { claimed: 0, sent: 0, retried: 0, dead: 0 };
    for (;;) {
      const round = await this.runOnce();
      if (round.claimed === 0) return total;
      for (const key of Object.keys(total) as (keyof OutboxRound)[]) total[key] += round[key];
    }
  }

  private async deliver(
    row: OutboxRecord,
    token: string,
    enquiry: EnquiryRecord | undefined,
  ): Promise<'sent' | 'retried' | 'dead'> {
    const { repository, transport, maxAttempts } = this.options;
    const settle = async (result: SettleResult) => {
      try {
        if (!(await repository.settle(row.id, token, result))) {
          this.logger.warn(
            { ...rowFields(row), outcome: result.status },
            'outbox claim lost before the result was recorded',
          );
        }
      } catch (error) {
        // The lease runs out and the row is tried again (same Message-ID).
        this.logger.error(
          { ...rowFields(row), outcome: result.status, error: withoutAddresses(describe(error)) },
          'outbox result not recorded',
        );
      }
    };

    if (!enquiry) {
      await settle({ status: 'dead', error: 'enquiry not found' });
      return 'dead';
    }
    if (row.attempts > maxAttempts) {
      await settle({ status: 'dead', error: row.last_error ?? 'too many attempts (a worker stopped while sending)' });
      return 'dead';
    }
    const crm = this.options.crm;
    if (row.recipient === 'crm' && !crm) {
      await settle({ status: 'dead', error: 'CRM_WEBHOOK_URL is not set' });
      return 'dead';
    }
    try {
      const answer =
        row.recipient === 'crm' ? await crm!(row) : await transport.send(this.options.compose(enquiry, row));
      await settle({ status: 'sent' });
      const by = row.recipient === 'crm' ? 'crm-webhook' : transport.kind;
      // The receiver's answer may name the recipient: only its status code is logged.
      const answerCode = /^\s*(\d{3})\b/.exec(answer)?.[1];
      this.logger.info(
        { ...rowFields(row), outcome: 'sent', by, ...(answerCode ? { answer: answerCode } : {}) },
        'outbox delivery sent',
      );
      return 'sent';
    } catch (error) {
      const permanent = error instanceof MailDeliveryError && error.permanent;
      const reason = describe(error);
      if (permanent || row.attempts >= maxAttempts) {
        await settle({ status: 'dead', error: reason });
        this.logger.error(
          {
            ...rowFields(row),
            outcome: 'dead',
            why: permanent ? 'permanent' : 'last attempt',
            error: withoutAddresses(reason),
          },
          'outbox delivery dead-lettered',
        );
        return 'dead';
      }
      const { backoffBaseMs, backoffMaxMs, random } = this.options;
      const retryAt = new Date(Date.now() + retryDelayMs(row.attempts, backoffBaseMs, backoffMaxMs, random));
      await settle({ status: 'pending', retryAt, error: reason });
      this.logger.warn(
        { ...rowFields(row), outcome: 'retry', retryAt: retryAt.toISOString(), error: withoutAddresses(reason) },
        'outbox delivery failed',
      );
      return 'retried';
    }
  }

  private async run(): Promise<void> {
    while (this.running) {
      let claimed = 0;
      try {
        claimed = (await this.runOnce()).claimed;
      } catch (error) {
        this.logger.error({ error: withoutAddresses(describe(error)) }, 'outbox round failed');
      }
      if (!this.running) break;
      if (claimed >= this.options.batchSize) continue;
      await this.sleep(this.options.pollMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    if (this.woken) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = undefined;
        this.woken = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref?.();
      this.wake = done;
    });
  }
}

/**
 * The worker with the environment's mail addresses, OUTBOX_* settings and CRM webhook (if set).
 * @param logger where progress is logged (default the process's log)
 */
export function outboxWorkerFromEnv(
  env: Pick<ServerEnv, 'salesEmail' | 'mailFrom' | 'siteUrl' | 'outbox'> & Partial<Pick<ServerEnv, 'crmWebhook'>>,
  repository: EnquiryRepository,
  transport: MailTransport,
  logger?: OutboxWorkerOptions['logger'],
): OutboxWorker {
  const mail = { to: env.salesEmail, from: env.mailFrom, siteUrl: env.siteUrl };
  return new OutboxWorker({
    repository,
    transport,
    compose: (enquiry, row) =>
      row.recipient === 'dealer' && row.to_address
        ? composeDealerEmail(enquiry, { ...mail, to: row.to_address })
        : composeEnquiryEmail(enquiry, mail),
    crm: env.crmWebhook ? (row) => postCrmEvent(env.crmWebhook!, row.body ?? '{}', new Date()) : undefined,
    ...env.outbox,
    logger,
  });
}
