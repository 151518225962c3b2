import { useI18n } from '../../../../lib/i18n';
import { useAlerts } from '../../api/get-alerts';
import { usePaneTimeframe } from '../../hooks/use-pane-timeframe';
import { academicAlertsParams, alertsLoadFor } from '../../lib/alerts';
import type { PaneProps } from '../../lib/report-panes';
import { PaneFrame, PaneStatus } from '../pane-frame';
import { AlertsTable, LessonPhasesPopover } from './alert-tables';

/**
 * A classroom's Alerts tab (spec §2, §6: under the INSIGHT_EFP tag and alerts_efp_enabled): the learning
 * alerts its students raised over the trailing 7 days (or 30), each a link to the student's standard.
 */
export function ClassroomAlertsPane({ view, location, customer, title }: PaneProps<'classroomAlerts'>) {
  const { t } = useI18n();
  const { timeframe, frame } = usePaneTimeframe(view.timeframes, location, customer);
  const canLoad = alertsLoadFor(timeframe, customer.district_time_zone);
  const params = academicAlertsParams(timeframe);
  const alerts = useAlerts(view.endpoint, params, canLoad);
  const empty = params.days ? t('alerts.noneNew', { days: params.days }) : t('alerts.noneInPeriod');
  return (
    <PaneFrame title={title} {...frame} dates={alerts.data?.report_dates}>
      <div className="glance__header">
        <p className="muted glance__lead">{t('alerts.tab.lead')}</p>
        <LessonPhasesPopover />
      </div>
      {!canLoad ? (
        <p className="muted">{t('alerts.windowOnly')}</p>
      ) : alerts.isSuccess ? (
        <AlertsTable caption={title} students={alerts.data.data} empty={empty} alertHref={view.alertHref} />
      ) : (
        <PaneStatus query={alerts} />
      )}
    </PaneFrame>
  );
}
