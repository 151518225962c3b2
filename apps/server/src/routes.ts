import { activeLessonsRoutes } from './assignments/active-lessons.routes.js';
import { alertsRoutes } from './reports/alerts/alerts.routes.js';
import { conceptsRoutes } from './reports/concepts/concepts.routes.js';
import { activityRoutes } from './reports/activity/activity.routes.js';
import { assignmentHistoryRoutes } from './assignments/assignment-history.routes.js';
import { assignmentProgressRoutes } from './assignments/assignment-progress.routes.js';
import { goalProgressRoutes } from './assignments/goal-progress.routes.js';
import { assignmentRoutes } from './assignments/assignments.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import type { RouteDefinition } from './http/route.js';
import { rosterRoutes } from './roster/roster.routes.js';
import { openApiRoute } from './http/openapi.routes.js';
import { ingestRoutes } from './ingest/ingest.routes.js';
import { curriculumRoutes } from './curriculum/curriculum.routes.js';
import { listRoutes } from './reports/lists/lists.routes.js';
import { chartRoutes } from './reports/charts/charts.routes.js';
import { customersUsageRoutes } from './reports/customers-usage/customers-usage.routes.js';
import { classroomTeachersRoute } from './reports/lists/classroom-teachers.routes.js';
import { standardsRoutes } from './reports/standards/standards.routes.js';
import { thirdPartyRoutes } from './third-party/third-party.routes.js';
import { printablesRoutes } from './printables/printables.routes.js';
import { allMessagingRoutes } from './messaging/messaging-routes.js';
import { liveRoutes } from './live/live.routes.js';
import { bulkUploadRoutes } from './bulk-upload/bulk-upload.routes.js';
import { manageAccountsRoutes } from './manage-accounts/manage-accounts.routes.js';
import { accountPreferencesRoutes } from './manage-accounts/account-preferences.routes.js';
import { bannerRoutes } from './banners/banners.routes.js';
import { pdRoutes } from './pd/pd.routes.js';
import { profileSettingsRoutes } from './manage-accounts/profile-settings.routes.js';
import { manageClassroomRoutes } from './manage-classroom/manage-classroom.routes.js';
import { licensesRoutes } from './licenses/licenses.routes.js';
import { resourcesRoutes } from './resources/resources.routes.js';
import { wordProblemsRoutes } from './word-problems/word-problems.routes.js';
import { districtPanesRoutes } from './reports/district-panes/district-panes.routes.js';
import { analyticsRoutes } from './analytics/analytics.routes.js';

/** Every API route of the server. The policy and matrix tests walk this list. */
export const allRoutes: readonly RouteDefinition[] = [
  ...authRoutes,
  ...rosterRoutes,
  openApiRoute,
  ...ingestRoutes,
  ...listRoutes,
  ...chartRoutes,
  ...customersUsageRoutes,
  classroomTeachersRoute,
  ...standardsRoutes,
  ...curriculumRoutes,
  ...assignmentRoutes,
  ...assignmentHistoryRoutes,
  ...assignmentProgressRoutes,
  ...thirdPartyRoutes,
  ...goalProgressRoutes,
  ...activeLessonsRoutes,
  ...printablesRoutes,
  ...allMessagingRoutes,
  ...alertsRoutes,
  ...liveRoutes,
  ...conceptsRoutes,
  ...activityRoutes,
  ...bulkUploadRoutes,
  ...manageAccountsRoutes,
  ...accountPreferencesRoutes,
  ...bannerRoutes,
  ...pdRoutes,
  ...profileSettingsRoutes,
  ...manageClassroomRoutes,
  ...licensesRoutes,
  ...resourcesRoutes,
  ...wordProblemsRoutes,
  ...districtPanesRoutes,
  ...analyticsRoutes,
];
