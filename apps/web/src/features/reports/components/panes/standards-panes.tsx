import type { StudentStandardsResponse } from '@dash/contracts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { domainName, useI18n } from '../../../../lib/i18n';
import { useStudentProficiency } from '../../api/get-student-proficiency';
import { useStudentStandards } from '../../api/get-student-standards';
import type { PaneProps } from '../../lib/report-panes';
import { parseStandardsParam } from '../../lib/standards-grid';
import { PaneFrame } from '../pane-frame';
import { AssignClusterLink } from '../assign-button';
import { LevelReport } from './level-report';
import { StatusLegend, StatusMark } from './standard-status';
import './standards.css';

export { ClassroomStandardsPane } from './classroom-standards-pane';

/**
 * Student standards (spec §2): one grade's domains, clusters and standards with the student's status. The
 * `standards` parameter (spec §5) chooses the grade and marks the standard a grid cell was opened on.
 */
export function StudentStandardsPane({ view, location, customer, title }: PaneProps<'studentStandards'>) {
  const [searchParams] = useSearchParams();
  const focus = parseStandardsParam(searchParams.get('standards'));
  const [chosenLevel, setChosenLevel] = useState<number | undefined>(undefined);
  const proficiency = useStudentProficiency(view.proficiencyEndpoint, {});
  const levels = proficiency.data?.data.columns;
  const focusLevel = levels?.some((level) => level.id === focus?.levelId) ? focus?.levelId : undefined;
  const levelId = chosenLevel ?? focusLevel ?? proficiency.data?.data.default_level_id ?? undefined;
  const standards = useStudentStandards(view.endpoint, { level_id: levelId }, levelId !== undefined);

  return (
    <PaneFrame title={title} timeZone={customer.district_time_zone} dates={standards.data?.report_dates}>
      <LevelReport
        levels={proficiency}
        levelsOf={(data) => data.data.columns}
        levelId={levelId}
        onChoose={(level) => setChosenLevel(level.id)}
        report={standards}
      >
        {(report) => (
          <StandardsTree
            domains={report.data.domains}
            focusedCode={levelId === focusLevel ? focus?.standard : undefined}
            assignAction={(standard) => (
              <AssignClusterLink location={location} customer={customer} standard={standard} />
            )}
          />
        )}
      </LevelReport>
    </PaneFrame>
  );
}

type StudentDomain = StudentStandardsResponse['data']['domains'][number];
type StudentStandard = StudentDomain['clusters'][number]['standards'][number];

/** Domains, clusters and standards; each standard with its whole short description. */
function StandardsTree({
  domains,
  focusedCode,
  assignAction,
}: {
  domains: readonly StudentDomain[];
  focusedCode: string | undefined;
  /** The Assign action of the focused standard (the student's standard a grid cell opened). */
  assignAction: (standard: StudentStandard) => ReactNode;
}) {
  const { t, tOr } = useI18n();
  const focusedRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    // The standard a grid cell was opened on: brought into view and given focus for keyboard users.
    focusedRef.current?.scrollIntoView({ block: 'center' });
    focusedRef.current?.focus({ preventScroll: true });
  }, [focusedCode]);

  return (
    <div className="standards__tree">
      {domains.map((domain) => (
        <section key={domain.code}>
          <h3>
            {domainName(tOr, domain)}{' '}
            <span className="muted">
              {t('standards.domainCount', {
                completed: domain.standards_completed,
                count: domain.standards_count,
              })}
            </span>
          </h3>
          {domain.clusters.map((cluster) => (
            <div key={cluster.code} className="standards__cluster">
              {!cluster.pseudo && <h4>{cluster.name}</h4>}
              <ul>
                {cluster.standards.map((standard) => {
                  const isFocused = standard.code === focusedCode;
                  return (
                    <li
                      key={standard.code}
                      ref={isFocused ? focusedRef : undefined}
                      tabIndex={isFocused ? -1 : undefined}
                      aria-current={isFocused || undefined}
                      className={
                        isFocused ? 'standards__standard standards__standard--focused' : 'standards__standard'
                      }
                    >
                      <StatusMark status={standard.proficiency_status} percent={standard.percent_complete} />
                      <span className="standards__standard-text">
                        <strong>{standard.code}</strong> {standard.short_description || standard.name}
                      </span>
                      {isFocused && assignAction(standard)}
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </section>
      ))}
      <StatusLegend />
    </div>
  );
}
