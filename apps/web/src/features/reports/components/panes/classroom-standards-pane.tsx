import { STANDARDS_EXPORT_PATHS } from '@dash/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../../components/ui/query-state';
import { useI18n } from '../../../../lib/i18n';
import { useClassroomStandardLevels } from '../../api/get-classroom-standard-levels';
import { useClassroomStandardsGrid } from '../../api/get-classroom-standards-grid';
import { useSetReportQuery } from '../../hooks/use-report-query-state';
import type { PaneProps } from '../../lib/report-panes';
import {
  groupViewOf,
  levelChange,
  nextGridSort,
  parseStandardsParam,
  standardsViewOf,
  type StandardsViewType,
} from '../../lib/standards-grid';
import { AssignClusterLink } from '../assign-button';
import { PaneFrame, PaneStatus } from '../pane-frame';
import { LevelReport } from './level-report';
import { StandardsGrid } from './standards-grid';
import { StandardsGroupView, type GroupViewEndpoints } from './standards-group-view';
import { useIsWideScreen } from './use-wide-screen';
import './standards.css';

/**
 * Classroom standards (spec §2): one grade's standards as a grid of students by standard, or as one standard's
 * students grouped by status (`viewType=grouping`; the only view on a phone). The grade, and in the group view
 * the domain and standard, live in the `standards` parameter (spec §5), so both views keep the grade.
 */
export function ClassroomStandardsPane({ view, location, customer, title }: PaneProps<'classroomStandards'>) {
  const { t } = useI18n();
  const setQuery = useSetReportQuery();
  const [searchParams] = useSearchParams();
  const isWide = useIsWideScreen();
  const viewType = standardsViewOf(searchParams.get('viewType'), isWide);
  const focus = parseStandardsParam(searchParams.get('standards'));
  // Bumped when the domain modal opens the group view, so focus lands on the chosen standard's title.
  const [focusRequest, setFocusRequest] = useState(0);
  const sort = location.order ? { order: location.order, sort: location.sort ?? 'asc' } : null;
  const levels = useClassroomStandardLevels(view.levelsEndpoint, {});
  const levelList = levels.data?.data.levels;
  const focusLevel = levelList?.some((level) => level.id === focus?.levelId) ? focus?.levelId : undefined;
  const levelId = focusLevel ?? levels.data?.data.default_level_id ?? undefined;
  const isGrid = viewType === 'grid';
  const grid = useClassroomStandardsGrid(
    view.gridEndpoint,
    { level_id: levelId },
    isGrid && levelId !== undefined,
  );
  const endpoints = groupViewEndpoints(view.gridEndpoint);
  const exportLinks = customer.policy.classroom?.standards_export && levelId !== undefined && (
    <StandardsExportLinks districtId={location.districtId} classroomId={location.itemId} levelId={levelId} />
  );

  return (
    <PaneFrame
      title={title}
      timeZone={customer.district_time_zone}
      dates={(isGrid ? grid.data : levels.data)?.report_dates}
    >
      {isWide && (
        <ViewSwitch
          value={viewType}
          onChange={(next) => setQuery({ viewType: next === 'grouping' ? next : undefined })}
        />
      )}
      {isGrid ? (
        <LevelReport
          levels={levels}
          levelsOf={(data) => data.data.levels}
          levelId={levelId}
          // Another grade shows other standards: the sort starts over (spec §4).
          onChoose={(level) => setQuery(levelChange(level.id))}
          report={grid}
        >
          {(report) => (
            <>
              {exportLinks}
              <StandardsGrid
                grid={report.data}
                studentHref={view.studentHref}
                sort={sort}
                onSort={(order) => setQuery({ ...nextGridSort(sort, order) })}
                assignAction={(standard) => (
                  <AssignClusterLink location={location} customer={customer} standard={standard} />
                )}
                domainActions={{
                  clustersEndpoint: endpoints.clusters,
                  academicStandard: customer.academic_standard_name,
                  onChooseStandard: (standard) => {
                    setFocusRequest((request) => request + 1);
                    setQuery(groupViewOf(report.data.level.id, standard));
                  },
                }}
              />
            </>
          )}
        </LevelReport>
      ) : !levels.isSuccess || levelList === undefined ? (
        <PaneStatus query={levels} />
      ) : levelId === undefined ? (
        <EmptyState message={t('standards.empty')} />
      ) : (
        <>
          <StandardsGroupView
            levels={levelList}
            levelId={levelId}
            focus={focusLevel !== undefined ? focus : null}
            endpoints={endpoints}
            studentHref={view.studentHref}
            location={location}
            customer={customer}
            onQuery={setQuery}
            focusRequest={focusRequest}
          />
          {exportLinks}
        </>
      )}
    </PaneFrame>
  );
}

/** The classroom's standards calls beside the grid's `…/standards/all`: domains, clusters, one standard. */
function groupViewEndpoints(gridEndpoint: string): GroupViewEndpoints {
  const base = gridEndpoint.replace(/\/all$/, '');
  return {
    domains: `${base}/domains`,
    clusters: `${base}/clusters`,
    standard: (standardId) => `${base}/${standardId}`,
  };
}

const VIEW_TYPES: readonly StandardsViewType[] = ['grid', 'grouping'];

/** The Grid / Group switch of a wide screen: two toggle buttons, the shown view pressed. */
function ViewSwitch({
  value,
  onChange,
}: {
  value: StandardsViewType;
  onChange: (viewType: StandardsViewType) => void;
}) {
  const { t } = useI18n();
  return (
    <div className="standards-view-switch" role="group" aria-label={t('standards.view.label')}>
      {VIEW_TYPES.map((viewType) => (
        <button
          key={viewType}
          type="button"
          aria-pressed={value === viewType}
          onClick={() => onChange(viewType)}
        >
          {t(viewType === 'grid' ? 'standards.view.grid' : 'standards.view.grouping')}
        </button>
      ))}
    </div>
  );
}

/** The grade's standards as a file (spec §7 "Export"): the grid as CSV, and the workbook with its key. */
function StandardsExportLinks(props: { districtId: number; classroomId: number; levelId: number }) {
  const { t } = useI18n();
  const query = `level_id=${props.levelId}`;
  const grid = STANDARDS_EXPORT_PATHS.grid(props.districtId, props.classroomId);
  const workbook = STANDARDS_EXPORT_PATHS.workbook(props.districtId);
  return (
    <nav className="standards-export" aria-label={t('standards.export.label')}>
      <a className="button button--secondary" href={`${grid}?${query}&format=csv`} download>
        {t('standards.export.csv')}
      </a>
      <a
        className="button button--secondary"
        href={`${workbook}?classroom_id=${props.classroomId}&${query}`}
        download
      >
        {t('standards.export.xlsx')}
      </a>
    </nav>
  );
}
