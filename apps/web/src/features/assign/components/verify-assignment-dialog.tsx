import type { ReactNode } from 'react';
import { ChoiceDialog } from '../../../components/ui/choice-dialog';
import { useI18n } from '../../../lib/i18n';
import { useFormatDay } from './use-format-day';

interface VerifyAssignmentDialogProps {
  /** The one focus assigned; none where each student's focus differs (third-party forms). */
  focus?: { code: string; description: string };
  typeLabel: string;
  weeks: number;
  startDate: string;
  endDate: string;
  studentCount: number;
  /** Who is assigned: the students' names, or a line for each student. */
  students: ReactNode;
  isSending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The verify-assignment modal (spec §2 Modals): what will be assigned, to whom and for how long, before it is sent. */
export function VerifyAssignmentDialog(props: VerifyAssignmentDialogProps) {
  const { t } = useI18n();
  const formatDay = useFormatDay();
  const { focus, isSending } = props;
  return (
    <ChoiceDialog
      title={t('assign.verify.title')}
      description={<p>{t('assign.verify.lead')}</p>}
      actions={[
        {
          label: isSending ? t('assign.verify.sending') : t('assign.verify.confirm'),
          onClick: props.onConfirm,
          className: 'button--primary',
          disabled: isSending,
        },
        {
          label: t('assign.verify.back'),
          onClick: props.onCancel,
          className: 'button--secondary',
          disabled: isSending,
          isSafe: true,
        },
      ]}
    >
      <dl className="assign-summary">
        {focus && (
          <>
            <dt>{t('assign.verify.focus')}</dt>
            <dd>
              <strong>{focus.code}</strong> {focus.description}
            </dd>
          </>
        )}
        <dt>{t('assign.verify.type')}</dt>
        <dd>{props.typeLabel}</dd>
        <dt>{t('assign.verify.duration')}</dt>
        <dd>
          {t('assign.weeks', { count: props.weeks })} ·{' '}
          {t('assign.verify.dates', { from: formatDay(props.startDate), to: formatDay(props.endDate) })}
        </dd>
        <dt>{t('assign.verify.students', { count: props.studentCount })}</dt>
        <dd>{props.students}</dd>
      </dl>
    </ChoiceDialog>
  );
}
