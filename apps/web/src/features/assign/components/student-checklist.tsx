import { MAX_ACTIVE_ASSIGNMENTS_PER_STUDENT } from '@dash/contracts';
import { useEffect, useId, useRef } from 'react';
import { useI18n } from '../../../lib/i18n';

export interface ChecklistStudent {
  id: number;
  name: string;
}

interface StudentChecklistProps {
  students: readonly ChecklistStudent[];
  selectable: ReadonlySet<number>;
  checkedIds: ReadonlySet<number>;
  onToggle: (studentId: number) => void;
  onToggleAll: () => void;
}

/**
 * The classroom's students as a checklist with "Select all". A student who already has the most active
 * assignments allowed is shown, marked with the reason, and cannot be checked (spec §5).
 */
export function StudentChecklist({
  students,
  selectable,
  checkedIds,
  onToggle,
  onToggleAll,
}: StudentChecklistProps) {
  const { t } = useI18n();
  const reasonId = useId();
  const allRef = useRef<HTMLInputElement>(null);
  const checkedCount = [...selectable].filter((id) => checkedIds.has(id)).length;
  const isAllChecked = selectable.size > 0 && checkedCount === selectable.size;

  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = checkedCount > 0 && !isAllChecked;
  }, [checkedCount, isAllChecked]);

  return (
    <fieldset className="assign-form__group">
      <legend>{t('assign.students.legend')}</legend>
      <p className="assign-form__hint muted">
        {t('assign.students.chosen', { count: checkedCount, total: students.length })}
      </p>
      {students.length > 1 && (
        <label className="assign-check assign-check--all">
          <input
            ref={allRef}
            type="checkbox"
            checked={isAllChecked}
            disabled={selectable.size === 0}
            onChange={onToggleAll}
          />
          <span>{t('assign.students.selectAll')}</span>
        </label>
      )}
      <ul className="assign-students">
        {students.map((student) => {
          const isFull = !selectable.has(student.id);
          return (
            <li key={student.id}>
              <label className={isFull ? 'assign-check assign-check--full' : 'assign-check'}>
                <input
                  type="checkbox"
                  checked={!isFull && checkedIds.has(student.id)}
                  disabled={isFull}
                  aria-describedby={isFull ? reasonId : undefined}
                  onChange={() => onToggle(student.id)}
                />
                <span>{student.name}</span>
                {isFull && (
                  <span className="assign-check__reason">
                    {t('assign.students.full', { count: MAX_ACTIVE_ASSIGNMENTS_PER_STUDENT })}
                  </span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
      <p id={reasonId} hidden>
        {t('assign.students.fullReason', { count: MAX_ACTIVE_ASSIGNMENTS_PER_STUDENT })}
      </p>
    </fieldset>
  );
}
