import { CONCEPT_MAP_DAYS, demoLessonUrl, type Customer, type TopicLetter } from '@dash/contracts';
import { Link } from 'react-router';
import { useI18n, type MessageKey } from '../../../../../lib/i18n';
import type { ConceptNode } from '../../../lib/concept-map';
import { TopicBadge } from './topic-dot';

/** Where a lesson group's professional-development page opens (spec §7 PD links are relative). */
const pdHref = (pdLink: string) => `/myflexpd?${new URLSearchParams({ lessonGroup: pdLink }).toString()}`;

export const TOPIC_KEYS: Record<TopicLetter, MessageKey> = {
  W: 'concepts.topic.W',
  F: 'concepts.topic.F',
  D: 'concepts.topic.D',
  R: 'concepts.topic.R',
  I: 'concepts.topic.I',
};

export const STATUS_KEYS: Record<string, MessageKey> = {
  NOT_STARTED: 'concepts.status.NOT_STARTED',
  IN_PROGRESS: 'concepts.status.IN_PROGRESS',
  NEEDS_ATTENTION: 'concepts.status.NEEDS_ATTENTION',
  COMPLETED: 'concepts.status.COMPLETED',
};

/**
 * The bottom info pane of a selected lesson group (spec §2, 140 px high): short and long description, PD
 * link, student count and names, demo lesson link.
 */
export function ConceptInfoPane({
  node,
  customer,
  studentHref,
  onClose,
}: {
  node: ConceptNode;
  customer: Customer;
  studentHref: ((studentId: number) => string) | null;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const { group, state } = node;
  const students = state?.students ?? [];
  return (
    <section className="concepts__info" aria-labelledby="concepts-info-title" aria-live="polite">
      <div className="concepts__info-head">
        <TopicBadge letter={group.tl} />
        <h3 id="concepts-info-title" className="concepts__info-title">
          {group.name}
        </h3>
        <span className="muted">{t(TOPIC_KEYS[group.tl])}</span>
        <button type="button" className="button button--secondary concepts__info-close" onClick={onClose}>
          {t('concepts.close')}
        </button>
      </div>
      <div className="concepts__info-body">
        <div>
          <p className="concepts__sd">{group.sd}</p>
          <p className="muted">{group.ld}</p>
          <p className="concepts__links">
            {group.pdLink && <Link to={pdHref(group.pdLink)}>{t('concepts.pdLink')}</Link>}
            {customer.feature_flags.demo_lessons && group.demo && (
              <a href={demoLessonUrl(group.demo)} target="_blank" rel="noopener noreferrer">
                {t('concepts.demoLink', { lesson: group.demo })}
              </a>
            )}
          </p>
        </div>
        <div>
          <h4 className="concepts__count">
            {students.length === 0
              ? t('concepts.noStudents', { days: CONCEPT_MAP_DAYS })
              : t('concepts.students', { count: students.length })}
          </h4>
          {students.length > 0 && (
            <ul className="concepts__students">
              {students.map((student) => {
                const name = `${student.first_name} ${student.last_name}`;
                return (
                  <li key={student.id}>
                    {studentHref ? <Link to={studentHref(student.id)}>{name}</Link> : name}{' '}
                    <span className="muted">
                      {t(STATUS_KEYS[student.status]!)} ·{' '}
                      {t('concepts.lessonsPassed', {
                        passed: student.lessons_passed,
                        total: student.lessons_in_group_count,
                      })}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
