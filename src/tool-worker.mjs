/**
 * A tool worker thread (issue 51, src/lib/tool-answers/worker-pool.ts): loads the tools' pure domain code from the TypeScript sources
 * through tsx (a dependency: `npm start` runs on it), then answers each `{ id, task: { tool, query } }`
 * from the pool with `{ id, result: { status, body } }` or `{ id, error }`. Outside Next.js's bundles,
 * so `next dev` and `npm start` run the same file.
 */
import { parentPort } from 'node:worker_threads';
import { register as registerCommonJs } from 'tsx/cjs/api';
import { register } from 'tsx/esm/api';

// Both hooks, as `tsx` itself sets up: the project's TypeScript is CommonJS to Node.js (no "type": "module").
registerCommonJs();
register();
// tsx loads the TypeScript module as CommonJS (the package is not "type": "module"): its exports are the default.
const tools = await import('./tool-answers.ts');
const { computeToolAnswer } = tools.computeToolAnswer ? tools : tools.default;
parentPort.postMessage({ ready: true });

parentPort.on('message', ({ id, task }) => {
  try {
    parentPort.postMessage({ id, result: computeToolAnswer(task.tool, task.query) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
