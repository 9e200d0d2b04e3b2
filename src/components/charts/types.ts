/** Props and geometry of the performance chart (see `performance-chart.tsx`). Units in the names. */

/** One curve point of a model: flow in m³/h, head in m, pump efficiency in %, shaft power in kW. */
export interface ChartPoint {
  flowM3h: number;
  headM: number;
  efficiencyPct?: number;
  powerKw?: number;
}

/** One model on the chart. */
export interface ChartSeries {
  /** Stable id (the model code). */
  id: string;
  /** Legend label. */
  label: string;
  /** Performance points by rising flow. */
  points: ChartPoint[];
  /** Flow at the best efficiency point in m³/h. */
  bepFlowM3h?: number;
  /** Link of the legend entry (the model's row or product page). */
  href?: string;
}

/** Props of {@link PerformanceChart}. */
export interface PerformanceChartProps {
  /** Accessible name and caption. */
  title: string;
  /** One or more models. */
  series: ChartSeries[];
  /** The duty point (m³/h, m). */
  duty?: { flowM3h: number; headM: number };
  /** System curve H = Hs + k·Q² (m, m/(m³/h)²). */
  systemCurve?: { staticHeadM: number; k: number };
  /** Operating points; `id` is the series id. */
  operatingPoints?: { id: string; flowM3h: number; headM: number }[];
  /** Shaded preferred operating region (70–120 % of Q_BEP, ANSI/HI 9.6.3). */
  preferredRegion?: { seriesId?: string; minFlowM3h: number; maxFlowM3h: number };
  /** Series drawn emphasised at first. */
  highlightId?: string;
  /** Initial display units. */
  flowUnit?: FlowDisplayUnit;
  headUnit?: HeadDisplayUnit;
  /** Read a duty point from the page URL (`?flow=&head=&flowUnit=&headUnit=&staticHeadM=`), for prerendered product pages. */
  dutyFromUrl?: boolean;
}

export type FlowDisplayUnit = 'm3h' | 'ls' | 'lmin' | 'usgpm';
export type HeadDisplayUnit = 'm' | 'ft';

/** A linear scale as plain numbers (the client maps values without shipping d3). */
export interface LinearMap {
  domain: [number, number];
  range: [number, number];
}

/** One panel (Q–H, η or P2) laid out in SVG units. */
export interface PanelGeometry {
  key: 'head' | 'efficiency' | 'power';
  /** Axis label with its unit, e.g. 'Head H (m)'. */
  label: string;
  top: number;
  height: number;
  y: LinearMap;
  /** Tick values in the panel's own unit (m, %, kW). */
  yTicks: number[];
  /** One path per series (same order as `series`), '' when the series has no data for the panel. */
  paths: string[];
}

/** Everything the client view draws, computed on the server. */
export interface ChartGeometry {
  width: number;
  height: number;
  left: number;
  right: number;
  x: LinearMap;
  /** Flow ticks in m³/h. */
  xTicks: number[];
  panels: PanelGeometry[];
}
