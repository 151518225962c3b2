import { describe, expect, it } from 'vitest';
import { clusterDiameter, layoutBubbleGraph, msToMinutes, type BubblePoint } from './bubble-graph-layout';

const size = { width: 600, height: 470 };

function school(id: number, minutes: number, growth: number | null): BubblePoint {
  return {
    id,
    name: `School ${id}`,
    average_weekly_session_time: minutes * 60_000,
    percent_growth: growth,
    count_active_students: 20,
  };
}

describe('layoutBubbleGraph', () => {
  it('plots minutes per week against growth, without clustering under 26 points', () => {
    const layout = layoutBubbleGraph([school(1, 30, 20), school(2, 45, 50), school(3, 10, 5)], size);
    expect(layout.groups).toBeNull();
    expect(layout.markers).toHaveLength(3);
    expect(layout.markers.every((m) => m.kind === 'point' && m.r === 10)).toBe(true);
    expect(layout.xAxis.max).toBeGreaterThanOrEqual(45);
    expect(layout.yAxis.min).toBe(0);
    // Left to right, so the keyboard order follows the x axis.
    expect(layout.markers.map((m) => (m.kind === 'point' ? m.item.point.id : 0))).toEqual([3, 1, 2]);
    const [first] = layout.markers;
    expect(first!.cx).toBeCloseTo(
      layout.plot.left +
        ((10 - layout.xAxis.min) / (layout.xAxis.max - layout.xAxis.min)) *
          (layout.plot.right - layout.plot.left),
    );
  });

  it('lists points without growth as unplotted', () => {
    const layout = layoutBubbleGraph([school(1, 30, null), school(2, 20, 10)], size);
    expect(layout.unplotted.map((p) => p.id)).toEqual([1]);
    expect(layout.markers).toHaveLength(1);
  });

  it('lists points without minutes as unplotted', () => {
    const layout = layoutBubbleGraph(
      [{ ...school(1, 0, 40), average_weekly_session_time: null }, school(2, 20, 10)],
      size,
    );
    expect(layout.unplotted.map((p) => p.id)).toEqual([1]);
    expect(layout.markers).toHaveLength(1);
  });

  it('uses default axes with no plotted points', () => {
    const layout = layoutBubbleGraph([school(1, 30, null)], size);
    expect(layout.markers).toEqual([]);
    expect(layout.xAxis.max).toBe(60);
    expect(layout.yAxis.max).toBe(100);
  });

  it('clusters from 26 plotted points, sized by member count', () => {
    const points = Array.from({ length: 40 }, (_, i) => school(i + 1, (i * 37) % 90, (i * 53) % 100));
    const layout = layoutBubbleGraph(points, size);
    expect(layout.groups).not.toBeNull();
    expect(layout.groups!.length).toBeLessThanOrEqual(Math.floor((40 + 70) / 20));
    expect(layout.groups!.flatMap((g) => g.members)).toHaveLength(40);
    expect(layout.groups!.map((g) => g.index)).toEqual(layout.groups!.map((_, i) => i + 1));
    for (const marker of layout.markers) {
      if (marker.kind === 'cluster') {
        expect(marker.r * 2).toBeGreaterThanOrEqual(30);
        expect(marker.r * 2).toBeLessThanOrEqual(90);
        expect(marker.group.members.length).toBeGreaterThan(1);
      }
    }
  });

  it('does not cluster when fewer than 26 points have growth', () => {
    const points = Array.from({ length: 30 }, (_, i) => school(i + 1, i, i < 25 ? i : null));
    expect(layoutBubbleGraph(points, size).groups).toBeNull();
  });
});

describe('bubble helpers', () => {
  it('converts milliseconds to minutes', () => {
    expect(msToMinutes(90 * 60_000)).toBe(90);
  });

  it('scales cluster diameters from 30 to 90', () => {
    expect(clusterDiameter(2, 40)).toBe(30);
    expect(clusterDiameter(40, 40)).toBe(90);
    const middle = clusterDiameter(12, 40);
    expect(middle).toBeGreaterThan(30);
    expect(middle).toBeLessThan(90);
  });
});
