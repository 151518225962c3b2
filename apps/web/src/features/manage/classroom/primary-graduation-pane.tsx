import { LEARNING_ENVIRONMENTS, type PrimaryGraduationSettings } from '@dash/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { ChoiceDialog } from '../../../components/ui/choice-dialog';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { useI18n } from '../../../lib/i18n';
import { SaveButton } from './classroom-settings-pane';
import { useClassroomRead, useClassroomWrite } from './manage-classroom-api';
import type { PaneFormProps } from './pane-form';
import { StudentChecklist } from './student-checklist';
import { ReadOnlyNote, WriteError } from './write-error';

/**
 * primary_graduation (spec §2): whether students finishing the primary content graduate on their own, and the
 * graduate action for chosen primary students, behind the graduate confirmation modal.
 */
export function PrimaryGraduationPane({ classroomId, onDirtyChange }: PaneFormProps) {
  const read = useClassroomRead('primaryGraduation', classroomId);
  if (read.isPending) return <LoadingState />;
  if (read.isError) return <ErrorState onRetry={() => void read.refetch()} />;
  return <GraduationForm key={read.dataUpdatedAt} settings={read.data} onDirtyChange={onDirtyChange} />;
}

function GraduationForm({
  settings,
  onDirtyChange,
}: {
  settings: PrimaryGraduationSettings;
  onDirtyChange: PaneFormProps['onDirtyChange'];
}) {
  const { t } = useI18n();
  const [isOn, setIsOn] = useState(settings.primary_graduation);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [isConfirming, setIsConfirming] = useState(false);
  const save = useClassroomWrite('primaryGraduation', settings.id);
  const graduate = useClassroomWrite('graduate', settings.id);
  const isDirty = isOn !== settings.primary_graduation || chosen.size > 0;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const identity = { id: settings.id, provision_uid: settings.provision_uid, type: 'classroom' as const };
  const primary = settings.students.filter((s) => s.learning_environment === LEARNING_ENVIRONMENTS.primary);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isOn === settings.primary_graduation || save.isPending) return;
    save.mutate({ ...identity, primary_graduation: isOn });
  };
  const confirmGraduate = () => {
    setIsConfirming(false);
    graduate.mutate({ ...identity, student_ids: [...chosen] }, { onSuccess: () => setChosen(new Set()) });
  };

  return (
    <div className="manage-classroom__form">
      <ReadOnlyNote editable={settings.editable} />
      <form onSubmit={submit} className="manage-classroom__form">
        <label className="manage-classroom__choice">
          <input
            type="checkbox"
            checked={isOn}
            disabled={!settings.editable}
            onChange={(event) => setIsOn(event.target.checked)}
          />
          <span>{t('manageClassroom.graduation.automatic')}</span>
        </label>
        <WriteError error={save.error} />
        <SaveButton
          isDirty={isOn !== settings.primary_graduation}
          isPending={save.isPending}
          editable={settings.editable}
        />
      </form>
      <h4 className="manage-classroom__subheading">{t('manageClassroom.graduation.studentsTitle')}</h4>
      {primary.length === 0 ? (
        <p className="muted">{t('manageClassroom.graduation.none')}</p>
      ) : (
        <>
          <StudentChecklist
            legend={t('manageClassroom.graduation.choose')}
            students={primary}
            chosen={chosen}
            onChange={setChosen}
            disabled={!settings.editable}
          />
          <WriteError error={graduate.error} />
          {settings.editable && (
            <div className="manage-classroom__actions">
              <button
                type="button"
                className="button button--primary"
                disabled={chosen.size === 0 || graduate.isPending}
                onClick={() => setIsConfirming(true)}
              >
                {t('manageClassroom.graduation.graduate')}
              </button>
            </div>
          )}
        </>
      )}
      {isConfirming && (
        <ChoiceDialog
          title={t('manageClassroom.graduation.confirmTitle')}
          description={<p>{t('manageClassroom.graduation.confirmText', { count: chosen.size })}</p>}
          actions={[
            {
              label: t('manageClassroom.graduation.graduate'),
              onClick: confirmGraduate,
              className: 'button--primary',
            },
            {
              label: t('common.cancel'),
              onClick: () => setIsConfirming(false),
              className: 'button--secondary',
              isSafe: true,
            },
          ]}
        />
      )}
    </div>
  );
}
