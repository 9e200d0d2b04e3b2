import type { ChartDuty } from '@/components/charts/duty-context';
import { parseSelectionQuery } from '../domain';
import { systemCurveThrough, systemHead } from '@/engineering/hydraulics';

/**
 * The duty point of a prerendered product page's URL (the selector's query: `?flow=&flowUnit=&head=
 * &headUnit=&staticHeadM=…`), read after hydration with the selection domain's own parser and handed
 * to the charts inside with the domain's system curve through it and the visitor's units. An invalid or
 * absent query gives no duty (the charts draw the curves alone).
 */
export function dutyFromSearch(search: string): ChartDuty | null {
  const parsed = parseSelectionQuery(new URLSearchParams(search));
  if (!parsed.ok) return null;
  const { duty, input } = parsed;
  let system: ReturnType<typeof systemCurveThrough> | undefined;
  try {
    system = systemCurveThrough(duty.flowM3h, duty.headM, duty.staticHeadM ?? 0);
  } catch {
    system = undefined;
  }
  return {
    duty: { flowM3h: duty.flowM3h, headM: duty.headM },
    ...(system ? { systemHead: (flowM3h: number) => systemHead(system, flowM3h) } : {}),
    flowUnit: input.flowUnit,
    headUnit: input.headUnit,
  };
}
