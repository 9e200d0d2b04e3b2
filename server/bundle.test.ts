import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ToolAnswer } from '@/lib/tool-answers/tool-answer';
import { bundleServer, bundleStale, serverBundleDir } from './bundle.mjs';

/**
 * The production server's bundle (server/bundle.mjs, decision 0039): what `npm start` runs without
 * tsx. Bundled into a build folder of this test's own, inside the repository (the bundle imports
 * packages from node_modules), removed afterwards.
 */
const distDir = `.next-bundle-test-${process.pid}`;
const outdir = serverBundleDir(distDir);

beforeAll(async () => {
  await bundleServer(distDir);
}, 60_000);
afterAll(() => fs.rmSync(path.dirname(outdir), { recursive: true, force: true }));

/**
 * Runs one task on a tools' worker script, started as the pool starts it (no loader flags): the
 * bundled one, or src/tool-worker.mjs (the TypeScript sources through tsx, as `next dev` runs them).
 */
function runOnWorker(script: string, task: unknown): Promise<unknown> {
  const worker = new Worker(script, { execArgv: [] });
  return new Promise<unknown>((resolve, reject) => {
    worker.on('error', reject);
    worker.on('message', (message: { ready?: true; result?: unknown; error?: string }) => {
      if (message.ready) return worker.postMessage({ id: 1, task });
      if (message.error !== undefined) reject(new Error(message.error));
      else resolve(message.result);
    });
  }).finally(() => worker.terminate());
}

describe('the production server bundle', () => {
  it('writes the server, the back office’s command and the tools’ worker as plain JavaScript', () => {
    for (const file of ['start.mjs', 'cms.mjs', 'tool-worker.mjs']) {
      const text = fs.readFileSync(path.join(outdir, file), 'utf8');
      expect(text).not.toMatch(/from ["']tsx/);
      expect(text).not.toMatch(/from ["']@\//);
    }
  });

  it('runs the tools’ worker without tsx and answers a duty point as the sources do', async () => {
    const task = { tool: 'pump-selection', query: 'flow=10&head=50' };
    const answer = (await runOnWorker(path.join(outdir, 'tool-worker.mjs'), task)) as ToolAnswer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).results.length).toBeGreaterThan(0);
    expect(answer).toEqual(await runOnWorker(path.resolve('src', 'tool-worker.mjs'), task));
  }, 30_000);

  it('is current once made, and stale when a source is newer than it', () => {
    expect(bundleStale(distDir)).toBeNull();
    // The bundle made before every source was last changed: as after an edit to server/start.ts.
    const past = new Date(0);
    fs.utimesSync(path.join(outdir, 'start.mjs'), past, past);
    expect(bundleStale(distDir)).toBe('stale');
    fs.rmSync(path.join(outdir, 'cms.mjs'));
    expect(bundleStale(distDir)).toBe('missing');
  });
});
