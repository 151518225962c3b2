import {
  ASSIGNMENT_DURATION_WEEKS,
  MAX_ACTIVE_ASSIGNMENTS_PER_STUDENT,
  addDays,
  localDay,
  type Customer,
  type ScoreRange,
  type StudentThirdPartyScores,
  type ThirdPartyAssessmentName,
} from '@dash/contracts';
import { useMemo, useState } from 'react';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { domainName, useI18n } from '../../../lib/i18n';
import { useCreateThirdPartyAssignments } from '../api/create-third-party-assignments';
import { useCurriculumTree } from '../api/get-curriculum-tree';
import { useStudentsActiveAssignments } from '../api/get-students-active-assignments';
import { useThirdPartyScores } from '../api/get-third-party-scores';
import { assignErrorOf } from '../lib/assign-error';
import {
  canAddAssignment,
  choicesAfterRefusal,
  choiceOf,
  hasChoices,
  initialRangeOf,
  requestOf,
  withDomain,
  withRange,
  type Choices,
} from '../lib/third-party-form';
import { AssignFormActions } from './assign-form-actions';
import { ThirdPartyStudentRow, type DomainOption } from './third-party-student-row';
import { useFormatDay } from './use-format-day';
import { useLeaveGuardWhen } from './use-leave-guard';
import { useVerifyStep } from './use-verify-step';
import { VerifyAssignmentDialog } from './verify-assignment-dialog';
import './focus-assignment-form.css';
import './third-party-assignment-form.css';

export interface ThirdPartyFormProps {
  customer: Customer;
  districtId: number;
  classroomId: number;
  /** The score ranges (NWEA) or measures (Quantile) the district's assessment offers. */
  mappings: readonly ScoreRange[];
  /** Called once the server has created the assignments, with how many students they are for. */
  onCreated: (studentCount: number) => void;
  onLeave: () => void;
}

/** The NWEA Score or Quantile Framework form (spec §4 Assign forms): one row per student of the classroom. */
export function ThirdPartyAssignmentForm(
  props: ThirdPartyFormProps & { assessment: ThirdPartyAssessmentName },
) {
  const scores = useThirdPartyScores(props.districtId, props.classroomId);
  const tree = useCurriculumTree(props.customer.academic_standard_name);
  const studentIds = useMemo(() => (scores.data ?? []).map((s) => s.user_id), [scores.data]);
  const active = useStudentsActiveAssignments(studentIds);
  const failed = [scores, tree, active].find((query) => query.isError);
  if (failed) return <ErrorState onRetry={() => void failed.refetch()} />;
  if (!scores.data || !tree.data || !active.data) return <LoadingState />;
  const full = new Set(
    active.data
      .filter((row) => row.assignments.length >= MAX_ACTIVE_ASSIGNMENTS_PER_STUDENT)
      .map((r) => r.user_id),
  );
  const domainsOf = (levelId: number): DomainOption[] =>
    tree.data.levels.find((level) => level.id === levelId)?.domains ?? [];
  return <LoadedForm {...props} students={scores.data} full={full} domainsOf={domainsOf} />;
}

function LoadedForm({
  customer,
  assessment,
  classroomId,
  mappings,
  students,
  full,
  domainsOf,
  onCreated,
  onLeave,
}: ThirdPartyFormProps & {
  assessment: ThirdPartyAssessmentName;
  students: readonly StudentThirdPartyScores[];
  full: ReadonlySet<number>;
  domainsOf: (levelId: number) => DomainOption[];
}) {
  const { t, tOr } = useI18n();
  const formatDay = useFormatDay();
  const [choices, setChoices] = useState<Choices>(new Map());
  const create = useCreateThirdPartyAssignments();
  const guard = useLeaveGuardWhen(hasChoices(choices));
  const startDate = localDay(Date.now(), customer.district_time_zone);
  const endDate = addDays(startDate, ASSIGNMENT_DURATION_WEEKS.third_party.default * 7 - 1);
  const isNwea = assessment === 'NWEA';
  const blockedOf = (student: StudentThirdPartyScores) =>
    full.has(student.user_id) ? 'full' : !isNwea && !student.quantile ? 'noMeasure' : null;
  const open = students.filter((student) => blockedOf(student) === null);
  const request = requestOf(
    assessment,
    classroomId,
    open.map((s) => s.user_id),
    choices,
  );
  const canAdd = canAddAssignment(new Map(open.map((s) => [s.user_id, choiceOf(choices, s.user_id)])));
  const verify = useVerifyStep(canAdd);
  const error = create.isError ? assignErrorOf(create.error) : null;
  const labelOf = (student: StudentThirdPartyScores) => {
    const choice = choiceOf(choices, student.user_id);
    const domain = domainsOf(student.level_id).find((d) => d.id === choice.domainId);
    const range = mappings.find((m) => m.id === choice.rangeId);
    return t('assign.tp.verifyItem', {
      name: `${student.first_name} ${student.last_name}`.trim(),
      domain: domain ? `${domain.code} ${domainName(tOr, domain)}` : '',
      range: range?.label ?? t(isNwea ? 'assign.tp.noScoreRange' : 'assign.tp.noMeasure'),
    });
  };
  const chosen = open.filter((s) => request.items.some((item) => item.user_id === s.user_id));

  const handleConfirm = () =>
    create.mutate(request, {
      onSuccess: (created) => {
        guard.allowLeave();
        onCreated(created.assignments.reduce((sum, a) => sum + a.user_ids.length, 0));
      },
      onError: (refusal) => setChoices((c) => choicesAfterRefusal(c, assignErrorOf(refusal))),
      onSettled: verify.close,
    });

  return (
    <form className="assign-form" onSubmit={verify.onSubmit}>
      <p className="assign-form__hint">{t(isNwea ? 'assign.tp.lead.nwea' : 'assign.tp.lead.quantile')}</p>
      <fieldset className="assign-form__group">
        <legend>{t('assign.students.legend')}</legend>
        <ul className="tp-rows">
          {students.map((student) => (
            <ThirdPartyStudentRow
              key={student.user_id}
              assessment={assessment}
              student={student}
              domains={domainsOf(student.level_id)}
              mappings={mappings}
              choice={choiceOf(choices, student.user_id)}
              blocked={blockedOf(student)}
              onDomain={(domainId) =>
                setChoices((c) =>
                  withDomain(c, student.user_id, domainId, (id) =>
                    initialRangeOf(assessment, student, id, mappings),
                  ),
                )
              }
              onRange={(rangeId) => setChoices((c) => withRange(c, student.user_id, rangeId))}
            />
          ))}
        </ul>
      </fieldset>
      <p className="assign-form__hint muted">
        {t('assign.runs', { from: formatDay(startDate), to: formatDay(endDate) })}
      </p>
      <AssignFormActions
        error={error}
        canAdd={canAdd}
        isAddDisabled={!canAdd || create.isPending}
        missingHint={t(isNwea ? 'assign.tp.needChoice.nwea' : 'assign.tp.needChoice.quantile')}
        onLeave={onLeave}
      />
      {verify.isVerifying && (
        <VerifyAssignmentDialog
          typeLabel={t(isNwea ? 'assign.tab.nwea' : 'assign.tab.quantile')}
          weeks={ASSIGNMENT_DURATION_WEEKS.third_party.default}
          startDate={startDate}
          endDate={endDate}
          studentCount={chosen.length}
          students={
            <ul className="tp-summary">
              {chosen.map((student) => (
                <li key={student.user_id}>{labelOf(student)}</li>
              ))}
            </ul>
          }
          isSending={create.isPending}
          onConfirm={handleConfirm}
          onCancel={verify.close}
        />
      )}
      {guard.dialog}
    </form>
  );
}
