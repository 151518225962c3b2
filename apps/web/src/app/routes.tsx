import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { LoadingState } from '../components/ui/query-state';
import { DISTRICT_PANES } from '../features/reports/panes-district/district-pane-list';
import { COMING_SOON_ROUTES, type ComingSoonRoute } from './coming-soon-routes';
import { RouteError } from './routes/route-error';

/** Route pages are split into their own chunks; only the shell is in the initial bundle. */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const LoginRoute = lazyPage(() => import('./routes/login'), 'LoginRoute');
const LogoutRoute = lazyPage(() => import('./routes/logout'), 'LogoutRoute');
const AppLayout = lazyPage(() => import('./routes/app-layout'), 'AppLayout');
const HomeRoute = lazyPage(() => import('./routes/home'), 'HomeRoute');
const ReportsRoute = lazyPage(() => import('./routes/reports'), 'ReportsRoute');
const MissingRosterRoute = lazyPage(() => import('./routes/missing-roster'), 'MissingRosterRoute');
const DistrictReportRoute = lazyPage(() => import('./routes/district-report'), 'DistrictReportRoute');
const AddAssignmentRoute = lazyPage(() => import('./routes/add-assignment'), 'AddAssignmentRoute');
const TeacherSettingsRoute = lazyPage(() => import('./routes/teacher-settings'), 'TeacherSettingsRoute');
const ManagePage = lazyPage(() => import('../features/manage/manage-page'), 'ManagePage');
const PreferencesPage = lazyPage(
  () => import('../features/manage/account/preferences-page'),
  'PreferencesPage',
);
const TeacherPreferencesPage = lazyPage(
  () => import('../features/manage/account/preferences-page'),
  'TeacherPreferencesPage',
);
const GettingStartedPage = lazyPage(
  () => import('../features/getting-started/components/getting-started-page'),
  'GettingStartedPage',
);
const ResourcesPage = lazyPage(
  () => import('../features/resources/components/resources-page'),
  'ResourcesPage',
);
const LegacyResourcesPage = lazyPage(
  () => import('../features/resources/components/legacy-resources-page'),
  'LegacyResourcesPage',
);
const PdPage = lazyPage(() => import('../features/professional-development/components/pd-page'), 'PdPage');
const PdLessonPage = lazyPage(
  () => import('../features/professional-development/components/pd-lesson-page'),
  'PdLessonPage',
);
const WordProblemGeneratorPage = lazyPage(
  () => import('../features/word-problems/components/word-problem-generator-page'),
  'WordProblemGeneratorPage',
);
const CurriculumPage = lazyPage(
  () => import('../features/curriculum/components/curriculum-page'),
  'CurriculumPage',
);
const CurriculumDomainPage = lazyPage(
  () => import('../features/curriculum/components/domain-page'),
  'CurriculumDomainPage',
);
const CurriculumStandardPage = lazyPage(
  () => import('../features/curriculum/components/standard-page'),
  'CurriculumStandardPage',
);
const DashboardUsagePage = lazyPage(
  () => import('../features/engagement/components/dashboard-usage-page'),
  'DashboardUsagePage',
);
const ApiKeyPage = lazyPage(() => import('../features/manage/account/api-key-page'), 'ApiKeyPage');
const ViewClassroomRoute = lazyPage(() => import('./routes/view-classroom'), 'ViewClassroomRoute');
const RetiredReportRoute = lazyPage(() => import('./routes/retired-report'), 'RetiredReportRoute');
const CustomerHomeRoute = lazyPage(() => import('./routes/customer-home'), 'CustomerHomeRoute');
const DistrictPaneRoute = lazy(() =>
  import('./routes/district-pane').then((module) => ({ default: module.DistrictPaneRoute })),
);
const UnknownUrlRoute = lazyPage(() => import('./routes/unknown-url'), 'UnknownUrlRoute');
const ComingSoonPage = lazy(() =>
  import('./routes/coming-soon').then((module) => ({ default: module.ComingSoonPage })),
);

function Page({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={<LoadingState />}>{children}</Suspense>;
}

/** What the router knows of a route beyond its element: the not-built spec route it stands in for. */
export interface AppRouteHandle {
  comingSoon?: ComingSoonRoute;
}

/** Every route of the web app (spec §2); any other URL goes to the customer's default URL. */
export const appRoutes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      {
        path: '/login',
        element: (
          <Page>
            <LoginRoute />
          </Page>
        ),
      },
      {
        path: '/logout',
        element: (
          <Page>
            <LogoutRoute />
          </Page>
        ),
      },
      {
        path: '/logout/:reason',
        element: (
          <Page>
            <LogoutRoute />
          </Page>
        ),
      },
      {
        element: (
          <Page>
            <AppLayout />
          </Page>
        ),
        children: [
          { path: '/home', element: <HomeRoute /> },
          { path: '/reports', element: <ReportsRoute /> },
          { path: '/missingroster', element: <MissingRosterRoute /> },
          { path: '/district/:districtId/*', element: <DistrictReportRoute /> },
          { path: '/add-assignment', element: <AddAssignmentRoute /> },
          { path: '/teacher-settings', element: <TeacherSettingsRoute /> },
          { path: '/settings', element: <ManagePage /> },
          { path: '/preferences', element: <PreferencesPage /> },
          { path: '/teacher-preferences', element: <TeacherPreferencesPage /> },
          { path: '/api-key', element: <ApiKeyPage /> },
          { path: '/getting-started', element: <GettingStartedPage /> },
          { path: '/dbl-resources', element: <ResourcesPage /> },
          { path: '/leagcy-dbl-resources', element: <LegacyResourcesPage /> },
          { path: '/myflexpd', element: <PdPage /> },
          { path: '/myflexpd/lessons/:lessonKey', element: <PdLessonPage /> },
          { path: '/word-problem-generator', element: <WordProblemGeneratorPage /> },
          { path: '/view-classroom', element: <ViewClassroomRoute /> },
          { path: '/retired-report-error', element: <RetiredReportRoute /> },
          { path: '/customer_home', element: <CustomerHomeRoute /> },
          { path: '/curriculum', element: <CurriculumPage /> },
          { path: '/curriculum/domain/:domainId', element: <CurriculumDomainPage /> },
          { path: '/curriculum/domain/:domainId/standard/:standardId', element: <CurriculumStandardPage /> },
          ...DISTRICT_PANES.map((pane): RouteObject => ({
            path: pane.path,
            element: <DistrictPaneRoute slug={pane.slug} />,
          })),
          { path: '/reports/newDashboardUsage', element: <DashboardUsagePage /> },
          ...COMING_SOON_ROUTES.map((route): RouteObject => ({
            path: route.path,
            handle: { comingSoon: route } satisfies AppRouteHandle,
            element: <ComingSoonPage route={route} />,
          })),
        ],
      },
      {
        path: '*',
        element: (
          <Page>
            <UnknownUrlRoute />
          </Page>
        ),
      },
    ],
  },
];
