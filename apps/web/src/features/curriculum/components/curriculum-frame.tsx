import { CCSS_COPYRIGHT_NOTICE } from '@dash/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RequirePage } from '../../../app/routes/require-page';
import { isInAudience } from '../../../lib/access';
import { useCustomer } from '../../../lib/customer';
import { useI18n } from '../../../lib/i18n';
import './curriculum.css';

/** Staff only (spec §6: the curriculum pages are educators' tools); anyone else goes to their default URL. */
export function StaffOnly({ children }: { children: ReactNode }) {
  const customer = useCustomer();
  return <RequirePage isAllowed={isInAudience(customer, 'staff')}>{children}</RequirePage>;
}

export interface Crumb {
  label: string;
  /** Absent on the page itself. */
  to?: string;
}

/** Where a curriculum page sits: Curriculum › grade › domain › standard. */
export function CurriculumCrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useI18n();
  return (
    <nav className="curriculum-crumbs" aria-label={t('curriculum.breadcrumbs')}>
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.label}>
            {crumb.to ? (
              <Link to={crumb.to}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The notice the Common Core State Standards Public License asks for wherever standard text is shown. */
export function StandardsNotice() {
  return <p className="curriculum-notice">{CCSS_COPYRIGHT_NOTICE}</p>;
}

/** A percent complete as a bar on a grey track with the figure beside it. */
export function ProgressMeter({ percent, label }: { percent: number; label: string }) {
  const width = Math.max(0, Math.min(100, percent));
  return (
    <span className="curriculum-meter">
      <span className="curriculum-meter__track" aria-hidden="true">
        <span className="curriculum-meter__bar" style={{ width: `${width}%` }} />
      </span>
      <span className="curriculum-meter__figure">{label}</span>
    </span>
  );
}
