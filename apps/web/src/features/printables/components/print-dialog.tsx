import { PRINT_DELAY_MS, printBatches, type LetterLanguage } from '@dash/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useI18n } from '../../../lib/i18n';
import { getNavListQueryOptions } from '../../../lib/navigation-list';
import { fetchPdf } from '../api/fetch-pdf';
import type { PrintAction, PrintItem } from '../lib/print-actions';
import './print-dialog.css';

type Step =
  | { kind: 'choose' }
  | { kind: 'preparing' }
  | { kind: 'ready'; url: string; name: string }
  | { kind: 'failed' }
  | { kind: 'cancelled' };

interface PrintDialogProps {
  item: PrintItem;
  action: PrintAction;
  onClose: () => void;
}

/**
 * The print modal (spec §2 family invitation letters, print all students; §4 Print-all): the letter's language,
 * the batch when a classroom has more than 30 students, then the PDF made on the server and opened after the
 * print delay. Cancel aborts the request, which stops the rendering.
 */
export function PrintDialog({ item, action, onClose }: PrintDialogProps) {
  const { t, locale } = useI18n();
  const [language, setLanguage] = useState<LetterLanguage>(locale === 'es-mx' ? 'es' : 'en');
  const [batch, setBatch] = useState(1);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const controller = useRef<AbortController | null>(null);
  const isPrintAll = action.printable === 'student_overviews';
  const students = useQuery({
    ...getNavListQueryOptions(item.districtId, 'students', { classroom_id: item.itemId }),
    enabled: isPrintAll,
  });
  const batches = printBatches(students.data?.length ?? 0);

  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => () => (step.kind === 'ready' ? URL.revokeObjectURL(step.url) : undefined), [step]);

  async function print() {
    const abort = new AbortController();
    controller.current = abort;
    setStep({ kind: 'preparing' });
    try {
      const blob = await fetchPdf(action.path(language, batch), abort.signal);
      const url = URL.createObjectURL(blob);
      const name = `${t(action.labelKey)}${isPrintAll && batches.length > 1 ? ` (${batch})` : ''}.pdf`;
      setStep({ kind: 'ready', url, name });
      window.setTimeout(() => window.open(url, '_blank', 'noopener'), PRINT_DELAY_MS);
    } catch {
      setStep(abort.signal.aborted ? { kind: 'cancelled' } : { kind: 'failed' });
    }
  }

  function cancel() {
    if (step.kind === 'preparing') controller.current?.abort();
    else onClose();
  }

  const title = isPrintAll ? t('print.all.title') : t(action.labelKey);
  return (
    <ModalDialog isOpen title={title} onCancel={cancel} className="print-dialog">
      {step.kind === 'choose' && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void print();
          }}
        >
          {action.asksLanguage && (
            <fieldset className="print-dialog__choice">
              <legend>{t('print.modal.language')}</legend>
              {(['en', 'es'] as const).map((value) => (
                <label key={value}>
                  <input
                    type="radio"
                    name="language"
                    value={value}
                    checked={language === value}
                    onChange={() => setLanguage(value)}
                  />
                  {t(value === 'en' ? 'print.modal.english' : 'print.modal.spanish')}
                </label>
              ))}
            </fieldset>
          )}
          {isPrintAll && students.data && (
            <>
              <p>{t('print.all.lead', { count: students.data.length })}</p>
              {batches.length > 1 && (
                <fieldset className="print-dialog__choice">
                  <legend>{t('print.all.batches')}</legend>
                  {batches.map((b) => (
                    <label key={b.batch}>
                      <input
                        type="radio"
                        name="batch"
                        value={b.batch}
                        checked={batch === b.batch}
                        onChange={() => setBatch(b.batch)}
                      />
                      {t('print.all.batch', b)}
                    </label>
                  ))}
                </fieldset>
              )}
            </>
          )}
          <div className="print-dialog__actions">
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('print.modal.cancel')}
            </button>
            <button type="submit" className="button" disabled={isPrintAll && !students.data}>
              {isPrintAll ? t('print.all.print') : t('print.modal.open')}
            </button>
          </div>
        </form>
      )}
      {step.kind === 'preparing' && (
        <div role="status" className="print-dialog__status">
          <p>{t('print.modal.preparing')}</p>
          <div className="print-dialog__actions">
            <button type="button" className="button button--secondary" onClick={cancel}>
              {t('print.modal.cancel')}
            </button>
          </div>
        </div>
      )}
      {step.kind !== 'choose' && step.kind !== 'preparing' && (
        <div role="status" className="print-dialog__status">
          {step.kind === 'ready' && (
            <p>
              {t('print.modal.ready', { name: step.name })}{' '}
              <a href={step.url} target="_blank" rel="noopener" className="print-dialog__link">
                {t('print.modal.openAgain')}
              </a>
            </p>
          )}
          {step.kind === 'failed' && <p>{t('print.modal.failed')}</p>}
          {step.kind === 'cancelled' && <p>{t('print.modal.cancelled')}</p>}
          <div className="print-dialog__actions">
            {step.kind !== 'ready' && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setStep({ kind: 'choose' })}
              >
                {t('common.back')}
              </button>
            )}
            <button type="button" className="button" onClick={onClose}>
              {t('print.modal.close')}
            </button>
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
