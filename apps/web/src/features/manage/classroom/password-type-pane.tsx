import { AUTHENTICATION_TYPES, type AuthenticationTypeSettings } from '@dash/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { useI18n } from '../../../lib/i18n';
import { SaveButton } from './classroom-settings-pane';
import { useClassroomRead, useClassroomWrite } from './manage-classroom-api';
import type { PaneFormProps } from './pane-form';
import { ReadOnlyNote, WriteError } from './write-error';

/** password_type (spec §2, §3 authentication_type): the class signs in with picture or text passwords. */
export function PasswordTypePane({ classroomId, onDirtyChange }: PaneFormProps) {
  const read = useClassroomRead('authenticationType', classroomId);
  if (read.isPending) return <LoadingState />;
  if (read.isError) return <ErrorState onRetry={() => void read.refetch()} />;
  return <PasswordTypeForm key={read.dataUpdatedAt} settings={read.data} onDirtyChange={onDirtyChange} />;
}

function PasswordTypeForm({
  settings,
  onDirtyChange,
}: {
  settings: AuthenticationTypeSettings;
  onDirtyChange: PaneFormProps['onDirtyChange'];
}) {
  const { t } = useI18n();
  const [type, setType] = useState<1 | 2>(settings.authentication_type);
  const save = useClassroomWrite('authenticationType', settings.id);
  const isDirty = type !== settings.authentication_type;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isDirty || save.isPending) return;
    save.mutate({
      id: settings.id,
      provision_uid: settings.provision_uid,
      type: 'classroom',
      authentication_type: type,
    });
  };
  const options = [
    { value: AUTHENTICATION_TYPES.picture, label: t('manageClassroom.passwordType.picture') },
    { value: AUTHENTICATION_TYPES.text, label: t('manageClassroom.passwordType.text') },
  ] as const;

  return (
    <form className="manage-classroom__form" onSubmit={submit}>
      <ReadOnlyNote editable={settings.editable} />
      <fieldset className="manage-classroom__choices">
        <legend>{t('manageClassroom.passwordType.legend')}</legend>
        {options.map((option) => (
          <label key={option.value} className="manage-classroom__choice">
            <input
              type="radio"
              name="authentication_type"
              value={option.value}
              checked={type === option.value}
              disabled={!settings.editable}
              onChange={() => setType(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      <p className="muted">{t('manageClassroom.passwordType.hint')}</p>
      <WriteError error={save.error} />
      <SaveButton isDirty={isDirty} isPending={save.isPending} editable={settings.editable} />
    </form>
  );
}
