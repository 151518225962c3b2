import { useI18n } from '../../lib/i18n';
import './query-state.css';

/** Polite loading indicator for a region or a page. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useI18n();
  return (
    <div className="query-state" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}

/** A failed load, with a way to try again. */
export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useI18n();
  return (
    <div className="query-state query-state--error" role="alert">
      <p>{message ?? t('common.loadError')}</p>
      {onRetry && (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}

export function EmptyState({ message }: { message: string }) {
  return (
    <div className="query-state query-state--empty">
      <p>{message}</p>
    </div>
  );
}
