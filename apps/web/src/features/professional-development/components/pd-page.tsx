import type { PdModule } from '@dash/contracts';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { RequirePage } from '../../../app/routes/require-page';
import { PageHeading } from '../../../components/ui/page-heading';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { isInAudience } from '../../../lib/access';
import { useCustomer } from '../../../lib/customer';
import { useI18n } from '../../../lib/i18n';
import { usePdContents, usePdProgress } from '../lib/pd-api';
import { groupByModule } from '../lib/pd-status';
import { PdModuleRow } from './pd-module-row';
import './pd.css';

/**
 * /myflexpd (spec §2 PD page): PD lessons grouped by module, each module a row that expands and collapses, with
 * the caller's progress. The concept map's PD link (?lessonGroup=…) opens the module of that group's lesson.
 * Staff only: guardians have no PD links (spec §6).
 */
export function PdPage() {
  const customer = useCustomer();
  return (
    <RequirePage isAllowed={isInAudience(customer, 'staff')}>
      <PdCatalogue districtId={customer.district_id} />
    </RequirePage>
  );
}

function PdCatalogue({ districtId }: { districtId: number }) {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  const contents = usePdContents(districtId);
  const progress = usePdProgress();
  const lessonGroup = searchParams.get('lessonGroup');
  const highlighted = contents.data?.find((l) => lessonGroup && l.lessonGroupLink === lessonGroup) ?? null;
  const [openModules, setOpenModules] = useState<ReadonlySet<PdModule> | null>(null);
  const progressByKey = useMemo(
    () => new Map((progress.data ?? []).map((p) => [p.lesson_key, p])),
    [progress.data],
  );

  const heading = <PageHeading title={t('pd.title')} lead={t('pd.lead')} />;
  if (contents.isPending || progress.isPending)
    return (
      <>
        {heading}
        <LoadingState />
      </>
    );
  if (contents.isError || progress.isError)
    return (
      <>
        {heading}
        <ErrorState
          message={t('pd.loadFailed')}
          onRetry={() => void Promise.all([contents.refetch(), progress.refetch()])}
        />
      </>
    );

  const groups = groupByModule(contents.data, progress.data);
  const completed = groups.reduce((sum, g) => sum + g.completed, 0);
  const open = openModules ?? new Set(highlighted ? [highlighted.moduleName] : []);
  const toggle = (name: PdModule) => {
    const next = new Set(open);
    if (next.has(name)) next.delete(name);
    else next.add(name);
    setOpenModules(next);
  };

  return (
    <>
      {heading}
      <p className="pd-overall">{t('pd.overall', { completed, total: contents.data.length })}</p>
      {lessonGroup && !highlighted && <p className="pd-note">{t('pd.noLessonForGroup')}</p>}
      <ul className="pd-modules">
        {groups.map((group) => (
          <PdModuleRow
            key={group.moduleName}
            group={group}
            progressByKey={progressByKey}
            isOpen={open.has(group.moduleName)}
            onToggle={() => toggle(group.moduleName)}
            highlightedKey={highlighted?.key ?? null}
          />
        ))}
      </ul>
    </>
  );
}
