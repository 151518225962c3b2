import { useI18n } from '../../../lib/i18n';
import type { AssignErrorMessage } from '../lib/assign-error';

interface AssignFormActionsProps {
  /** The server's refusal of the last send, if any. */
  error: AssignErrorMessage | null;
  canAdd: boolean;
  isAddDisabled: boolean;
  /** What is still missing, shown while nothing can be added. */
  missingHint: string;
  onLeave: () => void;
}

/** The foot of an assign form: the server's refusal, Add assignment and Cancel, and what is missing. */
export function AssignFormActions({
  error,
  canAdd,
  isAddDisabled,
  missingHint,
  onLeave,
}: AssignFormActionsProps) {
  const { t } = useI18n();
  return (
    <>
      {error && (
        <p className="error-box assign-form__error" role="alert">
          {'text' in error ? error.text : t(error.key, error.params)}
        </p>
      )}
      <div className="assign-actions">
        <button type="submit" className="button button--primary" disabled={isAddDisabled}>
          {t('assign.add')}
        </button>
        <button type="button" className="button button--secondary" onClick={onLeave}>
          {t('common.cancel')}
        </button>
      </div>
      {!canAdd && <p className="assign-form__hint muted">{missingHint}</p>}
    </>
  );
}
