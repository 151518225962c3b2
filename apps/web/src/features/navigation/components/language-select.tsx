import { LOCALES, type Locale } from '@dash/contracts';
import { useId } from 'react';
import { useI18n } from '../../../lib/i18n';
import { LOCALE_NAMES, storeLocale } from '../../../lib/i18n/stored-locale';

/** The interface language; the choice is kept on this device (spec §3 client storage `locale`). */
export function LanguageSelect() {
  const { t, locale, setLocale } = useI18n();
  const id = useId();
  return (
    <span className="language-select">
      <label htmlFor={id} className="visually-hidden">
        {t('nav.language')}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          const next = event.target.value as Locale;
          storeLocale(next);
          setLocale(next);
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </span>
  );
}
