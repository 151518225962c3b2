import type { Customer } from '@dash/contracts';
import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { BrandMark } from '../../../components/ui/brand-mark';
import { useI18n } from '../../../lib/i18n';
import { navItemsFor } from '../lib/nav-items';
import { AccountLinks } from './account-links';
import { LanguageSelect } from './language-select';
import './app-header.css';

interface AppHeaderProps {
  customer: Customer;
  /** Signs out; the link still points at /logout for a new tab or when scripts fail. */
  onLogout: () => Promise<void>;
}

/** Product header: brand, role-based navigation, the customer's name and Log Out; collapses on mobile. */
export function AppHeader({ customer, onLogout }: AppHeaderProps) {
  const { t } = useI18n();
  const location = useLocation();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [isSigningOut, setIsSigningOut] = useState(false);
  const navId = useId();
  const items = navItemsFor(customer);

  useEffect(() => setIsMenuOpen(false), [location.pathname]);

  return (
    <header className="app-header">
      <div className="app-header__bar">
        <Link to={customer.default_url} className="brand">
          <BrandMark />
        </Link>

        <button
          type="button"
          className="app-header__menu-toggle"
          aria-expanded={isMenuOpen}
          aria-controls={navId}
          onClick={() => setIsMenuOpen((open) => !open)}
        >
          <span className="app-header__menu-icon" aria-hidden="true" />
          {t('nav.menu')}
        </button>

        <nav id={navId} className="app-nav" data-open={isMenuOpen} aria-label={t('nav.label')}>
          <ul className="app-nav__list">
            {items.map((item) => (
              <li key={item.id}>
                <NavLink to={item.to} className="app-nav__link" end={item.id === 'children'}>
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="app-nav__account">
            <AccountLinks customer={customer} />
            <LanguageSelect />
            {/* The name alone on screen; "Signed in as …" for screen readers and on hover. */}
            <span className="app-nav__user" title={t('nav.signedInAs', { name: customer.name })}>
              <span className="visually-hidden">{t('nav.signedInAs', { name: customer.name })}</span>
              <span aria-hidden="true">{customer.name}</span>
            </span>
            <Link
              to="/logout"
              className="app-nav__logout"
              aria-disabled={isSigningOut || undefined}
              onClick={(event) => {
                event.preventDefault();
                if (isSigningOut) return;
                setIsSigningOut(true);
                void onLogout().finally(() => setIsSigningOut(false));
              }}
            >
              {t('nav.logout')}
            </Link>
          </div>
        </nav>
      </div>
    </header>
  );
}
