import type { ClassroomStandardClustersResponse } from '@dash/contracts';
import { Link, useParams } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { domainName, gradeName, useI18n } from '../../../lib/i18n';
import { useClassroomClusters, useCurriculumTree } from '../api/curriculum-api';
import { useCurriculumView, type CurriculumView } from '../hooks/use-curriculum-view';
import { findDomain, isPseudoCluster, type DomainPlace } from '../lib/curriculum-tree';
import { CurriculumChoices } from './curriculum-choices';
import { CurriculumCrumbs, ProgressMeter, StaffOnly, StandardsNotice } from './curriculum-frame';

type ClassroomStandard = ClassroomStandardClustersResponse['data']['clusters'][number]['standards'][number];

/**
 * /curriculum/domain/{domainId} (spec §2): a domain's clusters and standards, each standard with the chosen
 * classroom's average completion and how many of its students are proficient; a standard opens its page.
 */
export function CurriculumDomainPage() {
  return (
    <StaffOnly>
      <CurriculumDomain />
    </StaffOnly>
  );
}

function CurriculumDomain() {
  const { t } = useI18n();
  const { domainId } = useParams();
  const view = useCurriculumView();
  const tree = useCurriculumTree(view.ast);
  if (tree.isPending) return <LoadingState />;
  if (tree.isError)
    return <ErrorState message={t('curriculum.loadFailed')} onRetry={() => void tree.refetch()} />;
  const place = /^\d{1,9}$/.test(domainId ?? '') ? findDomain(tree.data, Number(domainId)) : null;
  if (!place) return <NotInCurriculum view={view} />;
  return <DomainView view={view} place={place} />;
}

/** An id the chosen academic standard does not have: say so and offer the way back. */
export function NotInCurriculum({ view }: { view: CurriculumView }) {
  const { t } = useI18n();
  return (
    <>
      <PageHeading title={t('curriculum.title')} />
      <CurriculumChoices view={view} />
      <EmptyState message={t('curriculum.notFound')} />
      <p>
        <Link to={`/curriculum${view.search}`}>{t('curriculum.backToCurriculum')}</Link>
      </p>
    </>
  );
}

function DomainView({ view, place }: { view: CurriculumView; place: DomainPlace }) {
  const { t, tOr, locale } = useI18n();
  const { level, domain } = place;
  const progress = useClassroomClusters(view.progress, level.id, domain.code);
  const byId = new Map<number, ClassroomStandard>();
  for (const cluster of progress.data?.data.clusters ?? [])
    for (const standard of cluster.standards) byId.set(standard.id, standard);
  const grade = gradeName({ t, locale }, level.id);
  const gradeSearch = `${view.search ? `${view.search}&` : '?'}grade=${level.id}`;
  return (
    <>
      <CurriculumCrumbs
        crumbs={[
          { label: t('curriculum.title'), to: `/curriculum${view.search}` },
          { label: grade, to: `/curriculum${gradeSearch}` },
          { label: domain.code },
        ]}
      />
      <PageHeading title={`${domain.code} ${domainName(tOr, domain)}`} lead={grade} />
      <CurriculumChoices view={view} />
      {progress.isError && <p className="curriculum-warning">{t('curriculum.progressFailed')}</p>}
      {domain.clusters.map((cluster) => (
        <section key={cluster.id} className="curriculum-cluster" aria-label={cluster.code}>
          {!isPseudoCluster(cluster) && (
            <h2 className="curriculum-section-title">
              <span className="curriculum-code">{cluster.code}</span> {cluster.name}
            </h2>
          )}
          <ul className="curriculum-standards">
            {cluster.standards.map((standard) => {
              const figures = byId.get(standard.id);
              return (
                <li key={standard.id} className="curriculum-standard">
                  <Link to={`/curriculum/domain/${domain.id}/standard/${standard.id}${view.search}`}>
                    <span className="curriculum-code">{standard.code}</span>
                  </Link>
                  <p>{standard.short_description}</p>
                  {view.classroom && figures && (
                    <ProgressMeter
                      percent={figures.percent_complete}
                      label={t('curriculum.standardClassFigures', {
                        percent: figures.percent_complete,
                        proficient: figures.totals.PROFICIENT,
                        students: sumOf(figures.totals),
                      })}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <StandardsNotice />
    </>
  );
}

const sumOf = (totals: Record<string, number>) => Object.values(totals).reduce((sum, n) => sum + n, 0);
