import { daysBetween, narrativeLinesOf, type HighlightsResponse, type NarrativeLine } from '@dash/contracts';
import { useI18n, type I18n } from '../../../../../lib/i18n';
import { useHighlights } from '../../../api/get-highlights';
import { useFigures } from '../../report-table';
import { StatList } from '../../stat-list';
import './highlights.css';

/** A narrative line (spec §9 thresholds) in the reader's language; a student's growth is their own. */
function sentenceOf(line: NarrativeLine, t: I18n['t'], isStudent: boolean): string {
  switch (line.code) {
    case 'lowActive':
    case 'highActive':
      return t(`highlights.narrative.${line.code}`, { percent: line.percent });
    case 'lowUsage':
    case 'meetsUsage':
      return t(`highlights.narrative.${line.code}`, { minutes: line.minutes, lessons: line.lessons });
    case 'growth':
      return t(isStudent ? 'highlights.narrative.studentGrowth' : 'highlights.narrative.growth', {
        count: line.standards,
      });
  }
}

/** Lines about the share of active students, which say nothing of one student. */
const ACTIVE_SHARE = new Set<NarrativeLine['code']>(['lowActive', 'highActive']);

/** The period's narrative, recomputed from the figures with the same rule the server writes it by. */
function narrativeOf(report: HighlightsResponse, isStudent: boolean): NarrativeLine[] {
  const { from_date: from, to_date: to } = report.report_dates;
  const lines = from === null ? [] : narrativeLinesOf(report.totals, daysBetween(from, to) + 1);
  return isStudent ? lines.filter((line) => !ACTIVE_SHARE.has(line.code)) : lines;
}

/**
 * Highlights (spec §3 Highlights, §9 narrative thresholds): the district overview or a student's year in
 * headline figures and a few sentences.
 */
export function HighlightsCard({
  title,
  endpoint,
  timeframe,
  isStudent,
}: {
  title: string;
  endpoint: string;
  timeframe: string | undefined;
  /** One student's: no share of active students, their own time and growth. */
  isStudent: boolean;
}) {
  const { t } = useI18n();
  const figures = useFigures();
  const report = useHighlights(endpoint, { timeframe });
  if (!report.isSuccess) return null;
  const data = report.data.data;
  const lines = narrativeOf(report.data, isStudent);
  return (
    <section className="highlights" aria-labelledby="highlights-title">
      <h2 id="highlights-title" className="highlights__title">
        {title}
      </h2>
      <StatList
        label={title}
        stats={[
          ...(isStudent
            ? []
            : [{ label: t('highlights.activeStudents'), value: figures.count(data.count_active_students) }]),
          ...(data.average_weekly_session_time === null
            ? []
            : [
                {
                  label: t(isStudent ? 'highlights.studentWeeklyTime' : 'highlights.weeklyTime'),
                  value: figures.duration(data.average_weekly_session_time),
                },
              ]),
          { label: t('highlights.lessons'), value: figures.count(data.count_lessons_completed) },
          ...(data.percent_usage_extended_hours === null
            ? []
            : [
                {
                  label: t('highlights.extendedHours'),
                  value: figures.percent(data.percent_usage_extended_hours),
                },
              ]),
          { label: t('highlights.standardsGrowth'), value: figures.count(data.standards_growth) },
        ]}
      />
      {lines.length > 0 && (
        <ul className="highlights__narrative">
          {lines.map((line) => (
            <li key={line.code}>{sentenceOf(line, t, isStudent)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
