import { AuthLayout } from '../../components/layout/auth-layout';
import { PageHeading } from '../../components/ui/page-heading';
import { useI18n } from '../../lib/i18n';

/** Shown when a page fails to load or render (for example a stale chunk after a deploy). */
export function RouteError() {
  const { t } = useI18n();
  return (
    <AuthLayout>
      <PageHeading title={t('error.title')} />
      <p>{t('error.body')}</p>
      <p>
        <a href="/" className="button button--primary button--block">
          {t('error.reload')}
        </a>
      </p>
    </AuthLayout>
  );
}
