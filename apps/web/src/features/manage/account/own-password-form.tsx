import { useEffect, useState, type FormEvent } from 'react';
import { isApiRequestError } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n';
import { TextField } from '../text-field';
import { useChangePassword } from './preferences-api';

/** The shortest new password the server takes (auth/auth.routes.ts). */
const MIN_LENGTH = 12;

/**
 * The customer's own password (spec §1 Customer; current and new, the new one twice): on success every other
 * session of theirs ends and this one stays signed in.
 */
export function OwnPasswordForm({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const { t } = useI18n();
  const change = useChangePassword();
  const [fields, setFields] = useState({ current: '', next: '', again: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const isDirty = Object.values(fields).some((v) => v !== '');
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const set = (key: keyof typeof fields) => (value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (fields.next.length < MIN_LENGTH)
      return setProblem(t('preferences.password.tooShort', { count: MIN_LENGTH }));
    if (fields.next !== fields.again) return setProblem(t('preferences.password.mismatch'));
    change.mutate(
      { current_password: fields.current, new_password: fields.next },
      {
        onSuccess: () => setFields({ current: '', next: '', again: '' }),
        onError: (error) =>
          setProblem(
            isApiRequestError(error) && error.status === 400
              ? t('preferences.password.currentWrong')
              : t('preferences.password.failed'),
          ),
      },
    );
  };

  return (
    <form className="manage__form" onSubmit={submit} aria-labelledby="own-password-title">
      <h2 id="own-password-title" className="preferences__title">
        {t('preferences.password.title')}
      </h2>
      <p className="muted">{t('preferences.password.lead', { count: MIN_LENGTH })}</p>
      <TextField
        label={t('preferences.password.current')}
        type="password"
        value={fields.current}
        onChange={set('current')}
        autoComplete="current-password"
        maxLength={1024}
        required
      />
      <TextField
        label={t('preferences.password.new')}
        type="password"
        value={fields.next}
        onChange={set('next')}
        autoComplete="new-password"
        maxLength={1024}
        required
      />
      <TextField
        label={t('preferences.password.again')}
        type="password"
        value={fields.again}
        onChange={set('again')}
        autoComplete="new-password"
        maxLength={1024}
        required
      />
      {problem && (
        <p className="preferences__error" role="alert">
          {problem}
        </p>
      )}
      {change.isSuccess && !isDirty && (
        <p className="manage__saved" role="status">
          {t('preferences.password.changed')}
        </p>
      )}
      <div>
        <button type="submit" className="button button--primary" disabled={!isDirty || change.isPending}>
          {change.isPending ? t('manageClassroom.saving') : t('preferences.password.submit')}
        </button>
      </div>
    </form>
  );
}
