/** Dependency-free SVG charts of the report panes, each with a table view. */
export { UsageChart, type UsageChartProps } from './usage-chart';
export { BubbleGraph, type BubbleGraphProps, type BubblePoint } from './bubble-graph';
export { FrequencyGraph, type FrequencyGraphProps } from './frequency-graph';
export { ProgressChart, type ProgressChartProps } from './progress-chart';
