import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { clearAlerts, dismissAlert, getAlerts, subscribeAlerts } from '../../lib/errors/alert-store';
import type { AppAlert } from '../../lib/errors/rejection-rules';
import { useI18n } from '../../lib/i18n';
import './alert-area.css';

/** The sentence an alert says, and its code when it shows one. */
function useAlertText(alert: AppAlert): { message: string; code: string | null } {
  const { t, tOr } = useI18n();
  switch (alert.kind) {
    case 'requestRejected':
      return { message: t('errors.requestRejected'), code: alert.code };
    case 'requestError':
      // A translation of the server's code when there is one, else the server's own sentence.
      return { message: tOr(`errors.code.${alert.code}`, alert.message), code: String(alert.code) };
    case 'loadFailed':
      return { message: t(alert.messageKey), code: alert.code };
  }
}

function AlertItem({ alertKey, alert }: { alertKey: string; alert: AppAlert }) {
  const { t } = useI18n();
  const { message, code } = useAlertText(alert);
  return (
    <div className="app-alert" role="alert" data-alert={alert.kind}>
      <p>
        {message}
        {code && <span className="app-alert__code">{t('errors.code', { code })}</span>}
      </p>
      <button
        type="button"
        className="app-alert__dismiss"
        aria-label={t('errors.dismiss')}
        onClick={() => dismissAlert(alertKey)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/**
 * The one alert area of spec §8: request-rejected, request-error and "Unable to load …" alerts, once each,
 * cleared on every route change.
 */
export function AlertArea() {
  const alerts = useSyncExternalStore(subscribeAlerts, getAlerts);
  const { pathname, search } = useLocation();
  useEffect(() => clearAlerts(), [pathname, search]);
  if (alerts.length === 0) return null;
  return (
    <div className="alert-area">
      {alerts.map(({ key, alert }) => (
        <AlertItem key={key} alertKey={key} alert={alert} />
      ))}
    </div>
  );
}
