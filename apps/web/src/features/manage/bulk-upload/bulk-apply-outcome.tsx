/** What an apply wrote, by record kind, and a way to upload another file. */
import { BULK_KINDS, type BulkApplyResult } from '@dash/contracts';
import { useI18n } from '../../../lib/i18n';
import { KIND_KEYS } from './bulk-labels';

export function BulkApplyOutcome({
  result,
  onStartOver,
}: {
  result: BulkApplyResult;
  onStartOver: () => void;
}) {
  const { t, formatNumber } = useI18n();
  const kinds = BULK_KINDS.filter((kind) => result.by_kind[kind]);
  return (
    <div className="bulk-upload__result" role="status">
      <h3 className="bulk-upload__subtitle">{t('manage.bulkUpload.appliedTitle')}</h3>
      <p>
        {t('manage.bulkUpload.appliedLead', {
          created: formatNumber(result.counts.create),
          updated: formatNumber(result.counts.update),
          unchanged: formatNumber(result.counts.unchanged),
        })}
      </p>
      <div
        className="bulk-upload__table-wrap"
        tabIndex={0}
        role="region"
        aria-label={t('manage.bulkUpload.appliedTitle')}
      >
        <table className="report-table bulk-upload__table">
          <thead>
            <tr>
              <th scope="col">{t('manage.bulkUpload.column.kind')}</th>
              <th scope="col">{t('manage.bulkUpload.outcome.create')}</th>
              <th scope="col">{t('manage.bulkUpload.outcome.update')}</th>
              <th scope="col">{t('manage.bulkUpload.outcome.unchanged')}</th>
            </tr>
          </thead>
          <tbody>
            {kinds.map((kind) => (
              <tr key={kind}>
                <th scope="row">{t(KIND_KEYS[kind])}</th>
                <td>{formatNumber(result.by_kind[kind]!.create)}</td>
                <td>{formatNumber(result.by_kind[kind]!.update)}</td>
                <td>{formatNumber(result.by_kind[kind]!.unchanged)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button type="button" className="button button--secondary" onClick={onStartOver}>
        {t('manage.bulkUpload.uploadAnother')}
      </button>
    </div>
  );
}
