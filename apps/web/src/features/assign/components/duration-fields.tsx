import { useId } from 'react';
import { useI18n } from '../../../lib/i18n';
import {
  weekOptionsOf,
  withAssignmentType,
  type AssignFormState,
  type FocusAssignmentType,
} from '../lib/assign-form';
import { useFormatDay } from './use-format-day';

const TYPES: {
  type: FocusAssignmentType;
  labelKey: 'assignment.type.spot' | 'assignment.type.goal';
  hintKey: 'assign.type.spotHint' | 'assign.type.goalHint';
}[] = [
  { type: 'SPOT', labelKey: 'assignment.type.spot', hintKey: 'assign.type.spotHint' },
  { type: 'GOAL', labelKey: 'assignment.type.goal', hintKey: 'assign.type.goalHint' },
];

/** Spot check or goal, its length in weeks (options reset with the type, spec §4) and the days it runs. */
export function DurationFields({
  state,
  startDate,
  endDate,
  onChange,
}: {
  state: AssignFormState;
  startDate: string;
  endDate: string;
  onChange: (update: (state: AssignFormState) => AssignFormState) => void;
}) {
  const { t } = useI18n();
  const formatDay = useFormatDay();
  const weeksId = useId();
  return (
    <fieldset className="assign-form__group">
      <legend>{t('assign.type.legend')}</legend>
      <div className="assign-types">
        {TYPES.map(({ type, labelKey, hintKey }) => (
          <label key={type} className="assign-check">
            <input
              type="radio"
              name="assign-type"
              checked={state.assignmentType === type}
              onChange={() => onChange((s) => withAssignmentType(s, type))}
            />
            <span>
              <strong>{t(labelKey)}</strong>
              <span className="assign-check__hint">{t(hintKey)}</span>
            </span>
          </label>
        ))}
      </div>
      <div className="assign-duration">
        <label htmlFor={weeksId}>{t('assign.duration')}</label>
        <select
          id={weeksId}
          value={state.weeks}
          onChange={(event) => {
            const weeks = Number(event.target.value);
            onChange((s) => ({ ...s, weeks }));
          }}
        >
          {weekOptionsOf(state.assignmentType).map((weeks) => (
            <option key={weeks} value={weeks}>
              {t('assign.weeks', { count: weeks })}
            </option>
          ))}
        </select>
        <p className="assign-duration__dates">
          {t('assign.runs', { from: formatDay(startDate), to: formatDay(endDate) })}
        </p>
      </div>
    </fieldset>
  );
}
