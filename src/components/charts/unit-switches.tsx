import type { ChartUnits, FlowDisplayUnit, HeadDisplayUnit } from './types';
import { flowSymbols, headSymbols } from './units';

/** One labelled unit switch: the options are the units' symbols. */
function UnitSelect<Unit extends string>(props: {
  label: string;
  value: Unit;
  symbols: Record<Unit, string>;
  onChange: (unit: Unit) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-ink-700">
      {props.label}
      <select
        value={props.value}
        onChange={(e) => props.onChange(e.target.value as Unit)}
        className="rounded-md border border-line bg-surface px-2 py-1 text-ink-900"
      >
        {Object.entries<string>(props.symbols).map(([unit, symbol]) => (
          <option key={unit} value={unit}>
            {symbol}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The chart's flow and head unit switches (not printed). */
export function UnitSwitches(
  props: ChartUnits & {
    onFlowUnit: (unit: FlowDisplayUnit) => void;
    onHeadUnit: (unit: HeadDisplayUnit) => void;
  },
) {
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm print:hidden">
      <UnitSelect label="Flow unit" value={props.flowUnit} symbols={flowSymbols} onChange={props.onFlowUnit} />
      <UnitSelect label="Head unit" value={props.headUnit} symbols={headSymbols} onChange={props.onHeadUnit} />
    </div>
  );
}
