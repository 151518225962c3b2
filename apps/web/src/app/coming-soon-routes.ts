import type { Audience } from '../lib/access';
import type { MessageKey } from '../lib/i18n';

/** A spec §2 route whose page is not built yet: it says what it will do instead of bouncing silently. */
export interface ComingSoonRoute {
  /** The route pattern, as the router reads it. */
  path: string;
  /** Who may open it; anyone else goes to their default URL (spec §4: failing policy goes home). */
  audience: Audience;
  titleKey: MessageKey;
  /** One sentence: what the page will do. */
  descriptionKey: MessageKey;
}

/** Every spec §2 route and report pane that is not built yet, in the order the spec lists them. */
export const COMING_SOON_ROUTES: readonly ComingSoonRoute[] = [
  {
    path: '/view-classroom',
    audience: 'staff',
    titleKey: 'comingSoon.viewClassroom.title',
    descriptionKey: 'comingSoon.viewClassroom.description',
  },
  {
    path: '/curriculum',
    audience: 'staff',
    titleKey: 'comingSoon.curriculum.title',
    descriptionKey: 'comingSoon.curriculum.description',
  },
  {
    path: '/curriculum/domain/:domainId',
    audience: 'staff',
    titleKey: 'comingSoon.curriculumDomain.title',
    descriptionKey: 'comingSoon.curriculumDomain.description',
  },
  {
    path: '/curriculum/domain/:domainId/standard/:standardId',
    audience: 'staff',
    titleKey: 'comingSoon.curriculumStandard.title',
    descriptionKey: 'comingSoon.curriculumStandard.description',
  },
  {
    path: '/lesson-transcript/:lang',
    audience: 'staff',
    titleKey: 'comingSoon.lessonTranscript.title',
    descriptionKey: 'comingSoon.lessonTranscript.description',
  },
  {
    path: '/retired-report-error',
    audience: 'everyone',
    titleKey: 'comingSoon.retiredReport.title',
    descriptionKey: 'comingSoon.retiredReport.description',
  },
  {
    path: '/customer_home',
    audience: 'everyone',
    titleKey: 'comingSoon.customerHome.title',
    descriptionKey: 'comingSoon.customerHome.description',
  },
  {
    path: '/reports/impact',
    audience: 'admins',
    titleKey: 'comingSoon.reportImpact.title',
    descriptionKey: 'comingSoon.reportImpact.description',
  },
  {
    path: '/reports/student-usage',
    audience: 'admins',
    titleKey: 'comingSoon.reportStudentUsage.title',
    descriptionKey: 'comingSoon.reportStudentUsage.description',
  },
  {
    path: '/reports/predictive-insights',
    audience: 'admins',
    titleKey: 'comingSoon.reportPredictiveInsights.title',
    descriptionKey: 'comingSoon.reportPredictiveInsights.description',
  },
  {
    path: '/reports/dpi',
    audience: 'admins',
    titleKey: 'comingSoon.reportDpi.title',
    descriptionKey: 'comingSoon.reportDpi.description',
  },
  {
    path: '/reports/standards-proficiency',
    audience: 'admins',
    titleKey: 'comingSoon.reportStandardsProficiency.title',
    descriptionKey: 'comingSoon.reportStandardsProficiency.description',
  },
  {
    path: '/reports/growth',
    audience: 'admins',
    titleKey: 'comingSoon.reportGrowth.title',
    descriptionKey: 'comingSoon.reportGrowth.description',
  },
  {
    path: '/reports/progress',
    audience: 'admins',
    titleKey: 'comingSoon.reportProgress.title',
    descriptionKey: 'comingSoon.reportProgress.description',
  },
  {
    path: '/reports/assignment-overview',
    audience: 'admins',
    titleKey: 'comingSoon.reportAssignmentOverview.title',
    descriptionKey: 'comingSoon.reportAssignmentOverview.description',
  },
];
