import type { ChartPoint } from './types';

/**
 * A function of flow sampled at 60 even steps from 0 to `maxFlowM3h` (the system curve: a parabola,
 * smooth at that spacing).
 */
export function sampleFunction(head: (flowM3h: number) => number, maxFlowM3h: number): ChartPoint[] {
  return Array.from({ length: 61 }, (_, i) => {
    const flowM3h = (maxFlowM3h * i) / 60;
    return { flowM3h, headM: head(flowM3h) };
  });
}
