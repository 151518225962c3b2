import type { ReactNode } from 'react';
import { BrandMark } from '../ui/brand-mark';
import { useI18n } from '../../lib/i18n';
import './auth-layout.css';

/** Centred single-card layout for signing in and signed-out pages. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="auth-layout">
      <header className="auth-layout__header">
        <span className="brand brand--on-light">
          <BrandMark />
        </span>
      </header>
      <main id="main" className="auth-layout__main">
        <div className="auth-card">{children}</div>
      </main>
      <footer className="auth-layout__footer">
        <p>{t('app.tagline')}</p>
      </footer>
    </div>
  );
}
