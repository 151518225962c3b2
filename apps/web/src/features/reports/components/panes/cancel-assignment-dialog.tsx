import { useId, useRef } from 'react';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { isApiRequestError } from '../../../../lib/api-client';
import { useI18n } from '../../../../lib/i18n';

/** What the teacher is about to cancel, in the words the dialog shows. */
export interface CancelRequest {
  focus: string;
  /** Students the cancel stops it for; null for the whole classroom. */
  studentNames: readonly string[] | null;
}

interface CancelAssignmentDialogProps {
  request: CancelRequest | null;
  isCancelling: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The verify-cancel modal (spec §2 Modals): names the assignment and whom it stops for; "Keep it" has the
 * focus, so Enter or Escape never cancels by accident. The server's refusal is shown in the dialog.
 */
export function CancelAssignmentDialog({
  request,
  isCancelling,
  error,
  onConfirm,
  onClose,
}: CancelAssignmentDialogProps) {
  const { t } = useI18n();
  const keepRef = useRef<HTMLButtonElement>(null);
  const descriptionId = useId();
  if (!request) return null;
  const names = request.studentNames;
  const message = isApiRequestError(error) ? error.detail?.message : undefined;

  return (
    <ModalDialog
      isOpen
      title={t('assignment.cancel.title')}
      onCancel={onClose}
      initialFocusRef={keepRef}
      descriptionId={descriptionId}
    >
      <div id={descriptionId}>
        <p className="assignment-cancel__focus">{request.focus}</p>
        <p>
          {names === null
            ? t('assignment.cancel.classroomBody')
            : t('assignment.cancel.studentsBody', { count: names.length, names: names.join(', ') })}
        </p>
      </div>
      {error !== null && error !== undefined && (
        <p className="assignment-cancel__error" role="alert">
          {message ?? t('assignment.cancel.failed')}
        </p>
      )}
      <div className="assignment-cancel__actions">
        <button ref={keepRef} type="button" className="button button--secondary" onClick={onClose}>
          {t('assignment.cancel.keep')}
        </button>
        <button
          type="button"
          className="button assignment-cancel__confirm"
          onClick={onConfirm}
          disabled={isCancelling}
        >
          {isCancelling ? t('assignment.cancel.cancelling') : t('assignment.cancel.confirm')}
        </button>
      </div>
    </ModalDialog>
  );
}
