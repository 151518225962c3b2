import { CONCEPT_MAP_DAYS } from '@dash/contracts';
import { useState } from 'react';
import { gradeName, useI18n } from '../../../../../lib/i18n';
import { LESSON_GROUPS_ENDPOINT, useConceptMap, useLessonGroups } from '../../../api/get-concepts';
import { conceptColumns } from '../../../lib/concept-map';
import type { PaneProps } from '../../../lib/report-panes';
import { PaneFrame, PaneStatus } from '../../pane-frame';
import { ConceptInfoPane } from './concept-info-pane';
import { ConceptMapInfoButton } from './concept-map-info';
import { ConceptMapSvg } from './concept-map-svg';
import { ConceptTable } from './concept-table';
import './concepts.css';

/**
 * The Concepts tab of a classroom or a student (spec §2 "Concept map", §6 under tab_concepts_enabled and the
 * CONCEPTSMAP_PREVIEW_ENABLED tag): the grade's lesson groups as a map, or as a table, over the last 14 days.
 */
export function ConceptsPane({ view, customer, title }: PaneProps<'concepts'>) {
  const { t, locale } = useI18n();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [asTable, setAsTable] = useState(false);
  const map = useConceptMap(view.endpoint, { level_id: undefined });
  const levelId = map.data?.data.level_id;
  const groups = useLessonGroups(LESSON_GROUPS_ENDPOINT, { level_id: levelId }, levelId !== undefined);
  if (!map.isSuccess || !groups.isSuccess)
    return (
      <PaneFrame title={title} timeZone={customer.district_time_zone}>
        <PaneStatus query={map.isSuccess ? groups : map} />
      </PaneFrame>
    );
  const grade = gradeName({ t, locale }, groups.data.data[0]?.level_id ?? 0);
  const columns = conceptColumns(groups.data.data, map.data.data.lesson_groups);
  const nodes = columns.flatMap((column) => column.nodes);
  const selected = nodes.find((node) => node.group.id === selectedId) ?? null;
  return (
    <PaneFrame title={title} timeZone={customer.district_time_zone} dates={map.data.report_dates}>
      <div className="concepts__toolbar">
        <p className="muted concepts__lead">{t('concepts.lead', { grade, days: CONCEPT_MAP_DAYS })}</p>
        <ConceptMapInfoButton isClassroom={view.isClassroom} />
        <button type="button" className="button button--secondary" onClick={() => setAsTable(!asTable)}>
          {asTable ? t('concepts.showMap') : t('concepts.showTable')}
        </button>
      </div>
      {nodes.length === 0 ? (
        <p className="muted">{t('concepts.empty')}</p>
      ) : asTable ? (
        <ConceptTable caption={t('concepts.tableCaption', { grade })} nodes={nodes} />
      ) : (
        <>
          <ConceptMapSvg
            label={t('concepts.mapLabel', { grade, count: nodes.length })}
            columns={columns}
            isClassroom={view.isClassroom}
            selectedId={selectedId}
            onSelect={setSelectedId}
          />
          {selected && (
            <ConceptInfoPane
              node={selected}
              customer={customer}
              studentHref={view.studentHref}
              onClose={() => setSelectedId(null)}
            />
          )}
        </>
      )}
    </PaneFrame>
  );
}
