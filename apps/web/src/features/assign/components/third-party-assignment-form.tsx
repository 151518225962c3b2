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
import { ChoiceDialog } from '../../../components/ui/choice-dialog';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { useI18n } from '../../../lib/i18n';
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
import { ThirdPartyStudentRow, type DomainOption } from './third-party-student-row';
import { useFormatDay } from './use-format-day';
import { useLeaveGuardWhen } from './use-leave-guard';
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
  const { t } = useI18n();
  const formatDay = useFormatDay();
  const [choices, setChoices] = useState<Choices>(new Map());
  const [isVerifying, setIsVerifying] = useState(false);
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
  const error = create.isError ? assignErrorOf(create.error) : null;
  const labelOf = (student: StudentThirdPartyScores) => {
    const choice = choiceOf(choices, student.user_id);
    const domain = domainsOf(student.level_id).find((d) => d.id === choice.domainId);
    const range = mappings.find((m) => m.id === choice.rangeId);
    return t('assign.tp.verifyItem', {
      name: `${student.first_name} ${student.last_name}`.trim(),
      domain: domain ? `${domain.code} ${domain.name}` : '',
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
      onSettled: () => setIsVerifying(false),
    });

  return (
    <form
      className="assign-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (canAdd) setIsVerifying(true);
      }}
    >
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
      {error && (
        <p className="error-box assign-form__error" role="alert">
          {'text' in error ? error.text : t(error.key, error.params)}
        </p>
      )}
      <div className="assign-actions">
        <button type="submit" className="button button--primary" disabled={!canAdd || create.isPending}>
          {t('assign.add')}
        </button>
        <button type="button" className="button button--secondary" onClick={onLeave}>
          {t('common.cancel')}
        </button>
      </div>
      {!canAdd && (
        <p className="assign-form__hint muted">
          {t(isNwea ? 'assign.tp.needChoice.nwea' : 'assign.tp.needChoice.quantile')}
        </p>
      )}
      {isVerifying && (
        <ChoiceDialog
          title={t('assign.verify.title')}
          description={<p>{t('assign.verify.lead')}</p>}
          actions={[
            {
              label: create.isPending ? t('assign.verify.sending') : t('assign.verify.confirm'),
              onClick: handleConfirm,
              className: 'button--primary',
              disabled: create.isPending,
            },
            {
              label: t('assign.verify.back'),
              onClick: () => setIsVerifying(false),
              className: 'button--secondary',
              disabled: create.isPending,
              isSafe: true,
            },
          ]}
        >
          <dl className="assign-summary">
            <dt>{t('assign.verify.type')}</dt>
            <dd>{t(isNwea ? 'assign.tab.nwea' : 'assign.tab.quantile')}</dd>
            <dt>{t('assign.verify.duration')}</dt>
            <dd>
              {t('assign.weeks', { count: ASSIGNMENT_DURATION_WEEKS.third_party.default })} ·{' '}
              {t('assign.verify.dates', { from: formatDay(startDate), to: formatDay(endDate) })}
            </dd>
            <dt>{t('assign.verify.students', { count: chosen.length })}</dt>
            <dd>
              <ul className="tp-summary">
                {chosen.map((student) => (
                  <li key={student.user_id}>{labelOf(student)}</li>
                ))}
              </ul>
            </dd>
          </dl>
        </ChoiceDialog>
      )}
      {guard.dialog}
    </form>
  );
}
