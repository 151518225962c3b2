import type { Customer } from '@dash/contracts';
import { useState } from 'react';
import { useI18n } from '../../../lib/i18n';
import { useCurrentBanner } from './banners-api';
import './banners.css';

/** The session flag a closed banner leaves (spec §3 client storage: banner-closed). */
export const BANNER_CLOSED_KEY = 'banner-closed';

const wasClosed = () =>
  typeof sessionStorage !== 'undefined' && sessionStorage.getItem(BANNER_CLOSED_KEY) === '1';

/**
 * The banner at the top of every signed-in page (spec §4): the district's first enabled banner for the person's
 * role and today; closing it hides every banner for the rest of the session; never shown while impersonating.
 */
export function SiteBanner({ customer }: { customer: Pick<Customer, 'impersonated_admin_id'> }) {
  const { t } = useI18n();
  const [closed, setClosed] = useState(wasClosed);
  const shown = !closed && customer.impersonated_admin_id === null;
  const banner = useCurrentBanner(shown);
  if (!shown || !banner.data) return null;
  const close = () => {
    sessionStorage.setItem(BANNER_CLOSED_KEY, '1');
    setClosed(true);
  };
  return (
    <aside className={`site-banner site-banner--${banner.data.css_class}`} aria-label={t('banner.label')}>
      <p className="site-banner__message">
        {banner.data.message}
        {banner.data.link_url && (
          <>
            {' '}
            <a href={banner.data.link_url} target="_blank" rel="noopener noreferrer">
              {t('banner.learnMore')}
            </a>
          </>
        )}
      </p>
      <button type="button" className="site-banner__close" onClick={close} aria-label={t('banner.close')}>
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
