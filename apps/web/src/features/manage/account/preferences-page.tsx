import { LOCALES, type Customer, type Locale } from '@dash/contracts';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { RequirePage } from '../../../app/routes/require-page';
import { PageHeading } from '../../../components/ui/page-heading';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { isInAudience, type Audience } from '../../../lib/access';
import { useCustomer } from '../../../lib/customer';
import { useI18n } from '../../../lib/i18n';
import { LOCALE_NAMES, storeLocale } from '../../../lib/i18n/stored-locale';
import { usePreference, useSavePreferences } from '../../../lib/preferences';
import { usePendingChanges } from '../classroom/pending-changes';
import { WriteError } from '../classroom/write-error';
import { OwnPasswordForm } from './own-password-form';
import '../manage.css';
import './preferences.css';

/** /preferences (spec §2: administrators). */
export function PreferencesPage() {
  return <Preferences audience="admins" />;
}

/** /teacher-preferences (spec §2: teachers). */
export function TeacherPreferencesPage() {
  return <Preferences audience="teachers" />;
}

/**
 * The preferences the product keeps for a customer (spec §3: growth as percent or fractions, language, the
 * getting-started guide) and their own password. Unsaved edits ask before the page is left (spec §8).
 */
function Preferences({ audience }: { audience: Audience }) {
  const customer = useCustomer();
  const { t } = useI18n();
  const pending = usePendingChanges();
  const [dirty, setDirty] = useState({ display: false, password: false });
  const { setIsDirty } = pending;
  useEffect(() => setIsDirty(dirty.display || dirty.password), [dirty, setIsDirty]);
  const onDisplayDirty = useCallback((display: boolean) => setDirty((d) => ({ ...d, display })), []);
  const onPasswordDirty = useCallback((password: boolean) => setDirty((d) => ({ ...d, password })), []);
  return (
    <RequirePage isAllowed={isInAudience(customer, audience)}>
      <PageHeading title={t('preferences.title')} lead={t('preferences.lead')} />
      <div className="preferences">
        <section className="preferences__card">
          <DisplayPreferences customer={customer} onDirtyChange={onDisplayDirty} />
        </section>
        <section className="preferences__card">
          <OwnPasswordForm onDirtyChange={onPasswordDirty} />
        </section>
      </div>
      {pending.dialog}
    </RequirePage>
  );
}

function DisplayPreferences({
  customer,
  onDirtyChange,
}: {
  customer: Customer;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const districtId = customer.district_id;
  const locale = usePreference(districtId, 'locale');
  const hideFtue = usePreference(districtId, 'hide_ftue');
  if (locale.isPending || hideFtue.isPending) return <LoadingState />;
  if (locale.isError || hideFtue.isError)
    return <ErrorState onRetry={() => void Promise.all([locale.refetch(), hideFtue.refetch()])} />;
  return (
    <DisplayForm
      districtId={districtId}
      stored={{
        growth_as_percentage: customer.growth_as_percentage,
        locale: (locale.data.value as Locale | null) ?? null,
        hide_ftue: hideFtue.data.value === true,
      }}
      onDirtyChange={onDirtyChange}
    />
  );
}

interface Stored {
  growth_as_percentage: boolean;
  locale: Locale | null;
  hide_ftue: boolean;
}

function DisplayForm({
  districtId,
  stored,
  onDirtyChange,
}: {
  districtId: number;
  stored: Stored;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t, locale: shownLocale, setLocale } = useI18n();
  const languageId = useId();
  const [values, setValues] = useState({ ...stored, locale: stored.locale ?? shownLocale });
  const save = useSavePreferences(districtId);
  const changes = Object.fromEntries(
    (Object.keys(values) as (keyof Stored)[])
      .filter((key) => values[key] !== (key === 'locale' ? (stored.locale ?? shownLocale) : stored[key]))
      .map((key) => [key, values[key]]),
  );
  const isDirty = Object.keys(changes).length > 0;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isDirty) return;
    save.mutate(changes, {
      onSuccess: () => {
        storeLocale(values.locale);
        setLocale(values.locale);
      },
    });
  };

  return (
    <form className="manage__form" onSubmit={submit} aria-labelledby="display-title">
      <h2 id="display-title" className="preferences__title">
        {t('preferences.display.title')}
      </h2>
      <fieldset className="manage__choices">
        <legend>{t('preferences.growth.legend')}</legend>
        {[true, false].map((percent) => (
          <label key={String(percent)} className="manage__choice">
            <input
              type="radio"
              name="growth"
              checked={values.growth_as_percentage === percent}
              onChange={() => setValues((v) => ({ ...v, growth_as_percentage: percent }))}
            />
            {t(percent ? 'preferences.growth.percent' : 'preferences.growth.fraction')}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor={languageId}>
          {t('preferences.language')}
        </label>
        <select
          id={languageId}
          className="field__input"
          value={values.locale}
          onChange={(event) => setValues((v) => ({ ...v, locale: event.target.value as Locale }))}
        >
          {LOCALES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LOCALE_NAMES[code]}
            </option>
          ))}
        </select>
      </div>
      <label className="manage__choice">
        <input
          type="checkbox"
          checked={values.hide_ftue}
          onChange={(event) => setValues((v) => ({ ...v, hide_ftue: event.target.checked }))}
        />
        {t('preferences.hideFtue')}
      </label>
      <WriteError error={save.error} />
      {save.isSuccess && !isDirty && (
        <p className="manage__saved" role="status">
          {t('manage.saved')}
        </p>
      )}
      <div>
        <button type="submit" className="button button--primary" disabled={!isDirty || save.isPending}>
          {save.isPending ? t('manageClassroom.saving') : t('manageClassroom.save')}
        </button>
      </div>
    </form>
  );
}
