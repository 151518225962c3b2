import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useI18n } from '../../lib/i18n';
import { BUBBLE_CHART_HEIGHT, DEFAULT_CHART_WIDTH } from './chart-constants';
import { ChartFrame, type LegendItem } from './chart-frame';
import { AxisTitles, Baseline, ChartSvg, HorizontalGrid, XLabel } from './chart-svg';
import type { ChartFormat } from './chart-format';
import {
  layoutBubbleGraph,
  type BubbleGraphLayout,
  type BubbleGroup,
  type BubbleMarker,
  type BubblePoint,
} from './bubble-graph-layout';
import { BubbleTable } from './bubble-table';
import { useChartFormat } from './use-chart-format';
import './bubble-graph.css';

export type { BubblePoint } from './bubble-graph-layout';

export interface BubbleGraphProps {
  /** Schools (or other groups) with minutes per week in ms and percent growth. */
  points: readonly BubblePoint[];
  /** Called with the id of the point chosen in the graph or the table. */
  onSelect: (id: number) => void;
  /** Visible caption; "Minutes per week and growth" by default. */
  title?: string;
}

/**
 * Minutes per week (x) against percent growth (y). Points are keyboard buttons that call `onSelect`;
 * from 26 points on, nearby points are grouped (spec §9) and a group opens the table view at its members.
 */
export function BubbleGraph({ points, onSelect, title }: BubbleGraphProps) {
  const { t } = useI18n();
  const format = useChartFormat();
  const [isTableView, setIsTableView] = useState(false);
  const pendingFocusGroup = useRef<number | null>(null);
  // Clustering does not depend on the width: one layout serves the table, the summary and the legend.
  const base = useMemo(
    () => layoutBubbleGraph(points, { width: DEFAULT_CHART_WIDTH, height: BUBBLE_CHART_HEIGHT }),
    [points],
  );
  const plottedCount = points.length - base.unplotted.length;
  const caption = title ?? t('chart.bubble.title');
  const legend: LegendItem[] = [{ swatch: 'point', label: t('chart.bubble.legendPoint') }];
  if (base.groups) legend.push({ swatch: 'cluster', label: t('chart.bubble.legendCluster') });

  function handleOpenGroup(group: BubbleGroup) {
    pendingFocusGroup.current = group.index;
    setIsTableView(true);
  }

  return (
    <ChartFrame
      title={caption}
      legend={plottedCount > 0 ? legend : []}
      isTableView={isTableView}
      onTableViewChange={setIsTableView}
      note={
        !isTableView && plottedCount > 0 && base.unplotted.length > 0
          ? t('chart.bubble.unplotted', { count: base.unplotted.length })
          : undefined
      }
      renderChart={(width) => (
        <BubblePlot
          layout={layoutBubbleGraph(points, { width, height: BUBBLE_CHART_HEIGHT })}
          onSelect={onSelect}
          onOpenGroup={handleOpenGroup}
        />
      )}
      renderTable={() => (
        <BubbleTable
          caption={caption}
          points={points}
          groups={base.groups}
          unplotted={base.unplotted}
          onSelect={onSelect}
          pendingFocusGroup={pendingFocusGroup}
          format={format}
        />
      )}
      emptyMessage={t('chart.bubble.empty')}
      isChartEmpty={plottedCount === 0}
      isTableEmpty={points.length === 0}
    />
  );
}

interface BubblePlotProps {
  layout: BubbleGraphLayout;
  onSelect: (id: number) => void;
  onOpenGroup: (group: BubbleGroup) => void;
}

function BubblePlot({ layout, onSelect, onOpenGroup }: BubblePlotProps) {
  const { t } = useI18n();
  const format = useChartFormat();
  const [hovered, setHovered] = useState<number | null>(null);
  const { plot, width, height } = layout;
  const labels = layout.markers.map((marker) => markerLabel(marker));
  const activeMarker = hovered === null ? undefined : layout.markers[hovered];

  function markerLabel(marker: BubbleMarker): string {
    if (marker.kind === 'point') {
      return t('chart.bubble.pointLabel', {
        name: marker.item.point.name,
        minutes: format.minutes(marker.item.minutes),
        growth: format.percent(marker.item.growth),
        students: format.count(marker.item.point.count_active_students),
      });
    }
    return t('chart.bubble.clusterLabel', {
      index: marker.group.index,
      members: marker.group.members.length,
      minutes: format.minutes(marker.group.minutes),
      growth: format.percent(marker.group.growth),
    });
  }

  function activate(marker: BubbleMarker) {
    if (marker.kind === 'point') onSelect(marker.item.point.id);
    else onOpenGroup(marker.group);
  }

  function handleKeyDown(event: KeyboardEvent<SVGGElement>, marker: BubbleMarker) {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    activate(marker);
  }

  return (
    <>
      <ChartSvg width={width} height={height} label={summarize(layout, format, t)} role="group">
        <AxisTitles
          y={t('chart.bubble.growthAxis')}
          x={t('chart.bubble.minutesAxis')}
          plot={plot}
          height={height}
        />
        <g aria-hidden="true">
          <HorizontalGrid ticks={layout.yTicks} plot={plot} label={format.percent} />
          {layout.xTicks.map((tick) => (
            <g key={tick.value}>
              <line className="chart__grid" x1={tick.x} x2={tick.x} y1={plot.top} y2={plot.bottom} />
              <XLabel x={tick.x} plot={plot}>
                {format.minutes(tick.value)}
              </XLabel>
            </g>
          ))}
          <Baseline plot={plot} />
          <line className="chart__axis-line" x1={plot.left} x2={plot.left} y1={plot.top} y2={plot.bottom} />
        </g>
        {layout.markers.map((marker, index) => (
          <g
            key={marker.kind === 'point' ? `p${marker.item.point.id}` : `g${marker.group.index}`}
            className="chart__marker"
            role="button"
            tabIndex={0}
            aria-label={labels[index]}
            onClick={() => activate(marker)}
            onKeyDown={(event) => handleKeyDown(event, marker)}
            onMouseEnter={() => setHovered(index)}
            onMouseLeave={() => setHovered(null)}
            onFocus={() => setHovered(index)}
            onBlur={() => setHovered(null)}
          >
            <circle className="chart__focus-ring" cx={marker.cx} cy={marker.cy} r={marker.r + 4} />
            {marker.kind === 'point' ? (
              <circle className="chart__point-dot" cx={marker.cx} cy={marker.cy} r={marker.r} />
            ) : (
              <>
                <circle className="chart__cluster-circle" cx={marker.cx} cy={marker.cy} r={marker.r} />
                <text
                  className="chart__cluster-count"
                  x={marker.cx}
                  y={marker.cy}
                  textAnchor="middle"
                  dominantBaseline="central"
                >
                  {format.count(marker.group.members.length)}
                </text>
              </>
            )}
          </g>
        ))}
      </ChartSvg>
      {activeMarker && hovered !== null && (
        <div
          className="chart__tooltip"
          aria-hidden="true"
          style={{
            left: Math.min(Math.max(activeMarker.cx, 96), width - 96),
            top: activeMarker.cy - activeMarker.r,
          }}
        >
          {labels[hovered]}
        </div>
      )}
    </>
  );
}

function summarize(
  layout: BubbleGraphLayout,
  format: ChartFormat,
  t: ReturnType<typeof useI18n>['t'],
): string {
  const plotted = layout.markers.flatMap((marker) =>
    marker.kind === 'point' ? [marker.item] : marker.group.members,
  );
  const minutes = plotted.map((item) => item.minutes);
  const growth = plotted.map((item) => item.growth);
  const summary = t('chart.bubble.summary', {
    count: plotted.length,
    minMinutes: format.minutes(Math.min(...minutes)),
    maxMinutes: format.minutes(Math.max(...minutes)),
    minGrowth: format.percent(Math.min(...growth)),
    maxGrowth: format.percent(Math.max(...growth)),
  });
  return layout.groups
    ? `${summary} ${t('chart.bubble.summaryGroups', { groups: layout.groups.length })}`
    : summary;
}
