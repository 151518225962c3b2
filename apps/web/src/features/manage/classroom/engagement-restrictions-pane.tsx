import {
  ENGAGEMENT_RESTRICTIONS,
  type EngagementRestriction,
  type EngagementRestrictionsSettings,
} from '@dash/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { useI18n } from '../../../lib/i18n';
import { SaveButton } from './classroom-settings-pane';
import { useClassroomRead, useClassroomWrite } from './manage-classroom-api';
import type { PaneFormProps } from './pane-form';
import { ReadOnlyNote, WriteError } from './write-error';

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((code) => b.includes(code));

/** engagement_restrictions (spec §2, §3 codes): what of the game's extras the class may use. */
export function EngagementRestrictionsPane({ classroomId, onDirtyChange }: PaneFormProps) {
  const read = useClassroomRead('engagementRestrictions', classroomId);
  if (read.isPending) return <LoadingState />;
  if (read.isError) return <ErrorState onRetry={() => void read.refetch()} />;
  return <RestrictionsForm key={read.dataUpdatedAt} settings={read.data} onDirtyChange={onDirtyChange} />;
}

function RestrictionsForm({
  settings,
  onDirtyChange,
}: {
  settings: EngagementRestrictionsSettings;
  onDirtyChange: PaneFormProps['onDirtyChange'];
}) {
  const { t } = useI18n();
  const [codes, setCodes] = useState<EngagementRestriction[]>(settings.engagement_restrictions);
  const save = useClassroomWrite('engagementRestrictions', settings.id);
  const isDirty = !sameSet(codes, settings.engagement_restrictions);
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const toggle = (code: EngagementRestriction) =>
    setCodes((current) => (current.includes(code) ? current.filter((c) => c !== code) : [...current, code]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isDirty || save.isPending) return;
    save.mutate({
      id: settings.id,
      provision_uid: settings.provision_uid,
      type: 'classroom',
      engagement_restrictions: codes,
    });
  };

  return (
    <form className="manage-classroom__form" onSubmit={submit}>
      <ReadOnlyNote editable={settings.editable} />
      <fieldset className="manage-classroom__choices">
        <legend>{t('manageClassroom.restrictions.legend')}</legend>
        {ENGAGEMENT_RESTRICTIONS.map((code) => (
          <label key={code} className="manage-classroom__choice">
            <input
              type="checkbox"
              checked={codes.includes(code)}
              disabled={!settings.editable}
              onChange={() => toggle(code)}
            />
            <span>{t(`manageClassroom.restrictions.${code}`)}</span>
          </label>
        ))}
      </fieldset>
      <WriteError error={save.error} />
      <SaveButton isDirty={isDirty} isPending={save.isPending} editable={settings.editable} />
    </form>
  );
}
