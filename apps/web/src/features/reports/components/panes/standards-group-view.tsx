import type { ClassroomStandardLevelsResponse, Customer } from '@dash/contracts';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { EmptyState } from '../../../../components/ui/query-state';
import { domainName, useI18n } from '../../../../lib/i18n';
import { useClassroomStandard } from '../../api/get-classroom-standard';
import { useClassroomStandardClusters } from '../../api/get-classroom-standard-clusters';
import { useClassroomStandardDomains } from '../../api/get-classroom-standard-domains';
import type { ReportLocation } from '../../lib/report-location';
import {
  cutLabel,
  levelChange,
  namedOrFirst,
  standardsParam,
  type StandardFocus,
} from '../../lib/standards-grid';
import { AssignClusterLink } from '../assign-button';
import { PaneStatus } from '../pane-frame';
import { DomainStandardsModal } from './domain-standards-modal';
import { LevelSelect } from './standard-status';
import { StandardStatusGroups } from './standard-status-groups';

type Level = ClassroomStandardLevelsResponse['data']['levels'][number];

/** The classroom's standards calls the group view reads (…/standards/domains, /clusters, /{standardId}). */
export interface GroupViewEndpoints {
  domains: string;
  clusters: string;
  standard: (standardId: number) => string;
}

/** A labelled select of the group view's toolbar. */
function Picker({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="standards-group__picker">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

/**
 * The group view of the classroom Standards tab (spec §2): grade, domain and standard pickers, then the chosen
 * standard (its code, whole short description and Assign action) with the classroom's students grouped by
 * status. The choice lives in the `standards` parameter (spec §5): the one it names, else the first domain
 * and standard. `focusRequest` moves focus to the standard's title when it changes (a modal's choice).
 */
export function StandardsGroupView({
  levels,
  levelId,
  focus,
  endpoints,
  studentHref,
  location,
  customer,
  onQuery,
  focusRequest,
}: {
  levels: readonly Level[];
  levelId: number;
  focus: StandardFocus | null;
  endpoints: GroupViewEndpoints;
  studentHref: (studentId: number) => string;
  location: ReportLocation;
  customer: Customer;
  onQuery: (changes: Record<string, string | undefined>) => void;
  focusRequest: number;
}) {
  const { t, tOr } = useI18n();
  const [isModalOpen, setModalOpen] = useState(false);
  const domains = useClassroomStandardDomains(endpoints.domains, { level_id: levelId });
  const domain = namedOrFirst(domains.data?.data.domains ?? [], focus?.domain);
  const clusters = useClassroomStandardClusters(
    endpoints.clusters,
    { level_id: levelId, domain: domain?.code },
    domain !== undefined,
  );
  const clusterList = clusters.data?.data.clusters ?? [];
  const standards = clusterList.flatMap((cluster) => cluster.standards);
  const standard = namedOrFirst(standards, focus?.standard);
  const report = useClassroomStandard(
    standard ? endpoints.standard(standard.id) : '',
    {},
    standard !== undefined,
  );
  const chooseStandard = (chosen: { code: string; domain: string; cluster: string }) =>
    onQuery({ standards: standardsParam({ levelId, ...chosen, standard: chosen.code }) });

  const titleRef = useRef<HTMLHeadingElement>(null);
  const handledRequest = useRef(0);
  useEffect(() => {
    if (focusRequest === handledRequest.current || !titleRef.current) return;
    handledRequest.current = focusRequest;
    titleRef.current.focus();
  }, [focusRequest, standard?.code]);

  return (
    <div className="standards-group">
      <div className="standards-group__pickers">
        <LevelSelect
          levels={levels}
          value={levelId}
          keyOf={(level) => level.id}
          onChange={(level) => onQuery(levelChange(level.id))}
          className="standards-group__picker"
        />
        {domain && (
          <Picker label={t('standards.group.domain')}>
            {(id) => (
              <select
                id={id}
                value={domain.code}
                onChange={(event) =>
                  onQuery({ standards: standardsParam({ levelId, domain: event.target.value }) })
                }
              >
                {domains.data?.data.domains.map((entry) => (
                  <option key={entry.code} value={entry.code}>
                    {entry.name}
                  </option>
                ))}
              </select>
            )}
          </Picker>
        )}
        {standard && (
          <Picker label={t('standards.group.standard')}>
            {(id) => (
              <select
                id={id}
                value={standard.code}
                onChange={(event) => {
                  const chosen = standards.find((entry) => entry.code === event.target.value);
                  if (chosen) chooseStandard(chosen);
                }}
              >
                {clusterList.map((cluster) => (
                  <optgroup
                    key={cluster.code}
                    label={cluster.pseudo ? t('standards.clusters.other') : cluster.name}
                  >
                    {cluster.standards.map((entry) => (
                      <option key={entry.code} value={entry.code}>
                        {entry.code} {cutLabel(entry.short_description || entry.name)}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            )}
          </Picker>
        )}
        {domain && standard && (
          <button
            type="button"
            className="button button--secondary"
            aria-haspopup="dialog"
            onClick={() => setModalOpen(true)}
          >
            {t('standards.group.browse')}
          </button>
        )}
      </div>
      {!domains.isSuccess ? (
        <PaneStatus query={domains} />
      ) : !domain ? (
        <EmptyState message={t('standards.empty')} />
      ) : !clusters.isSuccess ? (
        <PaneStatus query={clusters} />
      ) : !standard ? (
        <EmptyState message={t('standards.empty')} />
      ) : (
        <section className="standards-group__standard" aria-labelledby={`standard-${standard.id}`}>
          <div className="standards-group__head">
            <h3 id={`standard-${standard.id}`} ref={titleRef} tabIndex={-1}>
              <span className="standards-group__code">{standard.code}</span>{' '}
              {standard.short_description || standard.name}
            </h3>
            <AssignClusterLink location={location} customer={customer} standard={standard} />
          </div>
          {report.isSuccess ? (
            <>
              <p className="muted">
                {t('standards.group.summary', {
                  percent: report.data.data.standard.percent_complete,
                  count: report.data.data.students.length,
                })}
              </p>
              <StandardStatusGroups report={report.data.data} studentHref={studentHref} />
            </>
          ) : (
            <PaneStatus query={report} />
          )}
        </section>
      )}
      {isModalOpen && domain && (
        <DomainStandardsModal
          domainName={domainName(tOr, domain)}
          standards={standards}
          academicStandard={customer.academic_standard_name}
          onChoose={(chosen) => {
            setModalOpen(false);
            chooseStandard(chosen);
          }}
          onClose={() => setModalOpen(false)}
        />
      )}
    </div>
  );
}
