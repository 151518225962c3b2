import { useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { PROGRESS_CHART_HEIGHT } from './chart-constants';
import { ChartFrame } from './chart-frame';
import { AxisTitles, Baseline, ChartSvg, HorizontalGrid, XLabel } from './chart-svg';
import { ChartTable } from './chart-table';
import { widestLabelWidth } from './plot-layout';
import { layoutProgressChart, type ProgressInput } from './progress-chart-layout';
import './progress-chart.css';

export interface ProgressChartProps {
  title: string;
  /** Week 0 is the start; each later week its percent at the week's end. */
  weeks: readonly ProgressInput[];
}

/** A student's percent on an assignment's focus, week by week (spec §2 student progress, §9: 420 px high). */
export function ProgressChart({ title, weeks }: ProgressChartProps) {
  const { t, tag } = useI18n();
  const [isTableView, setIsTableView] = useState(false);
  const weekLabel = (week: number) =>
    week === 0 ? t('chart.progress.start') : t('chart.progress.week', { week });
  const percent = (value: number) => new Intl.NumberFormat(tag, { style: 'percent' }).format(value / 100);

  return (
    <ChartFrame
      title={title}
      legend={[]}
      isTableView={isTableView}
      onTableViewChange={setIsTableView}
      renderChart={(width) => {
        const layout = layoutProgressChart(
          width,
          weeks,
          widestLabelWidth(weeks.map((w) => weekLabel(w.week))),
        );
        const summary = weeks.map((w) => `${weekLabel(w.week)}: ${percent(w.percent)}`).join(', ');
        return (
          <ChartSvg width={layout.width} height={PROGRESS_CHART_HEIGHT} label={`${title}. ${summary}`}>
            <HorizontalGrid ticks={layout.ticks} plot={layout.plot} label={percent} />
            <Baseline plot={layout.plot} />
            <AxisTitles
              y={t('chart.progress.percent')}
              x={t('chart.progress.weeks')}
              plot={layout.plot}
              height={layout.height}
            />
            <polyline
              className="progress-chart__line"
              points={layout.points.map((p) => `${p.x},${p.y}`).join(' ')}
            />
            {layout.points.map((point) => (
              <g key={point.week}>
                <title>{`${weekLabel(point.week)}: ${percent(point.percent)}`}</title>
                <circle className="progress-chart__point" cx={point.x} cy={point.y} r={5} />
                {point.showLabel && (
                  <XLabel x={point.x} plot={layout.plot}>
                    {weekLabel(point.week)}
                  </XLabel>
                )}
              </g>
            ))}
          </ChartSvg>
        );
      }}
      renderTable={() => (
        <ChartTable
          caption={title}
          columns={[
            { label: t('chart.progress.weeks') },
            { label: t('chart.progress.percent'), isNumber: true },
          ]}
        >
          <tbody>
            {weeks.map((w) => (
              <tr key={w.week}>
                <th scope="row">{weekLabel(w.week)}</th>
                <td className="chart__num">{percent(w.percent)}</td>
              </tr>
            ))}
          </tbody>
        </ChartTable>
      )}
      emptyMessage={t('chart.progress.empty')}
      isChartEmpty={weeks.length === 0}
      isTableEmpty={weeks.length === 0}
    />
  );
}
