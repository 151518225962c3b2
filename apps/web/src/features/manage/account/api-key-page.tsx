import type { ApiKeyCreated } from '@dash/contracts';
import { useId, useState } from 'react';
import { RequirePage } from '../../../app/routes/require-page';
import { ChoiceDialog } from '../../../components/ui/choice-dialog';
import { PageHeading } from '../../../components/ui/page-heading';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { useCustomer } from '../../../lib/customer';
import { useI18n } from '../../../lib/i18n';
import { WriteError } from '../classroom/write-error';
import { useApiKeyStatus, useApiKeyWrite } from './preferences-api';
import './preferences.css';

/**
 * /api-key (spec §2; district admins): the district's key for sending learning events (POST /api/v1/events).
 * A new key is shown once and replaces the earlier one; revoking it stops every send made with it.
 */
export function ApiKeyPage() {
  const customer = useCustomer();
  const { t } = useI18n();
  return (
    <RequirePage isAllowed={customer.is_district_admin}>
      <PageHeading title={t('apiKey.title')} lead={t('apiKey.lead')} />
      <ApiKeyCard districtId={customer.district_id} />
    </RequirePage>
  );
}

function ApiKeyCard({ districtId }: { districtId: number }) {
  const { t, formatDateTime } = useI18n();
  const status = useApiKeyStatus(districtId);
  const create = useApiKeyWrite(districtId, 'create');
  const revoke = useApiKeyWrite(districtId, 'revoke');
  const [shown, setShown] = useState<ApiKeyCreated | null>(null);
  const [asking, setAsking] = useState<'replace' | 'revoke' | null>(null);
  if (status.isPending) return <LoadingState />;
  if (status.isError) return <ErrorState onRetry={() => void status.refetch()} />;

  const makeKey = () =>
    create.mutate(undefined, { onSuccess: (created) => setShown(created as ApiKeyCreated) });
  const revokeKey = () => revoke.mutate(undefined, { onSuccess: () => setShown(null) });
  const { exists, created_at } = status.data;
  return (
    <section className="preferences__card manage__form" aria-labelledby="api-key-state">
      <h2 id="api-key-state" className="preferences__title">
        {exists ? t('apiKey.active') : t('apiKey.none')}
      </h2>
      {exists && created_at !== null && (
        <p className="muted">{t('apiKey.createdAt', { date: formatDateTime(new Date(created_at)) })}</p>
      )}
      {shown && <ShownOnce created={shown} />}
      <WriteError error={create.error ?? revoke.error} />
      {revoke.isSuccess && !exists && (
        <p className="manage__saved" role="status">
          {t('apiKey.revoked')}
        </p>
      )}
      <div className="api-key__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={create.isPending}
          onClick={() => (exists ? setAsking('replace') : makeKey())}
        >
          {exists ? t('apiKey.replace') : t('apiKey.create')}
        </button>
        {exists && (
          <button
            type="button"
            className="button button--secondary"
            disabled={revoke.isPending}
            onClick={() => setAsking('revoke')}
          >
            {t('apiKey.revoke')}
          </button>
        )}
      </div>
      <h3 className="preferences__title">{t('apiKey.usageTitle')}</h3>
      <pre className="api-key__usage">
        {
          'POST /api/v1/events\nAuthorization: Bearer <key>\nContent-Type: application/json\n\n{ "events": [ … ] }'
        }
      </pre>
      {asking && (
        <ChoiceDialog
          title={t(asking === 'revoke' ? 'apiKey.revokeTitle' : 'apiKey.replaceTitle')}
          description={<p>{t(asking === 'revoke' ? 'apiKey.revokeWarning' : 'apiKey.replaceWarning')}</p>}
          actions={[
            {
              label: t('apiKey.keep'),
              onClick: () => setAsking(null),
              className: 'button--secondary',
              isSafe: true,
            },
            {
              label: t(asking === 'revoke' ? 'apiKey.revoke' : 'apiKey.replace'),
              className: 'button--primary',
              onClick: () => {
                setAsking(null);
                if (asking === 'revoke') revokeKey();
                else makeKey();
              },
            },
          ]}
        />
      )}
    </section>
  );
}

/** The new key, shown this once, with a copy button. */
function ShownOnce({ created }: { created: ApiKeyCreated }) {
  const { t } = useI18n();
  const id = useId();
  const [copied, setCopied] = useState(false);
  return (
    <div className="api-key__secret">
      <label htmlFor={id} className="field__label">
        {t('apiKey.newKey')}
      </label>
      <input
        id={id}
        className="api-key__value"
        readOnly
        value={created.key}
        onFocus={(e) => e.target.select()}
      />
      <p className="muted">{t('apiKey.onlyOnce')}</p>
      <div>
        <button
          type="button"
          className="button button--secondary"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(created.key)
              .then(() => setCopied(true))
              .catch(() => setCopied(false))
          }
        >
          {copied ? t('apiKey.copied') : t('apiKey.copy')}
        </button>
      </div>
    </div>
  );
}
