/**
 * The screens' routes of spec §2, with `{name}` where an id goes (the report hierarchy under /district/… aside).
 * The route table gives each a page or a "not available yet" page (coming-soon-routes.test.ts), and a browser
 * journey opens each as every kind of customer (e2e/spec-routes.e2e.ts).
 */
export const SPEC_ROUTES = [
  '/home',
  '/view-classroom',
  '/add-assignment',
  '/curriculum',
  '/curriculum/domain/{domainId}',
  '/curriculum/domain/{domainId}/standard/{standardId}',
  '/lesson-transcript/es',
  '/word-problem-generator',
  '/reports',
  '/settings',
  '/preferences',
  '/teacher-preferences',
  '/teacher-settings',
  '/api-key',
  '/retired-report-error',
  '/missingroster',
  '/myflexpd',
  '/leagcy-dbl-resources',
  '/dbl-resources',
  '/getting-started',
  '/customer_home',
  '/reports/impact',
  '/reports/student-usage',
  '/reports/newDashboardUsage',
  '/reports/predictive-insights',
  '/reports/dpi',
  '/reports/standards-proficiency',
  '/reports/growth',
  '/reports/progress',
  '/reports/assignment-overview',
] as const;

/** A spec route as a URL, its `{name}` parts replaced by the ids given. */
export function specUrl(route: string, ids: Readonly<Record<string, number>>): string {
  return route.replace(/\{(\w+)\}/g, (whole, name: string) => String(ids[name] ?? whole));
}
