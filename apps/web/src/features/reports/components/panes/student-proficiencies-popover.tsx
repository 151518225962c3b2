import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { domainName, gradeName, useI18n } from '../../../../lib/i18n';
import { useStudentStandards } from '../../api/get-student-standards';
import { PaneStatus } from '../pane-frame';
import { StatusMark } from './standard-status';
import './standards.css';
import './proficiency-tables.css';

/** What a proficiency cell opens: one student's standards of one grade level. */
export interface PopoverTarget {
  studentId: number;
  studentName: string;
  levelId: number;
  grade: number;
  /** The cell's button: the popover sits under it, and focus returns to it on Escape. */
  anchor: HTMLElement;
}

/** Space kept between the popover and the edges of its section, in pixels. */
const EDGE = 8;

/** Where the popover goes inside its positioned container: under the anchor, kept inside the container. */
function placeUnder(anchor: HTMLElement, container: HTMLElement, popover: HTMLElement) {
  const a = anchor.getBoundingClientRect();
  const c = container.getBoundingClientRect();
  const maxLeft = Math.max(EDGE, c.width - popover.offsetWidth - EDGE);
  return { top: a.bottom - c.top + 4, left: Math.min(Math.max(EDGE, a.left - c.left), maxLeft) };
}

/**
 * The student proficiencies popover (spec §2): the student's standards of a grade level with their status
 * marks, and a link to the student report's standards pane on that level. Closes on a click outside it, on
 * Escape (focus back on the cell) and on its close button.
 */
export function StudentProficienciesPopover({
  target,
  districtId,
  standardsHref,
  onClose,
}: {
  target: PopoverTarget;
  districtId: number;
  standardsHref: string;
  onClose: () => void;
}) {
  const { t, tOr, locale } = useI18n();
  const titleId = useId();
  const root = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);
  const standards = useStudentStandards(`/r/districts/${districtId}/students/${target.studentId}/standards`, {
    level_id: target.levelId,
  });

  useLayoutEffect(() => {
    const popover = root.current;
    const container = popover?.offsetParent;
    if (popover && container instanceof HTMLElement) setPlace(placeUnder(target.anchor, container, popover));
  }, [target.anchor]);

  useEffect(() => {
    root.current?.focus();
    const closeOutside = (event: MouseEvent) => {
      const node = event.target as Node;
      if (!root.current?.contains(node) && !target.anchor.contains(node)) onClose();
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      target.anchor.focus();
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [target.anchor, onClose]);

  const grade = gradeName({ t, locale }, target.grade);
  return (
    <div
      ref={root}
      className="proficiency-popover"
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      style={place ? { top: place.top, left: place.left } : { visibility: 'hidden' }}
    >
      <div className="proficiency-popover__header">
        <h3 id={titleId}>{t('proficiencyTable.popoverTitle', { student: target.studentName, grade })}</h3>
        <button
          type="button"
          className="proficiency-popover__close"
          aria-label={t('proficiencyTable.close')}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {!standards.isSuccess ? (
        <PaneStatus query={standards} />
      ) : (
        // Focusable: the list scrolls, and keyboard users scroll it too.
        <div className="proficiency-popover__body" tabIndex={0} role="region" aria-labelledby={titleId}>
          {standards.data.data.domains.map((domain) => (
            <section key={domain.code} aria-label={domainName(tOr, domain)}>
              <h4>{domainName(tOr, domain)}</h4>
              <ul>
                {domain.clusters
                  .flatMap((cluster) => cluster.standards)
                  .map((standard) => (
                    <li key={standard.code}>
                      <StatusMark status={standard.proficiency_status} percent={standard.percent_complete} />
                      <span className="proficiency-popover__code">{standard.code}</span>
                      <span>{standard.short_description || standard.name}</span>
                    </li>
                  ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      <Link className="button proficiency-popover__open" to={standardsHref}>
        {t('proficiencyTable.openStandards')}
      </Link>
    </div>
  );
}
