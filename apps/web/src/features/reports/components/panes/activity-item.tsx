import type { ActivityBadge, ActivityEvent } from '@dash/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../../../lib/i18n';
import { eventNameKey, instanceKey, minutesOf } from '../../lib/activity';
import { AchievementLetterModal, achievementLetterOf } from './achievement-letter-modal';

const BADGE_KEYS = {
  pause: 'activity.badge.pause',
  alert: 'activity.badge.alert',
  passed: 'activity.badge.passed',
  not_passed: 'activity.badge.notPassed',
} as const;

/** Spec §4 badge images: pause, alert, green check (passed), grey check (not passed), each named for screen readers. */
function BadgeIcon({ badge }: { badge: ActivityBadge | null }) {
  const { t } = useI18n();
  if (badge === null) return <span className="activity-item__badge" aria-hidden="true" />;
  const shape =
    badge === 'pause' ? (
      <path d="M7 5h3v10H7zM11 5h3v10h-3z" />
    ) : badge === 'alert' ? (
      <path d="M10 2 1 18h18L10 2zm-1 6h2v5H9zm0 6h2v2H9z" />
    ) : (
      <path d="M8 14.2 3.8 10l-1.4 1.4L8 17 18 7l-1.4-1.4z" />
    );
  return (
    <span className={`activity-item__badge activity-item__badge--${badge}`}>
      <svg viewBox="0 0 20 20" width="20" height="20" role="img" aria-label={t(BADGE_KEYS[badge])}>
        <title>{t(BADGE_KEYS[badge])}</title>
        {shape}
      </svg>
    </span>
  );
}

interface ActivityItemProps {
  event: ActivityEvent;
  districtId: number;
  timeZone: string;
  /** A classroom's feed names the student, a link to their report; a student's does not. */
  studentHref?: (studentId: number) => string;
}

/**
 * One event of the feed: badge, time, student, what happened, the lesson, its standards and the time played;
 * a certificate or a completed lesson group opens its letter in a modal.
 */
export function ActivityItem({ event, districtId, timeZone, studentHref }: ActivityItemProps) {
  const { t, formatDateTime } = useI18n();
  const [isLetterOpen, setLetterOpen] = useState(false);
  const nameKey = eventNameKey(event.event_code);
  const ordinal = instanceKey(event);
  const letter = achievementLetterOf(event, districtId);
  const lesson = event.lesson_slot_name ?? event.lesson_group_name;
  const student = `${event.first_name} ${event.last_name}`;
  return (
    <li className="activity-item">
      <BadgeIcon badge={event.badge} />
      <div className="activity-item__body">
        <p className="activity-item__head">
          <time dateTime={new Date(event.timestamp).toISOString()} className="activity-item__time">
            {formatDateTime(new Date(event.timestamp), { timeStyle: 'short', timeZone })}
          </time>
          {studentHref && (
            <Link to={studentHref(event.student_id)} className="activity-item__student">
              {student}
            </Link>
          )}
          <strong className="activity-item__name">{nameKey ? t(nameKey) : event.event_code_name}</strong>
          {ordinal && <span className="activity-item__ordinal">{t(ordinal)}</span>}
        </p>
        {lesson && (
          <p className="activity-item__lesson">
            {lesson}
            {event.lesson_slot_name && event.lesson_group_name && (
              <span className="muted"> · {event.lesson_group_name}</span>
            )}
          </p>
        )}
        {event.label && <p className="activity-item__label">{event.label}</p>}
        <p className="activity-item__facts muted">
          {event.standards.length > 0 && (
            <span className="activity-item__standards">
              <span className="visually-hidden">{t('activity.standards')} </span>
              {event.standards.map((standard) => (
                <abbr
                  key={standard.code}
                  title={standard.short_description}
                  className="activity-item__standard"
                >
                  {standard.code}
                </abbr>
              ))}
            </span>
          )}
          {event.total_lesson_time !== null && (
            <span>{t('activity.minutes', { minutes: minutesOf(event.total_lesson_time) })}</span>
          )}
          {letter && (
            <button
              type="button"
              className="activity-item__letter"
              aria-haspopup="dialog"
              onClick={() => setLetterOpen(true)}
            >
              {t(letter.kind === 'certificate' ? 'activity.openCertificate' : 'activity.openMilestoneLetter')}
            </button>
          )}
        </p>
      </div>
      {letter && isLetterOpen && (
        <AchievementLetterModal letter={letter} timeZone={timeZone} onClose={() => setLetterOpen(false)} />
      )}
    </li>
  );
}
