import { EDITABLE_DISTRICT_OPTIONS, type DistrictSettings, type SchoolSettings } from '@dash/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { ErrorState, LoadingState } from '../../components/ui/query-state';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { SaveButton } from './classroom/classroom-settings-pane';
import { usePendingChanges } from './classroom/pending-changes';
import { ReadOnlyNote, WriteError } from './classroom/write-error';
import { academicStandardLabel, countryLabel, timeZoneLabel } from './district-facts';
import { useManageRead, useManageWrite } from './manage-accounts-api';
import { changedText, TextField } from './text-field';

/** The school's settings (spec §7 /m/school/{id}/settings): name, city and zip. */
export function SchoolSettingsSection({ schoolId }: { schoolId: number }) {
  const read = useManageRead('schoolSettings', schoolId);
  if (read.isPending) return <LoadingState />;
  if (read.isError) return <ErrorState onRetry={() => void read.refetch()} />;
  return <SchoolForm key={read.data.id} settings={read.data} />;
}

function SchoolForm({ settings }: { settings: SchoolSettings }) {
  const { t } = useI18n();
  const pending = usePendingChanges();
  const [fields, setFields] = useState({
    name: settings.name,
    city: settings.city ?? '',
    zip: settings.zip ?? '',
  });
  const save = useManageWrite('schoolSettings', settings.id);
  const changed = changedText(settings, fields, ['city', 'zip']);
  const isDirty = Object.keys(changed).length > 0;
  const { setIsDirty } = pending;
  useEffect(() => setIsDirty(isDirty), [isDirty, setIsDirty]);
  const set = (key: keyof typeof fields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isDirty || !settings.provision_uid) return;
    save.mutate({ id: settings.id, provision_uid: settings.provision_uid, type: 'school', ...changed });
  };
  const editable = settings.editable;
  return (
    <form className="manage__form" onSubmit={submit} aria-label={t('manage.section.school')}>
      <ReadOnlyNote editable={editable} />
      <TextField
        label={t('manage.school.name')}
        value={fields.name}
        onChange={set('name')}
        disabled={!editable}
        required
      />
      <TextField
        label={t('manage.school.city')}
        value={fields.city}
        onChange={set('city')}
        disabled={!editable}
      />
      <TextField
        label={t('manage.school.zip')}
        value={fields.zip}
        onChange={set('zip')}
        disabled={!editable}
        maxLength={12}
      />
      <WriteError error={save.error} />
      <Saved show={save.isSuccess && !isDirty} />
      <SaveButton isDirty={isDirty} isPending={save.isPending} editable={editable} />
      {pending.dialog}
    </form>
  );
}

type EditableOption = (typeof EDITABLE_DISTRICT_OPTIONS)[number];

const OPTION_LABELS: Record<EditableOption, MessageKey> = {
  teacher_rostering_enabled: 'manage.district.teacherRostering',
  school_admin_rostering_enabled: 'manage.district.schoolAdminRostering',
  district_admin_rostering_enabled: 'manage.district.districtAdminRostering',
  hide_ftue: 'manage.district.hideFtue',
};

/** The switches in their groups: who may keep rosters, and the getting-started tour. */
const OPTION_GROUPS: { legendKey: MessageKey; keys: EditableOption[] }[] = [
  {
    legendKey: 'manage.district.rostering',
    keys: ['teacher_rostering_enabled', 'school_admin_rostering_enabled', 'district_admin_rostering_enabled'],
  },
  { legendKey: 'manage.district.gettingStarted', keys: ['hide_ftue'] },
];

/** The district's settings (district admins; spec §7 /m/district/{id}/settings): name and rostering switches. */
export function DistrictSettingsSection({ districtId }: { districtId: number }) {
  const read = useManageRead('districtSettings', districtId);
  if (read.isPending) return <LoadingState />;
  if (read.isError) return <ErrorState onRetry={() => void read.refetch()} />;
  return <DistrictForm key={read.data.id} settings={read.data} />;
}

function DistrictForm({ settings }: { settings: DistrictSettings }) {
  const { t, locale } = useI18n();
  const pending = usePendingChanges();
  const [name, setName] = useState(settings.name);
  const [options, setOptions] = useState(settings.options);
  const save = useManageWrite('districtSettings', settings.id);
  const changedOptions = Object.fromEntries(
    EDITABLE_DISTRICT_OPTIONS.filter((key) => options[key] !== settings.options[key]).map((key) => [
      key,
      options[key],
    ]),
  );
  const changed = {
    ...(name.trim() !== settings.name ? { name: name.trim() } : {}),
    ...(Object.keys(changedOptions).length > 0 ? { options: changedOptions } : {}),
  };
  const isDirty = Object.keys(changed).length > 0;
  const { setIsDirty } = pending;
  useEffect(() => setIsDirty(isDirty), [isDirty, setIsDirty]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isDirty || !settings.provision_uid) return;
    save.mutate({ id: settings.id, provision_uid: settings.provision_uid, type: 'district', ...changed });
  };
  const editable = settings.editable;
  return (
    <form className="manage__form" onSubmit={submit} aria-label={t('manage.section.district')}>
      <ReadOnlyNote editable={editable} />
      <TextField
        label={t('manage.district.name')}
        value={name}
        onChange={setName}
        disabled={!editable}
        required
      />
      {OPTION_GROUPS.map((group) => (
        <fieldset key={group.legendKey} className="manage__choices">
          <legend>{t(group.legendKey)}</legend>
          {group.keys.map((key) => (
            <label key={key} className="manage__choice">
              <input
                type="checkbox"
                checked={options[key] ?? false}
                disabled={!editable}
                onChange={(event) => setOptions((o) => ({ ...o, [key]: event.target.checked }))}
              />
              {t(OPTION_LABELS[key])}
            </label>
          ))}
        </fieldset>
      ))}
      <dl className="manage__facts">
        <dt>{t('manage.district.timeZone')}</dt>
        <dd>{timeZoneLabel(settings.time_zone, locale)}</dd>
        <dt>{t('manage.district.country')}</dt>
        <dd>{countryLabel(settings.country, locale)}</dd>
        <dt>{t('manage.district.academicStandard')}</dt>
        <dd>{academicStandardLabel(settings.academic_standard)}</dd>
      </dl>
      <WriteError error={save.error} />
      <Saved show={save.isSuccess && !isDirty} />
      <SaveButton isDirty={isDirty} isPending={save.isPending} editable={editable} />
      {pending.dialog}
    </form>
  );
}

export function Saved({ show }: { show: boolean }) {
  const { t } = useI18n();
  return show ? (
    <p className="manage__saved" role="status">
      {t('manage.saved')}
    </p>
  ) : null;
}
