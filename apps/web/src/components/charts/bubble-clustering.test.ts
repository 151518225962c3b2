import { describe, expect, it } from 'vitest';
import { clusterCount, clusterPoints, shouldCluster } from './bubble-clustering';

/** A small seeded generator so the test data are fixed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function blob(startId: number, count: number, cx: number, cy: number, next: () => number) {
  return Array.from({ length: count }, (_, i) => ({
    id: startId + i,
    x: cx + (next() - 0.5) * 4,
    y: cy + (next() - 0.5) * 4,
  }));
}

describe('cluster rules of spec §9', () => {
  it('clusters from 26 points on', () => {
    expect(shouldCluster(25)).toBe(false);
    expect(shouldCluster(26)).toBe(true);
  });

  it('uses floor((points + 70) / 20) clusters', () => {
    expect(clusterCount(26)).toBe(4);
    expect(clusterCount(30)).toBe(5);
    expect(clusterCount(49)).toBe(5);
    expect(clusterCount(50)).toBe(6);
    expect(clusterCount(130)).toBe(10);
  });
});

describe('clusterPoints', () => {
  const next = random(7);
  const points = [
    ...blob(1, 10, 10, 10, next),
    ...blob(100, 12, 60, 20, next),
    ...blob(200, 8, 30, 80, next),
  ];

  it('finds well-separated groups', () => {
    const clusters = clusterPoints(points, 3);
    expect(clusters).toHaveLength(3);
    expect(clusters.map((c) => c.members.length).sort((a, b) => a - b)).toEqual([8, 10, 12]);
    for (const cluster of clusters) {
      const hundreds = new Set(cluster.members.map((m) => Math.floor(m.id / 100)));
      expect(hundreds.size).toBe(1);
    }
    expect(clusters.map((c) => Math.round(c.x))).toEqual([10, 30, 60]);
  });

  it('puts every point in exactly one cluster', () => {
    const clusters = clusterPoints(points, clusterCount(points.length));
    const ids = clusters.flatMap((c) => c.members.map((m) => m.id)).sort((a, b) => a - b);
    expect(ids).toEqual(points.map((p) => p.id).sort((a, b) => a - b));
    expect(clusters.length).toBeLessThanOrEqual(clusterCount(points.length));
  });

  it('is deterministic whatever the input order', () => {
    const shuffled = [...points].sort((a, b) => ((a.id * 7919) % 101) - ((b.id * 7919) % 101));
    const ids = (list: typeof points) => clusterPoints(list, 5).map((c) => c.members.map((m) => m.id));
    expect(ids(shuffled)).toEqual(ids(points));
    expect(ids(points)).toEqual(ids(points));
  });

  it('gives the cluster centre as the mean of its members', () => {
    const [cluster] = clusterPoints(
      [
        { id: 1, x: 0, y: 0 },
        { id: 2, x: 10, y: 20 },
      ],
      1,
    );
    expect(cluster).toMatchObject({ x: 5, y: 10 });
  });

  it('handles no points, more clusters than points and identical points', () => {
    expect(clusterPoints([], 4)).toEqual([]);
    expect(
      clusterPoints(
        [
          { id: 1, x: 1, y: 1 },
          { id: 2, x: 2, y: 2 },
        ],
        5,
      ),
    ).toHaveLength(2);
    const same = Array.from({ length: 30 }, (_, i) => ({ id: i, x: 5, y: 5 }));
    const clusters = clusterPoints(same, 5);
    expect(clusters.flatMap((c) => c.members)).toHaveLength(30);
  });
});
