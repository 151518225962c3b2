import { ClassroomManagePanel } from './classroom/classroom-manage-panel';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/query-state';
import { useI18n } from '../../lib/i18n';
import { useManageRead } from './manage-accounts-api';
import { TeacherProfile } from './teacher-profile-form';

interface SchoolSectionProps {
  schoolId: number;
  districtId: number;
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** teacher_list and teacher_profile (spec §2): the school's teachers; the chosen one's profile beside them. */
export function TeachersSection({ schoolId, selectedId, onSelect }: SchoolSectionProps) {
  const { t, formatNumber } = useI18n();
  const teachers = useManageRead('schoolTeachers', schoolId);
  if (teachers.isPending) return <LoadingState />;
  if (teachers.isError) return <ErrorState onRetry={() => void teachers.refetch()} />;
  if (teachers.data.length === 0) return <EmptyState message={t('manage.teachers.none')} />;
  const selected = teachers.data.find((teacher) => teacher.id === selectedId);
  return (
    <div className="manage__split">
      <div className="table-scroll manage__list">
        <table className="manage__table">
          <caption className="visually-hidden">{t('manage.section.teachers')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('manage.teachers.name')}</th>
              <th scope="col" className="manage__number">
                {t('manage.teachers.classrooms')}
              </th>
            </tr>
          </thead>
          <tbody>
            {teachers.data.map((teacher) => (
              <tr key={teacher.id} aria-current={teacher.id === selectedId ? 'true' : undefined}>
                <td>
                  <button type="button" className="manage__row-button" onClick={() => onSelect(teacher.id)}>
                    {teacher.first_name} {teacher.last_name}
                  </button>
                </td>
                <td className="manage__number">{formatNumber(teacher.classroom_count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section className="manage__detail" aria-label={t('manage.teacher.profile')}>
        {selected ? (
          <>
            <h3 className="manage__detail-title">
              {selected.first_name} {selected.last_name}
            </h3>
            <TeacherProfile teacherId={selected.id} />
          </>
        ) : (
          <p className="muted">{t('manage.teachers.pick')}</p>
        )}
      </section>
    </div>
  );
}

/** The school's classrooms; the chosen one opens its management panel (spec §2 classroom panes). */
export function ClassroomsSection({ schoolId, districtId, selectedId, onSelect }: SchoolSectionProps) {
  const { t, formatNumber } = useI18n();
  const classrooms = useManageRead('schoolClassrooms', schoolId);
  if (classrooms.isPending) return <LoadingState />;
  if (classrooms.isError) return <ErrorState onRetry={() => void classrooms.refetch()} />;
  if (classrooms.data.length === 0) return <EmptyState message={t('manage.classrooms.none')} />;
  const selected = classrooms.data.find((classroom) => classroom.id === selectedId);
  return (
    <div className="manage__stack">
      <div className="table-scroll manage__list">
        <table className="manage__table">
          <caption className="visually-hidden">{t('manage.section.classrooms')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('manage.classrooms.name')}</th>
              <th scope="col">{t('manage.classrooms.teacher')}</th>
              <th scope="col" className="manage__number">
                {t('manage.classrooms.students')}
              </th>
            </tr>
          </thead>
          <tbody>
            {classrooms.data.map((classroom) => (
              <tr key={classroom.id} aria-current={classroom.id === selectedId ? 'true' : undefined}>
                <td>
                  <button type="button" className="manage__row-button" onClick={() => onSelect(classroom.id)}>
                    {classroom.name}
                  </button>
                </td>
                <td>{classroom.teacher_name}</td>
                <td className="manage__number">{formatNumber(classroom.student_count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {selected && (
        <section aria-label={selected.name}>
          <h3 className="manage__detail-title">{selected.name}</h3>
          <ClassroomManagePanel key={selected.id} districtId={districtId} classroomId={selected.id} />
        </section>
      )}
    </div>
  );
}
