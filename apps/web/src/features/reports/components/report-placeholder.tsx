import { Link } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';
import { useI18n, type MessageKey } from '../../../lib/i18n';
import type { ReportLocation } from '../lib/parse-report-path';

const STATE_TITLE_KEYS: Record<ReportLocation['state'], MessageKey> = {
  district: 'report.state.district',
  grade: 'report.state.grade',
  school: 'report.state.school',
  teacher: 'report.state.teacher',
  classroom: 'report.state.classroom',
  student: 'report.state.student',
  guardian: 'report.state.guardian',
};

/** Stand-in for a report in the hierarchy until its panes exist: says which item it is, with a way back. */
export function ReportPlaceholder({ report, backTo }: { report: ReportLocation; backTo: string }) {
  const { t } = useI18n();
  const title = t(STATE_TITLE_KEYS[report.state]);

  return (
    <section className="placeholder-panel">
      <PageHeading
        title={title}
        lead={t('report.identity', { id: String(report.itemId), district: String(report.districtId) })}
      />
      <p>{t('report.comingSoon')}</p>
      <p>
        <Link to={backTo} className="button button--secondary">
          {t('common.back')}
        </Link>
      </p>
    </section>
  );
}
