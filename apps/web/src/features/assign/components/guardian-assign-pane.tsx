import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { shortcutClusterOf } from '../../../lib/assign-links';
import { useCustomer } from '../../../lib/customer';
import { useI18n } from '../../../lib/i18n';
import { getNavListQueryOptions } from '../../../lib/navigation-list';
import { useStudentsActiveAssignments } from '../api/get-students-active-assignments';
import { FocusAssignmentForm } from './focus-assignment-form';

/**
 * A guardian's Create Assignment pane (spec §2: guardians get only Topic or Standard and stay on their page):
 * the same form for their child alone, in the child's classroom; after an assignment it says so and starts over.
 */
export function GuardianAssignPane({ districtId, studentId }: { districtId: number; studentId: number }) {
  const { t } = useI18n();
  const customer = useCustomer();
  const navigate = useNavigate();
  const location = useLocation();
  // The last assignment made, said in the language of the moment; a new round starts the form over.
  const [created, setCreated] = useState<{ round: number; last: { count: number; focus: string } | null }>({
    round: 0,
    last: null,
  });
  const children = useQuery(getNavListQueryOptions(districtId, 'students'));
  // A guardian sees no classroom in the lists; the assign call names the child's classrooms to assign in.
  const active = useStudentsActiveAssignments([studentId]);
  if (children.isPending || active.isPending) return <LoadingState />;
  if (children.isError) return <ErrorState onRetry={() => void children.refetch()} />;
  if (active.isError) return <ErrorState onRetry={() => void active.refetch()} />;
  const child = children.data.find((row) => row.id === studentId);
  const classroomId = active.data.find((row) => row.user_id === studentId)?.classroom_ids[0];
  if (!child || classroomId === undefined) return <ErrorState message={t('assign.noClassroom')} />;
  const name = `${child.first_name} ${child.last_name}`.trim();

  return (
    <section className="report-pane" aria-labelledby="guardian-assign-title">
      <h2 id="guardian-assign-title" className="report-pane__title">
        {t('assign.guardianTitle', { name })}
      </h2>
      <p className="muted">
        {t('assign.by')} {t('assign.tab.topic')}
      </p>
      {created.last && (
        <p className="assign-confirmation" role="status">
          {t('assign.created', created.last)}
        </p>
      )}
      <FocusAssignmentForm
        key={created.round}
        customer={customer}
        classroomId={classroomId}
        students={[{ id: child.id, name }]}
        initialCheckedIds={[child.id]}
        grade={child.grade_id}
        clusterCode={shortcutClusterOf(new URLSearchParams(location.search))}
        // Guardians may not read classroom reports: the child's proficiency comes from the child's own standards.
        proficiencySource={{ districtId, studentId: child.id }}
        onCreated={(result, focus) =>
          setCreated((previous) => ({
            round: previous.round + 1,
            last: { count: result.user_ids.length, focus },
          }))
        }
        onLeave={() => {
          const query = new URLSearchParams(location.search);
          query.set('pane', 'overview');
          void navigate({ search: `?${query.toString()}` });
        }}
      />
    </section>
  );
}
