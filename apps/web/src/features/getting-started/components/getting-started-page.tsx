import { useState } from 'react';
import { Link } from 'react-router';
import { RequirePage } from '../../../app/routes/require-page';
import { PageHeading } from '../../../components/ui/page-heading';
import { isInAudience } from '../../../lib/access';
import { useCustomer } from '../../../lib/customer';
import { useI18n } from '../../../lib/i18n';
import { useSavePreferences } from '../../../lib/preferences';
import { ftueScreensFor } from '../lib/ftue-screens';
import { FtueModal } from './ftue-modal';
import './getting-started.css';

/**
 * /getting-started (spec §2 FTUE page): what the tour says, on one page (phones included), the tour itself, the
 * "hide FTUE" checkbox (saved at once through the hide_ftue preference) and View My Dashboard (the default URL).
 */
export function GettingStartedPage() {
  const customer = useCustomer();
  const { t } = useI18n();
  const [isTourOpen, setIsTourOpen] = useState(false);
  const save = useSavePreferences(customer.district_id);
  const [isHidden, setIsHidden] = useState(customer.preferences.hide_ftue);
  const screens = ftueScreensFor(customer);

  function handleHiddenChange(hide: boolean) {
    setIsHidden(hide);
    save.mutate({ hide_ftue: hide }, { onError: () => setIsHidden(!hide) });
  }

  return (
    <RequirePage isAllowed={isInAudience(customer, 'staff')}>
      <PageHeading title={t('gettingStarted.title')} lead={t('gettingStarted.lead')} />
      <div className="getting-started">
        <ol className="getting-started__screens">
          {screens.map((screen) => (
            <li key={screen.id} className="getting-started__card">
              <h2 className="getting-started__card-title">{t(screen.titleKey)}</h2>
              <p>{t(screen.bodyKey)}</p>
              <ul className="getting-started__points">
                {screen.pointKeys.map((key) => (
                  <li key={key}>{t(key)}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
        <div className="getting-started__footer">
          <label className="getting-started__hide">
            <input
              type="checkbox"
              checked={isHidden}
              disabled={save.isPending}
              onChange={(event) => handleHiddenChange(event.target.checked)}
            />
            {t('preferences.hideFtue')}
          </label>
          <p className="getting-started__status" role="status">
            {save.isError ? t('ftue.saveFailed') : save.isSuccess ? t('manage.saved') : ''}
          </p>
          <div className="getting-started__actions">
            <button type="button" className="button button--secondary" onClick={() => setIsTourOpen(true)}>
              {t('gettingStarted.takeTour')}
            </button>
            <Link to={customer.default_url} className="button button--primary">
              {t('gettingStarted.viewDashboard')}
            </Link>
          </div>
        </div>
      </div>
      <FtueModal isOpen={isTourOpen} customer={customer} onClose={() => setIsTourOpen(false)} />
    </RequirePage>
  );
}
