import { ERROR_CODES } from '@dash/contracts';
import { Link } from 'react-router';
import { isApiRequestError } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n';

/**
 * What a refused save says (spec §8): edit mode blocked (1000) with the manage-classroom link, a validation
 * message from the server, or the generic error.
 */
export function WriteError({ error }: { error: unknown }) {
  const { t } = useI18n();
  if (!error) return null;
  const detail = isApiRequestError(error) ? error.detail : undefined;
  if (detail?.code === ERROR_CODES.EDIT_MODE_BLOCKED)
    return (
      <p className="manage-classroom__error" role="alert">
        {t('manageClassroom.editBlocked')}{' '}
        {detail.editBlocked && (
          <Link to={detail.editBlocked.link}>{t('manageClassroom.editBlockedLink')}</Link>
        )}
      </p>
    );
  const message = isApiRequestError(error) && error.status === 400 ? detail?.message : undefined;
  return (
    <p className="manage-classroom__error" role="alert">
      {message ?? t('manageClassroom.saveFailed')}
    </p>
  );
}

/** The note a read-only pane shows when the customer may look but not edit (spec §5). */
export function ReadOnlyNote({ editable }: { editable: boolean }) {
  const { t } = useI18n();
  return editable ? null : <p className="muted">{t('manageClassroom.readOnly')}</p>;
}
