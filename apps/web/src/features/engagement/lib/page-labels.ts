import type { MessageKey } from '../../../lib/i18n';

/** Names of the pages educators visit, by the page name analytics stores (route with ids as :id). */
const PAGE_LABELS: Record<string, MessageKey> = {
  '/home': 'engagement.page.home',
  '/reports': 'engagement.page.reports',
  '/district/:id': 'engagement.page.district',
  '/district/:id/grade/:id': 'engagement.page.grade',
  '/district/:id/school/:id': 'engagement.page.school',
  '/district/:id/teacher/:id': 'engagement.page.teacher',
  '/district/:id/classroom/:id': 'engagement.page.classroom',
  '/district/:id/student/:id': 'engagement.page.student',
  '/add-assignment': 'engagement.page.addAssignment',
  '/dbl-resources': 'engagement.page.resources',
  '/myflexpd': 'engagement.page.pd',
  '/getting-started': 'engagement.page.gettingStarted',
  '/settings': 'engagement.page.settings',
  '/teacher-settings': 'engagement.page.teacherSettings',
  '/word-problem-generator': 'engagement.page.wordProblems',
  '/reports/newDashboardUsage': 'engagement.page.engagement',
};

/** The message key naming `page`, or null for a page without a name (shown as its path). */
export const pageLabelKey = (page: string): MessageKey | null => PAGE_LABELS[page] ?? null;
