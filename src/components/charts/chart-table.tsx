import { ScrollRegion } from '@/components/ui/scroll-region';
import { formatFigure } from '@/components/format/figures';
import type { ChartSeries, ChartUnits } from './types';
import { flowSymbols, headSymbols } from './units';

/**
 * The chart's published points as tables, one per model, behind "Show as table" (not printed): flow
 * and head in the chosen units (`flowLabel` and `headLabel` format m³/h and m in them), efficiency in %
 * and shaft power in kW, '–' where a model publishes none.
 */
export function ChartTable(
  props: ChartUnits & {
    series: readonly Pick<ChartSeries, 'id' | 'label' | 'points'>[];
    flowLabel: (flowM3h: number) => string;
    headLabel: (headM: number) => string;
  },
) {
  return (
    <details className="text-sm print:hidden">
      <summary className="cursor-pointer font-semibold text-water-700">Show as table</summary>
      <div className="mt-3 space-y-4">
        {props.series.map((s) => (
          <ScrollRegion key={s.id} className="overflow-x-auto" label={`${s.label} points`}>
            <table className="w-full border-collapse text-left [&_td]:px-3 [&_td]:py-1 [&_th]:px-3 [&_th]:py-1 [&_tbody_tr]:border-t [&_tbody_tr]:border-line">
              <caption className="py-1 text-left font-semibold text-navy-900">{s.label}</caption>
              <thead className="bg-navy-900 text-white">
                <tr>
                  <th scope="col">Flow Q ({flowSymbols[props.flowUnit]})</th>
                  <th scope="col">Head H ({headSymbols[props.headUnit]})</th>
                  <th scope="col">Efficiency η (%)</th>
                  <th scope="col">Shaft power P2 (kW)</th>
                </tr>
              </thead>
              <tbody>
                {s.points.map((p) => (
                  <tr key={p.flowM3h}>
                    <th scope="row">{props.flowLabel(p.flowM3h)}</th>
                    <td>{props.headLabel(p.headM)}</td>
                    <td>{p.efficiencyPct === undefined ? '–' : formatFigure(p.efficiencyPct)}</td>
                    <td>{p.powerKw === undefined ? '–' : formatFigure(p.powerKw)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        ))}
      </div>
    </details>
  );
}
