import type { TeacherAcademicStandards, TeacherSettings } from '@dash/contracts';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ErrorState, LoadingState } from '../../components/ui/query-state';
import { useI18n } from '../../lib/i18n';
import { SaveButton } from './classroom/classroom-settings-pane';
import { usePendingChanges } from './classroom/pending-changes';
import { ReadOnlyNote, WriteError } from './classroom/write-error';
import { useManageRead, useManageWrite } from './manage-accounts-api';
import { Saved } from './settings-forms';
import { changedText, TextField } from './text-field';

/** teacher_profile (spec §2, §3 Teacher): a teacher's name, email and academic standard. */
export function TeacherProfile({ teacherId }: { teacherId: number }) {
  const settings = useManageRead('teacherSettings', teacherId);
  const standards = useManageRead('teacherStandards', teacherId);
  if (settings.isPending || standards.isPending) return <LoadingState />;
  if (settings.isError || standards.isError)
    return <ErrorState onRetry={() => void Promise.all([settings.refetch(), standards.refetch()])} />;
  return <ProfileForm key={settings.data.id} settings={settings.data} standards={standards.data} />;
}

function ProfileForm({
  settings,
  standards,
}: {
  settings: TeacherSettings;
  standards: TeacherAcademicStandards;
}) {
  const { t } = useI18n();
  const standardId = useId();
  const pending = usePendingChanges();
  const [fields, setFields] = useState({
    first_name: settings.first_name,
    last_name: settings.last_name,
    email_address: settings.email_address ?? '',
  });
  const [standard, setStandard] = useState(standards.selected);
  const save = useManageWrite('teacherSettings', settings.id);
  const saveStandard = useManageWrite('teacherStandards', settings.id);
  const changed = changedText(settings, fields, ['email_address']);
  const standardChanged = standard !== standards.selected;
  const isDirty = Object.keys(changed).length > 0 || standardChanged;
  const { setIsDirty } = pending;
  useEffect(() => setIsDirty(isDirty), [isDirty, setIsDirty]);
  const set = (key: keyof typeof fields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isDirty || !settings.provision_uid) return;
    const identity = { id: settings.id, provision_uid: settings.provision_uid, type: 'teacher' as const };
    if (Object.keys(changed).length > 0) await save.mutateAsync({ ...identity, ...changed }).catch(() => {});
    if (standardChanged)
      await saveStandard.mutateAsync({ ...identity, academic_standard: standard }).catch(() => {});
  };

  const editable = settings.editable;
  return (
    <form
      className="manage__form"
      onSubmit={(event) => void submit(event)}
      aria-label={t('manage.teacher.profile')}
    >
      <ReadOnlyNote editable={editable} />
      <TextField
        label={t('manage.teacher.firstName')}
        value={fields.first_name}
        onChange={set('first_name')}
        disabled={!editable}
        required
      />
      <TextField
        label={t('manage.teacher.lastName')}
        value={fields.last_name}
        onChange={set('last_name')}
        disabled={!editable}
        required
      />
      <TextField
        label={t('manage.teacher.email')}
        type="email"
        value={fields.email_address}
        onChange={set('email_address')}
        disabled={!editable}
        maxLength={200}
      />
      <div className="field">
        <label className="field__label" htmlFor={standardId}>
          {t('manage.teacher.academicStandard')}
        </label>
        <select
          id={standardId}
          className="field__input"
          value={standard}
          disabled={!standards.editable}
          onChange={(event) => setStandard(event.target.value)}
        >
          {standards.academic_standards.map((s) => (
            <option key={s.name} value={s.name} disabled={!s.selectable}>
              {s.title}
            </option>
          ))}
        </select>
      </div>
      <dl className="manage__facts">
        <dt>{t('manage.teacher.school')}</dt>
        <dd>{settings.school_name}</dd>
      </dl>
      <WriteError error={save.error ?? saveStandard.error} />
      <Saved show={(save.isSuccess || saveStandard.isSuccess) && !isDirty} />
      <SaveButton
        isDirty={isDirty}
        isPending={save.isPending || saveStandard.isPending}
        editable={editable}
      />
      {pending.dialog}
    </form>
  );
}
