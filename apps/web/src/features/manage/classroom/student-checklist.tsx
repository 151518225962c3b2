import { useI18n } from '../../../lib/i18n';

interface ChecklistStudent {
  id: number;
  first_name: string;
  last_name: string;
}

/** Chooses students of a class: one checkbox each, and "all" / "none". */
export function StudentChecklist({
  legend,
  students,
  chosen,
  onChange,
  disabled,
}: {
  legend: string;
  students: readonly ChecklistStudent[];
  chosen: ReadonlySet<number>;
  onChange: (next: ReadonlySet<number>) => void;
  disabled?: boolean;
}) {
  const { t } = useI18n();
  const toggle = (id: number) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };
  return (
    <fieldset className="manage-classroom__checklist" disabled={disabled}>
      <legend>{legend}</legend>
      <div className="manage-classroom__checklist-actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => onChange(new Set(students.map((s) => s.id)))}
        >
          {t('manageClassroom.chooseAll')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onChange(new Set())}>
          {t('manageClassroom.chooseNone')}
        </button>
      </div>
      <ul className="manage-classroom__student-list">
        {students.map((student) => (
          <li key={student.id}>
            <label className="manage-classroom__choice">
              <input type="checkbox" checked={chosen.has(student.id)} onChange={() => toggle(student.id)} />
              <span>
                {student.first_name} {student.last_name}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
