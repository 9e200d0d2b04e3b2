import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '@/lib/db/database.server';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../../tests/support/test-databases';
import { createSmtpTransport } from '@/lib/mail/smtp.server';
import { startTestSmtpServer, type TestSmtpServer } from '../../../../tests/support/test-smtp-server';
import { quickOutbox, storedEnquiry } from '../../../../tests/support/enquiries';
import { createLogger } from '@/lib/runtime/log';
import { MailDeliveryError, type MailTransport } from '@/lib/mail/types';
import { composeEnquiryEmail, enquiryMessageId } from '../domain/email';
import { OutboxWorker, outboxWorkerFromEnv, retryDelayMs, type OutboxWorkerOptions } from './outbox.server';
import { enquiryReference } from '../domain/reference';
import { EnquiryRepository, type NewEnquiry } from './repository.server';

vi.mock('server-only', () => ({}));

const siteUrl = 'https://www.kavex.example';
const settings = { to: 'sales@kavex.example', from: 'Kavex Pumps website <no-reply@kavex.example>', siteUrl };
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

const enquiry = (name: string): NewEnquiry => storedEnquiry(name);

describe('retryDelayMs', () => {
  it('doubles from the base up to the cap, with up to half taken off at random', () => {
    expect([1, 2, 3, 4, 10].map((n) => retryDelayMs(n, 1000, 5000, () => 0.999999))).toEqual([
      1000, 2000, 4000, 5000, 5000,
    ]);
    expect(retryDelayMs(3, 1000, 5000, () => 0)).toBe(2000);
  });
});

describe.each(testDialects)('outbox delivery over SMTP on %s', (dialect) => {
  let test: TestDatabase | undefined;
  let smtp: TestSmtpServer | undefined;
  const cleanups: (() => Promise<void>)[] = [];

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await smtp?.close();
    await test?.cleanup();
    smtp = undefined;
    test = undefined;
  });

  async function setUp(overrides: Partial<OutboxWorkerOptions> = {}, smtpPort?: number) {
    test = await openTestDatabase(dialect);
    smtp = await startTestSmtpServer({ port: smtpPort });
    const repository = new EnquiryRepository(test.database);
    const transport = createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`, { connectionTimeoutMs: 2000 });
    cleanups.push(() => transport.close());
    const worker = makeWorker(repository, transport, overrides);
    return { repository, transport, worker, smtp, db: test.database.db };
  }

  function makeWorker(
    repository: EnquiryRepository,
    transport: MailTransport,
    overrides: Partial<OutboxWorkerOptions> = {},
  ) {
    const worker = new OutboxWorker({
      repository,
      transport,
      compose: (e) => composeEnquiryEmail(e, settings),
      batchSize: 10,
      pollMs: 50,
      leaseMs: 60_000,
      maxAttempts: 5,
      backoffBaseMs: 20,
      backoffMaxMs: 100,
      logger: quiet,
      ...overrides,
    });
    cleanups.push(async () => void (await worker.stop()));
    return worker;
  }

  async function outboxRows(db: NonNullable<TestDatabase>['database']['db']) {
    return db.selectFrom('outbox').selectAll().orderBy('created_at').execute();
  }

  it('sends to the sales mailbox with the visitor only as Reply-To and a Message-ID from the enquiry id', async () => {
    const { repository, worker, smtp, db } = await setUp();
    const id = await repository.insert(enquiry('Asha Rao'));
    expect(await worker.drain()).toMatchObject({ claimed: 1, sent: 1 });

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.envelopeTo).toEqual(['sales@kavex.example']);
    expect(mail.envelopeFrom).toBe('no-reply@kavex.example');
    expect(mail.headers['message-id']).toBe(enquiryMessageId(id, siteUrl));
    expect(mail.headers['message-id']).toBe(`<enquiry-${id}@www.kavex.example>`);
    expect(mail.headers['reply-to']).toBe('Asha Rao <asharao@visitor.example>');
    expect(mail.headers.to).toBe('sales@kavex.example');
    expect(mail.headers.subject).toBe('Quote request: Asha Rao, Farm Co');
    expect(mail.raw).toContain('Phone: 9876543210');
    const [row] = await outboxRows(db);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lease_until: null, claim_token: null });
    expect(row?.sent_at).toBeTruthy();
  });

  it('a dealer row (issue 46) is its own e-mail to the dealer, once, beside the sales one', async () => {
    const { repository, transport, smtp, db } = await setUp();
    const id = await repository.insert(enquiry('Mwila Phiri'));
    expect(await repository.queueDealerMail(id, 'sales@lusaka-boreholes.example')).toBe(true);
    // A second instance routing the same enquiry adds nothing.
    expect(await repository.queueDealerMail(id, 'sales@lusaka-boreholes.example')).toBe(false);
    const outbox = { ...quickOutbox, backoffMaxMs: 100 };
    const worker = outboxWorkerFromEnv(
      { salesEmail: settings.to, mailFrom: settings.from, siteUrl, outbox },
      repository,
      transport,
      quiet,
    );
    cleanups.push(async () => void (await worker.stop()));
    expect(await worker.drain()).toMatchObject({ claimed: 2, sent: 2 });
    const byRecipient = Object.fromEntries(smtp.received.map((m) => [m.envelopeTo.join(','), m]));
    expect(Object.keys(byRecipient).sort()).toEqual(['sales@kavex.example', 'sales@lusaka-boreholes.example']);
    expect(byRecipient['sales@kavex.example']!.headers['message-id']).toBe(`<enquiry-${id}@www.kavex.example>`);
    const dealerMail = byRecipient['sales@lusaka-boreholes.example']!;
    expect(dealerMail.headers['message-id']).toBe(`<enquiry-${id}-dealer@www.kavex.example>`);
    expect(dealerMail.headers['reply-to']).toBe('Mwila Phiri <mwilaphiri@visitor.example>');
    expect((await outboxRows(db)).map((r) => [r.recipient, r.status]).sort()).toEqual([
      ['dealer', 'sent'],
      ['sales', 'sent'],
    ]);
    // The sales team's list shows the enquiry once, with the sales e-mail's state.
    const listed = await repository.listEnquiries();
    expect(listed.map((e) => [e.id, e.delivery])).toEqual([[id, 'sent']]);
  });

  it('retries a transient 451 with backoff, then delivers once', async () => {
    // No jitter, so the first retry waits exactly the base delay (20 ms).
    const { repository, worker, smtp, db } = await setUp({ random: () => 1 });
    smtp.setBehaviour((_, attempt) => (attempt <= 2 ? 451 : undefined));
    const id = await repository.insert(enquiry('Retry Me'));

    const before = Date.now();
    expect(await worker.runOnce()).toMatchObject({ claimed: 1, retried: 1 });
    const after = Date.now();
    const [afterFirst] = await outboxRows(db);
    expect(afterFirst).toMatchObject({ status: 'pending', attempts: 1 });
    expect(afterFirst?.last_error).toContain('451');
    // Not due before the backoff has passed. Read from the row rather than from a second round, whose
    // timing a busy machine could push past the 20 ms.
    const retryAt = Date.parse(afterFirst!.next_attempt_at);
    expect(retryAt).toBeGreaterThanOrEqual(before + 20);
    expect(retryAt).toBeLessThanOrEqual(after + 20);
    const aMomentEarlier = new EnquiryRepository(test!.database, () => new Date(retryAt - 1));
    expect(await aMomentEarlier.claimOutbox({ limit: 10, leaseMs: 60_000, token: 'early' })).toEqual([]);

    worker.start();
    await smtp.waitFor((r) => r.length === 1);
    await worker.stop();
    const [row] = await outboxRows(db);
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
    expect(smtp.attempts.get(enquiryMessageId(id, siteUrl))).toBe(3);
    expect(smtp.received).toHaveLength(1);
  });

  it('dead-letters a permanent 550 at once, and the retry command re-drives it', async () => {
    const { repository, worker, smtp, db } = await setUp();
    smtp.setBehaviour(() => 550);
    const id = await repository.insert(enquiry('Bounce'));
    expect(await worker.drain()).toMatchObject({ claimed: 1, dead: 1 });
    const [dead] = await outboxRows(db);
    expect(dead).toMatchObject({ status: 'dead', attempts: 1 });
    expect(dead?.last_error).toContain('550');
    expect(await repository.outboxStats()).toMatchObject({ dead: 1, pending: 0 });

    smtp.setBehaviour(() => undefined);
    expect(await repository.retryDead()).toBe(1);
    expect(await worker.drain()).toMatchObject({ sent: 1 });
    expect(smtp.received.map((m) => m.headers['message-id'])).toEqual([enquiryMessageId(id, siteUrl)]);
    expect(await repository.retryDead()).toBe(0);
  });

  it('dead-letters a transient failure after the last attempt', async () => {
    // No backoff, so the retry is due at once and the test needs no wait.
    const { repository, worker, smtp, db } = await setUp({ maxAttempts: 2, backoffBaseMs: 0, backoffMaxMs: 0 });
    smtp.setBehaviour(() => 421);
    await repository.insert(enquiry('Never'));
    expect(await worker.runOnce()).toMatchObject({ retried: 1 });
    expect(await worker.runOnce()).toMatchObject({ dead: 1 });
    expect((await outboxRows(db))[0]).toMatchObject({ status: 'dead', attempts: 2 });
  });

  it('keeps every enquiry while the SMTP server is down and delivers each exactly once when it is back', async () => {
    const {
      repository,
      worker,
      smtp: first,
      db,
    } = await setUp({ backoffBaseMs: 50, backoffMaxMs: 200, maxAttempts: 50 });
    const port = first.port;
    await first.close();
    const ids = [];
    for (let i = 0; i < 12; i++) ids.push(await repository.insert(enquiry(`Visitor ${i}`)));
    worker.start();
    // The worker keeps trying while the server is down: some row reaches a second attempt.
    await vi.waitFor(async () => expect((await outboxRows(db)).some((r) => r.attempts >= 2)).toBe(true), {
      timeout: 10_000,
      interval: 25,
    });
    expect((await outboxRows(db)).every((r) => r.status !== 'sent')).toBe(true);

    smtp = await startTestSmtpServer({ port });
    const back = smtp;
    await back.waitFor((r) => r.length === ids.length, 15_000);
    // Once every row is recorded as sent, nothing is left to claim, so no copy can follow.
    await vi.waitFor(async () => expect((await outboxRows(db)).every((r) => r.status === 'sent')).toBe(true), {
      timeout: 5_000,
      interval: 25,
    });
    await worker.stop();
    const receivedIds = back.received.map((m) => m.headers['message-id']).sort();
    expect(receivedIds).toEqual(ids.map((id) => enquiryMessageId(id, siteUrl)).sort());
    expect((await outboxRows(db)).every((r) => r.status === 'sent')).toBe(true);
  });

  it('never sends twice when several workers (own connections) claim at once', async () => {
    const { repository, transport, smtp } = await setUp();
    const ids = [];
    for (let i = 0; i < 40; i++) ids.push(await repository.insert(enquiry(`Lead ${i}`)));
    // Each extra worker has its own database connection, like a second server instance.
    const workers = [];
    for (let i = 0; i < 4; i++) {
      const other = openDatabase(test!.config);
      cleanups.push(() => other.close());
      workers.push(makeWorker(new EnquiryRepository(other), transport, { batchSize: 3 }));
    }
    const rounds = await Promise.all(workers.map((w) => w.drain()));
    expect(rounds.reduce((sum, r) => sum + r.sent, 0)).toBe(40);
    expect(smtp.received).toHaveLength(40);
    expect(new Set(smtp.received.map((m) => m.headers['message-id'])).size).toBe(40);
  });

  it('renews its claim while a slow mail server works through the batch, so two workers never send one e-mail twice (issue 11, defect 9)', async () => {
    test = await openTestDatabase(dialect);
    // One connection answering each message after 250 ms: a batch of 6 takes about 1.5 s, longer
    // than the 600 ms lease. Without renewal the second worker re-claims rows still queued.
    smtp = await startTestSmtpServer({ acceptAfterMs: 250 });
    const transport = createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`, { maxConnections: 1 });
    cleanups.push(() => transport.close());
    const first = new EnquiryRepository(test.database);
    for (let i = 0; i < 6; i++) await first.insert(enquiry(`Slow lead ${i}`));
    const other = openDatabase(test.config);
    cleanups.push(() => other.close());
    const workers = [first, new EnquiryRepository(other)].map((repository) =>
      makeWorker(repository, transport, { batchSize: 6, leaseMs: 600 }),
    );
    const firstRound = workers[0]!.runOnce();
    // The second worker claims while the first batch is queued behind the slow server.
    await smtp.waitFor((received) => received.length >= 1, 5000);
    const secondRound = await workers[1]!.runOnce();
    await smtp.waitFor((received) => received.length >= 3, 5000);
    const thirdRound = await workers[1]!.runOnce();
    expect((await firstRound).sent).toBe(6);
    expect(secondRound.claimed + thirdRound.claimed).toBe(0);
    expect(new Set(smtp.received.map((m) => m.headers['message-id'])).size).toBe(6);
    expect(smtp.received).toHaveLength(6);
  });

  it('takes over a row whose worker stopped while sending once the lease runs out', async () => {
    const { repository, worker, smtp, db } = await setUp({ leaseMs: 1000 });
    await repository.insert(enquiry('Orphan'));
    const stolen = await repository.claimOutbox({ limit: 1, leaseMs: 1000, token: 'crashed-worker' });
    expect(stolen).toHaveLength(1);
    expect(await worker.runOnce()).toMatchObject({ claimed: 0 });
    await db
      .updateTable('outbox')
      .set({ lease_until: new Date(Date.now() - 1).toISOString() })
      .execute();
    expect(await worker.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect(await repository.settle(stolen[0]!.id, 'crashed-worker', { status: 'sent' })).toBe(false);
    expect((await outboxRows(db))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received).toHaveLength(1);
  });

  it('gives back the rows it holds when stopped during a hung delivery, so another worker sends them at once (graceful shutdown, issue 50)', async () => {
    const { repository, worker: sender, smtp, db } = await setUp();
    await repository.insert(enquiry('Restart'));
    // A mail server that takes the message and never answers, until the test lets it go.
    let letGo: () => void = () => undefined;
    const hung: MailTransport = {
      kind: 'smtp',
      send: () =>
        new Promise((_, reject) => {
          letGo = () => reject(new MailDeliveryError('connection closed', { permanent: false }));
        }),
      close: async () => undefined,
    };
    // Leases of a minute: without the give-back, another worker could take the row only after it.
    const stopping = makeWorker(repository, hung, { leaseMs: 60_000 });
    stopping.start();
    await vi.waitFor(async () => expect((await outboxRows(db))[0]).toMatchObject({ status: 'sending', attempts: 1 }));
    const deadline = new AbortController();
    const stopped = stopping.stop(deadline.signal);
    deadline.abort();
    expect(await stopped).toBe(1);
    expect((await outboxRows(db))[0]).toMatchObject({
      status: 'pending',
      attempts: 0,
      lease_until: null,
      claim_token: null,
    });
    expect(await sender.drain()).toMatchObject({ claimed: 1, sent: 1 });
    expect(smtp.received).toHaveLength(1);
    // The hung delivery ending late records nothing over the other worker's result.
    letGo();
    await vi.waitFor(async () => expect((await outboxRows(db))[0]).toMatchObject({ status: 'sent', attempts: 1 }));
  });

  it('stopped between rounds, gives back nothing and waits for nothing', async () => {
    const { worker } = await setUp();
    worker.start();
    const deadline = new AbortController();
    expect(await worker.stop(deadline.signal)).toBe(0);
  });

  it("logs a delivery and a failure as JSON lines with the enquiry's reference and attempt, never an address (issue 50)", async () => {
    const { repository } = await setUp();
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger({ destination: { write: (line: string) => void lines.push(JSON.parse(line)) } });
    let answer: 'refuse' | 'take' = 'refuse';
    const transport: MailTransport = {
      kind: 'smtp',
      send: async () => {
        if (answer === 'take') return '250 2.0.0 Ok: queued for <sales@kavex.example>';
        throw new MailDeliveryError('451 4.2.0 <sales@kavex.example>: mailbox busy, from Asha.Rao@visitor.example', {
          permanent: false,
        });
      },
      close: async () => undefined,
    };
    const worker = makeWorker(repository, transport, { logger, backoffBaseMs: 0, backoffMaxMs: 0 });
    const id = await repository.insert(enquiry('Asha Rao'));
    expect(await worker.runOnce()).toMatchObject({ retried: 1 });
    answer = 'take';
    expect(await worker.runOnce()).toMatchObject({ sent: 1 });
    const reference = enquiryReference(id);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        msg: 'outbox delivery failed',
        reference,
        recipient: 'sales',
        attempt: 1,
        outcome: 'retry',
        error: '451 4.2.0 <[address]>: mailbox busy, from [address]',
      }),
      expect.objectContaining({ level: 'info', msg: 'outbox delivery sent', reference, attempt: 2, answer: '250' }),
    ]);
    const written = JSON.stringify(lines);
    for (const personal of ['@', 'Asha', '9876543210', id]) expect(written).not.toContain(personal);
  });

  it('wakes up at once when notified instead of waiting for the poll interval', async () => {
    const { repository, worker, smtp } = await setUp({ pollMs: 60_000 });
    const claims = vi.spyOn(repository, 'claimOutbox');
    worker.start();
    // The first round found nothing; the worker now waits out its minute-long poll interval.
    await vi.waitFor(() => expect(claims.mock.settledResults[0]?.type).toBe('fulfilled'));
    await repository.insert(enquiry('Quick'));
    worker.notify();
    await smtp.waitFor((r) => r.length === 1, 3000);
  });
});
