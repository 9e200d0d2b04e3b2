import { afterAll, describe, expect, it } from 'vitest';
import type { ToolAnswer } from '@/lib/tool-answers/tool-answer';
import { WorkerPool } from '@/lib/tool-answers/worker-pool';
import { computeToolAnswer } from './tool-answers';

/**
 * The tools' worker script (src/tool-worker.mjs, issue 51): it loads the features' TypeScript through
 * tsx in a worker thread, outside Next.js's bundles, and answers exactly what the main thread would.
 */
const pool = new WorkerPool<ToolAnswer>({
  script: new URL('./tool-worker.mjs', import.meta.url),
  workers: 1,
  maxQueue: 2,
});
afterAll(() => pool.close());

describe('the tools’ worker script', () => {
  it('loads the tools’ TypeScript in a worker thread and answers as the main thread would', async () => {
    const query = 'boreDiameterIn=6&dailyWaterM3=20&site=jaipur&staticLiftM=40';
    const answer = await pool.run({ tool: 'solar-sizing', query });
    expect(answer.status).toBe(200);
    expect(answer).toEqual(computeToolAnswer('solar-sizing', query));
    expect((await pool.run({ tool: 'pump-selection', query: 'flow=10&head=900' })).body).toContain('"results":[]');
  }, 30_000);
});
