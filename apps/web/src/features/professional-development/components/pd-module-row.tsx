import type { PdProgress } from '@dash/contracts';
import { useId } from 'react';
import { useI18n } from '../../../lib/i18n';
import type { PdModuleGroup } from '../lib/pd-status';
import { PdLessonItem } from './pd-lesson-item';

interface PdModuleRowProps {
  group: PdModuleGroup;
  progressByKey: ReadonlyMap<string, PdProgress>;
  isOpen: boolean;
  onToggle: () => void;
  highlightedKey: string | null;
}

/** One module of the PD page (spec §2): a row that expands to its lessons, with "n of m completed". */
export function PdModuleRow({ group, progressByKey, isOpen, onToggle, highlightedKey }: PdModuleRowProps) {
  const { t } = useI18n();
  const panelId = useId();
  const total = group.lessons.length;
  return (
    <li className="pd-module">
      <h2 className="pd-module__heading">
        <button
          type="button"
          className="pd-module__toggle"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <svg className="pd-module__chevron" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="pd-module__name">{t(`pd.module.${group.moduleName}`)}</span>
          <span className="pd-module__count">
            {t('pd.moduleProgress', { completed: group.completed, total })}
          </span>
        </button>
      </h2>
      <progress
        className="pd-module__bar"
        max={total}
        value={group.completed}
        aria-label={t('pd.moduleProgressLabel', { module: t(`pd.module.${group.moduleName}`) })}
      />
      <ul id={panelId} className="pd-module__lessons" hidden={!isOpen}>
        {group.lessons.map((lesson) => (
          <PdLessonItem
            key={lesson.key}
            lesson={lesson}
            progress={progressByKey.get(lesson.key)}
            isHighlighted={lesson.key === highlightedKey}
          />
        ))}
      </ul>
    </li>
  );
}
