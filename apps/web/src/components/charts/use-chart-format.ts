import { useMemo } from 'react';
import { useI18n } from '../../lib/i18n';
import { createChartFormat, type ChartFormat } from './chart-format';

/** Chart number formats for the active locale. */
export function useChartFormat(): ChartFormat {
  const { tag } = useI18n();
  return useMemo(() => createChartFormat(tag), [tag]);
}
