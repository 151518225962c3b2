import { ChoiceDialog } from '../../../components/ui/choice-dialog';
import { useI18n } from '../../../lib/i18n';
import type { AssignFormState } from '../lib/assign-form';
import { useFormatDay } from './use-format-day';

interface VerifyAssignmentDialogProps {
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
  const typeKey = state.assignmentType === 'SPOT' ? 'assignment.type.spot' : 'assignment.type.goal';
  return (
    <ChoiceDialog
      title={t('assign.verify.title')}
      description={<p>{t('assign.verify.lead')}</p>}
      actions={[
        {
          label: isSending ? t('assign.verify.sending') : t('assign.verify.confirm'),
          onClick: onConfirm,
          className: 'button--primary',
          disabled: isSending,
        },
        {
          label: t('assign.verify.back'),
          onClick: onCancel,
          className: 'button--secondary',
          disabled: isSending,
          isSafe: true,
        },
      ]}
    >
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
    </ChoiceDialog>
  );
}
