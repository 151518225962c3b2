import { ASSIGN_FOCUS_ACADEMIC_STANDARDS } from '@dash/contracts';
import { Link, useParams } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { addAssignmentHref } from '../../../lib/assign-links';
import { useCustomer } from '../../../lib/customer';
import { domainName, gradeName, useI18n } from '../../../lib/i18n';
import { useCurriculumTree } from '../api/curriculum-api';
import { useCurriculumView, type CurriculumView } from '../hooks/use-curriculum-view';
import { findStandard, isPseudoCluster, type StandardPlace } from '../lib/curriculum-tree';
import { CurriculumChoices } from './curriculum-choices';
import { CurriculumCrumbs, StaffOnly, StandardsNotice } from './curriculum-frame';
import { NotInCurriculum } from './domain-page';
import { StandardClassProgress } from './standard-class-progress';
import { StandardLessonGroups } from './standard-lesson-groups';

/**
 * /curriculum/domain/{domainId}/standard/{standardId} (spec §2): one standard's text, the lesson groups that
 * teach it, and each student of the chosen classroom with their status on it; a teacher who may assign focus
 * lessons can assign its cluster from here.
 */
export function CurriculumStandardPage() {
  return (
    <StaffOnly>
      <CurriculumStandard />
    </StaffOnly>
  );
}

function CurriculumStandard() {
  const { t } = useI18n();
  const { domainId, standardId } = useParams();
  const view = useCurriculumView();
  const tree = useCurriculumTree(view.ast);
  if (tree.isPending) return <LoadingState />;
  if (tree.isError)
    return <ErrorState message={t('curriculum.loadFailed')} onRetry={() => void tree.refetch()} />;
  const [domain, standard] = [domainId, standardId].map((id) =>
    /^\d{1,9}$/.test(id ?? '') ? Number(id) : null,
  );
  const place =
    domain !== null && domain !== undefined && standard !== null && standard !== undefined
      ? findStandard(tree.data, domain, standard)
      : null;
  if (!place) return <NotInCurriculum view={view} />;
  return <StandardView view={view} place={place} />;
}

function StandardView({ view, place }: { view: CurriculumView; place: StandardPlace }) {
  const { t, tOr, locale } = useI18n();
  const customer = useCustomer();
  const { level, domain, cluster, standard } = place;
  const grade = gradeName({ t, locale }, level.id);
  const gradeSearch = `${view.search ? `${view.search}&` : '?'}grade=${level.id}`;
  const mayAssign =
    view.classroom !== null &&
    customer.assign_focus_enabled &&
    ASSIGN_FOCUS_ACADEMIC_STANDARDS.includes(view.ast);
  return (
    <>
      <CurriculumCrumbs
        crumbs={[
          { label: t('curriculum.title'), to: `/curriculum${view.search}` },
          { label: grade, to: `/curriculum${gradeSearch}` },
          { label: domain.code, to: `/curriculum/domain/${domain.id}${view.search}` },
          { label: standard.code },
        ]}
      />
      <PageHeading title={standard.code} lead={standard.short_description} />
      <p className="curriculum-context">
        {grade} · {domainName(tOr, domain)}
        {!isPseudoCluster(cluster) && ` · ${cluster.name}`}
      </p>
      <CurriculumChoices view={view} />
      {mayAssign && (
        <p>
          <Link
            className="button button--primary"
            to={addAssignmentHref({
              districtId: customer.district_id,
              classroomId: view.classroom!.id,
              clusterCode: cluster.code,
            })}
          >
            {t('curriculum.assignCluster', { cluster: cluster.code, classroom: view.classroom!.name })}
          </Link>
        </p>
      )}
      <StandardLessonGroups standardId={standard.id} />
      {view.classroom && <StandardClassProgress view={view} standardId={standard.id} />}
      <StandardsNotice />
    </>
  );
}
