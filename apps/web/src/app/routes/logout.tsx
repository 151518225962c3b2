import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { AuthLayout } from '../../components/layout/auth-layout';
import { PageHeading } from '../../components/ui/page-heading';
import { logout } from '../../features/auth/api/logout';
import { useI18n, type MessageKey } from '../../lib/i18n';

type LogoutReason = 'signedOut' | 'expired' | 'reset' | 'revoked' | 'no_auth';

const MESSAGES: Record<LogoutReason, { title: MessageKey; body: MessageKey }> = {
  signedOut: { title: 'logout.signedOut.title', body: 'logout.signedOut.body' },
  expired: { title: 'logout.expired.title', body: 'logout.expired.body' },
  // Spec §8: a 403 with reason reset (the password was changed elsewhere) has its own page.
  reset: { title: 'logout.reset.title', body: 'logout.reset.body' },
  revoked: { title: 'logout.revoked.title', body: 'logout.revoked.body' },
  no_auth: { title: 'logout.noAuth.title', body: 'logout.noAuth.body' },
};

function isLogoutReason(value: string): value is LogoutReason {
  return value in MESSAGES && value !== 'signedOut';
}

/** Navigation state set by the in-app Log Out, which has already ended the server session. */
export interface LogoutLocationState {
  hasSignedOut?: boolean;
}

/**
 * /logout and /logout/{expired|reset|revoked|no_auth}: clears every cached query and session storage, ends the
 * server session unless the in-app Log Out already did (harmless if it had already ended), then says what
 * happened.
 */
export function LogoutRoute() {
  const { reason: reasonParam } = useParams();
  const { t, formatDateTime } = useI18n();
  const queryClient = useQueryClient();
  const hasStartedRef = useRef(false);
  const [signedOutAt, setSignedOutAt] = useState<Date | null>(null);
  const location = useLocation();
  const hasSignedOut = (location.state as LogoutLocationState | null)?.hasSignedOut === true;
  const reason: LogoutReason | null =
    reasonParam === undefined ? 'signedOut' : isLogoutReason(reasonParam) ? reasonParam : null;

  useEffect(() => {
    if (hasStartedRef.current || reason === null) return;
    hasStartedRef.current = true;
    queryClient.clear();
    sessionStorage.clear();
    const ending = hasSignedOut
      ? Promise.resolve()
      : logout().then(
          () => undefined,
          () => undefined,
        );
    void ending.then(() => setSignedOutAt(new Date()));
  }, [queryClient, reason, hasSignedOut]);

  if (reason === null) return <Navigate to="/logout" replace />;
  const messages = MESSAGES[reason];

  return (
    <AuthLayout>
      <PageHeading title={t(messages.title)} />
      <p>{t(messages.body)}</p>
      {signedOutAt && <p className="muted">{t('logout.at', { time: formatDateTime(signedOutAt) })}</p>}
      <p>
        <Link to="/login" className="button button--primary button--block">
          {t('logout.signIn')}
        </Link>
      </p>
    </AuthLayout>
  );
}
