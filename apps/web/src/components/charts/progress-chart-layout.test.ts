import { describe, expect, it } from 'vitest';
import { layoutProgressChart } from './progress-chart-layout';

describe('progress chart layout (spec §9: 420 px high)', () => {
  it('draws 0–100 % up the plot and the weeks from the start evenly across it', () => {
    const layout = layoutProgressChart(
      600,
      [
        { week: 0, percent: 0 },
        { week: 1, percent: 50 },
        { week: 2, percent: 100 },
      ],
      40,
    );
    expect(layout.height).toBe(420);
    const { plot, points } = layout;
    expect(points.map((p) => p.x)).toEqual([plot.left, (plot.left + plot.right) / 2, plot.right]);
    expect(points.map((p) => p.y)).toEqual([plot.bottom, (plot.top + plot.bottom) / 2, plot.top]);
    expect(layout.ticks.map((t) => t.value)).toEqual([0, 25, 50, 75, 100]);
  });

  it('centres a lone start point and thins week labels that would overlap, keeping the last', () => {
    const [lone] = layoutProgressChart(600, [{ week: 0, percent: 20 }], 40).points;
    const box = layoutProgressChart(600, [{ week: 0, percent: 20 }], 40).plot;
    expect(lone!.x).toBe((box.left + box.right) / 2);
    const weeks = Array.from({ length: 11 }, (_, week) => ({ week, percent: week * 10 }));
    const labels = layoutProgressChart(200, weeks, 60).points.filter((p) => p.showLabel);
    expect(labels.length).toBeLessThan(weeks.length);
    expect(labels.at(-1)!.week).toBe(10);
  });
});
