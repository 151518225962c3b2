import { useEffect, useState } from 'react';
import { useI18n } from '../../../lib/i18n';
import { useResources } from '../api/get-resources';
import { resourceLanguageOf } from '../lib/resource-groups';
import { hasVisitedResources, visitedCookieLine } from '../lib/resources-visited';

/** What both Resources layouts read: the reader's file language and the resources in it. */
export function useResourcesPage() {
  const { locale } = useI18n();
  const language = resourceLanguageOf(locale);
  return { language, query: useResources(language) };
}

/** Whether this is the first visit to the Resources page; records the visit (spec §3 "FTUE resources visited"). */
export function useFirstResourcesVisit(): boolean {
  const [isFirstVisit] = useState(() => !hasVisitedResources(document.cookie));
  useEffect(() => {
    document.cookie = visitedCookieLine();
  }, []);
  return isFirstVisit;
}
