import type { ProficiencyStatus } from '@dash/contracts';
import { useId } from 'react';
import { gradeName, useI18n, type MessageKey } from '../../../../lib/i18n';

export type Status = ProficiencyStatus | 'GROUP_PROFICIENT';

const STATUS_KEYS: Record<Status, MessageKey> = {
  NOT_STARTED: 'proficiency.notStarted',
  NEEDS_ATTENTION: 'proficiency.needsAttention',
  IN_PROGRESS: 'proficiency.inProgress',
  PROFICIENT: 'proficiency.proficient',
  GROUP_PROFICIENT: 'proficiency.proficient',
};
/** Symbols beside the colours, so a status never rests on colour alone. */
const STATUS_MARKS: Record<Status, string> = {
  NOT_STARTED: '·',
  NEEDS_ATTENTION: '!',
  IN_PROGRESS: '◐',
  PROFICIENT: '✓',
  GROUP_PROFICIENT: '✓',
};

/** "proficient, 100%": a status and its percent complete in words. */
export function useStatusLabel() {
  const { t } = useI18n();
  return (status: Status, percent: number) => `${t(STATUS_KEYS[status])}, ${percent}%`;
}

/** A status as a coloured mark with its symbol; `isLabelled` when the surrounding control names it. */
export function StatusMark({
  status,
  percent,
  isLabelled = false,
}: {
  status: Status;
  percent: number;
  isLabelled?: boolean;
}) {
  const label = useStatusLabel()(status, percent);
  return (
    <span className={`standard-status standard-status--${status.toLowerCase()}`} title={label}>
      <span aria-hidden="true">{STATUS_MARKS[status]}</span>
      {!isLabelled && <span className="visually-hidden">{label}</span>}
    </span>
  );
}

export function StatusLegend() {
  const { t } = useI18n();
  const statuses: Status[] = ['NOT_STARTED', 'IN_PROGRESS', 'NEEDS_ATTENTION', 'PROFICIENT'];
  return (
    <ul className="standards__legend" aria-label={t('standards.legend')}>
      {statuses.map((status) => (
        <li key={status}>
          <span className={`standard-status standard-status--${status.toLowerCase()}`} aria-hidden="true">
            {STATUS_MARKS[status]}
          </span>{' '}
          {t(STATUS_KEYS[status])}
        </li>
      ))}
    </ul>
  );
}

interface LevelSelectProps<L extends { grade: number }> {
  levels: readonly L[];
  /** The chosen level's key. */
  value: string | number;
  /** What tells levels apart: an option's value. */
  keyOf: (level: L) => string | number;
  onChange: (level: L) => void;
  /** Where it stands: the standards panes' toolbar by default, or the overview's proficiency header. */
  className?: string;
}

/** The grade chooser of the standards panes and the student overview: each level by its grade's name. */
export function LevelSelect<L extends { grade: number }>({
  levels,
  value,
  keyOf,
  onChange,
  className = 'standards__level',
}: LevelSelectProps<L>) {
  const { t, locale } = useI18n();
  const id = useId();
  const choose = (key: string) => {
    const level = levels.find((entry) => String(keyOf(entry)) === key);
    if (level) onChange(level);
  };
  return (
    <div className={className}>
      <label htmlFor={id}>{t('overview.grade')}</label>
      <select id={id} value={value} onChange={(event) => choose(event.target.value)}>
        {levels.map((level) => (
          <option key={keyOf(level)} value={keyOf(level)}>
            {gradeName({ t, locale }, level.grade)}
          </option>
        ))}
      </select>
    </div>
  );
}
