import { describe, expect, it } from 'vitest';
import type { UsageChartRow } from '@dash/contracts';
import { layoutUsageChart, USAGE_CHART_MARGIN } from './usage-chart-layout';

const size = { width: 600, height: 300, labelWidth: 40 };

function row(label: string, minutes: number, extended: number, lessons: number): UsageChartRow {
  return {
    label,
    average_usage_minutes: minutes,
    average_extended_minutes: extended,
    average_lessons: lessons,
    num_students: 10,
  };
}

describe('layoutUsageChart', () => {
  it('uses the empty axes of spec §9 without rows', () => {
    const layout = layoutUsageChart([], size);
    expect(layout.hasData).toBe(false);
    expect(layout.minutesAxis.max).toBe(70);
    expect(layout.lessonsAxis.max).toBe(10);
    expect(layout.minutesTicks).toHaveLength(4);
    expect(layout.lessonsTicks).toHaveLength(4);
    expect(layout.bars).toEqual([]);
    expect(layout.lessonsPath).toBe('');
  });

  it('keeps the empty axes when every value is zero', () => {
    const layout = layoutUsageChart([row('2025-09-01', 0, 0, 0), row('2025-09-08', 0, 0, 0)], size);
    expect(layout.hasData).toBe(false);
    expect(layout.minutesAxis.max).toBe(70);
    expect(layout.bars).toHaveLength(2);
  });

  it('stacks extended minutes on top of in-school minutes, up to the total', () => {
    const layout = layoutUsageChart([row('2025-09-01', 45, 15, 1.3)], size);
    const [bar] = layout.bars;
    expect(layout.minutesAxis.ticks).toEqual([0, 15, 30, 45]);
    expect(layout.lessonsAxis.ticks).toEqual([0, 0.5, 1, 1.5]);
    expect(bar?.inSchoolMinutes).toBe(30);
    const plotHeight = layout.plot.bottom - layout.plot.top;
    expect(bar?.inSchool.height).toBeCloseTo((30 / 45) * plotHeight);
    expect(bar?.extended.height).toBeCloseTo((15 / 45) * plotHeight);
    expect(bar?.extended.y).toBeCloseTo(layout.plot.top);
    expect(bar?.inSchool.y).toBeCloseTo(bar!.extended.y + bar!.extended.height);
    expect(bar?.lessonsY).toBeCloseTo(layout.plot.bottom - (1.3 / 1.5) * plotHeight);
  });

  it('sorts rows by date and places bars in equal bands', () => {
    const layout = layoutUsageChart(
      [row('2025-09-15', 10, 0, 1), row('2025-09-01', 20, 5, 2), row('2025-09-08', 30, 0, 3)],
      size,
    );
    expect(layout.bars.map((b) => b.row.label)).toEqual(['2025-09-01', '2025-09-08', '2025-09-15']);
    const band = (size.width - USAGE_CHART_MARGIN.left - USAGE_CHART_MARGIN.right) / 3;
    expect(layout.bars[1]!.centerX - layout.bars[0]!.centerX).toBeCloseTo(band);
    expect(layout.lessonsPath.startsWith('M')).toBe(true);
    expect(layout.lessonsPath.split('L')).toHaveLength(3);
  });

  it('never draws negative heights for inconsistent rows', () => {
    const [bar] = layoutUsageChart([row('2025-09-01', 5, 8, 0)], size).bars;
    expect(bar!.inSchoolMinutes).toBe(0);
    expect(bar!.inSchool.height).toBeCloseTo(0);
    expect(bar!.extended.height).toBeGreaterThan(0);
  });

  it('thins out x labels on a narrow chart', () => {
    const rows = Array.from({ length: 30 }, (_, i) =>
      row(`2025-09-${String(i + 1).padStart(2, '0')}`, i, 0, 1),
    );
    const wide = layoutUsageChart(rows, { width: 2400, height: 300, labelWidth: 40 });
    const narrow = layoutUsageChart(rows, { width: 320, height: 300, labelWidth: 40 });
    expect(wide.bars.every((b) => b.showLabel)).toBe(true);
    const shown = narrow.bars.filter((b) => b.showLabel);
    expect(shown.length).toBeLessThan(10);
    expect(shown[0]!.row.label).toBe('2025-09-01');
  });
});
