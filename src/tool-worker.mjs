/**
 * The tools' worker thread from its TypeScript source (src/tool-worker-thread.ts, which says what it
 * answers), for `next dev` and the tests: it loads the source through tsx, as the `tsx` command sets
 * it up. `npm start` runs the bundled copy instead (`<build>/server-bundle/tool-worker.mjs`,
 * server/bundle.mjs), without tsx. Started by path (src/lib/tool-answers/serve.server.ts).
 */
import { register as registerCommonJs } from 'tsx/cjs/api';
import { register } from 'tsx/esm/api';

// Both of tsx's hooks, as the `tsx` command sets them up (the project is not "type": "module", so the
// TypeScript loads as CommonJS).
registerCommonJs();
register();
await import('./tool-worker-thread.ts');
