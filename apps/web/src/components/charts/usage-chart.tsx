import type { Granularity, UsageChartRow } from '@dash/contracts';
import { useMemo, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { widestLabelWidth } from './plot-layout';
import { USAGE_CHART_HEIGHT } from './chart-constants';
import { ChartEmpty, ChartFrame } from './chart-frame';
import { Bar, BarGroup, Baseline, ChartSvg, HorizontalGrid } from './chart-svg';
import { ChartTable } from './chart-table';
import type { ChartFormat } from './chart-format';
import { formatBucketLabel, type BucketLabelStyle } from './format-bucket-label';
import { useChartFormat } from './use-chart-format';
import { inSchoolMinutes, layoutUsageChart, sortUsageRows } from './usage-chart-layout';

export interface UsageChartProps {
  /** One row per day, week or month (spec §3 usage chart rows). */
  rows: readonly UsageChartRow[];
  granularity: Granularity;
  /** Visible caption; "Usage over time" by default. */
  title?: string;
  /** One student's usage: their own minutes and lessons, not averages over active students. */
  isOneStudent?: boolean;
}

type LabelOf = (label: string, style: BucketLabelStyle) => string;

/**
 * Usage over time: average minutes per active student as bars (school hours below, outside school hours
 * stacked on top, left axis) and average lessons as a line (right axis), with a table view.
 */
export function UsageChart({ rows, granularity, title, isOneStudent = false }: UsageChartProps) {
  const { t, tag } = useI18n();
  const format = useChartFormat();
  const [isTableView, setIsTableView] = useState(false);
  const sorted = useMemo(() => sortUsageRows(rows), [rows]);
  const labelOf: LabelOf = (label, style) =>
    formatBucketLabel(label, granularity, tag, style, (date) => t('chart.usage.weekOf', { date }));
  const caption = title ?? t('chart.usage.title');
  const parts: UsagePartProps = { rows: sorted, labelOf, format, isOneStudent };

  return (
    <ChartFrame
      title={caption}
      legend={[
        { swatch: 'in-school', label: t('chart.usage.inSchool') },
        { swatch: 'extended', label: t('chart.usage.extended') },
        { swatch: 'lessons', label: t('chart.usage.lessons') },
      ]}
      isTableView={isTableView}
      onTableViewChange={setIsTableView}
      note={t(isOneStudent ? 'chart.usage.noteStudent' : 'chart.usage.note')}
      renderChart={(width) => <UsagePlot {...parts} width={width} />}
      renderTable={() => <UsageTable {...parts} caption={caption} />}
      emptyMessage={t('chart.usage.empty')}
      isTableEmpty={sorted.length === 0}
    />
  );
}

interface UsagePartProps {
  rows: UsageChartRow[];
  labelOf: LabelOf;
  format: ChartFormat;
  isOneStudent: boolean;
}

function UsagePlot({ rows, width, labelOf, format, isOneStudent }: UsagePartProps & { width: number }) {
  const { t } = useI18n();
  const axisLabels = rows.map((row) => labelOf(row.label, 'axis'));
  const layout = layoutUsageChart(rows, {
    width,
    height: USAGE_CHART_HEIGHT,
    labelWidth: widestLabelWidth(axisLabels),
  });
  const { plot } = layout;

  return (
    <>
      <ChartSvg
        width={width}
        height={layout.height}
        label={layout.hasData ? summarize(rows, labelOf, format, t, isOneStudent) : t('chart.usage.empty')}
        isHidden={!layout.hasData}
      >
        <text className="chart__axis-title" x={0} y={plot.top - 18}>
          {t('chart.usage.minutesAxis')}
        </text>
        <text className="chart__axis-title" x={width} y={plot.top - 18} textAnchor="end">
          {t('chart.usage.lessonsAxis')}
        </text>
        <HorizontalGrid ticks={layout.minutesTicks} plot={plot} label={format.minutes} />
        {layout.lessonsTicks.map((tick) => (
          <text key={tick.value} x={plot.right + 8} y={tick.y} dominantBaseline="middle">
            {format.lessons(tick.value)}
          </text>
        ))}
        {layout.bars.map((bar, index) => (
          <BarGroup
            key={bar.row.label}
            slot={bar}
            plot={plot}
            title={t(isOneStudent ? 'chart.usage.barTitleStudent' : 'chart.usage.barTitle', {
              period: labelOf(bar.row.label, 'full'),
              minutes: format.minutes(bar.row.average_usage_minutes),
              extended: format.minutes(bar.row.average_extended_minutes),
              lessons: format.lessons(bar.row.average_lessons),
              students: format.count(bar.row.num_students),
            })}
            label={axisLabels[index]}
          >
            <Bar className="chart__bar--in-school" x={bar.x} width={bar.width} {...bar.inSchool} />
            <Bar className="chart__bar--extended" x={bar.x} width={bar.width} {...bar.extended} />
          </BarGroup>
        ))}
        <Baseline plot={plot} />
        {layout.lessonsPath && (
          <>
            <path className="chart__lessons-halo" d={layout.lessonsPath} />
            <path className="chart__lessons-line" d={layout.lessonsPath} />
          </>
        )}
        {layout.hasData &&
          layout.bars.map((bar) => (
            <circle
              key={bar.row.label}
              className="chart__lessons-dot"
              cx={bar.centerX}
              cy={bar.lessonsY}
              r={4}
            />
          ))}
      </ChartSvg>
      {!layout.hasData && <ChartEmpty message={t('chart.usage.empty')} isOverlay />}
    </>
  );
}

/** One sentence for screen readers: the period and the highest minutes and lessons. */
function summarize(
  rows: UsageChartRow[],
  labelOf: LabelOf,
  format: ChartFormat,
  t: ReturnType<typeof useI18n>['t'],
  isOneStudent: boolean,
): string {
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return t('chart.usage.empty');
  const mostMinutes = rows.reduce(
    (best, row) => (row.average_usage_minutes > best.average_usage_minutes ? row : best),
    first,
  );
  const mostLessons = rows.reduce(
    (best, row) => (row.average_lessons > best.average_lessons ? row : best),
    first,
  );
  return t(isOneStudent ? 'chart.usage.summaryStudent' : 'chart.usage.summary', {
    from: labelOf(first.label, 'full'),
    to: labelOf(last.label, 'full'),
    maxMinutes: format.minutes(mostMinutes.average_usage_minutes),
    maxMinutesPeriod: labelOf(mostMinutes.label, 'full'),
    maxLessons: format.lessons(mostLessons.average_lessons),
    maxLessonsPeriod: labelOf(mostLessons.label, 'full'),
  });
}

function UsageTable({ rows, caption, labelOf, format, isOneStudent }: UsagePartProps & { caption: string }) {
  const { t } = useI18n();
  return (
    <ChartTable
      caption={caption}
      columns={[
        { label: t('chart.usage.period') },
        ...[
          t('chart.usage.inSchool'),
          t('chart.usage.extended'),
          t('chart.usage.totalMinutes'),
          t('chart.usage.lessons'),
          ...(isOneStudent ? [] : [t('chart.usage.activeStudents')]),
        ].map((label) => ({ label, isNumber: true })),
      ]}
    >
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{labelOf(row.label, 'full')}</th>
            <td className="chart__num">{format.minutes(inSchoolMinutes(row))}</td>
            <td className="chart__num">{format.minutes(row.average_extended_minutes)}</td>
            <td className="chart__num">{format.minutes(row.average_usage_minutes)}</td>
            <td className="chart__num">{format.lessons(row.average_lessons)}</td>
            {!isOneStudent && <td className="chart__num">{format.count(row.num_students)}</td>}
          </tr>
        ))}
      </tbody>
    </ChartTable>
  );
}
