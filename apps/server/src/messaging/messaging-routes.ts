import type { RouteDefinition } from '../http/route.js';
import { messagingRoutes } from './messaging.routes.js';
import { productMessagesRoutes } from './product-messages.routes.js';
import { studentDataExportRoutes } from './student-data-export.routes.js';

/** Every route of messaging: the dashboard's, the math product's and a student's data export. */
export const allMessagingRoutes: RouteDefinition[] = [
  ...messagingRoutes,
  ...productMessagesRoutes,
  ...studentDataExportRoutes,
];
