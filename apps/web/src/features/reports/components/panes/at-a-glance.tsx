import type { Customer } from '@dash/contracts';
import { useState } from 'react';
import { useI18n } from '../../../../lib/i18n';
import { useAlerts } from '../../api/get-alerts';
import { usePaneTimeframe } from '../../hooks/use-pane-timeframe';
import { alertsLoadFor } from '../../lib/alerts';
import type { PaneProps } from '../../lib/report-panes';
import { PaneStatus } from '../pane-frame';
import { AlertsTable, LessonPhasesPopover, type AlertHref } from './alert-tables';
import { ListPane } from './list-pane';

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
  const of = (category: 'LEARNING' | 'USAGE') =>
    (alerts.data?.data ?? [])
      .map((student) => ({
        ...student,
        alerts: student.alerts.filter((alert) => alert.category === category),
      }))
      .filter((student) => student.alerts.length > 0);

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
          <h3 className="glance__subtitle">{t('alerts.learningTitle')}</h3>
          <AlertsTable
            caption={t('alerts.learningTitle')}
            students={of('LEARNING')}
            empty={t('alerts.noneToday')}
            alertHref={alertHref}
          />
          <label className="glance__toggle">
            <input
              type="checkbox"
              checked={showUsage}
              onChange={(event) => setShowUsage(event.target.checked)}
            />{' '}
            {t('alerts.showUsage')}
          </label>
          {showUsage && (
            <>
              <h3 className="glance__subtitle">{t('alerts.usageTitle')}</h3>
              <AlertsTable
                caption={t('alerts.usageTitle')}
                students={of('USAGE')}
                empty={t('alerts.noUsage')}
                alertHref={alertHref}
              />
            </>
          )}
        </>
      )}
    </section>
  );
}

/** A classroom's Overview: At a Glance over its period, then the students table. */
export function ClassroomOverviewPane({ view, location, customer, title }: PaneProps<'classroomOverview'>) {
  const { timeframe } = usePaneTimeframe(view.list.timeframes, location, customer);
  return (
    <div className="classroom-overview">
      <ListPane view={view.list} location={location} customer={customer} title={title} />
      <AtAGlance
        endpoint={view.alertsEndpoint}
        timeframe={timeframe}
        customer={customer}
        alertHref={view.alertHref}
      />
    </div>
  );
}
