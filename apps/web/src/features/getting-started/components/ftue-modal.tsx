import type { Customer } from '@dash/contracts';
import { useId, useRef, useState } from 'react';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useI18n } from '../../../lib/i18n';
import { useSavePreferences } from '../../../lib/preferences';
import { ftueScreensFor } from '../lib/ftue-screens';
import './getting-started.css';

interface FtueModalProps {
  isOpen: boolean;
  customer: Customer;
  onClose: () => void;
}

/**
 * The getting-started tour (spec §2 FTUE modal, §4): the customer's screens, reached in turn or by number;
 * Done hides the tour for good (the hide_ftue preference); Close or Escape only closes it this time.
 */
export function FtueModal({ isOpen, customer, onClose }: FtueModalProps) {
  const { t } = useI18n();
  const screens = ftueScreensFor(customer);
  const [index, setIndex] = useState(0);
  const save = useSavePreferences(customer.district_id);
  const bodyId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const screen = screens[Math.min(index, screens.length - 1)];
  if (!screen) return null;
  const isLast = index >= screens.length - 1;

  function goTo(next: number) {
    setIndex(next);
    headingRef.current?.focus();
  }

  function handleClose() {
    setIndex(0);
    onClose();
  }

  function handleDone() {
    save.mutate({ hide_ftue: true }, { onSuccess: handleClose });
  }

  return (
    <ModalDialog
      isOpen={isOpen}
      title={t('ftue.title')}
      onCancel={handleClose}
      descriptionId={bodyId}
      className="ftue-modal"
      initialFocusRef={headingRef}
    >
      <nav aria-label={t('ftue.stepsLabel')}>
        <ol className="ftue-modal__steps">
          {screens.map((item, position) => (
            <li key={item.id}>
              <button
                type="button"
                className="ftue-modal__step"
                aria-current={position === index ? 'step' : undefined}
                aria-label={t('ftue.stepLabel', {
                  number: position + 1,
                  count: screens.length,
                  title: t(item.titleKey),
                })}
                onClick={() => goTo(position)}
              >
                {position + 1}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <section className="ftue-modal__screen" aria-live="polite">
        <p className="ftue-modal__count">
          {t('ftue.stepCount', { number: index + 1, count: screens.length })}
        </p>
        <h3 ref={headingRef} tabIndex={-1} className="ftue-modal__heading">
          {t(screen.titleKey)}
        </h3>
        <p id={bodyId}>{t(screen.bodyKey)}</p>
        <ul className="ftue-modal__points">
          {screen.pointKeys.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </section>
      {save.isError && (
        <p className="ftue-modal__error" role="alert">
          {t('ftue.saveFailed')}
        </p>
      )}
      <div className="modal-dialog__actions ftue-modal__actions">
        <button type="button" className="button button--secondary" onClick={handleClose}>
          {t('ftue.close')}
        </button>
        {index > 0 && (
          <button type="button" className="button button--secondary" onClick={() => goTo(index - 1)}>
            {t('ftue.back')}
          </button>
        )}
        {isLast ? (
          <button
            type="button"
            className="button button--primary"
            onClick={handleDone}
            disabled={save.isPending}
          >
            {t('ftue.done')}
          </button>
        ) : (
          <button type="button" className="button button--primary" onClick={() => goTo(index + 1)}>
            {t('ftue.next')}
          </button>
        )}
      </div>
    </ModalDialog>
  );
}
