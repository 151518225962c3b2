import type { Customer } from '@dash/contracts';
import { useLocation } from 'react-router';
import { useI18n } from '../../../../lib/i18n';
import { useAlerts } from '../../api/get-alerts';
import { alertsLoadFor } from '../../lib/alerts';
import { withQuery } from '../../lib/report-url';
import { AlertSentences } from './alert-tables';

/**
 * A student's alerts on their overview (spec §2; a guardian's child's, spec §6): today's alerts, shown only for a
 * recent period (within 30 days, including today). Staff open the standard an alert names; a guardian reads it.
 */
export function StudentAlerts({
  endpoint,
  timeframe,
  customer,
}: {
  endpoint: string;
  timeframe: string;
  customer: Customer;
}) {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  const canLoad = alertsLoadFor(timeframe, customer.district_time_zone);
  // The overview names the one alert the student shows, usage included (only tables leave usage out by default).
  const alerts = useAlerts(endpoint, { usage: 'true' }, canLoad);
  const student = alerts.data?.data[0];
  if (!canLoad || !student) return null;
  const canOpenStandards = customer.role !== 'guardian';
  return (
    <section className="overview__alert" aria-labelledby="student-alerts-title">
      <h3 id="student-alerts-title" className="student-alerts__title">
        {t('alerts.studentTitle')}
      </h3>
      <AlertSentences
        student={student}
        alertHref={(_, standards) =>
          canOpenStandards
            ? withQuery(pathname, search, { pane: 'standards', standards, order: undefined, sort: undefined })
            : null
        }
      />
    </section>
  );
}
