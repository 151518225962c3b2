import { EVENT_CODES, type ActivityEvent, type EngagementActivityResponse } from '@dash/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState, LoadingState } from '../../../../components/ui/query-state';
import { useI18n, type MessageKey } from '../../../../lib/i18n';
import { reportQueryOptions } from '../../../../lib/report-query';
import { StatList } from '../stat-list';
import {
  AchievementLetterModal,
  achievementLetterOf,
  type AchievementLetter,
} from './achievement-letter-modal';
import './student-engagement-achievements.css';

/** The achievements counted, each with the event codes that earn it (spec §4 event codes). */
const KINDS: readonly { label: MessageKey; codes: readonly number[] }[] = [
  { label: 'achievements.certificates', codes: [EVENT_CODES.CERTIFICATE] },
  { label: 'achievements.badges', codes: [EVENT_CODES.BADGE] },
  {
    label: 'achievements.milestones',
    codes: [EVENT_CODES.LESSON_GROUP_COMPLETED, EVENT_CODES.LESSON_GROUP_COMPLETED_MILESTONE],
  },
  { label: 'achievements.friends', codes: [EVENT_CODES.ADVENTURE_FRIEND] },
  { label: 'achievements.graduations', codes: [EVENT_CODES.GRADUATION] },
];

/** How many of the latest letters (certificates, completed lesson groups) are listed. */
const LETTERS_SHOWN = 5;

/** Counts of each achievement among a period's engagement events. */
export function countAchievements(events: readonly Pick<ActivityEvent, 'event_code'>[]) {
  return KINDS.map(({ label, codes }) => ({
    label,
    count: events.filter((event) => codes.includes(event.event_code)).length,
  }));
}

/**
 * A student's engagement achievements this school year (spec §2 Student overview): certificates, badges,
 * completed lesson groups, adventure friends and graduations, and the latest letters, each opening its modal.
 */
export function StudentEngagementAchievements({
  districtId,
  studentId,
  timeZone,
}: {
  districtId: number;
  studentId: number;
  timeZone: string;
}) {
  const { t, formatDateTime, formatNumber } = useI18n();
  const [open, setOpen] = useState<AchievementLetter | null>(null);
  const report = useQuery({
    ...reportQueryOptions<EngagementActivityResponse>(
      `/r/districts/${districtId}/students/${studentId}/engagement/activity`,
    ),
    // Its failure says "Unable to load student achievements." in the alert area (spec §8).
    meta: { loadFailureKey: 'errors.load.achievements', locator: 'achievements' },
  });

  if (report.isPending) return <LoadingState />;
  if (report.isError) return <ErrorState onRetry={() => void report.refetch()} />;
  const events = report.data.data;
  const letters = events
    .map((event) => ({ event, letter: achievementLetterOf(event, districtId) }))
    .filter((row): row is { event: ActivityEvent; letter: AchievementLetter } => row.letter !== null)
    .slice(0, LETTERS_SHOWN);

  return (
    <section className="engagement-achievements" aria-labelledby={`achievements-${studentId}`}>
      <h3 id={`achievements-${studentId}`}>{t('achievements.title')}</h3>
      <StatList
        label={t('achievements.title')}
        stats={countAchievements(events).map(({ label, count }) => ({
          label: t(label),
          value: formatNumber(count),
        }))}
      />
      {letters.length === 0 ? (
        <p className="muted">{t('achievements.noLetters')}</p>
      ) : (
        <ul className="engagement-achievements__letters">
          {letters.map(({ event, letter }) => (
            <li key={event.uid}>
              <button type="button" className="activity-item__letter" onClick={() => setOpen(letter)}>
                {letter.kind === 'certificate'
                  ? t('activity.openCertificate')
                  : event.lesson_group_name
                    ? t('achievements.milestoneOf', { group: event.lesson_group_name })
                    : t('activity.openMilestoneLetter')}
              </button>{' '}
              <span className="muted">
                {formatDateTime(new Date(event.timestamp), { dateStyle: 'medium', timeZone })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {open && <AchievementLetterModal letter={open} timeZone={timeZone} onClose={() => setOpen(null)} />}
    </section>
  );
}
