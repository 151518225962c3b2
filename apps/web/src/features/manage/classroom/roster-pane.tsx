import type { ClassroomRoster } from '@dash/contracts';
import { useEffect, useId, useState } from 'react';
import { ChoiceDialog } from '../../../components/ui/choice-dialog';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { gradeName, useI18n } from '../../../lib/i18n';
import { useClassroomRead, useClassroomWrite } from './manage-classroom-api';
import type { PaneFormProps } from './pane-form';
import { StudentChecklist } from './student-checklist';
import { WriteError } from './write-error';

/**
 * roster (spec §2, §3 Roster): the class's students with their usernames and whether they have started; where
 * the district lets the customer's role roster (spec §6), chosen students move to another of their classrooms
 * after a confirmation.
 */
export function RosterPane({ classroomId, onDirtyChange }: PaneFormProps) {
  const read = useClassroomRead('roster', classroomId);
  if (read.isPending) return <LoadingState />;
  if (read.isError) return <ErrorState onRetry={() => void read.refetch()} />;
  return <RosterView key={read.dataUpdatedAt} roster={read.data} onDirtyChange={onDirtyChange} />;
}

const keepsNothing = () => {};

/**
 * roster_ro (spec §2 classroom tabs, externally managed districts): the class as the district's rostering system
 * keeps it (GET /m/magneto/classroom/{id}/roster), to read only.
 */
export function ReadOnlyRosterPane({ classroomId }: { classroomId: number }) {
  const read = useClassroomRead('magnetoRoster', classroomId);
  if (read.isPending) return <LoadingState />;
  if (read.isError) return <ErrorState onRetry={() => void read.refetch()} />;
  return <RosterView roster={read.data} onDirtyChange={keepsNothing} />;
}

function RosterView({
  roster,
  onDirtyChange,
}: {
  roster: ClassroomRoster;
  onDirtyChange: PaneFormProps['onDirtyChange'];
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const captionId = useId();
  return (
    <div className="manage-classroom__form">
      {!roster.roster_editable && <p className="muted">{t('manageClassroom.roster.readOnly')}</p>}
      {/* Scrolls sideways on a phone: a region keyboard users can reach and scroll. */}
      <div className="manage-classroom__table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="manage-classroom__table">
          <caption id={captionId} className="visually-hidden">
            {t('manageClassroom.roster.caption', { name: roster.name })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('manageClassroom.roster.name')}</th>
              <th scope="col">{t('manageClassroom.roster.username')}</th>
              <th scope="col">{t('manageClassroom.roster.grade')}</th>
              <th scope="col">{t('manageClassroom.roster.activated')}</th>
            </tr>
          </thead>
          <tbody>
            {roster.students.map((student) => (
              <tr key={student.id}>
                <th scope="row">
                  {student.last_name}, {student.first_name}
                </th>
                <td>{student.username}</td>
                <td>{gradeName(i18n, student.grade_id)}</td>
                <td>
                  {student.activated ? t('manageClassroom.roster.yes') : t('manageClassroom.roster.no')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {roster.roster_editable && roster.move_targets.length > 0 && (
        <MoveStudents roster={roster} onDirtyChange={onDirtyChange} />
      )}
    </div>
  );
}

function MoveStudents({
  roster,
  onDirtyChange,
}: {
  roster: ClassroomRoster;
  onDirtyChange: PaneFormProps['onDirtyChange'];
}) {
  const { t } = useI18n();
  const targetId = useId();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [target, setTarget] = useState<number>(roster.move_targets[0]!.id);
  const [isConfirming, setIsConfirming] = useState(false);
  const move = useClassroomWrite('moveStudents', roster.id);
  const isDirty = chosen.size > 0;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const targetName = roster.move_targets.find((c) => c.id === target)?.name ?? '';

  const confirm = () => {
    setIsConfirming(false);
    move.mutate(
      {
        id: roster.id,
        provision_uid: roster.provision_uid,
        type: 'classroom',
        student_ids: [...chosen],
        to_classroom_id: target,
      },
      { onSuccess: () => setChosen(new Set()) },
    );
  };

  return (
    <div className="manage-classroom__move">
      <h4 className="manage-classroom__subheading">{t('manageClassroom.roster.moveTitle')}</h4>
      <StudentChecklist
        legend={t('manageClassroom.roster.moveChoose')}
        students={roster.students}
        chosen={chosen}
        onChange={setChosen}
      />
      <div className="field">
        <label className="field__label" htmlFor={targetId}>
          {t('manageClassroom.roster.moveTo')}
        </label>
        <select
          id={targetId}
          className="field__input"
          value={target}
          onChange={(event) => setTarget(Number(event.target.value))}
        >
          {roster.move_targets.map((classroom) => (
            <option key={classroom.id} value={classroom.id}>
              {classroom.name}
            </option>
          ))}
        </select>
      </div>
      <WriteError error={move.error} />
      <div className="manage-classroom__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={chosen.size === 0 || move.isPending}
          onClick={() => setIsConfirming(true)}
        >
          {t('manageClassroom.roster.move')}
        </button>
      </div>
      {isConfirming && (
        <ChoiceDialog
          title={t('manageClassroom.confirmTitle')}
          description={
            <p>{t('manageClassroom.roster.moveConfirm', { count: chosen.size, classroom: targetName })}</p>
          }
          actions={[
            { label: t('manageClassroom.roster.move'), onClick: confirm, className: 'button--primary' },
            {
              label: t('common.cancel'),
              onClick: () => setIsConfirming(false),
              className: 'button--secondary',
              isSafe: true,
            },
          ]}
        />
      )}
    </div>
  );
}
