import { localDay, type Customer } from '@dash/contracts';
import { useMemo, useState } from 'react';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { useI18n } from '../../../lib/i18n';
import { useCreateAssignment, type CreatedAssignment } from '../api/create-assignment';
import { useCurriculumTree } from '../api/get-curriculum-tree';
import type { ProficiencySource } from '../api/get-standard-proficiency';
import { useStudentsActiveAssignments } from '../api/get-students-active-assignments';
import { assignErrorOf } from '../lib/assign-error';
import {
  canAddAssignment,
  chosenIdsOf,
  createRequestOf,
  endDateOf,
  initialFormState,
  selectableIdsOf,
  withAllToggled,
  withStudentToggled,
  type AssignFormState,
} from '../lib/assign-form';
import { initialFocusPath, type FocusPath } from '../lib/focus-choice';
import { DurationFields } from './duration-fields';
import { FocusChooser } from './focus-chooser';
import { StudentChecklist, type ChecklistStudent } from './student-checklist';
import { useLeaveGuard } from './use-leave-guard';
import { AssignFormActions } from './assign-form-actions';
import { useVerifyStep } from './use-verify-step';
import { VerifyAssignmentDialog } from './verify-assignment-dialog';
import './focus-assignment-form.css';

interface FocusAssignmentFormProps {
  customer: Customer;
  classroomId: number;
  students: readonly ChecklistStudent[];
  /** Checked when the form opens (the student assign mode started from, or a guardian's child). */
  initialCheckedIds: readonly number[];
  /** Grade the focus chooser starts on. */
  grade: number | undefined;
  /** The standards shortcut's cluster, chosen as the focus when the form opens. */
  clusterCode: string | undefined;
  /** Where the chosen students' proficiency on each standard is read (a classroom, or a guardian's child). */
  proficiencySource: ProficiencySource | null;
  /** Called once the server has created it, with the focus code it was for. */
  onCreated: (created: CreatedAssignment, focusCode: string) => void;
  onLeave: () => void;
}

/** The Topic or Standard form (spec §2, §4): students, focus, spot or goal and its weeks, verified before it is sent. */
export function FocusAssignmentForm(props: FocusAssignmentFormProps) {
  const { customer, students } = props;
  const studentIds = useMemo(() => students.map((s) => s.id), [students]);
  const tree = useCurriculumTree(customer.academic_standard_name);
  const active = useStudentsActiveAssignments(studentIds);
  if (tree.isPending || active.isPending) return <LoadingState />;
  if (tree.isError) return <ErrorState onRetry={() => void tree.refetch()} />;
  if (active.isError) return <ErrorState onRetry={() => void active.refetch()} />;
  const activeCounts = new Map(active.data.map((row) => [row.user_id, row.assignments.length]));
  const path = initialFocusPath(tree.data, props.grade, props.clusterCode);
  return (
    <LoadedForm
      {...props}
      tree={tree.data}
      initialPath={path}
      selectable={selectableIdsOf(studentIds, activeCounts)}
    />
  );
}

function LoadedForm({
  customer,
  classroomId,
  students,
  initialCheckedIds,
  clusterCode,
  proficiencySource,
  tree,
  initialPath,
  selectable,
  onCreated,
  onLeave,
}: FocusAssignmentFormProps & {
  tree: NonNullable<ReturnType<typeof useCurriculumTree>['data']>;
  initialPath: FocusPath;
  selectable: ReadonlySet<number>;
}) {
  const { t } = useI18n();
  const initial = useMemo(() => {
    const state = initialFormState(initialCheckedIds.filter((id) => selectable.has(id)));
    const cluster = tree.levels
      .flatMap((l) => l.domains.flatMap((d) => d.clusters))
      .find((c) => c.id === initialPath.clusterId);
    if (clusterCode && cluster)
      state.focus = { type: 'CLUSTER', id: cluster.id, code: cluster.code, description: cluster.name };
    return state;
  }, [initialCheckedIds, selectable, tree, initialPath, clusterCode]);
  const [state, setState] = useState<AssignFormState>(initial);
  const [path, setPath] = useState(initialPath);
  const create = useCreateAssignment();
  const guard = useLeaveGuard(state, initial);
  const startDate = localDay(Date.now(), customer.district_time_zone);
  const request = createRequestOf(state, classroomId, startDate, selectable);
  const chosenStudents = students.filter((s) => chosenIdsOf(state, selectable).includes(s.id));
  const chosenNames = chosenStudents.map((s) => s.name);
  const canAdd = canAddAssignment(state, selectable);
  const verify = useVerifyStep(canAdd);
  const error = create.isError ? assignErrorOf(create.error) : null;

  const handleConfirm = () => {
    if (!request || !state.focus) return;
    const focusCode = state.focus.code;
    create.mutate(request, {
      onSuccess: (created) => {
        guard.allowLeave();
        onCreated(created, focusCode);
      },
      onSettled: verify.close,
    });
  };

  return (
    <form className="assign-form" onSubmit={verify.onSubmit}>
      <StudentChecklist
        students={students}
        selectable={selectable}
        checkedIds={state.checkedIds}
        onToggle={(id) => setState((s) => withStudentToggled(s, id))}
        onToggleAll={() => setState((s) => withAllToggled(s, selectable))}
      />
      <FocusChooser
        tree={tree}
        path={path}
        focus={state.focus}
        onPath={setPath}
        onFocus={(focus) => setState((s) => ({ ...s, focus }))}
        proficiency={proficiencySource && { source: proficiencySource, students: chosenStudents }}
      />
      <DurationFields
        state={state}
        startDate={startDate}
        endDate={endDateOf(startDate, state.weeks)}
        onChange={setState}
      />
      <AssignFormActions
        error={error}
        canAdd={canAdd}
        isAddDisabled={!canAdd}
        missingHint={t(state.focus ? 'assign.needStudents' : 'assign.needFocus')}
        onLeave={onLeave}
      />
      {verify.isVerifying && (
        <VerifyAssignmentDialog
          focus={state.focus ?? undefined}
          typeLabel={t(state.assignmentType === 'SPOT' ? 'assignment.type.spot' : 'assignment.type.goal')}
          weeks={state.weeks}
          startDate={startDate}
          endDate={endDateOf(startDate, state.weeks)}
          studentCount={chosenNames.length}
          students={chosenNames.join(', ')}
          isSending={create.isPending}
          onConfirm={handleConfirm}
          onCancel={verify.close}
        />
      )}
      {guard.dialog}
    </form>
  );
}
