import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDatabasePerTest, testDialects } from '../../../../tests/support/test-databases';
import { quickOutbox, storedEnquiry } from '../../../../tests/support/enquiries';
import { crmEventJson, replayWindowMs, signBody, verifyCrmRequest } from './crm-webhook';
import { outboxWorkerFromEnv } from './outbox.server';
import { EnquiryRepository, type NewEnquiry } from './repository.server';

vi.mock('server-only', () => ({}));

describe('signBody (HMAC-SHA256)', () => {
  it('matches the published test vector: RFC 4231 test case 2', () => {
    // Key "Jefe", data "what do ya want for nothing?" (RFC 4231 §4.3), HMAC-SHA-256:
    expect(signBody('what do ya want for nothing?', 'Jefe')).toBe(
      'sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });
});

describe('verifyCrmRequest', () => {
  const secret = 'a-shared-secret-of-32-characters!';
  const timestamp = '2026-11-28T10:00:00.000Z';
  const body = JSON.stringify({ id: 'e1:created', type: 'enquiry.created', enquiry: {}, timestamp });
  const now = new Date(timestamp);
  const headers = { signature: signBody(body, secret), timestamp };

  it('accepts the body as signed, within 5 minutes either way', () => {
    expect(verifyCrmRequest(body, headers, secret, now)).toBe(true);
    expect(verifyCrmRequest(body, headers, secret, new Date(now.getTime() + replayWindowMs))).toBe(true);
    expect(verifyCrmRequest(body, headers, secret, new Date(now.getTime() - replayWindowMs))).toBe(true);
  });

  it('refuses a changed body, another secret, a replay after 5 minutes and a header timestamp not the body’s', () => {
    expect(verifyCrmRequest(body.replace('created', 'changed'), headers, secret, now)).toBe(false);
    expect(verifyCrmRequest(body, headers, `${secret}x`, now)).toBe(false);
    expect(verifyCrmRequest(body, headers, secret, new Date(now.getTime() + replayWindowMs + 1))).toBe(false);
    expect(verifyCrmRequest(body, { ...headers, timestamp: '2026-11-28T10:01:00.000Z' }, secret, now)).toBe(false);
    expect(verifyCrmRequest(body, { ...headers, signature: null }, secret, now)).toBe(false);
  });
});

const enquiry: NewEnquiry = storedEnquiry('Mwila Phiri', {
  fields: { email: 'mwila@visitor.example', city: 'Lusaka', country: 'Zambia' },
  clientAddress: null,
  userAgent: null,
});

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe.each(testDialects)('the CRM webhook from the outbox on %s', (dialect) => {
  // Registered first, so it runs after the receiver is closed (after-hooks run in reverse).
  const freshDatabase = testDatabasePerTest(dialect);
  let server: http.Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    server = undefined;
  });

  it('with the receiver down, then up: the event is delivered once, signed', async () => {
    const test = await freshDatabase();
    const repository = new EnquiryRepository(test.database);
    const id = await repository.insert(enquiry);
    const event = { id: `${id}:created`, type: 'enquiry.created' as const, enquiry: { name: 'Mwila Phiri' } };
    expect(await repository.queueCrmEvent(id, 'created', crmEventJson(event))).toBe(true);
    expect(await repository.queueCrmEvent(id, 'created', crmEventJson(event))).toBe(false);
    // Mark the sales e-mail sent so the rounds below only carry the CRM row.
    await test.database.db.updateTable('outbox').set({ status: 'sent' }).where('recipient', '=', 'sales').execute();

    // A port nobody listens on (yet).
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));

    const secret = 'a-shared-secret-of-32-characters!';
    const outbox = quickOutbox;
    const env = {
      salesEmail: 'sales@kavex.example',
      mailFrom: 'no-reply@kavex.example',
      siteUrl: 'https://www.kavex.example',
      outbox,
      crmWebhook: { url: `http://127.0.0.1:${port}/crm`, secret },
    };
    const transport = { kind: 'file' as const, send: vi.fn(), close: async () => {} };
    const worker = outboxWorkerFromEnv(env, repository, transport as never, quiet);

    expect(await worker.runOnce()).toMatchObject({ claimed: 1, retried: 1 });
    const [down] = await test.database.db.selectFrom('outbox').selectAll().where('recipient', '=', 'crm').execute();
    expect(down).toMatchObject({ status: 'pending', attempts: 1 });
    expect(down?.last_error).toContain('CRM webhook unreachable');

    const received: { body: string; valid: boolean }[] = [];
    server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const headers = {
          signature: request.headers['x-kavex-signature'] as string,
          timestamp: request.headers['x-kavex-timestamp'] as string,
        };
        received.push({ body, valid: verifyCrmRequest(body, headers, secret, new Date()) });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));

    await vi.waitFor(
      async () => {
        await worker.runOnce();
        expect(received).toHaveLength(1);
      },
      { timeout: 5000, interval: 50 },
    );
    expect(await worker.drain()).toMatchObject({ claimed: 0 });
    expect(received).toHaveLength(1);
    expect(received[0]!.valid).toBe(true);
    expect(JSON.parse(received[0]!.body)).toMatchObject({ ...event, timestamp: expect.any(String) });
    const [up] = await test.database.db.selectFrom('outbox').selectAll().where('recipient', '=', 'crm').execute();
    expect(up).toMatchObject({ status: 'sent', attempts: 2 });
    expect(transport.send).not.toHaveBeenCalled();
  });

  it('a CRM row without CRM_WEBHOOK_URL is dead-lettered, not mailed', async () => {
    const test = await freshDatabase();
    const repository = new EnquiryRepository(test.database);
    const id = await repository.insert(enquiry);
    await repository.queueCrmEvent(id, 'created', '{}');
    await test.database.db.updateTable('outbox').set({ status: 'sent' }).where('recipient', '=', 'sales').execute();
    const transport = { kind: 'file' as const, send: vi.fn(), close: async () => {} };
    const outbox = quickOutbox;
    const worker = outboxWorkerFromEnv(
      {
        salesEmail: 'sales@kavex.example',
        mailFrom: 'no-reply@kavex.example',
        siteUrl: 'https://www.kavex.example',
        outbox,
      },
      repository,
      transport as never,
      quiet,
    );
    expect(await worker.runOnce()).toMatchObject({ claimed: 1, dead: 1 });
    const [row] = await test.database.db.selectFrom('outbox').selectAll().where('recipient', '=', 'crm').execute();
    expect(row).toMatchObject({ status: 'dead', last_error: 'CRM_WEBHOOK_URL is not set' });
    expect(transport.send).not.toHaveBeenCalled();
  });
});
