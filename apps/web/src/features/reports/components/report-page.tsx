import type { Customer } from '@dash/contracts';
import { useEffect, type ComponentType } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { gradeName, useI18n } from '../../../lib/i18n';
import { liveTargetOf, useLiveReport } from '../../../lib/use-live-report';
import { displayName, useNavList } from '../api/get-nav-list';
import { useReportItem, type ReportItem } from '../hooks/use-report-item';
import { ASSIGN_MODE_PARAM, assignEntryHref } from '../lib/assign-entry';
import { ITEM_TYPE_KEYS } from '../lib/item-types';
import type { ReportLocation } from '../lib/report-location';
import { paneViewOf, type PaneProps, type PaneView } from '../lib/report-panes';
import { tabOfPane, visibleTabs } from '../lib/report-tabs';
import { withQuery } from '../lib/report-url';
import { AssignButton } from './assign-button';
import { Breadcrumbs } from './breadcrumbs';
import { NavPane } from './nav-pane';
import { ActivityPane } from './panes/activity-pane';
import { AssignmentsPane } from './panes/assignments-pane';
import { ClassroomOverviewPane } from './panes/at-a-glance';
import { ClassroomAlertsPane } from './panes/classroom-alerts-pane';
import { ConceptsPane } from './panes/concepts/concepts-pane';
import { HighlightsSlot } from './panes/highlights/highlights-slot';
import { CustomersUsagePane } from './panes/customers-usage-pane';
import { LicensesPane } from './panes/licenses-pane';
import { ListPane } from './panes/list-pane';
import { MessagesPane } from './panes/messages-slot';
import { CreateAssignmentPane, InfoActionsSlot, RosterReadOnlyPane } from './panes/pane-slots';
import { ClassroomPerformancePane, DistrictPerformancePane } from './panes/performance-panes';
import { ClassroomStandardsPane, StudentStandardsPane } from './panes/standards-panes';
import { StudentOverviewPane } from './panes/student-overview-pane';
import { UsagePane } from './panes/usage-pane';
import { paneLabelKeyOf, ReportTabs } from './report-tabs';
import './report-page.css';

/** Where the close button returns to: the page the customer came from before entering the reports. */
const REFERRER_KEY = 'reportReferrer';

interface ReportPageProps {
  location: ReportLocation;
  customer: Customer;
}

/**
 * The one report page of the hierarchy (spec §2): item heading and info, navigation pane, tabs and the
 * pane the state table names. Refused or unknown items send the customer home (spec §5, §8).
 */
export function ReportPage({ location, customer }: ReportPageProps) {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const routerLocation = useLocation();
  const item = useReportItem(location, customer);
  const children = useNavList(location.districtId, 'students', {}, location.state === 'guardian');
  // An open classroom, student or guardian's child page follows play and assignments: its reports refetch.
  useLiveReport(liveTargetOf(location, location.context.studentId ?? children.data?.[0]?.id));
  const from = (routerLocation.state as { from?: unknown } | null)?.from;

  useEffect(() => {
    if (typeof from === 'string') sessionStorage.setItem(REFERRER_KEY, from);
  }, [from]);

  if (item.status === 'missing') return <Navigate to={customer.default_url} replace />;
  // assign=true enters assign mode (spec §2); where the policy does not allow it, the report shows as usual.
  const assignMode = new URLSearchParams(routerLocation.search).get(ASSIGN_MODE_PARAM) === 'true';
  const assignTo = assignMode ? assignEntryHref(location, customer, routerLocation) : null;
  if (assignTo) {
    const back = withQuery(routerLocation.pathname, routerLocation.search, {
      [ASSIGN_MODE_PARAM]: undefined,
    });
    return <Navigate to={assignTo} replace state={{ from: back }} />;
  }
  if (item.status === 'loading') return <LoadingState />;
  if (item.status === 'error') return <ErrorState onRetry={item.retry} />;

  const studentId =
    location.state === 'guardian' ? (location.context.studentId ?? children.data?.[0]?.id) : undefined;
  const child = children.data?.find((row) => row.id === studentId);
  const tabs = visibleTabs(location, customer);
  const view = paneViewOf(location, location.pane, studentId);
  const close = () => void navigate(sessionStorage.getItem(REFERRER_KEY) ?? customer.default_url);
  const hasBreadcrumbs = customer.magneto_district_options.navigation_2020 === false;

  return (
    <div className="report-page">
      {hasBreadcrumbs && <Breadcrumbs location={location} customer={customer} currentName={item.item.name} />}
      <div className="report-page__header">
        <PageHeading
          title={location.state === 'grade' ? gradeName({ t, locale }, location.itemId) : item.item.name}
          lead={<InfoLines location={location} item={item.item} />}
        />
        <div className="report-page__actions">
          <AssignButton location={location} customer={customer} />
          <InfoActionsSlot
            state={location.state}
            districtId={location.districtId}
            itemId={location.itemId}
            customer={customer}
          />
          {location.state !== 'guardian' && (
            <button type="button" className="button button--secondary report-page__close" onClick={close}>
              {t('report.close')}
            </button>
          )}
        </div>
      </div>
      <div className="report-page__body">
        <aside className="report-page__side">
          <NavPane location={location} customer={customer} currentStudentId={studentId} />
        </aside>
        <div className="report-page__main">
          <ReportTabs state={location.state} tabs={tabs} current={tabOfPane(location.pane, tabs)} />
          {location.state === 'guardian' && child && (
            <p className="report-page__subject">{t('report.showingChild', { name: displayName(child) })}</p>
          )}
          <HighlightsSlot location={location} />
          <PaneContent
            view={view}
            location={location}
            customer={customer}
            isWaiting={location.state === 'guardian' && children.isPending}
          />
        </div>
      </div>
    </div>
  );
}

/** Item type and the secondary lines of the info pane (spec §2). */
function InfoLines({ location, item }: { location: ReportLocation; item: ReportItem }) {
  const { t, locale } = useI18n();
  const lines = [t(ITEM_TYPE_KEYS[location.state]), ...item.lines];
  if (item.grade !== undefined && location.state !== 'grade')
    lines.push(gradeName({ t, locale }, item.grade));
  return <span className="report-page__info">{lines.join(' · ')}</span>;
}

function PaneContent({
  view,
  location,
  customer,
  isWaiting,
}: {
  view: PaneView | null;
  location: ReportLocation;
  customer: Customer;
  isWaiting: boolean;
}) {
  const { t } = useI18n();
  if (isWaiting) return <LoadingState />;
  if (!view)
    return (
      <p className="muted">{location.state === 'guardian' ? t('guardian.empty') : t('report.noPane')}</p>
    );
  const title = t(paneLabelKeyOf(location.state, location.pane));
  return paneOf(view.view, { view, location, customer, title });
}

/** The pane component of each kind of view. */
const PANES: { [K in PaneView['view']]: ComponentType<PaneProps<K>> } = {
  list: ListPane,
  usage: UsagePane,
  studentOverview: StudentOverviewPane,
  districtPerformance: DistrictPerformancePane,
  classroomPerformance: ClassroomPerformancePane,
  customersUsage: CustomersUsagePane,
  classroomStandards: ClassroomStandardsPane,
  studentStandards: StudentStandardsPane,
  createAssignment: CreateAssignmentPane,
  messages: MessagesPane,
  rosterReadOnly: RosterReadOnlyPane,
  assignments: AssignmentsPane,
  classroomOverview: ClassroomOverviewPane,
  classroomAlerts: ClassroomAlertsPane,
  concepts: ConceptsPane,
  activity: ActivityPane,
  licenses: LicensesPane,
};

function paneOf<K extends PaneView['view']>(kind: K, props: PaneProps<K>) {
  const Pane: ComponentType<PaneProps<K>> = PANES[kind];
  return <Pane {...props} />;
}
