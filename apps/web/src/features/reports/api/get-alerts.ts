import type { AlertsResponse } from '@dash/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReportParams } from './get-report';
import { reportOperation } from './get-report';

const alerts = reportOperation<AlertsResponse, ReportParams>(
  {},
  { loadFailureKey: 'errors.load.alerts', locator: 'alerts' },
);

/**
 * Alerts of a classroom or student (…/alerts, …/alerts/academic). Never kept fresh from an earlier answer
 * (spec §7 "not cached"): each mount and focus asks again.
 */
export function useAlerts(endpoint: string, params: ReportParams, isEnabled = true) {
  return useQuery({ ...alerts.queryOptions(endpoint, params), staleTime: 0, enabled: isEnabled });
}
