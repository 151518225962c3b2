import type { ReactNode } from 'react';
import type { BarSlot, PlotArea } from './plot-layout';
import './chart-svg.css';

/** The drawing of a chart at its measured width; `role` is `group` when it holds buttons (bubble markers). */
export function ChartSvg({
  width,
  height,
  label,
  role = 'img',
  isHidden = false,
  children,
}: {
  width: number;
  height: number;
  label: string;
  role?: 'img' | 'group';
  /** An empty chart is hidden from screen readers: its message says it all. */
  isHidden?: boolean;
  children: ReactNode;
}) {
  return (
    <svg
      className="chart__svg"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role={role}
      aria-label={label}
      aria-hidden={isHidden || undefined}
    >
      {children}
    </svg>
  );
}

/** Value lines across the plot, each labelled outside its left edge. */
export function HorizontalGrid({
  ticks,
  plot,
  label,
}: {
  ticks: readonly { value: number; y: number }[];
  plot: PlotArea;
  label: (value: number) => string;
}) {
  return ticks.map((tick) => (
    <g key={tick.value}>
      <line className="chart__grid" x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} />
      <text x={plot.left - 8} y={tick.y} textAnchor="end" dominantBaseline="middle">
        {label(tick.value)}
      </text>
    </g>
  ));
}

/** The axis line under the plot. */
export function Baseline({ plot }: { plot: PlotArea }) {
  return (
    <line className="chart__axis-line" x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} />
  );
}

/** The y axis title above the plot's left edge and the x axis title centred under the plot. */
export function AxisTitles({ y, x, plot, height }: { y: string; x: string; plot: PlotArea; height: number }) {
  return (
    <>
      <text className="chart__axis-title" x={0} y={12}>
        {y}
      </text>
      <text className="chart__axis-title" x={(plot.left + plot.right) / 2} y={height - 4} textAnchor="middle">
        {x}
      </text>
    </>
  );
}

/** A bar (or a stacked part of one); nothing for a zero height. */
export function Bar({
  className,
  x,
  y,
  width,
  height,
}: {
  className: string;
  x: number;
  y: number;
  width: number;
  height: number;
}) {
  if (height <= 0) return null;
  return <rect className={`chart__bar ${className}`} x={x} y={y} width={width} height={height} />;
}

/** A label under the plot, centred on `x` (a bar's period or range). */
export function XLabel({ x, plot, children }: { x: number; plot: PlotArea; children: ReactNode }) {
  return (
    <text x={x} y={plot.bottom + 18} textAnchor="middle">
      {children}
    </text>
  );
}

/** One bar of a bar chart: its tooltip, its shapes and, when its slot shows labels, its label under the plot. */
export function BarGroup({
  slot,
  plot,
  title,
  label,
  children,
}: {
  slot: BarSlot;
  plot: PlotArea;
  title: string;
  label: ReactNode;
  children: ReactNode;
}) {
  return (
    <g>
      <title>{title}</title>
      {children}
      {slot.showLabel && (
        <XLabel x={slot.centerX} plot={plot}>
          {label}
        </XLabel>
      )}
    </g>
  );
}
