import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../scripts/page-weight/processes';
import { startTestServer } from '../../scripts/test-server';
import { connectionOutcome } from '../support/connection-outcome';

/**
 * The graceful shutdown of `npm start` end to end (issue 50 item 4; the pieces are tested in
 * server/shutdown.test.ts): a server of its own on the test build, since this one is stopped.
 */
const port = Number(process.env.SITE_SHUTDOWN_PORT ?? 3104);
const dataDir = path.join('test-results', 'shutdown-data');
let server: RunningServer | undefined;
afterAll(() => server?.stop());

describe('npm start on SIGTERM (issue 50)', () => {
  it('answers the enquiry in flight with 200, refuses new connections, leaves no outbox row claimed and exits', async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    server = await startTestServer({ port, dataDir });
    const origin = server.url;
    await expect
      .poll(async () => (await fetch(`${origin}/api/health/ready`)).status, { timeout: 120_000, interval: 500 })
      .toBe(200);

    const body = JSON.stringify({
      kind: 'distributor',
      name: 'Shutdown Test',
      email: 'shutdown@example.com',
      phone: '+2547123456789',
      company: 'Mwangi Water',
      city: 'Nairobi',
      postcode: '00100',
      country: 'Kenya',
      message: 'Sent across a restart',
      privacy: true,
    });
    // The route answers at once when the signal comes (its code loaded), as on a server that has run.
    expect((await fetch(`${origin}/api/enquiries`, { method: 'OPTIONS' })).status).toBe(204);
    // The headers go first; `100 Continue` says the server has the request (it is in flight), and
    // the body follows only after the signal.
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    const continued = new Promise<void>((resolve) =>
      socket.on('data', (chunk) => {
        answer += chunk;
        if (answer.includes('100 Continue')) resolve();
      }),
    );
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      [
        'POST /api/enquiries HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        `Origin: ${origin}`,
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Expect: 100-continue',
        '',
        '',
      ].join('\r\n'),
    );
    await continued;

    const stopped = server.stop();
    server = undefined;
    await expect.poll(() => connectionOutcome(port), { timeout: 5_000, interval: 50 }).toBe('ECONNREFUSED');
    socket.end(body);
    await closed;
    const response = answer.slice(answer.indexOf('\r\n\r\n') + 4);
    expect(response).toMatch(/^HTTP\/1\.1 200 /);
    expect(response).toMatch(/\r\nconnection: close\r\n/i);
    const reference = /"reference":"(KX-[0-9A-F]{4}-[0-9A-F]{4})"/.exec(response)?.[1];
    expect(reference).toBeDefined();
    await stopped;

    const database = new BetterSqlite3(path.join(dataDir, 'enquiries.db'), { readonly: true });
    try {
      const rows = database
        .prepare(
          `select outbox.status, outbox.claim_token from enquiries join outbox on outbox.enquiry_id = enquiries.id
           where enquiries.name = 'Shutdown Test'`,
        )
        .all() as { status: string; claim_token: string | null }[];
      expect(rows).toHaveLength(1);
      // Sent, or given back for the next instance: never left claimed until its lease runs out.
      expect(rows[0]?.status).not.toBe('sending');
      expect(rows[0]?.claim_token).toBeNull();
    } finally {
      database.close();
    }
  });
});
