import { useId, useRef } from 'react';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useI18n } from '../../../lib/i18n';
import type { AssignFormState } from '../lib/assign-form';
import { useFormatDay } from './use-format-day';

interface VerifyAssignmentDialogProps {
  isOpen: boolean;
  state: AssignFormState;
  startDate: string;
  endDate: string;
  studentNames: readonly string[];
  isSending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The verify-assignment modal (spec §2 Modals): what will be assigned, to whom and for how long, before it is sent. */
export function VerifyAssignmentDialog({
  isOpen,
  state,
  startDate,
  endDate,
  studentNames,
  isSending,
  onConfirm,
  onCancel,
}: VerifyAssignmentDialogProps) {
  const { t } = useI18n();
  const formatDay = useFormatDay();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const descriptionId = useId();
  const typeKey = state.assignmentType === 'SPOT' ? 'assignment.type.spot' : 'assignment.type.goal';
  return (
    <ModalDialog
      isOpen={isOpen}
      title={t('assign.verify.title')}
      onCancel={onCancel}
      initialFocusRef={confirmRef}
      descriptionId={descriptionId}
    >
      <p id={descriptionId}>{t('assign.verify.lead')}</p>
      <dl className="assign-summary">
        <dt>{t('assign.verify.focus')}</dt>
        <dd>
          <strong>{state.focus?.code}</strong> {state.focus?.description}
        </dd>
        <dt>{t('assign.verify.type')}</dt>
        <dd>{t(typeKey)}</dd>
        <dt>{t('assign.verify.duration')}</dt>
        <dd>
          {t('assign.weeks', { count: state.weeks })} ·{' '}
          {t('assign.verify.dates', { from: formatDay(startDate), to: formatDay(endDate) })}
        </dd>
        <dt>{t('assign.verify.students', { count: studentNames.length })}</dt>
        <dd>{studentNames.join(', ')}</dd>
      </dl>
      <div className="assign-actions">
        <button
          ref={confirmRef}
          type="button"
          className="button button--primary"
          onClick={onConfirm}
          disabled={isSending}
        >
          {isSending ? t('assign.verify.sending') : t('assign.verify.confirm')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={isSending}>
          {t('assign.verify.back')}
        </button>
      </div>
    </ModalDialog>
  );
}
