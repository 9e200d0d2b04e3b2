/** The pump performance chart (server SVG with a small client view); see `performance-chart.tsx`. */
export { PerformanceChart } from './performance-chart';
export { identicalCurveNotes, sampleSeries } from './geometry';
export type {
  ChartPoint,
  ChartSeries,
  FlowDisplayUnit,
  HeadDisplayUnit,
  PerformanceChartProps,
  SeriesCurve,
} from './types';
