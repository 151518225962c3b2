import type { ManagedStudent, ManagedTeacher } from '@dash/contracts';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/query-state';
import { gradeName, useI18n } from '../../lib/i18n';
import { useManageRead } from './manage-accounts-api';

/** Students in no classroom and teachers with none, within the caller's scope (spec §7 /m/unassigned/…). */
export function UnassignedSection() {
  const { t } = useI18n();
  const students = useManageRead('unassignedStudents', 0);
  const teachers = useManageRead('unassignedTeachers', 0);
  return (
    <div className="manage__stack">
      <section aria-labelledby="unassigned-students">
        <h3 id="unassigned-students" className="manage__detail-title">
          {t('manage.unassigned.students')}
        </h3>
        {students.isPending ? (
          <LoadingState />
        ) : students.isError ? (
          <ErrorState onRetry={() => void students.refetch()} />
        ) : (
          <StudentTable rows={students.data} />
        )}
      </section>
      <section aria-labelledby="unassigned-teachers">
        <h3 id="unassigned-teachers" className="manage__detail-title">
          {t('manage.unassigned.teachers')}
        </h3>
        {teachers.isPending ? (
          <LoadingState />
        ) : teachers.isError ? (
          <ErrorState onRetry={() => void teachers.refetch()} />
        ) : (
          <TeacherTable rows={teachers.data} />
        )}
      </section>
    </div>
  );
}

function StudentTable({ rows }: { rows: ManagedStudent[] }) {
  const i18n = useI18n();
  const { t } = i18n;
  if (rows.length === 0) return <EmptyState message={t('manage.unassigned.noStudents')} />;
  return (
    <div className="table-scroll">
      <table className="manage__table">
        <thead>
          <tr>
            <th scope="col">{t('manage.teachers.name')}</th>
            <th scope="col">{t('manage.unassigned.username')}</th>
            <th scope="col">{t('manage.unassigned.grade')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((student) => (
            <tr key={student.id}>
              <td>
                {student.first_name} {student.last_name}
              </td>
              <td>{student.username}</td>
              <td>{gradeName(i18n, student.grade_id)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TeacherTable({ rows }: { rows: ManagedTeacher[] }) {
  const { t } = useI18n();
  if (rows.length === 0) return <EmptyState message={t('manage.unassigned.noTeachers')} />;
  return (
    <div className="table-scroll">
      <table className="manage__table">
        <thead>
          <tr>
            <th scope="col">{t('manage.teachers.name')}</th>
            <th scope="col">{t('manage.teachers.email')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((teacher) => (
            <tr key={teacher.id}>
              <td>
                {teacher.first_name} {teacher.last_name}
              </td>
              <td className="manage__email">{teacher.email_address ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
