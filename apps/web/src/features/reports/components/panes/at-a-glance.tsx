import type { Customer } from '@dash/contracts';
import { useState } from 'react';
import { useI18n, type MessageKey } from '../../../../lib/i18n';
import { useAlerts } from '../../api/get-alerts';
import { usePaneTimeframe } from '../../hooks/use-pane-timeframe';
import { alertsLoadFor } from '../../lib/alerts';
import type { PaneProps } from '../../lib/report-panes';
import { PaneStatus } from '../pane-frame';
import { AlertsTable, LessonPhasesPopover, type AlertHref } from './alert-tables';
import { ClassroomProficiencyTable } from './classroom-proficiency-table';
import { ListPane } from './list-pane';

type GlanceCategory = 'LEARNING' | 'USAGE';

/** Each table's heading (also its caption) and what it says when no student has such an alert. */
const GLANCE_TABLES: Record<GlanceCategory, { title: MessageKey; empty: MessageKey }> = {
  LEARNING: { title: 'alerts.learningTitle', empty: 'alerts.noneToday' },
  USAGE: { title: 'alerts.usageTitle', empty: 'alerts.noUsage' },
};

/**
 * At a Glance (spec §2): today's alerts of a classroom, learning alerts then usage alerts (off until asked for;
 * never for a student with a learning alert). Loads only when the pane's period is within the last 30 days and
 * includes today (spec §6).
 */
export function AtAGlance({
  endpoint,
  timeframe,
  customer,
  alertHref,
}: {
  endpoint: string;
  timeframe: string;
  customer: Customer;
  alertHref: AlertHref;
}) {
  const { t } = useI18n();
  const [showUsage, setShowUsage] = useState(false);
  const canLoad = alertsLoadFor(timeframe, customer.district_time_zone);
  const alerts = useAlerts(endpoint, { usage: showUsage ? 'true' : undefined }, canLoad);
  /** One category's table under its heading: each student with their alerts of that category. */
  const tableOf = (category: GlanceCategory) => {
    const { title, empty } = GLANCE_TABLES[category];
    const students = (alerts.data?.data ?? [])
      .map((student) => ({
        ...student,
        alerts: student.alerts.filter((alert) => alert.category === category),
      }))
      .filter((student) => student.alerts.length > 0);
    return (
      <>
        <h3 className="glance__subtitle">{t(title)}</h3>
        <AlertsTable caption={t(title)} students={students} empty={t(empty)} alertHref={alertHref} />
      </>
    );
  };

  return (
    <section className="glance" aria-labelledby="glance-title">
      <div className="glance__header">
        <h2 id="glance-title" className="glance__title">
          {t('alerts.glance.title')}
        </h2>
        <LessonPhasesPopover />
      </div>
      <p className="muted">{t('alerts.glance.lead')}</p>
      {!canLoad ? (
        <p className="muted">{t('alerts.windowOnly')}</p>
      ) : !alerts.isSuccess ? (
        <PaneStatus query={alerts} />
      ) : (
        <>
          {tableOf('LEARNING')}
          <label className="glance__toggle">
            <input
              type="checkbox"
              checked={showUsage}
              onChange={(event) => setShowUsage(event.target.checked)}
            />{' '}
            {t('alerts.showUsage')}
          </label>
          {showUsage && tableOf('USAGE')}
        </>
      )}
    </section>
  );
}

/** A classroom's Overview: the students table, the grade proficiency table, then At a Glance over its period. */
export function ClassroomOverviewPane({ view, location, customer, title }: PaneProps<'classroomOverview'>) {
  const { timeframe } = usePaneTimeframe(view.list.timeframes, location, customer);
  return (
    <div className="classroom-overview">
      <ListPane view={view.list} location={location} customer={customer} title={title} />
      <ClassroomProficiencyTable location={location} customer={customer} />
      <AtAGlance
        endpoint={view.alertsEndpoint}
        timeframe={timeframe}
        customer={customer}
        alertHref={view.alertHref}
      />
    </div>
  );
}
