import type { Resource, ResourceLanguage } from '@dash/contracts';
import { useI18n } from '../../../lib/i18n';
import { mainLinkOf, startHereList } from '../lib/resource-groups';
import { ResourceLinkItem } from './resource-card';

/**
 * The start-here list (spec §2): the getting-started tour first, then the guides marked for it, each opening in
 * the reader's language; a first-time visitor (no "FTUE resources visited" cookie yet) is greeted.
 */
export function StartHere({
  resources,
  language,
  isFirstVisit,
}: {
  resources: readonly Resource[];
  language: ResourceLanguage;
  isFirstVisit: boolean;
}) {
  const { t } = useI18n();
  const list = startHereList(resources);
  return (
    <section className="resources-aside__section" aria-labelledby="resources-start-here">
      <h2 id="resources-start-here">{t('resources.startHere.title')}</h2>
      <p className="muted">{t(isFirstVisit ? 'resources.startHere.welcome' : 'resources.startHere.lead')}</p>
      <ol className="resources-start-here">
        {list.map((resource) => {
          const link = mainLinkOf(resource, language);
          return (
            <li key={resource.id}>
              {link ? <ResourceLinkItem link={link} label={resource.name} /> : resource.name}
              {resource.isNew && <span className="resource-badge">{t('resources.new')}</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
