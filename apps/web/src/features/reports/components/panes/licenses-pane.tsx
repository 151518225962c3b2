import { SCHOOL_SUBTOTAL_ID, isLowLicenseActivity, type UniqueUserCount } from '@dash/contracts';
import { useEffect } from 'react';
import { EmptyState } from '../../../../components/ui/query-state';
import { useI18n } from '../../../../lib/i18n';
import { useLicenses } from '../../api/get-licenses';
import { useUniqueUserCount } from '../../api/get-unique-user-count';
import type { PaneProps } from '../../lib/report-panes';
import { PaneFrame, PaneStatus } from '../pane-frame';
import { StatList, type Stat } from '../stat-list';
import { LicenseGroupItem } from './license-group-item';
import './licenses.css';

/** Login figures once loaded; a failure is logged and the report goes on without them (spec §7, §8). */
function useLoginCounts(endpoint: string | null): UniqueUserCount['data'] | null {
  const counts = useUniqueUserCount(endpoint ?? '', {}, endpoint !== null);
  useEffect(() => {
    if (counts.isError) console.warn('licence login counts unavailable', counts.error);
  }, [counts.isError, counts.error]);
  return counts.data?.data ?? null;
}

/**
 * The Licenses tab of a district or school (spec §2 License report): the summary, the low-activity warning
 * (spec §9) and each licence group, collapsed at first. Login activity only where the policy allows it (spec §6).
 */
export function LicensesPane({ view, location, customer, title }: PaneProps<'licenses'>) {
  const { t, formatNumber } = useI18n();
  const report = useLicenses(view.endpoint, {});
  const showsActivity = customer.policy[location.state]?.license_activity === true;
  const counts = useLoginCounts(showsActivity ? view.countsEndpoint : null);
  const isSchool = view.of === 'school';
  const loggedInOf = (id: number) => counts?.subGroups[String(id)] ?? null;

  if (!report.isSuccess)
    return (
      <PaneFrame title={title} timeZone={customer.district_time_zone}>
        <PaneStatus query={report} />
      </PaneFrame>
    );
  const { summary, groups } = report.data.data;
  const lowGroups = groups.filter((g) => {
    const loggedIn = loggedInOf(g.id);
    return g.is_active && loggedIn !== null && isLowLicenseActivity(loggedIn, g);
  });
  const loggedInTotal =
    counts === null
      ? null
      : isSchool
        ? (counts.subGroups[String(SCHOOL_SUBTOTAL_ID)] ?? null)
        : counts.totalCount;
  const stats: Stat[] = [
    { label: t('licenses.summary.seats'), value: formatNumber(summary.seatsAllottedCount) },
    { label: t('licenses.summary.available'), value: formatNumber(summary.seatsAvailableCount) },
    { label: t('licenses.summary.students'), value: formatNumber(summary.usersLicensedCount) },
    ...(showsActivity
      ? [
          {
            label: t('licenses.summary.loggedIn'),
            value: loggedInTotal === null ? '–' : formatNumber(loggedInTotal),
          },
        ]
      : []),
  ];

  return (
    <PaneFrame title={title} timeZone={customer.district_time_zone}>
      {groups.length === 0 ? (
        <EmptyState message={t('licenses.empty')} />
      ) : (
        <>
          <StatList label={t('report.summary')} stats={stats} />
          {lowGroups.length > 0 && (
            <div className="license-warning" role="status">
              <p>{t('licenses.lowActivity', { count: lowGroups.length })}</p>
              <ul>
                {lowGroups.map((g) => (
                  <li key={g.id}>{g.description}</li>
                ))}
              </ul>
            </div>
          )}
          <ul className="license-groups" aria-label={t('licenses.groups')}>
            {groups.map((group) => (
              <LicenseGroupItem
                key={group.id}
                group={group}
                loggedIn={loggedInOf(group.id)}
                isSchool={isSchool}
              />
            ))}
          </ul>
        </>
      )}
    </PaneFrame>
  );
}
