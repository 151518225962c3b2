/**
 * The authorization matrix's entries for analytics (security/route-matrix.ts merges them): educators record
 * page views in their own district (guardians never; another district's id is refused); only the district's
 * admin reads the engagement report.
 */
import { everyone, type MatrixEntry } from '../security/matrix-entry.js';

export const ANALYTICS_MATRIX: Record<string, MatrixEntry> = {
  'POST /a/events': {
    scope: 'none',
    // The foreign admin names the home district, not their own: refused.
    expected: { ...everyone('allow', 'signIn'), guardian: 'refuse', foreignAdmin: 'refuse' },
    body: (ctx) => ({
      districtId: ctx.objects.district,
      schoolId: ctx.objects.school,
      trackingDurationInMs: 1500,
      localTimestamp: '2026-01-05T09:30:00-05:00',
      page: '/district/:id/school/:id',
    }),
  },
  'GET /r/districts/:districtId/dashboard-usage': {
    scope: 'object',
    kind: 'district',
    query: 'timeframe=7d',
  },
};
