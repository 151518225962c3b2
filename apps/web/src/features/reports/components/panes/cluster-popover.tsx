import { useEffect, useId, useRef, useState } from 'react';
import { domainName, useI18n } from '../../../../lib/i18n';
import { useClassroomStandardClusters } from '../../api/get-classroom-standard-clusters';
import { PaneStatus } from '../pane-frame';
import { StatusMark, useStatusLabel } from './standard-status';

/**
 * The clusters popover of a grid domain (spec §2 "a popover lists clusters with status indicators"): the
 * domain's clusters with the classroom's status and percent, read when it opens. A cluster shows its first
 * standard's column in the grid (`onShow`). Closes on Escape (focus back on its button), a click outside,
 * or its button again.
 */
export function ClusterPopover({
  domain,
  levelId,
  clustersEndpoint,
  onShow,
}: {
  domain: { code: string; name: string };
  levelId: number;
  clustersEndpoint: string;
  /** Brings the standard's column into view. */
  onShow: (standardCode: string) => void;
}) {
  const { t, tOr } = useI18n();
  const statusLabel = useStatusLabel();
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const clusters = useClassroomStandardClusters(
    clustersEndpoint,
    { level_id: levelId, domain: domain.code },
    isOpen,
  );

  useEffect(() => {
    if (!isOpen) return;
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [isOpen]);

  return (
    <div className="cluster-popover" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="cluster-popover__toggle"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        aria-label={t('standards.clusters.buttonLabel', { domain: domainName(tOr, domain) })}
        onClick={() => setOpen(!isOpen)}
      >
        {t('standards.clusters.button')}
      </button>
      {isOpen && (
        <div
          id={panelId}
          className="cluster-popover__panel"
          role="region"
          aria-label={t('standards.clusters.label', { domain: domainName(tOr, domain) })}
        >
          {clusters.isSuccess ? (
            <ul>
              {clusters.data.data.clusters.map((cluster) => {
                const first = cluster.standards[0];
                return (
                  <li key={cluster.code}>
                    <button
                      type="button"
                      className="cluster-popover__cluster"
                      disabled={!first}
                      onClick={() => {
                        setOpen(false);
                        if (first) onShow(first.code);
                      }}
                    >
                      <StatusMark
                        status={cluster.proficiency_status}
                        percent={cluster.percent_complete}
                        isLabelled
                      />
                      <span>
                        {cluster.pseudo ? t('standards.clusters.other') : cluster.name}{' '}
                        <span className="muted">
                          ({statusLabel(cluster.proficiency_status, cluster.percent_complete)})
                        </span>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : (
            <PaneStatus query={clusters} />
          )}
        </div>
      )}
    </div>
  );
}
