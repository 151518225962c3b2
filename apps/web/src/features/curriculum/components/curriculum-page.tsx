import { Link } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { domainName, gradeName, useI18n } from '../../../lib/i18n';
import { useClassroomDomains, useCurriculumTree } from '../api/curriculum-api';
import { useCurriculumView, type CurriculumView } from '../hooks/use-curriculum-view';
import { levelToShow, standardCount, type TreeLevel } from '../lib/curriculum-tree';
import { CurriculumChoices } from './curriculum-choices';
import { ProgressMeter, StaffOnly, StandardsNotice } from './curriculum-frame';

/**
 * /curriculum (spec §2): the academic standard's grades and their domains, each with its clusters and standards
 * counted and, for a teacher, the chosen classroom's average completion; a domain opens its page.
 */
export function CurriculumPage() {
  return (
    <StaffOnly>
      <Curriculum />
    </StaffOnly>
  );
}

function Curriculum() {
  const { t } = useI18n();
  const view = useCurriculumView();
  const tree = useCurriculumTree(view.ast);
  const heading = <PageHeading title={t('curriculum.title')} lead={t('curriculum.lead')} />;
  if (tree.isPending)
    return (
      <>
        {heading}
        <LoadingState />
      </>
    );
  if (tree.isError)
    return (
      <>
        {heading}
        <ErrorState message={t('curriculum.loadFailed')} onRetry={() => void tree.refetch()} />
      </>
    );
  const level = levelToShow(tree.data, view.askedGrade, view.classroom?.grade_id ?? null);
  return (
    <>
      {heading}
      <CurriculumChoices view={view} levels={tree.data.levels} level={level} />
      {level ? (
        <GradeDomains view={view} level={level} />
      ) : (
        <EmptyState message={t('curriculum.noContent')} />
      )}
      <StandardsNotice />
    </>
  );
}

function GradeDomains({ view, level }: { view: CurriculumView; level: TreeLevel }) {
  const { t, tOr, locale } = useI18n();
  const progress = useClassroomDomains(view.progress, level.id);
  const completionOf = (code: string) => progress.data?.data.domains.find((domain) => domain.code === code);
  return (
    <section aria-labelledby="curriculum-grade">
      <h2 id="curriculum-grade" className="curriculum-section-title">
        {gradeName({ t, locale }, level.id)}
      </h2>
      {progress.isError && <p className="curriculum-warning">{t('curriculum.progressFailed')}</p>}
      <ul className="curriculum-cards">
        {level.domains.map((domain) => {
          const completion = completionOf(domain.code);
          return (
            <li key={domain.id} className="curriculum-card">
              <Link className="curriculum-card__title" to={`/curriculum/domain/${domain.id}${view.search}`}>
                <span className="curriculum-code">{domain.code}</span> {domainName(tOr, domain)}
              </Link>
              <p className="curriculum-card__counts">
                {t('curriculum.standardsCount', { count: standardCount(domain) })}
              </p>
              {view.classroom && completion && (
                <ProgressMeter
                  percent={completion.percent_complete}
                  label={t('curriculum.classComplete', {
                    percent: completion.percent_complete,
                    classroom: view.classroom.name,
                  })}
                />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
