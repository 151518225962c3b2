import type { Frequency, FrequencyBucket, FrequencyMetric } from '@dash/contracts';
import { useState } from 'react';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { widestLabelWidth } from './plot-layout';
import { FREQUENCY_CHART_HEIGHT } from './chart-constants';
import { ChartFrame } from './chart-frame';
import { AxisTitles, Bar, BarGroup, Baseline, ChartSvg, HorizontalGrid } from './chart-svg';
import { ChartTable } from './chart-table';
import type { ChartFormat } from './chart-format';
import { largestBucket, layoutFrequencyGraph } from './frequency-graph-layout';
import { useChartFormat } from './use-chart-format';

export interface FrequencyGraphProps {
  /** Buckets of one graph metric and how many items have no value for it. */
  data: Frequency;
  /** Visible caption. */
  title: string;
}

const METRIC_LABEL_KEYS: Record<FrequencyMetric, MessageKey> = {
  average_weekly_session_time: 'chart.metric.averageWeeklySessionTime',
  percent_usage_extended_hours: 'chart.metric.percentUsageExtendedHours',
  average_weekly_lessons: 'chart.metric.averageWeeklyLessons',
  percent_growth: 'chart.metric.percentGrowth',
  percent_active_students: 'chart.metric.percentActiveStudents',
};

/** How many items fall in each range of a metric: vertical bars, count on y (spec §9: 260 px high). */
export function FrequencyGraph({ data, title }: FrequencyGraphProps) {
  const { t } = useI18n();
  const format = useChartFormat();
  const [isTableView, setIsTableView] = useState(false);
  const labelKey = METRIC_LABEL_KEYS[data.metric];
  const metricLabel = labelKey ? t(labelKey) : title;
  const rangeOf = (bucket: FrequencyBucket) => formatRange(bucket, data.unit, format, t);
  const hasData = data.buckets.some((bucket) => bucket.count > 0);

  return (
    <ChartFrame
      title={title}
      legend={hasData ? [{ swatch: 'bar', label: t('chart.frequency.legend') }] : []}
      isTableView={isTableView}
      onTableViewChange={setIsTableView}
      note={
        data.no_data_count > 0 ? t('chart.frequency.noDataCount', { count: data.no_data_count }) : undefined
      }
      renderChart={(width) => (
        <FrequencyPlot
          data={data}
          width={width}
          metricLabel={metricLabel}
          rangeOf={rangeOf}
          format={format}
        />
      )}
      renderTable={() => (
        <ChartTable
          caption={title}
          columns={[{ label: metricLabel }, { label: t('chart.frequency.count'), isNumber: true }]}
        >
          <tbody>
            {data.buckets.map((bucket) => (
              <tr key={`${bucket.from}-${bucket.to ?? ''}`}>
                <th scope="row">{rangeOf(bucket)}</th>
                <td className="chart__num">{format.count(bucket.count)}</td>
              </tr>
            ))}
            {data.no_data_count > 0 && (
              <tr>
                <th scope="row">{t('chart.noData')}</th>
                <td className="chart__num">{format.count(data.no_data_count)}</td>
              </tr>
            )}
          </tbody>
        </ChartTable>
      )}
      emptyMessage={t('chart.frequency.empty')}
      isChartEmpty={!hasData}
      isTableEmpty={data.buckets.length === 0 && data.no_data_count === 0}
    />
  );
}

interface FrequencyPlotProps {
  data: Frequency;
  width: number;
  metricLabel: string;
  rangeOf: (bucket: FrequencyBucket) => string;
  format: ChartFormat;
}

function FrequencyPlot({ data, width, metricLabel, rangeOf, format }: FrequencyPlotProps) {
  const { t } = useI18n();
  const ranges = data.buckets.map(rangeOf);
  const layout = layoutFrequencyGraph(data.buckets, {
    width,
    height: FREQUENCY_CHART_HEIGHT,
    labelWidth: widestLabelWidth(ranges),
  });
  const { plot } = layout;
  const largest = largestBucket(data.buckets);
  const summary = largest
    ? t('chart.frequency.summary', {
        metric: metricLabel,
        range: rangeOf(largest),
        value: format.count(largest.count),
      })
    : t('chart.frequency.empty');

  return (
    <ChartSvg width={width} height={layout.height} label={summary}>
      <AxisTitles y={t('chart.frequency.count')} x={metricLabel} plot={plot} height={layout.height} />
      <HorizontalGrid ticks={layout.yTicks} plot={plot} label={format.count} />
      {layout.bars.map((bar, index) => (
        <BarGroup
          key={`${bar.bucket.from}-${bar.bucket.to ?? ''}`}
          slot={bar}
          plot={plot}
          title={t('chart.frequency.barTitle', {
            range: ranges[index] ?? '',
            count: format.count(bar.bucket.count),
          })}
          label={ranges[index]}
        >
          <Bar className="chart__bar--count" x={bar.x} y={bar.y} width={bar.width} height={bar.height} />
          <text className="chart__bar-value" x={bar.centerX} y={bar.y - 6} textAnchor="middle">
            {format.count(bar.bucket.count)}
          </text>
        </BarGroup>
      ))}
      <Baseline plot={plot} />
    </ChartSvg>
  );
}

/** "15–30", "60+", "10%–20%": range ends in the metric's unit, an open top bucket as "from and more". */
function formatRange(
  bucket: FrequencyBucket,
  unit: Frequency['unit'],
  format: ChartFormat,
  t: ReturnType<typeof useI18n>['t'],
): string {
  const end = unit === 'percent' ? format.percent : unit === 'minutes' ? format.minutes : format.decimal;
  if (bucket.to === null) return t('chart.rangeOpen', { from: end(bucket.from) });
  return t('chart.range', { from: end(bucket.from), to: end(bucket.to) });
}
