import type { ReactNode } from 'react';
import { EmptyState } from '../../../../components/ui/query-state';
import { useI18n } from '../../../../lib/i18n';
import { PaneStatus, type PaneQuery } from '../pane-frame';
import { LevelSelect } from './standard-status';

/**
 * The body of a standards pane: its grades once loaded (a message when there are none), the grade chooser,
 * then the chosen grade's report once loaded.
 */
export function LevelReport<Levels, Level extends { id: number; grade: number }, Report>({
  levels,
  levelsOf,
  levelId,
  onChoose,
  report,
  children,
}: {
  levels: PaneQuery<Levels>;
  levelsOf: (data: Levels) => readonly Level[];
  levelId: number | undefined;
  onChoose: (level: Level) => void;
  report: PaneQuery<Report>;
  children: (report: Report) => ReactNode;
}) {
  const { t } = useI18n();
  if (!levels.isSuccess || levels.data === undefined) return <PaneStatus query={levels} />;
  if (levelId === undefined) return <EmptyState message={t('standards.empty')} />;
  return (
    <>
      <LevelSelect
        levels={levelsOf(levels.data)}
        value={levelId}
        keyOf={(level) => level.id}
        onChange={onChoose}
      />
      {report.isSuccess && report.data !== undefined ? children(report.data) : <PaneStatus query={report} />}
    </>
  );
}
