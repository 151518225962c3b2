import { availableSchoolYears, localDay } from '@dash/contracts';
import { useId, useState } from 'react';
import { useI18n } from '../../../lib/i18n';
import { checkRange, rangeCode, rangeFromCode, rangeLimits, type RangeProblem } from '../lib/custom-range';
import { isCustomRange, TIMEFRAME_CHOICES, type TimeframeSet } from '../lib/timeframe-options';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import './timeframe-picker.css';

const CUSTOM = 'custom';

interface TimeframePickerProps {
  set: TimeframeSet;
  value: string;
  timeZone: string;
  onChange: (code: string) => void;
}

/** The district's date today, and the school years offered (the current one and the two before). */
export function useReportCalendar(timeZone: string) {
  const today = localDay(Date.now(), timeZone);
  return { today, years: availableSchoolYears(today) };
}

/** Timeframe drop-down of a report (spec §9 options per screen), with a custom range (spec §5). */
export function TimeframePicker({ set, value, timeZone, onChange }: TimeframePickerProps) {
  const { t, formatDateTime } = useI18n();
  const selectId = useId();
  const [isCustomOpen, setIsCustomOpen] = useState(false);
  const { today, years } = useReportCalendar(timeZone);
  const choices = TIMEFRAME_CHOICES[set];
  const limits = rangeLimits(today, years, true);
  const formatDay = (day: string) =>
    formatDateTime(new Date(`${day}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });

  const labelOf = (code: string) => {
    if (code === '1d') return t('timeframe.today');
    if (code === '0w') return t('timeframe.thisWeek');
    if (code === '0y') return t('timeframe.thisSchoolYear');
    const days = /^(\d+)d$/.exec(code);
    if (days) return t('timeframe.lastDays', { count: Number(days[1]) });
    const year = /^(\d{4})y$/.exec(code);
    if (year) return t('timeframe.schoolYear', { start: year[1]!, end: String(Number(year[1]) + 1) });
    const range = rangeFromCode(code, limits);
    return t('timeframe.range', { from: formatDay(range.from), to: formatDay(range.to) });
  };

  const options = [...choices.options, ...(choices.hasYears ? years.map((year) => `${year}y`) : [])];
  if (isCustomRange(value) && !options.includes(value)) options.push(value);

  return (
    <div className="timeframe-picker">
      <label htmlFor={selectId}>{t('timeframe.label')}</label>
      <select
        id={selectId}
        value={value}
        onChange={(event) => {
          if (event.target.value === CUSTOM) setIsCustomOpen(true);
          else onChange(event.target.value);
        }}
      >
        {options.map((code) => (
          <option key={code} value={code}>
            {labelOf(code)}
          </option>
        ))}
        <option value={CUSTOM}>{t('timeframe.custom')}</option>
      </select>
      {isCustomOpen && (
        <CustomRangeDialog
          initial={rangeFromCode(isCustomRange(value) ? value : undefined, limits)}
          limits={limits}
          onCancel={() => setIsCustomOpen(false)}
          onApply={(code) => {
            setIsCustomOpen(false);
            onChange(code);
          }}
        />
      )}
    </div>
  );
}

const PROBLEM_KEYS = {
  missing: 'timeframe.problem.missing',
  beforeMin: 'timeframe.problem.beforeMin',
  endBeforeStart: 'timeframe.problem.endBeforeStart',
} as const satisfies Record<RangeProblem, string>;

const RANGE_ENDS = ['from', 'to'] as const;
const RANGE_END_KEYS = {
  from: 'timeframe.from',
  to: 'timeframe.to',
} as const satisfies Record<(typeof RANGE_ENDS)[number], string>;

interface CustomRangeDialogProps {
  initial: { from: string; to: string };
  limits: { min: string; max: string };
  onCancel: () => void;
  onApply: (code: string) => void;
}

/** Start and end dates within the allowed limits; Apply is enabled after any change (spec §5). */
function CustomRangeDialog({ initial, limits, onCancel, onApply }: CustomRangeDialogProps) {
  const { t, formatDateTime } = useI18n();
  const [draft, setDraft] = useState(initial);
  const [isChanged, setIsChanged] = useState(false);
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const hintId = useId();
  const formatDay = (day: string) =>
    formatDateTime(new Date(`${day}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });

  const update = (end: (typeof RANGE_ENDS)[number], value: string) => {
    setDraft((previous) => ({ ...previous, [end]: value }));
    setIsChanged(true);
    setProblem(null);
  };

  return (
    <ModalDialog isOpen title={t('timeframe.customTitle')} onCancel={onCancel} descriptionId={hintId}>
      <form
        className="custom-range"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const checked = checkRange(draft, limits);
          if (checked.problem) setProblem(checked.problem);
          else onApply(rangeCode(checked.range));
        }}
      >
        <p id={hintId} className="muted">
          {t('timeframe.customHint', { min: formatDay(limits.min), max: formatDay(limits.max) })}
        </p>
        <div className="custom-range__fields">
          {RANGE_ENDS.map((end) => (
            <DateField
              key={end}
              label={t(RANGE_END_KEYS[end])}
              value={draft[end]}
              limits={limits}
              onChange={(day) => update(end, day)}
            />
          ))}
        </div>
        {problem && (
          <p className="form-error" role="alert">
            {t(PROBLEM_KEYS[problem], { min: formatDay(limits.min) })}
          </p>
        )}
        <div className="custom-range__actions">
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={!isChanged}>
            {t('timeframe.apply')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

/** A labelled date input limited to the allowed days (a cell pair of the dialog's label and field grid). */
function DateField({
  label,
  value,
  limits,
  onChange,
}: {
  label: string;
  value: string;
  limits: { min: string; max: string };
  onChange: (day: string) => void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        min={limits.min}
        max={limits.max}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}
