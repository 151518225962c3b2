import { BUBBLE_CLUSTER_FROM } from './chart-constants';

export interface ClusterablePoint {
  id: number;
  x: number;
  y: number;
}

export interface PointCluster<T extends ClusterablePoint> {
  /** Members in id order. */
  members: T[];
  /** Mean of the members, in data units. */
  x: number;
  y: number;
}

const MAX_ITERATIONS = 100;

/** Spec §9: points are clustered from 26 on. */
export function shouldCluster(pointCount: number): boolean {
  return pointCount >= BUBBLE_CLUSTER_FROM;
}

/** Spec §9: floor((points + 70) / 20) clusters. */
export function clusterCount(pointCount: number): number {
  return Math.floor((pointCount + 70) / 20);
}

/**
 * Deterministic k-means: the same points give the same clusters whatever their order. Coordinates are
 * scaled by the data range of each axis so minutes and percent weigh alike. Seeds are chosen by
 * farthest-point (maximin) from the point nearest the mean, so outliers keep a cluster of their own;
 * ties go to the lower id. Empty clusters are dropped, so at most `k` clusters come back, ordered by x then y.
 */
export function clusterPoints<T extends ClusterablePoint>(
  points: readonly T[],
  k: number,
): PointCluster<T>[] {
  const sorted = [...points].sort((a, b) => a.id - b.id || a.x - b.x || a.y - b.y);
  if (sorted.length === 0 || k < 1) return [];
  const scaled = scalePoints(sorted);
  const centres = seedCentres(scaled, Math.min(k, sorted.length));
  let assignment = assign(scaled, centres);
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration += 1) {
    centres.forEach((centre, c) => {
      const members = scaled.filter((_, i) => assignment[i] === c);
      if (members.length > 0) centres[c] = mean(members);
    });
    const next = assign(scaled, centres);
    const isStable = next.every((c, i) => c === assignment[i]);
    assignment = next;
    if (isStable) break;
  }
  return centres
    .map((_, c) => sorted.filter((_, i) => assignment[i] === c))
    .filter((members) => members.length > 0)
    .map((members) => ({ members, ...mean(members) }))
    .sort((a, b) => a.x - b.x || a.y - b.y);
}

interface Coordinates {
  x: number;
  y: number;
}

function scalePoints(points: readonly ClusterablePoint[]): Coordinates[] {
  const span = (values: number[]) => Math.max(...values) - Math.min(...values) || 1;
  const spanX = span(points.map((p) => p.x));
  const spanY = span(points.map((p) => p.y));
  return points.map((p) => ({ x: p.x / spanX, y: p.y / spanY }));
}

function distance2(a: Coordinates, b: Coordinates): number {
  return (a.x - b.x) ** 2 + (a.y - b.y) ** 2;
}

function mean(points: readonly Coordinates[]): Coordinates {
  const sum = points.reduce((acc, p) => ({ x: acc.x + p.x, y: acc.y + p.y }), { x: 0, y: 0 });
  return { x: sum.x / points.length, y: sum.y / points.length };
}

/** Index of the nearest candidate; the first one wins a tie. */
function nearest(point: Coordinates, candidates: readonly Coordinates[]): number {
  let best = 0;
  candidates.forEach((candidate, i) => {
    if (distance2(point, candidate) < distance2(point, candidates[best]!)) best = i;
  });
  return best;
}

function seedCentres(points: readonly Coordinates[], k: number): Coordinates[] {
  const first = points[nearest(mean(points), points)]!;
  const centres: Coordinates[] = [first];
  const gaps = points.map((p) => distance2(p, first));
  while (centres.length < k) {
    let farthest = 0;
    gaps.forEach((gap, i) => {
      if (gap > gaps[farthest]!) farthest = i;
    });
    const seed = points[farthest]!;
    centres.push(seed);
    points.forEach((p, i) => {
      gaps[i] = Math.min(gaps[i]!, distance2(p, seed));
    });
  }
  return centres;
}

function assign(points: readonly Coordinates[], centres: readonly Coordinates[]): number[] {
  return points.map((p) => nearest(p, centres));
}
