import type { ClassroomSettings } from '@dash/contracts';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { gradeName, useI18n } from '../../../lib/i18n';
import { useClassroomRead, useClassroomWrite } from './manage-classroom-api';
import type { PaneFormProps } from './pane-form';
import { ReadOnlyNote, WriteError } from './write-error';

const GRADES = [-1, 0, 1, 2, 3, 4, 5, 6, 7, 8];

/** classroom_settings (spec §2): the classroom's name and grade; saves the changed fields only (spec §5). */
export function ClassroomSettingsPane({ classroomId, onDirtyChange }: PaneFormProps) {
  const read = useClassroomRead('settings', classroomId);
  if (read.isPending) return <LoadingState />;
  if (read.isError) return <ErrorState onRetry={() => void read.refetch()} />;
  return <SettingsForm key={read.dataUpdatedAt} settings={read.data} onDirtyChange={onDirtyChange} />;
}

function SettingsForm({
  settings,
  onDirtyChange,
}: {
  settings: ClassroomSettings;
  onDirtyChange: PaneFormProps['onDirtyChange'];
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const ids = { name: useId(), grade: useId() };
  const [name, setName] = useState(settings.name);
  const [gradeId, setGradeId] = useState(settings.grade_id);
  const save = useClassroomWrite('settings', settings.id);
  const changed = {
    ...(name.trim() !== settings.name ? { name: name.trim() } : {}),
    ...(gradeId !== settings.grade_id ? { grade_id: gradeId } : {}),
  };
  const isDirty = Object.keys(changed).length > 0;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isDirty || save.isPending) return;
    save.mutate({ id: settings.id, provision_uid: settings.provision_uid, type: 'classroom', ...changed });
  };
  const grades = GRADES.includes(settings.grade_id) ? GRADES : [...GRADES, settings.grade_id];

  return (
    <form className="manage-classroom__form" onSubmit={submit}>
      <ReadOnlyNote editable={settings.editable} />
      <div className="field">
        <label className="field__label" htmlFor={ids.name}>
          {t('manageClassroom.settings.name')}
        </label>
        <input
          id={ids.name}
          className="field__input"
          value={name}
          maxLength={100}
          required
          disabled={!settings.editable}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.grade}>
          {t('manageClassroom.settings.grade')}
        </label>
        <select
          id={ids.grade}
          className="field__input"
          value={gradeId}
          disabled={!settings.editable}
          onChange={(event) => setGradeId(Number(event.target.value))}
        >
          {grades.map((grade) => (
            <option key={grade} value={grade}>
              {gradeName(i18n, grade)}
            </option>
          ))}
        </select>
      </div>
      <dl className="manage-classroom__facts">
        <dt>{t('manageClassroom.settings.loginCode')}</dt>
        <dd>{settings.login_code}</dd>
      </dl>
      <WriteError error={save.error} />
      <SaveButton isDirty={isDirty} isPending={save.isPending} editable={settings.editable} />
    </form>
  );
}

/** The pane's save button, with a polite "Saved." once a save went through. */
export function SaveButton({
  isDirty,
  isPending,
  editable,
}: {
  isDirty: boolean;
  isPending: boolean;
  editable: boolean;
}) {
  const { t } = useI18n();
  if (!editable) return null;
  return (
    <div className="manage-classroom__actions">
      <button type="submit" className="button button--primary" disabled={!isDirty || isPending}>
        {isPending ? t('manageClassroom.saving') : t('manageClassroom.save')}
      </button>
    </div>
  );
}
