import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { testDatabasePerTest, testDialects } from '../../../../tests/support/test-databases';
import { enquiryMessages } from '../domain/fields';
import { createEnquiryRateLimiter } from './rate-limit.server';
import { EnquiryRepository } from './repository.server';
import { EnquiryService, type SubmissionMeta } from './service.server';
import { quoteForm } from '../../../../tests/support/enquiries';

vi.mock('server-only', () => ({}));

const choices = { products: ['Submersible pumps'], countries: ['India', 'Kenya'] };

const quote = { ...quoteForm, name: ' Asha Rao ', phone: '+919876543210', website: '' };

const meta = (key = '203.0.113.7'): SubmissionMeta => ({
  rateLimitKey: key,
  clientAddress: key,
  userAgent: 'vitest',
  page: '/contact-us',
});

describe.each(testDialects)('EnquiryService on %s', (dialect) => {
  const freshDatabase = testDatabasePerTest(dialect);

  /** `now` is the repository's clock (default the real one). */
  async function setUp(limits = { perMinute: 5, perDay: 30 }, now?: () => Date) {
    const test = await freshDatabase();
    const repository = new EnquiryRepository(test.database, now);
    const onStored = vi.fn();
    const service = new EnquiryService({
      repository,
      rateLimiter: createEnquiryRateLimiter(test.database, limits),
      choices: () => choices,
      modelFrequencies: () => [],
      onStored,
    });
    const { db } = test.database;
    const count = async (table: 'enquiries' | 'outbox') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select(sql<number>`count(*)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return { service, repository, db, onStored, count };
  }

  it('stores a valid enquiry and its pending outbox row together, then wakes the worker', async () => {
    const { service, db, onStored } = await setUp();
    const outcome = await service.submit(quote, meta());
    expect(outcome).toMatchObject({ status: 'accepted', spam: false });
    if (outcome.status !== 'accepted') throw new Error('unreachable');

    const enquiry = await db.selectFrom('enquiries').selectAll().executeTakeFirstOrThrow();
    expect(enquiry).toMatchObject({
      id: outcome.id,
      kind: 'quote',
      status: 'received',
      name: 'Asha Rao',
      phone: '+919876543210',
      postcode: '',
      privacy_accepted: 1,
      client_address: '203.0.113.7',
      page: '/contact-us',
    });
    const outbox = await db.selectFrom('outbox').selectAll().execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ enquiry_id: outcome.id, status: 'pending', attempts: 0 });
    expect(onStored).toHaveBeenCalledOnce();
  });

  it('stores nothing for an invalid enquiry and answers with the first failed check', async () => {
    const { service, count } = await setUp();
    expect(await service.submit({ ...quote, phone: '123', email: 'bad' }, meta())).toEqual({
      status: 'invalid',
      field: 'phone',
      message: enquiryMessages.phone,
    });
    expect(await count('enquiries')).toBe(0);
    expect(await count('outbox')).toBe(0);
  });

  it('stores a filled honeypot as spam without an outbox row, answered like a success', async () => {
    const { service, db, count, onStored } = await setUp();
    const outcome = await service.submit({ ...quote, website: 'http://spam.example', phone: 'junk' }, meta());
    expect(outcome).toMatchObject({ status: 'accepted', spam: true });
    expect(await db.selectFrom('enquiries').select(['status', 'phone']).executeTakeFirstOrThrow()).toEqual({
      status: 'spam',
      phone: 'junk',
    });
    expect(await count('outbox')).toBe(0);
    expect(onStored).not.toHaveBeenCalled();
  });

  it('answers a honeypot that is not a string (an object whose toString throws, a number) like a success, never mailed', async () => {
    const { service, count, onStored } = await setUp();
    for (const website of [{ toString: 1 }, 42, ['x'], { a: 1 }]) {
      const outcome = await service.submit({ ...quote, website } as unknown as typeof quote, meta());
      expect(outcome).toMatchObject({ status: 'accepted', spam: true });
    }
    expect(await count('enquiries')).toBe(4);
    expect(await count('outbox')).toBe(0);
    expect(onStored).not.toHaveBeenCalled();
  });

  it('limits submissions per client and minute, invalid ones included (issue 11)', async () => {
    const { service, count } = await setUp({ perMinute: 3, perDay: 30 });
    for (let i = 0; i < 3; i++)
      expect((await service.submit({ ...quote, privacy: false }, meta())).status).toBe('invalid');
    expect((await service.submit(quote, meta())).status).toBe('rate-limited');
    expect((await service.submit(quote, meta('198.51.100.1'))).status).toBe('accepted');
    expect(await count('enquiries')).toBe(1);
  });

  it('limits accepted enquiries per client and minute', async () => {
    const { service, count } = await setUp({ perMinute: 3, perDay: 30 });
    for (let i = 0; i < 3; i++) expect((await service.submit(quote, meta())).status).toBe('accepted');
    const limited = await service.submit(quote, meta());
    expect(limited.status).toBe('rate-limited');
    expect(limited.status === 'rate-limited' && limited.retryAfterMs).toBeGreaterThan(50_000);
    expect((await service.submit(quote, meta('198.51.100.1'))).status).toBe('accepted');
    expect(await count('enquiries')).toBe(4);
  });

  it('applies the daily limit too', async () => {
    const { service } = await setUp({ perMinute: 10, perDay: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await service.submit(quote, meta())).status);
    expect(statuses).toEqual(['accepted', 'accepted', 'rate-limited']);
  });

  it('holds the limit under concurrent submissions', async () => {
    const { service, count } = await setUp({ perMinute: 5, perDay: 30 });
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => service.submit(quote, meta())));
    expect(outcomes.filter((o) => o.status === 'accepted')).toHaveLength(5);
    expect(await count('enquiries')).toBe(5);
    expect(await count('outbox')).toBe(5);
  });

  it('rolls the enquiry back when its outbox row cannot be written', async () => {
    const { service, db, count } = await setUp();
    await sql`alter table outbox rename to outbox_gone`.execute(db);
    await expect(service.submit(quote, meta())).rejects.toThrow();
    await sql`alter table outbox_gone rename to outbox`.execute(db);
    expect(await count('enquiries')).toBe(0);
    // The rate-limit point was given back: five more are still accepted.
    for (let i = 0; i < 5; i++) expect((await service.submit(quote, meta())).status).toBe('accepted');
  });

  it('lists enquiries with delivery state, newest first, spam only on request', async () => {
    // A clock the test moves, so 'Second' is stored a second after 'First' on any machine.
    let clock = Date.now();
    const { service, repository } = await setUp(undefined, () => new Date(clock));
    await service.submit({ ...quote, name: 'First' }, meta());
    await service.submit({ ...quote, name: 'Spammer', website: 'x' }, meta());
    clock += 1000;
    await service.submit({ ...quote, name: 'Second' }, meta());
    const listed = await repository.listEnquiries();
    expect(listed.map((e) => [e.name, e.delivery])).toEqual([
      ['Second', 'pending'],
      ['First', 'pending'],
    ]);
    const all = await repository.listEnquiries({ includeSpam: true, order: 'oldest' });
    expect(all.map((e) => e.name)).toContain('Spammer');
    expect(await repository.outboxStats()).toMatchObject({ pending: 2, sent: 0, dead: 0 });
  });
});
