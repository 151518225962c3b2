import type { ClassroomStandardsGridResponse } from '@dash/contracts';
import { useState } from 'react';
import { domainName, useI18n } from '../../../../lib/i18n';
import { ClusterPopover } from './cluster-popover';
import { DomainStandardsModal } from './domain-standards-modal';

type Grid = ClassroomStandardsGridResponse['data'];
export type GridStandard = Grid['standards'][number];

/** What the grid's domain headings do: open their standards modal, list their clusters. */
export interface DomainActions {
  /** …/standards/clusters of the classroom, read by the clusters popover. */
  clustersEndpoint: string;
  /** The customer's academic standard: the modal's buttons per row. */
  academicStandard: string;
  /** A standard chosen in the domain modal (spec §2: the classroom's group view on it). */
  onChooseStandard: (standard: GridStandard) => void;
}

/**
 * The grid's domain headings (spec §2 standards grid): each domain with the classroom's percent complete; with
 * `actions`, its name opens the domain-and-standard modal and a Clusters button lists its clusters, a cluster
 * bringing its first column into view (`onShowStandard`).
 */
export function GridDomains({
  grid,
  actions,
  onShowStandard,
}: {
  grid: Grid;
  actions: DomainActions | undefined;
  onShowStandard: (code: string) => void;
}) {
  const { t, tOr } = useI18n();
  const [openCode, setOpenCode] = useState<string | null>(null);
  const openDomain = grid.domains.find((domain) => domain.code === openCode);
  return (
    <>
      <ul className="standards__domains" aria-label={t('standards.domains')}>
        {grid.domains.map((domain) => (
          <li key={domain.code} className="standards__domain">
            {actions ? (
              <button
                type="button"
                className="standards__domain-button"
                aria-haspopup="dialog"
                onClick={() => setOpenCode(domain.code)}
              >
                {domainName(tOr, domain)}
              </button>
            ) : (
              <strong>{domainName(tOr, domain)}</strong>
            )}{' '}
            <span className="muted">
              {t('standards.domainProgress', { percent: domain.percent_complete })}
            </span>
            {actions && (
              <ClusterPopover
                domain={domain}
                levelId={grid.level.id}
                clustersEndpoint={actions.clustersEndpoint}
                onShow={onShowStandard}
              />
            )}
          </li>
        ))}
      </ul>
      {actions && openDomain && (
        <DomainStandardsModal
          domainName={domainName(tOr, openDomain)}
          standards={grid.standards.filter((standard) => standard.domain === openDomain.code)}
          academicStandard={actions.academicStandard}
          onChoose={(standard) => {
            setOpenCode(null);
            actions.onChooseStandard(standard);
          }}
          onClose={() => setOpenCode(null)}
        />
      )}
    </>
  );
}
