import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { withQuery } from '../lib/report-url';

/** Changes query parameters of the current report URL (timeframe, order, sort, studentId…), as history. */
export function useSetReportQuery() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (changes: Record<string, string | undefined>) => void navigate(withQuery(pathname, search, changes)),
    [navigate, pathname, search],
  );
}
