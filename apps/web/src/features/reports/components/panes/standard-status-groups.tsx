import type { ClassroomStandardResponse, ProficiencyStatus } from '@dash/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { useI18n, type MessageKey } from '../../../../lib/i18n';
import { groupByStatus, studentOnStandardHref } from '../../lib/standards-grid';
import { StatusMark } from './standard-status';

type Standard = ClassroomStandardResponse['data'];

const GROUP_TITLES: Record<ProficiencyStatus, MessageKey> = {
  PROFICIENT: 'standards.group.proficient',
  IN_PROGRESS: 'standards.group.inProgress',
  NEEDS_ATTENTION: 'standards.group.needsAttention',
  NOT_STARTED: 'standards.group.notStarted',
};

/**
 * One standard's students in the group view (spec §2): a group per status, most advanced first, each titled
 * with its count; a name opens the student on the standard, as a grid cell does.
 */
export function StandardStatusGroups({
  report,
  studentHref,
}: {
  report: Standard;
  studentHref: (studentId: number) => string;
}) {
  const { t } = useI18n();
  const baseId = useId();
  const { level, standard, students } = report;
  return (
    <div className="standards-group__groups">
      {groupByStatus(students).map(({ status, students: members }) => {
        const titleId = `${baseId}-${status}`;
        return (
          <section
            key={status}
            className={`standards-group__group standards-group__group--${status.toLowerCase()}`}
            aria-labelledby={titleId}
          >
            <h4 id={titleId}>{t(GROUP_TITLES[status], { count: members.length })}</h4>
            {members.length > 0 ? (
              <ul>
                {members.map((student) => (
                  <li key={student.id}>
                    <StatusMark
                      status={student.proficiency_status}
                      percent={student.percent_complete}
                      isLabelled
                    />
                    <Link to={studentOnStandardHref(studentHref(student.id), level.id, standard)}>
                      {student.first_name} {student.last_name}
                    </Link>
                    <span className="muted">
                      {t('standards.group.percent', { percent: student.percent_complete })}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">{t('standards.group.none')}</p>
            )}
          </section>
        );
      })}
    </div>
  );
}
