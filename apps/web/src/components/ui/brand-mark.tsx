import { useI18n } from '../../lib/i18n';

/** The product's mark and name, inside a header's brand (a link home when signed in). */
export function BrandMark() {
  const { t } = useI18n();
  return (
    <>
      <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" />
        <path d="M9 16h14M16 9v14" />
      </svg>
      <span>{t('app.name')}</span>
    </>
  );
}
