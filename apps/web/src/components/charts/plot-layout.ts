/** Where a chart's plot and its bars stand, and how far apart its labels must be (pure, no DOM). */
import { AXIS_FONT_SIZE } from './chart-constants';

/** Rough rendered width of a label in px: enough to keep axis labels from overlapping. */
export function estimateTextWidth(text: string, fontSize: number): number {
  return text.length * fontSize * 0.6;
}

/** Rough width in px of the widest of some axis labels (0 without labels). */
export function widestLabelWidth(labels: readonly string[]): number {
  return Math.max(0, ...labels.map((label) => estimateTextWidth(label, AXIS_FONT_SIZE)));
}

/**
 * Show every n-th category label so labels of `labelWidth` px (plus a gap) fit in bands of
 * `bandWidth` px; 1 means every label.
 */
export function labelStride(bandWidth: number, labelWidth: number, gap = 8): number {
  if (bandWidth <= 0) return 1;
  return Math.max(1, Math.ceil((labelWidth + gap) / bandWidth));
}

export interface PlotArea {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A chart laid out at a size: its width and height in px and the plot inside its margins. */
export interface ChartBox {
  width: number;
  height: number;
  plot: PlotArea;
}

/** A chart of `size` px with its plot inside `margin`; the plot at least 1 px wide and high. */
export function chartBox(
  size: { width: number; height: number },
  margin: { top: number; right: number; bottom: number; left: number },
): ChartBox {
  const { width, height } = size;
  const plot = {
    left: margin.left,
    top: margin.top,
    right: Math.max(margin.left + 1, width - margin.right),
    bottom: Math.max(margin.top + 1, height - margin.bottom),
  };
  return { width, height, plot };
}

/** Where a bar stands in its band: left edge, width, centre, and whether its label under the plot shows. */
export interface BarSlot {
  x: number;
  width: number;
  centerX: number;
  showLabel: boolean;
}

/**
 * `count` equal bands across the plot, one bar centred in each: the bar takes `shareOfBand` of its band up
 * to `maxBarWidth` px, and labels of `labelWidth` px are thinned out so they do not overlap. Gives the slot
 * of the bar at an index.
 */
export function barBands(
  plot: PlotArea,
  count: number,
  { maxBarWidth, shareOfBand, labelWidth }: { maxBarWidth: number; shareOfBand: number; labelWidth: number },
): (index: number) => BarSlot {
  const band = count > 0 ? (plot.right - plot.left) / count : 0;
  const width = Math.min(maxBarWidth, band * shareOfBand);
  const stride = labelStride(band, labelWidth);
  return (index) => {
    const centerX = plot.left + band * index + band / 2;
    return { x: centerX - width / 2, width, centerX, showLabel: index % stride === 0 };
  };
}
