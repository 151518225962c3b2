import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { useI18n } from '../../../lib/i18n';
import { useStudents } from '../api/get-students';

/** A guardian's children with their grade. */
export function ChildrenList({ districtId }: { districtId: number }) {
  const { t, tag } = useI18n();
  const studentsQuery = useStudents(districtId);

  if (studentsQuery.isPending) return <LoadingState label={t('guardian.loading')} />;
  if (studentsQuery.isError) return <ErrorState onRetry={() => void studentsQuery.refetch()} />;

  const students = [...studentsQuery.data].sort((a, b) =>
    `${a.first_name} ${a.last_name}`.localeCompare(`${b.first_name} ${b.last_name}`, tag),
  );
  if (students.length === 0) return <EmptyState message={t('guardian.empty')} />;

  return (
    <ul className="card-grid" aria-label={t('guardian.childrenLabel')}>
      {students.map((student) => (
        <li key={student.id} className="card">
          <h2 className="card__title">
            {t('guardian.childName', { first: student.first_name, last: student.last_name })}
          </h2>
          <dl className="card__facts">
            <div>
              <dt>{t('guardian.grade')}</dt>
              <dd>{student.grade_name}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
