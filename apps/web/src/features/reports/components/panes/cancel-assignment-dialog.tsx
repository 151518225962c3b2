import { ChoiceDialog } from '../../../../components/ui/choice-dialog';
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
  if (!request) return null;
  const names = request.studentNames;
  const message = isApiRequestError(error) ? error.detail?.message : undefined;

  return (
    <ChoiceDialog
      title={t('assignment.cancel.title')}
      description={
        <>
          <p className="assignment-cancel__focus">{request.focus}</p>
          <p>
            {names === null
              ? t('assignment.cancel.classroomBody')
              : t('assignment.cancel.studentsBody', { count: names.length, names: names.join(', ') })}
          </p>
        </>
      }
      actions={[
        {
          label: t('assignment.cancel.keep'),
          onClick: onClose,
          className: 'button--secondary',
          isSafe: true,
        },
        {
          label: isCancelling ? t('assignment.cancel.cancelling') : t('assignment.cancel.confirm'),
          onClick: onConfirm,
          className: 'assignment-cancel__confirm',
          disabled: isCancelling,
        },
      ]}
    >
      {error !== null && error !== undefined && (
        <p className="error-box" role="alert">
          {message ?? t('assignment.cancel.failed')}
        </p>
      )}
    </ChoiceDialog>
  );
}
