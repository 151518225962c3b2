import { authRoutes } from './auth/auth.routes.js';
import type { RouteDefinition } from './http/route.js';
import { rosterRoutes } from './roster/roster.routes.js';
import { openApiRoute } from './http/openapi.routes.js';
import { ingestRoutes } from './ingest/ingest.routes.js';
import { curriculumRoutes } from './curriculum/curriculum.routes.js';
import { reportRoutes } from './reports/reports.routes.js';
import { districtChartRoutes } from './reports/district-charts.routes.js';
import { customersUsageRoutes } from './reports/customers-usage.routes.js';
import { classroomTeachersRoute } from './reports/classroom-teachers.routes.js';
import { standardsRoutes } from './reports/standards.routes.js';

/** Every API route of the server. The policy and matrix tests walk this list. */
export const allRoutes: readonly RouteDefinition[] = [
  ...authRoutes,
  ...rosterRoutes,
  openApiRoute,
  ...ingestRoutes,
  ...reportRoutes,
  ...districtChartRoutes,
  ...customersUsageRoutes,
  classroomTeachersRoute,
  ...standardsRoutes,
  ...curriculumRoutes,
];
