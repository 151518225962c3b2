import { useI18n } from '../../../../../lib/i18n';
import type { ReportLocation } from '../../../lib/report-location';
import { HighlightsCard } from './highlights-card';

/**
 * Where the highlights show (spec §3, §7): the district overview above the district's Schools tab, and a
 * student's highlights of the school year above the student's Overview.
 */
export function HighlightsSlot({ location }: { location: ReportLocation }) {
  const { t } = useI18n();
  const base = `/r/districts/${location.districtId}`;
  const where = `${location.state}.${location.pane}`;
  if (where === 'district.schools')
    return (
      <HighlightsCard
        title={t('highlights.districtTitle')}
        endpoint={`${base}/overview`}
        timeframe={location.timeframe}
        isStudent={false}
      />
    );
  if (where === 'student.overview')
    return (
      <HighlightsCard
        title={t('highlights.studentTitle')}
        endpoint={`${base}/students/${location.itemId}/highlights`}
        timeframe={undefined}
        isStudent
      />
    );
  return null;
}
