import type { SchoolBubblePoint } from '@dash/contracts';
import { buildValueAxis, scaleLinear, type Axis } from './axis';
import { chartBox, type ChartBox } from './plot-layout';
import { clusterCount, clusterPoints, shouldCluster } from './bubble-clustering';
import {
  BUBBLE_CLUSTER_MAX_SIZE,
  BUBBLE_CLUSTER_MIN_SIZE,
  BUBBLE_POINT_SIZE,
  BUBBLE_TICK_AMOUNT,
  MS_PER_MINUTE,
} from './chart-constants';

/** A point of the graph: a school bubble point (spec §3), or a student shaped like one. */
export type BubblePoint = SchoolBubblePoint;

/** A point with its plotted values: minutes per week (x) and percent growth (y). */
export interface PlottedBubblePoint {
  point: BubblePoint;
  minutes: number;
  growth: number;
}

/** A group of nearby points; numbered from 1 in the order of the x axis. */
export interface BubbleGroup {
  index: number;
  members: PlottedBubblePoint[];
  /** Means of the members. */
  minutes: number;
  growth: number;
}

export type BubbleMarker =
  | { kind: 'point'; item: PlottedBubblePoint; group: number | null; cx: number; cy: number; r: number }
  | { kind: 'cluster'; group: BubbleGroup; cx: number; cy: number; r: number };

export interface BubbleGraphLayout extends ChartBox {
  xAxis: Axis;
  yAxis: Axis;
  xTicks: { value: number; x: number }[];
  yTicks: { value: number; y: number }[];
  /** Points and clusters, left to right (the keyboard order). */
  markers: BubbleMarker[];
  /** The clusters, single points included, when clustering applies; otherwise null. */
  groups: BubbleGroup[] | null;
  /** Points without growth, listed in the table only. */
  unplotted: BubblePoint[];
}

export const BUBBLE_GRAPH_MARGIN = { top: 24, right: 24, bottom: 44, left: 56 } as const;
const EMPTY_MAX_MINUTES = 60;
const EMPTY_MAX_GROWTH = 100;

export function msToMinutes(ms: number): number {
  return ms / MS_PER_MINUTE;
}

/**
 * Diameter of a cluster marker: 30 px for two members up to 90 px for every plotted point, by the square
 * root so the area grows with the member count (spec §9: cluster size 30–90).
 */
export function clusterDiameter(memberCount: number, plottedCount: number): number {
  const share = plottedCount > 2 ? Math.max(0, memberCount - 2) / (plottedCount - 2) : 0;
  return (
    BUBBLE_CLUSTER_MIN_SIZE +
    (BUBBLE_CLUSTER_MAX_SIZE - BUBBLE_CLUSTER_MIN_SIZE) * Math.sqrt(Math.min(1, share))
  );
}

/** Points with both values, as minutes per week and percent growth. */
export function plotBubblePoints(points: readonly BubblePoint[]): PlottedBubblePoint[] {
  return points.flatMap((point) => {
    const { average_weekly_session_time: ms, percent_growth: growth } = point;
    if (ms === null || growth === null || !Number.isFinite(ms) || !Number.isFinite(growth)) return [];
    return [{ point, minutes: msToMinutes(Math.max(0, ms)), growth }];
  });
}

/**
 * Positions of the bubble graph: x = minutes per week, y = percent growth. From 26 plotted points on the
 * points are grouped by `clusterPoints` into floor((n + 70) / 20) clusters; a cluster of one stays a point.
 */
export function layoutBubbleGraph(
  points: readonly BubblePoint[],
  size: { width: number; height: number },
): BubbleGraphLayout {
  const plotted = plotBubblePoints(points);
  const plottedPoints = new Set(plotted.map((item) => item.point));
  const unplotted = points.filter((point) => !plottedPoints.has(point));
  const box = chartBox(size, BUBBLE_GRAPH_MARGIN);
  const { plot } = box;
  const xAxis = buildValueAxis({
    max: Math.max(0, ...plotted.map((p) => p.minutes)),
    tickAmount: BUBBLE_TICK_AMOUNT,
    decimals: 0,
    emptyMax: EMPTY_MAX_MINUTES,
  });
  const yAxis = buildValueAxis({
    min: Math.min(0, ...plotted.map((p) => p.growth)),
    max: Math.max(0, ...plotted.map((p) => p.growth)),
    tickAmount: BUBBLE_TICK_AMOUNT,
    decimals: 0,
    emptyMax: EMPTY_MAX_GROWTH,
  });
  const x = scaleLinear([xAxis.min, xAxis.max], [plot.left, plot.right]);
  const y = scaleLinear([yAxis.min, yAxis.max], [plot.bottom, plot.top]);

  let markers: BubbleMarker[];
  let groups: BubbleGroup[] | null = null;
  if (shouldCluster(plotted.length)) {
    const clusters = clusterPoints(
      plotted.map((item) => ({ id: item.point.id, x: item.minutes, y: item.growth, item })),
      clusterCount(plotted.length),
    );
    groups = clusters.map((cluster, i) => ({
      index: i + 1,
      members: cluster.members.map((member) => member.item),
      minutes: cluster.x,
      growth: cluster.y,
    }));
    markers = groups.map((group): BubbleMarker => {
      const cx = x(group.minutes);
      const cy = y(group.growth);
      const [only] = group.members;
      if (group.members.length === 1 && only)
        return { kind: 'point', item: only, group: group.index, cx, cy, r: BUBBLE_POINT_SIZE / 2 };
      return { kind: 'cluster', group, cx, cy, r: clusterDiameter(group.members.length, plotted.length) / 2 };
    });
  } else {
    markers = plotted
      .map((item): BubbleMarker => ({
        kind: 'point',
        item,
        group: null,
        cx: x(item.minutes),
        cy: y(item.growth),
        r: BUBBLE_POINT_SIZE / 2,
      }))
      .sort((a, b) => a.cx - b.cx || a.cy - b.cy);
  }

  return {
    ...box,
    xAxis,
    yAxis,
    xTicks: xAxis.ticks.map((value) => ({ value, x: x(value) })),
    yTicks: yAxis.ticks.map((value) => ({ value, y: y(value) })),
    markers,
    groups,
    unplotted,
  };
}
