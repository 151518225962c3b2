import { Link } from 'react-router';
import { reportHref } from '../../../lib/report-links';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { useI18n } from '../../../lib/i18n';
import { useSchools } from '../api/get-schools';
import './school-list.css';

/** The district's schools with classroom and student counts, each linking to its school report. */
export function SchoolList({ districtId }: { districtId: number }) {
  const { t, tag } = useI18n();
  const schoolsQuery = useSchools(districtId);

  if (schoolsQuery.isPending) return <LoadingState label={t('schools.loading')} />;
  if (schoolsQuery.isError) return <ErrorState onRetry={() => void schoolsQuery.refetch()} />;

  const schools = [...schoolsQuery.data].sort((a, b) => a.name.localeCompare(b.name, tag, { numeric: true }));
  if (schools.length === 0) return <EmptyState message={t('schools.empty')} />;

  return (
    <ul className="school-list">
      {schools.map((school) => {
        const place = [school.city, school.zip].filter(Boolean).join(' ');
        return (
          <li key={school.id} className="school-list__item">
            <div className="school-list__name">
              <Link to={reportHref(districtId, 'school', school.id)} state={{ from: '/reports' }}>
                {school.name}
              </Link>
              {place && <span className="school-list__place">{place}</span>}
            </div>
            <p className="school-list__counts">
              <span>{t('schools.classroomCount', { count: school.classroom_count })}</span>
              <span>{t('schools.studentCount', { count: school.student_count })}</span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
