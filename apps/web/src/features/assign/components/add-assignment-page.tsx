import type { Customer } from '@dash/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { addAssignmentHref, type AssignTarget } from '../../../lib/assign-links';
import { gradeName, useI18n } from '../../../lib/i18n';
import { getNavListQueryOptions } from '../../../lib/navigation-list';
import { reportHref } from '../../../lib/report-links';
import { savedAssignStudents } from '../../../lib/saved-assign-context';
import { assignTabsOf, ASSIGN_TAB_LABEL_KEYS } from '../lib/assign-tabs';
import { commonGradeOf } from '../lib/focus-choice';
import { useThirdPartyAssessments } from '../api/get-third-party-assessments';
import { FocusAssignmentForm } from './focus-assignment-form';
import { NweaAssignmentForm } from './nwea-assignment-form';
import { QuantileAssignmentForm } from './quantile-assignment-form';

/** What the page returning from assign mode shows once (the app shell reads it). */
export interface AssignedNoticeState {
  notice: string;
}

/**
 * /add-assignment (spec §2 assign mode): "Add Assignment by:" with the forms the policy allows, for the
 * classroom (or the student's classroom) assign mode started from; it returns there when done or left.
 */
export function AddAssignmentPage({
  target,
  pane,
  customer,
}: {
  target: AssignTarget;
  pane: string;
  customer: Customer;
}) {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const { districtId } = target;
  const needsStudentRow = target.classroomId === undefined;
  const studentRows = useQuery({
    ...getNavListQueryOptions(districtId, 'students'),
    enabled: needsStudentRow,
  });
  const classroomId =
    target.classroomId ?? studentRows.data?.find((row) => row.id === target.studentId)?.classroom_ids[0];
  const classrooms = useQuery({
    ...getNavListQueryOptions(districtId, 'classrooms', { classroom_id: classroomId }),
    enabled: classroomId !== undefined,
  });
  const students = useQuery({
    ...getNavListQueryOptions(districtId, 'students', { classroom_id: classroomId }),
    enabled: classroomId !== undefined,
  });
  const assessments = useThirdPartyAssessments(
    districtId,
    pane === 'create_nwea_assignment' || pane === 'create_quantile_assignment',
  );
  // A third-party form's success clears it and stays in assign mode (spec §4): a new key, and a notice.
  const [thirdPartyCreated, setThirdPartyCreated] = useState<{ count: number; key: number }>({
    count: 0,
    key: 0,
  });
  const from = (location.state as { from?: unknown } | null)?.from;
  const context = { teacherId: target.teacherId, schoolId: target.schoolId };
  const returnTo =
    typeof from === 'string'
      ? from
      : target.studentId !== undefined
        ? reportHref(districtId, 'student', target.studentId, { ...context, classroomId: target.classroomId })
        : reportHref(districtId, 'classroom', classroomId ?? 0, context);

  const classroom = classrooms.data?.[0];
  if (needsStudentRow && studentRows.isSuccess && classroomId === undefined)
    return <ErrorState message={t('assign.noClassroom')} />;
  const failed = [studentRows, classrooms, students].find((query) => query.isError);
  if (failed) return <ErrorState onRetry={() => void failed.refetch()} />;
  if (!classroom || !students.data) return <LoadingState />;

  const tabs = assignTabsOf(customer, target.studentId !== undefined ? 'student' : 'classroom');
  const current = tabs.find((tab) => tab === pane) ?? 'create_assignment';
  const mappingsOf = (name: 'NWEA' | 'QUANTILE') =>
    assessments.data?.find((a) => a.name === name && a.active)?.mappings ?? [];
  const thirdPartyProps = {
    customer,
    districtId,
    classroomId: classroom.id,
    onCreated: (count: number) => setThirdPartyCreated((c) => ({ count, key: c.key + 1 })),
    onLeave: () => void navigate(returnTo),
  };
  const rows = students.data.map((row) => ({
    id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
  }));
  return (
    <div className="assign-mode">
      <PageHeading
        title={t('assign.title')}
        lead={t('assign.lead', {
          classroom: classroom.name,
          grade: gradeName({ t, locale }, classroom.grade_id),
        })}
      />
      <nav className="assign-mode__tabs" aria-labelledby="assign-mode-by">
        <span id="assign-mode-by">{t('assign.by')}</span>
        <ul>
          {tabs.map((tab) => (
            <li key={tab}>
              {tab === current ? (
                <span className="assign-mode__tab" aria-current="page">
                  {t(ASSIGN_TAB_LABEL_KEYS[tab])}
                </span>
              ) : (
                <Link
                  className="assign-mode__tab assign-mode__tab--other"
                  to={addAssignmentHref(target, tab)}
                  state={location.state}
                  replace
                >
                  {t(ASSIGN_TAB_LABEL_KEYS[tab])}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {thirdPartyCreated.count > 0 && current !== 'create_assignment' && (
        <p className="flash-notice" role="status">
          {t('assign.tp.created', { count: thirdPartyCreated.count })}
        </p>
      )}
      {current !== 'create_assignment' && assessments.isError && (
        <ErrorState onRetry={() => void assessments.refetch()} />
      )}
      {current !== 'create_assignment' && assessments.isPending && <LoadingState />}
      {current === 'create_nwea_assignment' && assessments.isSuccess && (
        <NweaAssignmentForm key={thirdPartyCreated.key} {...thirdPartyProps} mappings={mappingsOf('NWEA')} />
      )}
      {current === 'create_quantile_assignment' && assessments.isSuccess && (
        <QuantileAssignmentForm
          key={thirdPartyCreated.key}
          {...thirdPartyProps}
          mappings={mappingsOf('QUANTILE')}
        />
      )}
      {current === 'create_assignment' && (
        <FocusAssignmentForm
          customer={customer}
          classroomId={classroom.id}
          students={rows}
          initialCheckedIds={
            target.studentId !== undefined
              ? [target.studentId]
              : savedAssignStudents(districtId, classroom.id)
          }
          grade={commonGradeOf(students.data)}
          clusterCode={target.clusterCode}
          proficiencySource={{ districtId, classroomId: classroom.id }}
          onCreated={(created, focus) => {
            const state: AssignedNoticeState = {
              notice: t('assign.created', { count: created.user_ids.length, focus }),
            };
            void navigate(returnTo, { state });
          }}
          onLeave={() => void navigate(returnTo)}
        />
      )}
    </div>
  );
}
