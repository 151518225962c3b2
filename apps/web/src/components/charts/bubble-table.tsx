import type { RefObject } from 'react';
import { useI18n } from '../../lib/i18n';
import type { BubbleGroup, BubblePoint } from './bubble-graph-layout';
import { msToMinutes } from './bubble-graph-layout';
import { ChartTable } from './chart-table';
import type { ChartFormat } from './chart-format';

interface BubbleTableProps {
  caption: string;
  points: readonly BubblePoint[];
  /** Clusters when the graph groups points; null lists the points by name. */
  groups: BubbleGroup[] | null;
  unplotted: BubblePoint[];
  onSelect: (id: number) => void;
  /** A group to focus once its heading renders (set when a cluster was activated in the graph). */
  pendingFocusGroup: RefObject<number | null>;
  format: ChartFormat;
}

const COLUMNS = 4;

/** The bubble graph as a table: one row per point, in groups when the graph clusters them. */
export function BubbleTable({
  caption,
  points,
  groups,
  unplotted,
  onSelect,
  pendingFocusGroup,
  format,
}: BubbleTableProps) {
  const { t, tag } = useI18n();
  const byName = (a: BubblePoint, b: BubblePoint) => a.name.localeCompare(b.name, tag, { numeric: true });

  function renderRow(point: BubblePoint) {
    return (
      <tr key={point.id}>
        <th scope="row">
          <button type="button" className="chart__link-button" onClick={() => onSelect(point.id)}>
            {point.name}
          </button>
        </th>
        <td className="chart__num">
          {point.average_weekly_session_time === null
            ? t('chart.noData')
            : format.minutes(msToMinutes(Math.max(0, point.average_weekly_session_time)))}
        </td>
        <td className="chart__num">
          {point.percent_growth === null ? t('chart.noData') : format.percent(point.percent_growth)}
        </td>
        <td className="chart__num">{format.count(point.count_active_students)}</td>
      </tr>
    );
  }

  function focusIfPending(index: number) {
    return (node: HTMLTableCellElement | null) => {
      if (node && pendingFocusGroup.current === index) {
        pendingFocusGroup.current = null;
        node.focus();
        node.scrollIntoView?.({ block: 'nearest' });
      }
    };
  }

  return (
    <ChartTable
      caption={caption}
      columns={[
        { label: t('chart.bubble.name') },
        { label: t('chart.bubble.minutesAxis'), isNumber: true },
        { label: t('chart.bubble.growthAxis'), isNumber: true },
        { label: t('chart.bubble.activeStudents'), isNumber: true },
      ]}
    >
      {groups ? (
        <>
          {groups.map((group) => (
            <tbody key={group.index}>
              <tr>
                <th
                  scope="rowgroup"
                  colSpan={COLUMNS}
                  className="chart__group-heading"
                  tabIndex={-1}
                  ref={focusIfPending(group.index)}
                >
                  {t('chart.bubble.groupHeading', { index: group.index, count: group.members.length })}
                </th>
              </tr>
              {group.members
                .map((member) => member.point)
                .sort(byName)
                .map(renderRow)}
            </tbody>
          ))}
          {unplotted.length > 0 && (
            <tbody>
              <tr>
                <th scope="rowgroup" colSpan={COLUMNS} className="chart__group-heading">
                  {t('chart.bubble.noGrowthHeading')}
                </th>
              </tr>
              {[...unplotted].sort(byName).map(renderRow)}
            </tbody>
          )}
        </>
      ) : (
        <tbody>{[...points].sort(byName).map(renderRow)}</tbody>
      )}
    </ChartTable>
  );
}
