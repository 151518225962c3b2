import { REPORT_STATUS } from '@dash/contracts';
import { useI18n } from '../../../lib/i18n';
import './stat-list.css';

export interface Stat {
  label: string;
  value: string;
  /** 1 congratulate, 2 warn: colours the figure, with the reason as its hover text (spec §2 stats panes). */
  status?: number | null;
  hover?: string;
}

/** A row of headline figures. */
export function StatList({ stats, label }: { stats: readonly Stat[]; label: string }) {
  const { t } = useI18n();
  return (
    <dl className="stat-list" aria-label={label}>
      {stats.map((stat) => {
        const tone =
          stat.status === REPORT_STATUS.congratulate
            ? 'good'
            : stat.status === REPORT_STATUS.warn
              ? 'warn'
              : 'none';
        return (
          <div key={stat.label} className={`stat stat--${tone}`} title={stat.hover}>
            <dt>{stat.label}</dt>
            <dd>
              {stat.value}
              {tone !== 'none' && (
                <span className="visually-hidden">
                  {' '}
                  ({t(tone === 'good' ? 'report.status.good' : 'report.status.warn')})
                </span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
