/** The preview of an upload: counts by outcome, a filter, the paged rows and the Apply button. */
import { BULK_OUTCOMES, type BulkOutcome, type BulkPreview } from '@dash/contracts';
import { useState } from 'react';
import { isApiRequestError } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n';
import { OUTCOME_KEYS } from './bulk-labels';
import { BulkRowsTable } from './bulk-rows-table';

export function BulkPreviewView({
  districtId,
  preview,
  isApplying,
  applyError,
  onApply,
}: {
  districtId: number;
  preview: BulkPreview;
  isApplying: boolean;
  applyError: Error | null;
  onApply: () => void;
}) {
  const { t, formatNumber, formatDateTime } = useI18n();
  const [outcome, setOutcome] = useState<BulkOutcome | undefined>(
    preview.counts.refused > 0 ? 'refused' : undefined,
  );
  const changes = preview.counts.create + preview.counts.update;
  const applyMessage = applyError
    ? isApiRequestError(applyError) && applyError.detail
      ? applyError.detail.message
      : t('manage.bulkUpload.applyFailed')
    : null;

  return (
    <div className="bulk-upload__preview">
      <h3 className="bulk-upload__subtitle">
        {t('manage.bulkUpload.previewTitle', { file: preview.file_name })}
      </h3>
      <p className="bulk-upload__hint">
        {t(
          preview.format === 'oneroster'
            ? 'manage.bulkUpload.formatOneRoster'
            : 'manage.bulkUpload.formatCsv',
        )}{' '}
        {t('manage.bulkUpload.keptUntil', {
          time: formatDateTime(new Date(preview.expires_at), { timeStyle: 'short' }),
        })}
      </p>
      <dl className="bulk-upload__counts">
        {BULK_OUTCOMES.map((name) => (
          <div key={name} className={`bulk-upload__count bulk-upload__count--${name}`}>
            <dt>{t(OUTCOME_KEYS[name])}</dt>
            <dd>{formatNumber(preview.counts[name])}</dd>
          </div>
        ))}
      </dl>
      <div className="bulk-upload__filter" role="group" aria-label={t('manage.bulkUpload.showRows')}>
        <button
          type="button"
          className="button button--secondary"
          aria-pressed={outcome === undefined}
          onClick={() => setOutcome(undefined)}
        >
          {t('manage.bulkUpload.allRows')}
        </button>
        {BULK_OUTCOMES.map((name) => (
          <button
            key={name}
            type="button"
            className="button button--secondary"
            aria-pressed={outcome === name}
            onClick={() => setOutcome(name)}
          >
            {t(OUTCOME_KEYS[name])}
          </button>
        ))}
      </div>
      <BulkRowsTable districtId={districtId} uploadId={preview.upload_id} outcome={outcome} />
      <div className="bulk-upload__apply">
        <p>
          {changes > 0
            ? t('manage.bulkUpload.applyLead', { count: changes, refused: preview.counts.refused })
            : t('manage.bulkUpload.nothingToApply')}
        </p>
        <button type="button" className="button" disabled={changes === 0 || isApplying} onClick={onApply}>
          {isApplying ? t('manage.bulkUpload.applying') : t('manage.bulkUpload.apply')}
        </button>
        {applyMessage && (
          <p className="bulk-upload__error" role="alert">
            {applyMessage}
          </p>
        )}
      </div>
    </div>
  );
}
