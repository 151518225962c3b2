export { I18nProvider, type I18n, type MessageKey } from './i18n-provider';
export { useI18n } from './use-i18n';
export { browserLocale } from './detect-locale';
export { gradeName } from './grade-name';
export { domainName } from './domain-name';
