import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { setRequestLanguage } from '../lib/api-client';
import { I18nProvider, useI18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';

/** Keeps Accept-Language on API calls in step with the interface language. */
function RequestLanguageSync() {
  const { tag } = useI18n();
  useEffect(() => setRequestLanguage(tag), [tag]);
  return null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider>
        <RequestLanguageSync />
        {children}
      </I18nProvider>
    </QueryClientProvider>
  );
}
