import { afterAll, describe, expect, it } from 'vitest';
import type { ToolAnswer } from '@/lib/tool-answers/tool-answer';
import { WorkerPool } from '@/lib/tool-answers/worker-pool';
import { computeToolAnswer, computeToolPageOutcome } from './tool-answers';

/**
 * The tools' worker script (src/tool-worker.mjs, issue 51): it loads the features' TypeScript through
 * tsx in a worker thread, outside Next.js's bundles, and answers exactly what the main thread would.
 */
const pool = new WorkerPool<unknown>({
  script: new URL('./tool-worker.mjs', import.meta.url),
  workers: 1,
  maxQueue: 2,
});
afterAll(() => pool.close());

describe('the tools’ worker script', () => {
  it('loads the tools’ TypeScript in a worker thread and answers as the main thread would', async () => {
    const query = 'boreDiameterIn=6&dailyWaterM3=20&site=jaipur&staticLiftM=40';
    const answer = (await pool.run({ tool: 'solar-sizing', query })) as ToolAnswer;
    expect(answer.status).toBe(200);
    expect(answer).toEqual(computeToolAnswer('solar-sizing', query));
    expect(((await pool.run({ tool: 'pump-selection', query: 'flow=10&head=900' })) as ToolAnswer).body).toContain(
      '"results":[]',
    );
  }, 30_000);

  it('computes the borewell page’s outcome in a worker as the page would', async () => {
    const query = 'boreDiameterIn=6&boreDepthM=120&staticLevelM=30&drawdownM=15&flowM3h=6';
    const outcome = await pool.run({ tool: 'borewell-sizing', query, page: true });
    expect(outcome).toEqual(computeToolPageOutcome('borewell-sizing', query));
    expect((outcome as { status: string }).status).toBe('ok');
  }, 30_000);

  it('computes the solar page’s outcome in a worker as the page would: the sheet, and a refused field', async () => {
    for (const query of [
      'site=jaipur&dailyWaterM3=60&staticLiftM=40&boreDiameterIn=6',
      'site=jaipur&dailyWaterM3=-1',
    ]) {
      const outcome = await pool.run({ tool: 'solar-sizing', query, page: true });
      expect(outcome).toEqual(computeToolPageOutcome('solar-sizing', query));
    }
    const ok = (await pool.run({
      tool: 'solar-sizing',
      query: 'site=jaipur&dailyWaterM3=60&staticLiftM=40&boreDiameterIn=6',
      page: true,
    })) as { status: string; sheet: { set: { pump: { model: string } } } };
    expect(ok.status).toBe('ok');
    expect(ok.sheet.set.pump.model).toEqual(expect.any(String));
  }, 30_000);
});
