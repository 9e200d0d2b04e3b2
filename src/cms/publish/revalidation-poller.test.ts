import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestCms, testDealer, type TestCms } from '../../../tests/support/test-cms';
import { startRevalidationPoller } from './revalidation-poller';

vi.mock('server-only', () => ({}));

/**
 * The poller every instance runs (issue 45 point 3), against a stand-in for the instance's own
 * `POST /api/revalidate`: it regenerates what the publish log lists after the build's revision, and
 * the home page when the day has changed since it was rendered (the event banner's days).
 */
describe('the revalidation poller', () => {
  let cms: TestCms;
  let origin = '';
  const asked: string[][] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (request.url === '/api/revalidate') asked.push((JSON.parse(body) as { paths: string[] }).paths);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });

  beforeAll(async () => {
    cms = await openTestCms('sqlite');
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    server.close();
    await cms?.cleanup();
  });

  it('regenerates the home page on a new day and a published change on the next round, each once more after, and tells the search of the change once', async () => {
    const changes: string[][] = [];
    const stop = startRevalidationPoller({
      payload: cms.payload,
      build: { revision: 0, day: '2026-11-27' },
      origin: () => origin,
      now: () => new Date('2026-11-28T00:00:05Z'),
      onChange: (paths) => {
        changes.push(paths);
      },
    });
    try {
      // The new day's home page, asked for again the next round; no change published yet.
      await vi.waitFor(() => expect(asked).toEqual([['/'], ['/']]), { timeout: 6_000 });
      expect(changes).toEqual([]);
      await cms.payload.create({
        collection: 'dealers',
        data: testDealer({ slug: 'poller-dealer', company: 'Poller Pumps', _status: 'published' }),
      });
      const dealerPages = ['/dealers', '/sitemap.xml'];
      await vi.waitFor(() => expect(asked.filter((paths) => paths.join() === dealerPages.join()).length).toBe(2), {
        timeout: 8_000,
      });
      expect(asked.filter((paths) => paths.join() === '/').length).toBe(2);
      expect(changes).toEqual([dealerPages]);
    } finally {
      stop();
    }
  });
});
