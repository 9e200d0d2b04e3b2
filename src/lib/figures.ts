/**
 * Number formatting of the engineering tools (selector, compare, borewell sizing): figures rounded to what a pump catalogue prints
 * (three significant digits, at most two decimals), grouped thousands, units after a thin space.
 */

/** A figure with about three significant digits: 0.456 → '0.46', 12.34 → '12.3', 1234.5 → '1,235'. */
export function formatFigure(value: number): string {
  const abs = Math.abs(value);
  const decimals = abs >= 100 ? 0 : abs >= 10 ? 1 : 2;
  return new Intl.NumberFormat('en-GB', { maximumFractionDigits: decimals }).format(value);
}

/** Flow in m³/h, e.g. '6.2 m³/h'. */
export const formatFlow = (flowM3h: number) => `${formatFigure(flowM3h)} m³/h`;
/** Head in m, e.g. '121 m'. */
export const formatHead = (headM: number) => `${formatFigure(headM)} m`;
/** Power in kW, e.g. '3.7 kW'. */
export const formatKw = (kw: number) => `${formatFigure(kw)} kW`;
/** A percentage without decimals, e.g. '64 %'. */
export const formatPct = (pct: number) => `${Math.round(pct)} %`;
/** Energy per year in kWh, rounded to the nearest 10, e.g. '8,760 kWh/yr'. */
export const formatEnergy = (kwh: number) =>
  `${new Intl.NumberFormat('en-GB').format(Math.round(kwh / 10) * 10)} kWh/yr`;
/** A running cost per year, whole units, no currency symbol (the visitor's own tariff), e.g. '52,560 /yr'. */
export const formatCost = (cost: number) => `${new Intl.NumberFormat('en-GB').format(Math.round(cost))} /yr`;
