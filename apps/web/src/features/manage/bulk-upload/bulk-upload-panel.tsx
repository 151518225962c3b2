/**
 * Bulk rostering for a district admin (spec §7 bulkupload, §6): choose a CSV or a OneRoster 1.1 bundle, upload it
 * for a preview of what each row would change, then apply it all or nothing.
 */
import { BULK_UPLOAD_MAX_BYTES, type BulkPreview } from '@dash/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { isApiRequestError } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n';
import { useApplyBulkUpload, useUploadRosterFile } from './bulk-upload-api';
import { BulkApplyOutcome } from './bulk-apply-outcome';
import { BulkPreviewView } from './bulk-preview-view';
import './bulk-upload.css';

const ACCEPT = '.csv,.zip,text/csv,application/zip';

export function BulkUploadPanel({ districtId }: { districtId: number }) {
  const { t, formatNumber } = useI18n();
  const ids = { file: useId(), hint: useId() };
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<BulkPreview | null>(null);
  const upload = useUploadRosterFile(districtId);
  const apply = useApplyBulkUpload(districtId);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file || upload.isPending) return;
    apply.reset();
    setPreview(null);
    upload.mutate(file, { onSuccess: setPreview });
  };
  const handleStartOver = () => {
    setPreview(null);
    setFile(null);
    upload.reset();
    apply.reset();
    if (fileInput.current) fileInput.current.value = '';
  };

  const uploadError = upload.error
    ? isApiRequestError(upload.error) && upload.error.detail
      ? upload.error.detail.message
      : t('manage.bulkUpload.uploadFailed')
    : null;

  return (
    <section className="bulk-upload" aria-labelledby={`${ids.file}-title`}>
      <h2 id={`${ids.file}-title`} className="bulk-upload__title">
        {t('manage.bulkUpload.title')}
      </h2>
      <p className="bulk-upload__lead">{t('manage.bulkUpload.lead')}</p>
      <form className="bulk-upload__form" onSubmit={handleSubmit}>
        <label htmlFor={ids.file} className="bulk-upload__label">
          {t('manage.bulkUpload.chooseFile')}
        </label>
        <input
          ref={fileInput}
          id={ids.file}
          type="file"
          name="file"
          accept={ACCEPT}
          aria-describedby={ids.hint}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <p id={ids.hint} className="bulk-upload__hint">
          {t('manage.bulkUpload.hint', { size: formatNumber(BULK_UPLOAD_MAX_BYTES / (1024 * 1024)) })}
        </p>
        <button type="submit" className="button" disabled={!file || upload.isPending}>
          {upload.isPending ? t('manage.bulkUpload.uploading') : t('manage.bulkUpload.upload')}
        </button>
      </form>
      {uploadError && (
        <p className="bulk-upload__error" role="alert">
          {uploadError}
        </p>
      )}
      {preview && !apply.isSuccess && (
        <BulkPreviewView
          districtId={districtId}
          preview={preview}
          isApplying={apply.isPending}
          applyError={apply.error}
          onApply={() => apply.mutate(preview.upload_id)}
        />
      )}
      {apply.data && <BulkApplyOutcome result={apply.data} onStartOver={handleStartOver} />}
    </section>
  );
}
