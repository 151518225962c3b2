import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/query-state';
import { ClassroomManagePanel } from '../../features/manage/classroom/classroom-manage-panel';
import { isManagePane } from '../../features/manage/classroom/pane-form';
import { isInAudience } from '../../lib/access';
import { useCustomer } from '../../lib/customer';
import { useI18n } from '../../lib/i18n';
import { getNavListQueryOptions } from '../../lib/navigation-list';
import { RequirePage } from './require-page';

/**
 * /teacher-settings (spec §2, §6: teachers go here rather than Manage): the teacher's classrooms, one at a time
 * (`classroomId` in the query, the first otherwise), each with its management panel (`pane` picks the first
 * pane shown). Changing classroom with unsaved edits asks first (the panel's pending-changes guard).
 */
export function TeacherSettingsRoute() {
  const customer = useCustomer();
  const { t } = useI18n();
  return (
    <RequirePage isAllowed={isInAudience(customer, 'teachers')}>
      <PageHeading title={t('nav.settings')} lead={t('teacherSettings.lead')} />
      <TeacherClassrooms districtId={customer.district_id} />
    </RequirePage>
  );
}

function TeacherClassrooms({ districtId }: { districtId: number }) {
  const { t } = useI18n();
  const chooserId = useId();
  const [search, setSearch] = useSearchParams();
  const classrooms = useQuery(getNavListQueryOptions(districtId, 'classrooms'));
  if (classrooms.isPending) return <LoadingState />;
  if (classrooms.isError) return <ErrorState onRetry={() => void classrooms.refetch()} />;
  if (classrooms.data.length === 0) return <EmptyState message={t('teacherSettings.noClassrooms')} />;

  const asked = Number(search.get('classroomId'));
  const current = classrooms.data.find((c) => c.id === asked) ?? classrooms.data[0]!;
  const pane = search.get('pane');
  return (
    <div className="teacher-settings">
      <div className="field teacher-settings__chooser">
        <label className="field__label" htmlFor={chooserId}>
          {t('teacherSettings.classroom')}
        </label>
        <select
          id={chooserId}
          className="field__input"
          value={current.id}
          onChange={(event) => setSearch({ classroomId: event.target.value })}
        >
          {classrooms.data.map((classroom) => (
            <option key={classroom.id} value={classroom.id}>
              {classroom.name}
            </option>
          ))}
        </select>
      </div>
      <ClassroomManagePanel
        key={current.id}
        districtId={districtId}
        classroomId={current.id}
        initialPane={isManagePane(pane) ? pane : undefined}
      />
    </div>
  );
}
