import { useI18n } from '../../../lib/i18n';
import type { PdStatus } from '../lib/pd-status';

/** A lesson's status in words: not started, or started / completed with the day. */
export function PdStatusText({ status }: { status: PdStatus }) {
  const { t, formatDateTime } = useI18n();
  if (status.kind === 'notStarted')
    return <span className="pd-status pd-status--not-started">{t('pd.status.notStarted')}</span>;
  const date = formatDateTime(new Date(status.at), { dateStyle: 'medium' });
  return (
    <span className={`pd-status pd-status--${status.kind}`}>
      {status.kind === 'completed' ? t('pd.status.completed', { date }) : t('pd.status.started', { date })}
    </span>
  );
}
