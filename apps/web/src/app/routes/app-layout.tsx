import { localeForCountry } from '@dash/contracts';
import { Suspense, useCallback, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { AlertArea } from '../../components/ui/alert-area';
import { FlashNotice } from '../../components/ui/flash-notice';
import { ErrorState, LoadingState } from '../../components/ui/query-state';
import { logout } from '../../features/auth/api/logout';
import { SiteBanner } from '../../features/manage/banners/site-banner';
import { FtueAutoShow } from '../../features/getting-started/components/ftue-auto-show';
import { AppHeader } from '../../features/navigation/components/app-header';
import { SessionWatch } from '../../features/session/components/session-watch';
import { isApiRequestError, isNotAuthenticated } from '../../lib/api-client';
import { usePageViewTracking } from '../../lib/analytics/use-page-view-tracking';
import { useCustomerInfo } from '../../lib/customer';
import { setRejectionContext } from '../../lib/errors/alert-store';
import { useI18n } from '../../lib/i18n';
import { readStoredLocale } from '../../lib/i18n/stored-locale';
import { loginPathFor } from '../../lib/redirects';
import type { LogoutLocationState } from './logout';
import './app-layout.css';

/** Signed-in shell: loads the customer (401 → login with a return URL), then header, page and session watch. */
export function AppLayout() {
  const { t, setLocale } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const customerQuery = useCustomerInfo();
  const country = customerQuery.data?.district_country;
  const districtId = customerQuery.data?.district_id;
  const customerId = customerQuery.data?.id;
  // Every coded rejection names the signed-in customer (spec §8).
  useEffect(() => {
    if (districtId !== undefined && customerId !== undefined) setRejectionContext({ districtId, customerId });
  }, [districtId, customerId]);
  usePageViewTracking({ district_id: districtId ?? -1, role: customerQuery.data?.role ?? 'guardian' });

  useEffect(() => {
    if (country !== undefined) setLocale(readStoredLocale() ?? localeForCountry(country));
  }, [country, setLocale]);

  /** Ends the server session first, so the signed-out page never shows while the session still works. */
  const handleLogout = useCallback(async () => {
    await logout().catch(() => undefined);
    const state: LogoutLocationState = { hasSignedOut: true };
    void navigate('/logout', { state });
  }, [navigate]);

  if (isNotAuthenticated(customerQuery.error)) {
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  if (
    customerQuery.isError &&
    !(isApiRequestError(customerQuery.error) && customerQuery.error.status === 403)
  ) {
    return (
      <main id="main" className="app-main">
        <ErrorState onRetry={() => void customerQuery.refetch()} />
      </main>
    );
  }
  const customer = customerQuery.data;
  // While loading, and after a 403 that ends the session (the logout page is on its way).
  if (!customer || customerQuery.isError) {
    return (
      <main id="main" className="app-main">
        <LoadingState />
      </main>
    );
  }

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <SiteBanner customer={customer} />
      <AppHeader customer={customer} onLogout={handleLogout} />
      <main id="main" className="app-main" tabIndex={-1}>
        <AlertArea />
        <FlashNotice />
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
      <FtueAutoShow customer={customer} />
      <SessionWatch session={customer.session} onSignOut={handleLogout} />
    </div>
  );
}
