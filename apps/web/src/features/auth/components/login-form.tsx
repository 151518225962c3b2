import { useId, useRef, useState, type FormEvent } from 'react';
import { isApiRequestError } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n';
import { useLogin } from '../api/login';
import './login-form.css';

interface LoginFormProps {
  onSuccess: (defaultUrl: string) => void;
}

type FieldErrors = Partial<Record<'username' | 'password', string>>;

/** Username and password form; shows the server's message when sign-in is refused. */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const { t } = useI18n();
  const loginMutation = useLogin();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [isPasswordShown, setIsPasswordShown] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const ids = { username: useId(), password: useId(), usernameError: useId(), passwordError: useId() };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const username = String(form.get('username') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const errors: FieldErrors = {};
    if (!username) errors.username = t('login.error.usernameRequired');
    if (!password) errors.password = t('login.error.passwordRequired');
    setFieldErrors(errors);
    if (errors.username) return usernameRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();
    loginMutation.mutate({ username, password }, { onSuccess: (data) => onSuccess(data.default_url) });
  }

  const serverError = loginMutation.error;
  const serverMessage = serverError
    ? isApiRequestError(serverError) && serverError.detail?.message
      ? serverError.detail.message
      : t('login.error.generic')
    : null;

  return (
    <form
      className="login-form"
      onSubmit={handleSubmit}
      noValidate
      aria-describedby={serverMessage ? 'login-error' : undefined}
    >
      {serverMessage && (
        <div id="login-error" className="login-form__alert" role="alert">
          {serverMessage}
        </div>
      )}

      <div className="field">
        <label className="field__label" htmlFor={ids.username}>
          {t('login.username')}
        </label>
        <input
          ref={usernameRef}
          id={ids.username}
          className="field__input"
          name="username"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          aria-invalid={fieldErrors.username ? true : undefined}
          aria-describedby={fieldErrors.username ? ids.usernameError : undefined}
        />
        {fieldErrors.username && (
          <p id={ids.usernameError} className="field__error">
            {fieldErrors.username}
          </p>
        )}
      </div>

      <div className="field">
        <label className="field__label" htmlFor={ids.password}>
          {t('login.password')}
        </label>
        <div className="field__with-action">
          <input
            ref={passwordRef}
            id={ids.password}
            className="field__input"
            name="password"
            type={isPasswordShown ? 'text' : 'password'}
            autoComplete="current-password"
            required
            aria-invalid={fieldErrors.password ? true : undefined}
            aria-describedby={fieldErrors.password ? ids.passwordError : undefined}
          />
          <button
            type="button"
            className="field__action"
            aria-pressed={isPasswordShown}
            aria-controls={ids.password}
            onClick={() => setIsPasswordShown((shown) => !shown)}
          >
            {t('login.showPassword')}
          </button>
        </div>
        {fieldErrors.password && (
          <p id={ids.passwordError} className="field__error">
            {fieldErrors.password}
          </p>
        )}
      </div>

      <button
        type="submit"
        className="button button--primary button--block"
        disabled={loginMutation.isPending}
      >
        {loginMutation.isPending ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}
