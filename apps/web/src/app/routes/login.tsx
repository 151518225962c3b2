import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AuthLayout } from '../../components/layout/auth-layout';
import { PageHeading } from '../../components/ui/page-heading';
import { LoginForm } from '../../features/auth/components/login-form';
import { markFreshSignIn } from '../../features/getting-started/lib/auto-show';
import { CUSTOMER_INFO_QUERY_KEY } from '../../lib/customer';
import { browserLocale, useI18n } from '../../lib/i18n';
import { postLoginPath } from '../../lib/redirects';
import { resetSessionEnd } from '../../lib/session-end';
import { readStoredLocale } from '../../lib/i18n/stored-locale';

/** /login: before sign-in the language follows the browser. */
export function LoginRoute() {
  const { t, setLocale } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();

  useEffect(() => setLocale(readStoredLocale() ?? browserLocale()), [setLocale]);

  function handleSuccess(defaultUrl: string) {
    resetSessionEnd();
    markFreshSignIn();
    queryClient.removeQueries({ queryKey: CUSTOMER_INFO_QUERY_KEY });
    void navigate(postLoginPath(location.search, defaultUrl), { replace: true });
  }

  return (
    <AuthLayout>
      <PageHeading title={t('login.title')} lead={t('login.lead')} shouldFocus={false} />
      <LoginForm onSuccess={handleSuccess} />
    </AuthLayout>
  );
}
