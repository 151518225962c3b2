import { Link } from 'react-router';
import { reportHref } from '../../../lib/report-links';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { gradeName, useI18n } from '../../../lib/i18n';
import { useClassrooms } from '../api/get-classrooms';
import './classroom-cards.css';

/** "My Classrooms": one card per classroom with grade (named in the interface language), school and student count. */
export function ClassroomCards({ districtId }: { districtId: number }) {
  const { t, tag, locale } = useI18n();
  const classroomsQuery = useClassrooms(districtId);

  if (classroomsQuery.isPending) return <LoadingState label={t('classrooms.loading')} />;
  if (classroomsQuery.isError) return <ErrorState onRetry={() => void classroomsQuery.refetch()} />;

  const classrooms = [...classroomsQuery.data].sort((a, b) =>
    a.name.localeCompare(b.name, tag, { numeric: true }),
  );
  if (classrooms.length === 0) return <EmptyState message={t('classrooms.empty')} />;

  return (
    <ul className="card-grid" aria-label={t('classrooms.title')}>
      {classrooms.map((classroom) => (
        <li key={classroom.id} className="card classroom-card">
          <h2 className="card__title">
            <Link
              className="card__link"
              to={reportHref(districtId, 'classroom', classroom.id, {
                teacherId: classroom.teacher_id,
                schoolId: classroom.school_id,
              })}
              state={{ from: '/home' }}
            >
              {classroom.name}
            </Link>
          </h2>
          <dl className="card__facts">
            <div>
              <dt>{t('classrooms.grade')}</dt>
              <dd>{gradeName({ t, locale }, classroom.grade_id)}</dd>
            </div>
            <div>
              <dt>{t('classrooms.school')}</dt>
              <dd>{classroom.school_name}</dd>
            </div>
          </dl>
          <p className="classroom-card__count">
            {t('classrooms.studentCount', { count: classroom.student_count })}
          </p>
        </li>
      ))}
    </ul>
  );
}
