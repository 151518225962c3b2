import { useRef } from 'react';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useI18n } from '../../../lib/i18n';

/** The lose-selections confirmation (spec §2 Modals): leaving assign mode with choices made asks first. */
export function LoseSelectionsDialog({
  isOpen,
  onStay,
  onLeave,
}: {
  isOpen: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  const { t } = useI18n();
  const stayRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog isOpen={isOpen} title={t('assign.leave.title')} onCancel={onStay} initialFocusRef={stayRef}>
      <p>{t('assign.leave.body')}</p>
      <div className="assign-actions">
        <button ref={stayRef} type="button" className="button button--primary" onClick={onStay}>
          {t('assign.leave.stay')}
        </button>
        <button type="button" className="button button--secondary" onClick={onLeave}>
          {t('assign.leave.discard')}
        </button>
      </div>
    </ModalDialog>
  );
}
