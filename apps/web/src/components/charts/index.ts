/** Dependency-free SVG charts of the report panes, each with a table view. */
export { UsageChart, type UsageChartProps, type UsageChartRow } from './usage-chart';
export { BubbleGraph, type BubbleGraphProps, type BubblePoint } from './bubble-graph';
export {
  FrequencyGraph,
  type FrequencyGraphProps,
  type FrequencyBucket,
  type FrequencyData,
  type GraphMetric,
} from './frequency-graph';
