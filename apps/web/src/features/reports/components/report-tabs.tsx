import { Link, useLocation } from 'react-router';
import { useI18n, type MessageKey } from '../../../lib/i18n';
import { paneHref } from '../lib/report-url';
import './report-tabs.css';

export const PANE_LABEL_KEYS: Record<string, MessageKey> = {
  schools: 'pane.schools',
  grades: 'pane.grades',
  performance: 'pane.performance',
  customers_usage: 'pane.customersUsage',
  school_customers_usage: 'pane.customersUsage',
  teachers: 'pane.teachers',
  classes: 'pane.classes',
  students: 'pane.students',
  overview: 'pane.overview',
  alerts: 'pane.alerts',
  activity: 'pane.activity',
  usage: 'pane.usage',
  standards: 'pane.standards',
  assignments: 'pane.assignmentHistory',
  create_assignment: 'pane.createAssignment',
  messages: 'pane.messages',
  concepts: 'pane.concepts',
  licenses: 'pane.licenses',
  roster_ro: 'manageClassroom.pane.roster',
};

/** Panes named differently on one state: a classroom's assignments are its Assigned Lessons (spec §2). */
const STATE_PANE_LABEL_KEYS: Record<string, MessageKey> = {
  'classroom.assignments': 'pane.assignedLessons',
};

/** The label of a pane on a state's report. */
export const paneLabelKeyOf = (state: string, pane: string): MessageKey =>
  STATE_PANE_LABEL_KEYS[`${state}.${pane}`] ?? PANE_LABEL_KEYS[pane] ?? 'pane.overview';

/** The report's tabs as links (each a URL with `pane`); the current one is marked for assistive technology. */
export function ReportTabs({
  state,
  tabs,
  current,
}: {
  state: string;
  tabs: readonly string[];
  current: string;
}) {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  if (tabs.length < 2) return null;
  return (
    <nav className="report-tabs" aria-label={t('report.tabs')}>
      <ul>
        {tabs.map((pane) => (
          <li key={pane}>
            <Link
              to={paneHref(pathname, search, pane)}
              aria-current={pane === current ? 'page' : undefined}
              className="report-tabs__tab"
            >
              {t(paneLabelKeyOf(state, pane))}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
