import type { Locale } from '@dash/contracts';
import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import enUs from '../../i18n/locales/en-us.json';
import { browserLocale } from './detect-locale';
import { languageTag, translate, type Catalogue, type Catalogues, type MessageParams } from './translate';

type EnUsKey = keyof typeof enUs & string;
type PluralBase<K extends string> = K extends `${infer Base}.other` ? Base : never;
/** Every key of the en-us catalogue, plus the base of `x.one` / `x.other` plural pairs. */
export type MessageKey = EnUsKey | PluralBase<EnUsKey>;

export interface I18n {
  locale: Locale;
  /** BCP 47 tag of the active locale, for Intl and `lang`. */
  tag: string;
  setLocale: (locale: Locale) => void;
  t: (key: MessageKey, params?: MessageParams) => string;
  /** A key known only at run time (a server code): its translation, else `defaultText` (spec §5 fallback). */
  tOr: (key: string, defaultText: string, params?: MessageParams) => string;
  formatNumber: (value: number) => string;
  formatDateTime: (value: Date, options?: Intl.DateTimeFormatOptions) => string;
}

export const I18nContext = createContext<I18n | null>(null);

/** en-us is bundled as the fallback; any other catalogue is fetched only when it becomes active. */
const loaders: Partial<Record<Locale, () => Promise<Catalogue>>> = {
  'en-gb': () => import('../../i18n/locales/en-gb.json').then((module) => module.default),
  'es-mx': () => import('../../i18n/locales/es-mx.json').then((module) => module.default),
};

export function I18nProvider({ children }: { children: ReactNode }) {
  const [requested, setRequested] = useState<Locale>(browserLocale);
  const [catalogues, setCatalogues] = useState<Catalogues>({ 'en-us': enUs });
  const [shown, setShown] = useState<Locale | null>(() => (catalogues[requested] ? requested : null));

  useEffect(() => {
    if (catalogues[requested]) {
      setShown(requested);
      return;
    }
    const load = loaders[requested];
    if (!load) return;
    let isCurrent = true;
    load()
      .then((catalogue) => {
        if (!isCurrent) return;
        setCatalogues((previous) => ({ ...previous, [requested]: catalogue }));
        setShown(requested);
      })
      .catch(() => {
        // The fallback catalogue is always present: show en-us text rather than nothing.
        if (isCurrent) setShown((previous) => previous ?? 'en-us');
      });
    return () => {
      isCurrent = false;
    };
  }, [requested, catalogues]);

  const locale = shown ?? 'en-us';
  const tag = languageTag(locale);

  useEffect(() => {
    document.documentElement.lang = tag;
  }, [tag]);

  const setLocale = useCallback((next: Locale) => setRequested(next), []);

  const value = useMemo<I18n>(() => {
    const numberFormat = new Intl.NumberFormat(tag);
    return {
      locale,
      tag,
      setLocale,
      t: (key, params) => translate(catalogues, locale, key, params),
      tOr: (key, defaultText, params) => translate(catalogues, locale, key, params, defaultText),
      formatNumber: (value) => numberFormat.format(value),
      formatDateTime: (value, options = { dateStyle: 'long', timeStyle: 'short' }) =>
        new Intl.DateTimeFormat(tag, options).format(value),
    };
  }, [catalogues, locale, tag, setLocale]);

  // Until the first catalogue is ready, render nothing rather than flash another language.
  if (shown === null) return null;
  return <I18nContext value={value}>{children}</I18nContext>;
}
