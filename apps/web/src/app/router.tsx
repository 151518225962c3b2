import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { LoadingState } from '../components/ui/query-state';
import { setSessionEndNavigator } from '../lib/session-end';
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
const UnknownUrlRoute = lazyPage(() => import('./routes/unknown-url'), 'UnknownUrlRoute');
const ComingSoonRoute = lazy(() =>
  import('./routes/coming-soon').then((module) => ({ default: module.ComingSoonRoute })),
);

function Page({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={<LoadingState />}>{children}</Suspense>;
}

export const router = createBrowserRouter([
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
          { path: '/dbl-resources', element: <ComingSoonRoute page="resources" /> },
          { path: '/settings', element: <ComingSoonRoute page="manage" /> },
          { path: '/teacher-settings', element: <ComingSoonRoute page="teacherSettings" /> },
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
]);

setSessionEndNavigator((path) => void router.navigate(path, { replace: true }));
