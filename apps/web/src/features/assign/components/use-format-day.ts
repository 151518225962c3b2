import { useI18n } from '../../../lib/i18n';

/** A calendar day (YYYY-MM-DD) as the interface language writes it, never shifted by the browser's zone. */
export function useFormatDay() {
  const { formatDateTime } = useI18n();
  return (day: string) =>
    formatDateTime(new Date(`${day}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
}
