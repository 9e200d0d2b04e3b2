import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createSiteServer } from './site-server';

let close: (() => void) | undefined;
afterEach(() => close?.());

/** Starts the server on a free loopback port around a handler that echoes what it was given. */
async function start(timeoutMs: number) {
  const server = createSiteServer(
    (request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => response.end(JSON.stringify({ xff: request.headers['x-forwarded-for'], body })));
    },
    { trustProxyHops: 0, timeoutMs },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => server.close();
  return (server.address() as AddressInfo).port;
}

describe('the npm start server (issue 11)', () => {
  it('cuts off a request whose body stalls, within its request timeout', async () => {
    const port = await start(400);
    const socket = net.connect(port, '127.0.0.1');
    const started = Date.now();
    const closed = new Promise<string>((resolve) => {
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      socket.on('close', () => resolve(answer));
    });
    socket.write(
      'POST /api/enquiries HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a"',
    );
    const answer = await closed;
    expect(Date.now() - started).toBeLessThan(5000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('hands the application the socket address, not the client-sent X-Forwarded-For', async () => {
    const port = await start(2000);
    const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'X-Forwarded-For': '1.2.3.4' } });
    expect(((await response.json()) as { xff: string }).xff).toBe('127.0.0.1');
  });
});
