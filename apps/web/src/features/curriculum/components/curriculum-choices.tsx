import { useId } from 'react';
import { gradeName, useI18n } from '../../../lib/i18n';
import { useAcademicStandards } from '../api/curriculum-api';
import type { CurriculumView } from '../hooks/use-curriculum-view';
import type { TreeLevel } from '../lib/curriculum-tree';

/**
 * The choices above the curriculum: the academic standard browsed (spec §7 `ast`; only those with content can
 * be chosen), the classroom whose progress is shown (teachers), and on the first page the grade.
 */
export function CurriculumChoices({
  view,
  levels,
  level,
}: {
  view: CurriculumView;
  levels?: readonly TreeLevel[];
  level?: TreeLevel;
}) {
  const { t, locale } = useI18n();
  const standards = useAcademicStandards();
  const ids = { ast: useId(), classroom: useId(), grade: useId() };
  return (
    <div className="curriculum-choices">
      <div className="curriculum-choices__field">
        <label htmlFor={ids.ast}>{t('curriculum.academicStandard')}</label>
        <select id={ids.ast} value={view.ast} onChange={(event) => view.choose({ ast: event.target.value })}>
          {(standards.data ?? [{ name: view.ast, title: view.ast, selectable: true }]).map((standard) => (
            <option key={standard.name} value={standard.name} disabled={!standard.selectable}>
              {standard.selectable
                ? standard.title
                : t('curriculum.noContentOption', { name: standard.title })}
            </option>
          ))}
        </select>
      </div>
      {view.classrooms.length > 0 && (
        <div className="curriculum-choices__field">
          <label htmlFor={ids.classroom}>{t('curriculum.progressOf')}</label>
          <select
            id={ids.classroom}
            value={view.classroom?.id}
            onChange={(event) => view.choose({ classroom: Number(event.target.value) })}
          >
            {view.classrooms.map((classroom) => (
              <option key={classroom.id} value={classroom.id}>
                {classroom.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {levels && level && (
        <div className="curriculum-choices__field">
          <label htmlFor={ids.grade}>{t('curriculum.grade')}</label>
          <select
            id={ids.grade}
            value={level.id}
            onChange={(event) => view.choose({ grade: Number(event.target.value) })}
          >
            {levels.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {gradeName({ t, locale }, entry.id)}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
