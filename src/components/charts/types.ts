/** Props and geometry of the performance chart (see `performance-chart.tsx`). Units in the names. */
import type { FlowUnit, HeadUnit } from '@/engineering/units';

/** One curve point of a model: flow in m³/h, head in m, pump efficiency in %, shaft power in kW. */
export interface ChartPoint {
  flowM3h: number;
  headM: number;
  efficiencyPct?: number;
  powerKw?: number;
}

/** A function of flow (m³/h), undefined outside the curve's span (the selection domain's `CurveFunction`). */
export type FlowFunction = (flowM3h: number) => number | undefined;

/**
 * The interpolated curves of a model, as the selection domain computes them (`modelCurves(model)` of `@/content/model-curves`):
 * H(Q) in m, η(Q) in %, P2(Q) in kW over [minFlowM3h, maxFlowM3h]. The chart samples these functions,
 * so what it draws is the curve the selection computes with, not a second spline of its own.
 */
export interface SeriesCurve {
  head: FlowFunction;
  efficiency?: FlowFunction;
  power?: FlowFunction;
  minFlowM3h: number;
  maxFlowM3h: number;
}

/** One model on the chart. */
export interface ChartSeries {
  /** Stable id (the model code). */
  id: string;
  /** Legend label. */
  label: string;
  /** Published performance points by rising flow (the table alternative lists these). */
  points: ChartPoint[];
  /** The domain's interpolated curves; without them the chart joins the points with straight lines. */
  curve?: SeriesCurve;
  /** Flow at the best efficiency point in m³/h. */
  bepFlowM3h?: number;
  /** Link of the legend entry (the model's row or product page). */
  href?: string;
  /**
   * What sets the model apart besides its curves, by name, e.g. `{ series: 'KP', materials: '…' }`:
   * when two series draw the same curves the chart names the traits that differ.
   */
  traits?: Record<string, string>;
}

/** The display units of the chart: the selector's flow and head units (`src/engineering/units.ts`). */
export type FlowDisplayUnit = FlowUnit;
export type HeadDisplayUnit = HeadUnit;

/** Props of {@link PerformanceChart}. */
export interface PerformanceChartProps {
  /** Accessible name and caption. */
  title: string;
  /** One or more models. */
  series: ChartSeries[];
  /** The duty point (m³/h, m). */
  duty?: { flowM3h: number; headM: number };
  /**
   * System head H(Q) in m at flow Q in m³/h (the selection domain's `systemHead` through the duty
   * point); sampled on the server over the flow axis. Server only (a function does not reach the browser).
   */
  systemHead?: (flowM3h: number) => number;
  /** Operating points; `id` is the series id. */
  operatingPoints?: { id: string; flowM3h: number; headM: number }[];
  /** Shaded preferred operating region (70–120 % of Q_BEP, ANSI/HI 9.6.3). */
  preferredRegion?: { seriesId?: string; minFlowM3h: number; maxFlowM3h: number };
  /** Series drawn emphasised at first. */
  highlightId?: string;
  /** Initial display units (the visitor's own on the selector and compare). */
  flowUnit?: FlowDisplayUnit;
  headUnit?: HeadDisplayUnit;
}

/** The units the chart shows flow and head in (the visitor's switches). */
export interface ChartUnits {
  flowUnit: FlowDisplayUnit;
  headUnit: HeadDisplayUnit;
}

/** One axis in one display unit: the domain in base units (m³/h or m), ticks in the display unit. */
export interface UnitAxis {
  /** Domain in m³/h (flow) or m (head): the display unit's `nice()` domain converted back. */
  domain: [number, number];
  /** Round tick values in the display unit. */
  ticks: number[];
  /** About half as many ticks, for a narrow chart. */
  sparseTicks: number[];
}

/** One panel (Q–H, η or P2) laid out vertically in px. */
export interface PanelGeometry {
  key: 'head' | 'efficiency' | 'power';
  /** Axis label, e.g. 'Efficiency η (%)'; the head panel's unit is added by the view. */
  label: string;
  top: number;
  height: number;
  /** Axis of the efficiency and power panels (%, kW); the head panel uses `ChartGeometry.head`. */
  axis: UnitAxis;
}

/**
 * A series sampled from its curve functions, by rising flow, as columns of numbers rounded to three
 * significant digits (the page carries them in its payload: columns are a fraction of the size of
 * point objects). `efficiency` and `power` are empty when the series has none.
 */
export interface SampledSeries {
  id: string;
  flow: number[];
  head: number[];
  efficiency: number[];
  power: number[];
}

/** Everything the client view draws, computed on the server; the width is the client's. */
export interface ChartGeometry {
  /** Width the server lays out for (the view re-maps to its box's width in the browser). */
  width: number;
  height: number;
  /** Left and right margins of the plot in px. */
  marginLeft: number;
  marginRight: number;
  /** Flow axis per flow unit. */
  flow: Record<FlowDisplayUnit, UnitAxis>;
  /** Head axis per head unit. */
  head: Record<HeadDisplayUnit, UnitAxis>;
  panels: PanelGeometry[];
  /** Samples of each series, in the order of `series`. */
  series: SampledSeries[];
  /** The system curve sampled over the flow axis (m³/h, m), when the props give one. */
  system?: { flowM3h: number; headM: number }[];
  /** Sentences on series that draw the same curves, e.g. 'KP4-08/14: same hydraulics as KC4-08/14; differs in series.' */
  identicalNotes: string[];
}
