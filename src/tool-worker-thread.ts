/**
 * The tools' worker thread (issue 51; the pool is src/lib/tool-answers/worker-pool.ts): says
 * `{ ready: true }` once loaded, then answers each `{ id, task: { tool, query } }` with
 * `{ id, result: { status, body } }` (a page's task, `{ tool, query, page: true }`, with the page's
 * outcome as `result`) or `{ id, error }` (the error's message). Started by path, outside Next.js's
 * bundles: `npm start` runs it as plain JavaScript from the server bundle
 * (`<build>/server-bundle/tool-worker.mjs`, server/bundle.mjs); `next dev` and the tests run this
 * source through tsx (src/tool-worker.mjs).
 */
import { parentPort } from 'node:worker_threads';
import type { ToolName } from '@/lib/tool-answers/tool-answer';
import { computeToolAnswer, computeToolPageOutcome, type toolPageOutcomes } from './tool-answers';

/** A task of the pool: a tool's answer for a query, or (with `page`) a tool page's outcome. */
type ToolTask =
  { tool: ToolName; query: string; page?: false } | { tool: keyof typeof toolPageOutcomes; query: string; page: true };

if (!parentPort) throw new Error('src/tool-worker-thread.ts runs as a worker thread (new Worker), not on its own');
const port = parentPort;
port.postMessage({ ready: true });

port.on('message', ({ id, task }: { id: number; task: ToolTask }) => {
  try {
    const result = task.page ? computeToolPageOutcome(task.tool, task.query) : computeToolAnswer(task.tool, task.query);
    port.postMessage({ id, result });
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
