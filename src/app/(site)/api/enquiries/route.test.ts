import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeEnquiries, getEnquiryRuntime } from '@/features/enquiries/index.server';
import { resetEnvCache } from '@/lib/runtime/env';
import { GET as health } from '../health/route';
import { POST } from './route';
import { distributorForm, quoteForm } from '../../../../../tests/support/enquiries';

vi.mock('server-only', () => ({}));
vi.mock('@/content/catalogue', () => ({
  getCatalogue: () => ({
    categories: [],
    products: [{ hz: '50hz', category: 'SUBMERSIBLE PUMPS' }],
    staticPages: [{ hz: '50hz', category: 'CONTROL PANEL' }],
  }),
}));

const site = 'http://localhost:3000';
let dataDir: string;
let client = 0;

const healthToken = 'route-test-health-token-0123';

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'enquiries-route-'));
  vi.stubEnv('DATA_DIR', dataDir);
  vi.stubEnv('DATABASE_URL', '');
  vi.stubEnv('SITE_URL', site);
  vi.stubEnv('TRUST_PROXY', 'false');
  vi.stubEnv('RATE_LIMIT_PER_MINUTE', '3');
  vi.stubEnv('RATE_LIMIT_PER_DAY', '30');
  vi.stubEnv('HEALTH_TOKEN', healthToken);
  resetEnvCache();
});

afterAll(async () => {
  await closeEnquiries();
  vi.unstubAllEnvs();
  resetEnvCache();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A fresh client address per test, so that rate limits do not leak between tests. */
function nextClient(): string {
  client += 1;
  return `198.51.100.${client}`;
}

const quote = { ...quoteForm, website: '' };

function postJson(body: unknown, headers: Record<string, string> = {}, address = nextClient()): Promise<Response> {
  return POST(
    new Request(`${site}/api/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site, 'x-forwarded-for': address, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

function postForm(
  fields: Record<string, string>,
  headers: Record<string, string> = { origin: site },
): Promise<Response> {
  return POST(
    new Request(`${site}/api/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextClient(), ...headers },
      body: new URLSearchParams(fields).toString(),
    }),
  );
}

async function storedEnquiry(id: string) {
  const { database } = await getEnquiryRuntime();
  return database.db.selectFrom('enquiries').selectAll().where('id', '=', id).executeTakeFirst();
}

describe('POST /api/enquiries (JSON)', () => {
  it('answers 200 with the id, its reference and the success message once the enquiry is committed', async () => {
    const response = await postJson(quote, { referer: `${site}/contact-us` });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { id: string; reference: string; message: string };
    expect(body.message).toBe('Your request is in! We will get back to you soon. Thank you!');
    expect(body.reference).toBe(`KX-${body.id.slice(0, 4).toUpperCase()}-${body.id.slice(4, 8).toUpperCase()}`);
    expect(await storedEnquiry(body.id)).toMatchObject({ status: 'received', name: 'Asha Rao', page: '/contact-us' });
    const { database } = await getEnquiryRuntime();
    expect(await database.db.selectFrom('outbox').select('status').where('enquiry_id', '=', body.id).execute()).toEqual(
      [{ status: 'pending' }],
    );
  });

  it('accepts a distributor enquiry', async () => {
    const response = await postJson({ ...distributorForm, name: 'John', message: 'Hello' });
    expect(response.status).toBe(200);
  });

  it.each([
    [{ ...quote, phone: '12345' }, 'Phone number must be 10 digits.', 'phone'],
    [{ ...quote, email: 'asha at example.com' }, 'Please enter a valid email address.', 'email'],
    [{ ...quote, privacy: false }, 'Please check the privacy policy checkbox.', 'privacy'],
    [{ ...quote, product: 'Rockets' }, 'Please select a product from the list.', 'product'],
    [{ ...quote, name: 'A\r\nBcc: x@example.com' }, 'Full Name must be a single line of text.', 'name'],
  ])('answers 400 with the first failed check: %j', async (body, message, field) => {
    const response = await postJson(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message, field });
  });

  it('answers 400 naming the selection part it refuses, instead of storing the rest (issue 27, finding 4)', async () => {
    const response = await postJson({ ...quote, model: 'KS4-05/24', headM: 5000.01, frequencyHz: 50 });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'The selected head must be a number from 0.001 to 5000 m, with at most 9 decimals.',
      field: 'headM',
    });
  });

  it('refuses a body that is not UTF-8 instead of storing U+FFFD (issue 27, finding 4)', async () => {
    const json = Buffer.concat([
      Buffer.from(JSON.stringify({ ...quote, company: 'Rao ' }).slice(0, -2)),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('"}'),
    ]);
    const response = await POST(
      new Request(`${site}/api/enquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: site, 'x-forwarded-for': nextClient() },
        body: json,
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The request body must be UTF-8 text.' });
    const fields = new URLSearchParams({ ...quote, privacy: 'on', returnTo: '/contact-us' }).toString();
    const form = await POST(
      new Request(`${site}/api/enquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site, 'x-forwarded-for': nextClient() },
        body: fields.replace('city=Coimbatore', 'city=Coimbatore%FF'),
      }),
    );
    expect(form.status).toBe(400);
  });

  it('accepts the categories of static product pages as products too', async () => {
    expect((await postJson({ ...quote, product: 'Control panel' })).status).toBe(200);
  });

  it('answers 400 for a body that is not a JSON object', async () => {
    for (const body of ['{"kind":', '[1,2]', 'null']) {
      expect((await postJson(body)).status).toBe(400);
    }
  });

  it('answers 403 when the Origin is another site', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://localhost:3001']) {
      const response = await postJson(quote, { origin });
      expect(response.status).toBe(403);
    }
  });

  it('accepts requests without an Origin (non-browser clients) and from the Host the request was sent to', async () => {
    const request = new Request('http://10.0.0.5:3000/api/enquiries', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://10.0.0.5:3000', 'x-forwarded-for': nextClient() },
      body: JSON.stringify(quote),
    });
    expect((await POST(request)).status).toBe(200);
    const withoutOrigin = new Request(`${site}/api/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient() },
      body: JSON.stringify(quote),
    });
    expect((await POST(withoutOrigin)).status).toBe(200);
  });

  it('answers 415 for other content types', async () => {
    for (const type of ['text/plain', 'multipart/form-data; boundary=x', '']) {
      const response = await postJson(JSON.stringify(quote), { 'content-type': type });
      expect(response.status).toBe(415);
    }
  });

  it('answers 413 when Content-Length announces more than 32 KB', async () => {
    const response = await postJson(quote, { 'content-length': String(32 * 1024 + 1) });
    expect(response.status).toBe(413);
  });

  it('answers 413 when the body is larger than 32 KB without saying so', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(8 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 5) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const request = new Request(`${site}/api/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site, 'x-forwarded-for': nextClient() },
      body,
      duplex: 'half',
    } as RequestInit);
    expect((await POST(request)).status).toBe(413);
  });

  it('accepts a body of exactly 32 KB', async () => {
    const base = JSON.stringify({ ...quote, pad: '' });
    const body = JSON.stringify({ ...quote, pad: 'x'.repeat(32 * 1024 - base.length) });
    expect(Buffer.byteLength(body)).toBe(32 * 1024);
    expect((await postJson(body)).status).toBe(200);
  });

  it('answers 429 with Retry-After past the per-client limit; other clients are unaffected', async () => {
    const address = nextClient();
    for (let i = 0; i < 3; i++) expect((await postJson(quote, {}, address)).status).toBe(200);
    const limited = await postJson(quote, {}, address);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ message: 'Too Many Requests' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await postJson(quote, {}, nextClient())).status).toBe(200);
  });

  it('counts invalid submissions against the limit too (issue 11)', async () => {
    const address = nextClient();
    for (let i = 0; i < 3; i++) expect((await postJson({ ...quote, phone: '1' }, {}, address)).status).toBe(400);
    expect((await postJson(quote, {}, address)).status).toBe(429);
  });

  it('answers a honeypot that is an object like a success instead of failing (issue 11, defect 3)', async () => {
    const response = await postJson({ ...quote, website: { toString: 1 } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { id: string };
    expect(await storedEnquiry(body.id)).toMatchObject({ status: 'spam' });
  });

  it('answers a filled honeypot like a success, stores it as spam and queues no e-mail', async () => {
    const response = await postJson({ ...quote, website: 'https://spam.example' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { id: string; message: string };
    expect(body.message).toBe('Your request is in! We will get back to you soon. Thank you!');
    expect(await storedEnquiry(body.id)).toMatchObject({ status: 'spam' });
    const { database } = await getEnquiryRuntime();
    expect(await database.db.selectFrom('outbox').selectAll().where('enquiry_id', '=', body.id).execute()).toEqual([]);
  });
});

describe('POST /api/enquiries (form post without JavaScript)', () => {
  const form = Object.fromEntries(
    Object.entries({ ...quote, privacy: 'on', returnTo: '/contact-us#request-quote' }).map(([k, v]) => [k, String(v)]),
  );

  it('redirects 303 to /thankyou with the stored enquiry’s reference and nothing personal', async () => {
    const response = await postForm(form);
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    const reference = /^\/thankyou\?ref=(KX-[0-9A-F]{4}-[0-9A-F]{4})$/.exec(location)?.[1];
    expect(reference, location).toBeDefined();
    const { database } = await getEnquiryRuntime();
    const stored = await database.db
      .selectFrom('enquiries')
      .select(['id', 'name'])
      .where('id', 'like', `${reference!.slice(3).replace('-', '').toLowerCase()}%`)
      .execute();
    expect(stored).toMatchObject([{ name: 'Asha Rao' }]);
  });

  it('redirects 303 back to the form with the message', async () => {
    const unticked = Object.fromEntries(Object.entries(form).filter(([name]) => name !== 'privacy'));
    const response = await postForm(unticked);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      '/contact-us#enquiry-error-quote-please-check-the-privacy-policy-checkbox',
    );
  });

  it('never redirects off the site', async () => {
    const response = await postForm({ ...form, kind: 'distributor', returnTo: 'https://evil.example/' });
    expect(response.headers.get('location')).toBe(
      '/dealers#enquiry-error-distributor-please-fill-in-the-postcode-field',
    );
  });

  it('requires a matching Origin', async () => {
    expect((await postForm(form, {})).status).toBe(403);
    expect((await postForm(form, { origin: 'https://evil.example' })).status).toBe(403);
  });
});

describe('GET /api/health', () => {
  it('tells the public only { ok }', async () => {
    const response = await health(new Request('http://localhost/api/health'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('reports the database and the outbox backlog to the HEALTH_TOKEN bearer', async () => {
    const response = await health(
      new Request('http://localhost/api/health', { headers: { authorization: `Bearer ${healthToken}` } }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      ok: true,
      status: 'ok',
      database: { status: 'ok', dialect: 'sqlite' },
      outbox: { sent: 0, dead: 0, worker: false, transport: 'file' },
    });
    expect((body.outbox as { pending: number }).pending).toBeGreaterThan(0);
  });
});

describe('methods the API does not serve (issue 11, defect 7)', () => {
  it('answers 405 with Allow and a JSON message', async () => {
    const { PUT, GET } = await import('./route');
    for (const handler of [PUT, GET]) {
      const response = handler(new Request(`${site}/api/enquiries`, { method: 'PUT' }));
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expect(await response.json()).toEqual({ message: 'Method PUT is not allowed. Use POST.' });
    }
  });

  it('answers OPTIONS with 204 naming only the methods it serves (issue 27, finding 6)', async () => {
    const { OPTIONS } = await import('./route');
    const response = OPTIONS();
    expect(response.status).toBe(204);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
  });
});
