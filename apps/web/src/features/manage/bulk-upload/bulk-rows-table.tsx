/** One page of an upload's rows: where each came from, what it is, what would happen and why. */
import { BULK_UPLOAD_PAGE_SIZE, type BulkOutcome, type BulkRow } from '@dash/contracts';
import { useEffect, useState } from 'react';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { useI18n } from '../../../lib/i18n';
import { useBulkRows } from './bulk-upload-api';
import { KIND_KEYS, OUTCOME_KEYS, REFUSAL_KEYS } from './bulk-labels';

export function BulkRowsTable({
  districtId,
  uploadId,
  outcome,
}: {
  districtId: number;
  uploadId: string;
  outcome: BulkOutcome | undefined;
}) {
  const { t, formatNumber } = useI18n();
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [outcome, uploadId]);
  const rows = useBulkRows(districtId, uploadId, page, outcome);

  if (rows.isPending) return <LoadingState />;
  if (rows.isError) return <ErrorState onRetry={() => void rows.refetch()} />;
  const { pages, total } = rows.data;
  if (total === 0) return <p className="bulk-upload__hint">{t('manage.bulkUpload.noRows')}</p>;

  const detail = (row: BulkRow) => {
    if (row.reason) return t(REFUSAL_KEYS[row.reason], { field: row.field ?? '' });
    if (row.changes?.length) return t('manage.bulkUpload.changes', { fields: row.changes.join(', ') });
    return '';
  };
  const first = (page - 1) * BULK_UPLOAD_PAGE_SIZE + 1;

  return (
    <div className="bulk-upload__rows">
      {/* Scrolls sideways on a phone; focusable so the keyboard can scroll it too. */}
      <div
        className="bulk-upload__table-wrap"
        tabIndex={0}
        role="region"
        aria-label={t('manage.bulkUpload.previewRows')}
      >
        <table className="report-table bulk-upload__table">
          <thead>
            <tr>
              <th scope="col">{t('manage.bulkUpload.column.line')}</th>
              <th scope="col">{t('manage.bulkUpload.column.kind')}</th>
              <th scope="col">{t('manage.bulkUpload.column.sourceId')}</th>
              <th scope="col">{t('manage.bulkUpload.column.outcome')}</th>
              <th scope="col">{t('manage.bulkUpload.column.detail')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.data.rows.map((row) => (
              <tr key={`${row.file}:${row.line}:${row.kind}:${row.source_id}`}>
                <td>
                  {row.file}:{row.line}
                </td>
                <td>{t(KIND_KEYS[row.kind])}</td>
                <td className="bulk-upload__source-id">{row.source_id}</td>
                <td>
                  <span className={`bulk-upload__outcome bulk-upload__outcome--${row.outcome}`}>
                    {t(OUTCOME_KEYS[row.outcome])}
                  </span>
                </td>
                <td>{detail(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav className="bulk-upload__pager" aria-label={t('manage.bulkUpload.pages')}>
        <button
          type="button"
          className="button button--secondary"
          disabled={page <= 1}
          onClick={() => setPage(page - 1)}
        >
          {t('manage.bulkUpload.previous')}
        </button>
        <span>
          {t('manage.bulkUpload.rowRange', {
            from: formatNumber(first),
            to: formatNumber(Math.min(total, first + BULK_UPLOAD_PAGE_SIZE - 1)),
            total: formatNumber(total),
          })}
        </span>
        <button
          type="button"
          className="button button--secondary"
          disabled={page >= pages}
          onClick={() => setPage(page + 1)}
        >
          {t('manage.bulkUpload.next')}
        </button>
      </nav>
    </div>
  );
}
