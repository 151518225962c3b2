import { pdCourseAccessHref, type PdLesson, type PdProgress } from '@dash/contracts';
import { Link } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import { statusOf, textOf } from '../lib/pd-status';
import { PdMarkComplete } from './pd-mark-complete';
import { PdStatusText } from './pd-status-text';

interface PdLessonItemProps {
  lesson: PdLesson;
  progress: PdProgress | undefined;
  /** The lesson of the lesson group the reader came from (the concept map's PD link). */
  isHighlighted: boolean;
}

/**
 * One lesson of an open module: its name (to its page), status, summary, lesson group and length, "Open lesson"
 * through the course link (which records it as started) and "Mark complete".
 */
export function PdLessonItem({ lesson, progress, isHighlighted }: PdLessonItemProps) {
  const { t, locale } = useI18n();
  const text = textOf(lesson, locale);
  const status = statusOf(progress);
  return (
    <li className="pd-lesson" data-highlighted={isHighlighted || undefined} id={`pd-lesson-${lesson.key}`}>
      <div className="pd-lesson__head">
        <h3 className="pd-lesson__name">
          <Link to={lesson.link}>{text.lessonName}</Link>
        </h3>
        <PdStatusText status={status} />
      </div>
      <p className="pd-lesson__summary">{text.summary}</p>
      <p className="pd-lesson__meta">
        {lesson.lessonGroupName && <span>{t('pd.lessonGroup', { name: lesson.lessonGroupName })}</span>}
        <span>{t('pd.minutes', { minutes: lesson.minutes })}</span>
        {isHighlighted && <span className="pd-lesson__match">{t('pd.highlighted')}</span>}
      </p>
      <div className="pd-lesson__actions">
        {/* A full page load: the server records the lesson as started, then redirects to its page. */}
        <a
          className="button button--primary"
          href={pdCourseAccessHref(lesson.link)}
          aria-label={t('pd.openLessonNamed', { name: text.lessonName })}
        >
          {t('pd.openLesson')}
        </a>
        <PdMarkComplete lesson={lesson} lessonName={text.lessonName} status={status} />
      </div>
    </li>
  );
}
