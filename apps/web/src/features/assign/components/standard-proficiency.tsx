import type { ProficiencyStatus } from '@dash/contracts';
import { useI18n, type MessageKey } from '../../../lib/i18n';
import {
  useStandardProficiency,
  type ClassroomProficiencySource,
  type ProficiencySource,
} from '../api/get-standard-proficiency';
import {
  useStudentStandardProficiency,
  type StudentProficiencySource,
} from '../api/get-student-standard-proficiency';
import type { ChecklistStudent } from './student-checklist';

const STATUS_KEYS: Record<ProficiencyStatus, MessageKey> = {
  NOT_STARTED: 'proficiency.notStarted',
  NEEDS_ATTENTION: 'proficiency.needsAttention',
  IN_PROGRESS: 'proficiency.inProgress',
  PROFICIENT: 'proficiency.proficient',
};

interface Props<S extends ProficiencySource> {
  source: S;
  standardId: number;
  code: string;
  students: readonly ChecklistStudent[];
}

type Query = { isPending: boolean; isError: boolean };
type Standing = { status: ProficiencyStatus; percent: number };

/**
 * The chosen students' proficiency on one standard (spec §2 "the selected students' proficiency beside each
 * standard"): each student's status and percent complete, from the classroom's standard report for staff, or
 * from the student's own standards for a guardian's child.
 */
export function StandardProficiency({ source, ...props }: Props<ProficiencySource>) {
  if (props.students.length === 0) return null;
  return 'classroomId' in source ? (
    <ClassroomStandardProficiency source={source} {...props} />
  ) : (
    <StudentStandardProficiency source={source} {...props} />
  );
}

function ClassroomStandardProficiency({
  source,
  standardId,
  code,
  students,
}: Props<ClassroomProficiencySource>) {
  const report = useStandardProficiency(source, standardId);
  const byId = new Map(
    (report.data?.data.students ?? []).map((row) => [
      row.id,
      { status: row.proficiency_status, percent: row.percent_complete },
    ]),
  );
  return <StandingList query={report} code={code} students={students} standingOf={(id) => byId.get(id)} />;
}

function StudentStandardProficiency({ source, standardId, code, students }: Props<StudentProficiencySource>) {
  const report = useStudentStandardProficiency(source, standardId);
  const standard = report.data?.data.standards.find((row) => row.standard_id === standardId);
  const standing = standard && { status: standard.proficiency_status, percent: standard.percent_complete };
  return (
    <StandingList
      query={report}
      code={code}
      students={students}
      standingOf={(id) => (id === source.studentId ? standing : undefined)}
    />
  );
}

/** Each student's status and percent; a student without progress on the standard has not started it. */
function StandingList({
  query,
  code,
  students,
  standingOf,
}: {
  query: Query;
  code: string;
  students: readonly ChecklistStudent[];
  standingOf: (studentId: number) => Standing | undefined;
}) {
  const { t } = useI18n();
  if (query.isPending) return <span className="assign-proficiency muted">{t('common.loading')}</span>;
  if (query.isError)
    return <span className="assign-proficiency muted">{t('assign.proficiency.unknown')}</span>;
  return (
    <ul className="assign-proficiency" aria-label={t('assign.proficiency.label', { code })}>
      {students.map((student) => {
        const standing = standingOf(student.id) ?? { status: 'NOT_STARTED', percent: 0 };
        return (
          <li
            key={student.id}
            className={`assign-proficiency__student assign-proficiency--${standing.status.toLowerCase()}`}
          >
            {t('assign.proficiency.student', {
              name: student.name,
              status: t(STATUS_KEYS[standing.status]),
              percent: standing.percent,
            })}
          </li>
        );
      })}
    </ul>
  );
}
