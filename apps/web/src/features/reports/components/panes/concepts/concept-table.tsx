import { useI18n } from '../../../../../lib/i18n';
import type { ConceptNode } from '../../../lib/concept-map';
import { ScrollTable } from '../../scroll-region';
import { STATUS_KEYS, TOPIC_KEYS } from './concept-info-pane';

/** The map's text alternative: every lesson group with its domain, topic, student count and names. */
export function ConceptTable({ caption, nodes }: { caption: string; nodes: readonly ConceptNode[] }) {
  const { t } = useI18n();
  return (
    <ScrollTable caption={caption} className="concepts__table">
      <thead>
        <tr>
          <th scope="col">{t('concepts.table.domain')}</th>
          <th scope="col">{t('concepts.table.group')}</th>
          <th scope="col">{t('concepts.table.topic')}</th>
          <th scope="col" className="numeric">
            {t('concepts.table.students')}
          </th>
          <th scope="col">{t('concepts.table.names')}</th>
        </tr>
      </thead>
      <tbody>
        {nodes.map(({ group, state }) => (
          <tr key={group.id}>
            <td>{group.domain.code}</td>
            <th scope="row">{group.name}</th>
            <td>{t(TOPIC_KEYS[group.tl])}</td>
            <td className="numeric">{state?.students_count ?? 0}</td>
            <td>
              {(state?.students ?? [])
                .map((s) => `${s.first_name} ${s.last_name} (${t(STATUS_KEYS[s.status]!)})`)
                .join(', ')}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
