/**
 * A tool worker thread (issue 51; the pool is src/lib/tool-answers/worker-pool.ts): loads the tools'
 * pure domain code from the TypeScript sources through tsx (a dependency: `npm start` runs on it),
 * says `{ ready: true }`, then answers each `{ id, task: { tool, query } }` with
 * `{ id, result: { status, body } }` (a page's task, `{ tool, query, page: true }`, with the page's
 * outcome as `result`) or `{ id, error }`. Started by path, outside Next.js's bundles,
 * so `next dev` and `npm start` run the same file.
 */
import { parentPort } from 'node:worker_threads';
import { register as registerCommonJs } from 'tsx/cjs/api';
import { register } from 'tsx/esm/api';

// Both of tsx's hooks, as the `tsx` command sets them up. The project is not "type": "module", so
// the TypeScript loads as CommonJS and its exports arrive as the default export.
registerCommonJs();
register();
const tools = await import('./tool-answers.ts');
const { computeToolAnswer, computeToolPageOutcome } = tools.computeToolAnswer ? tools : tools.default;
parentPort.postMessage({ ready: true });

parentPort.on('message', ({ id, task }) => {
  try {
    const result = task.page ? computeToolPageOutcome(task.tool, task.query) : computeToolAnswer(task.tool, task.query);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
