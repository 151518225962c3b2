import type { Resource, ResourceLink } from '@dash/contracts';
import { Link } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import { ResourceIcon } from './resource-icon';

/** One link of a resource: a dashboard page in place, a PDF in a new window. */
export function ResourceLinkItem({ link, label }: { link: ResourceLink; label: string }) {
  const { t } = useI18n();
  if (link.type === 'page') return <Link to={link.url}>{label}</Link>;
  return (
    <a href={link.url} target="_blank" rel="noopener" hrefLang={link.language} type="application/pdf">
      {label}
      <span className="visually-hidden"> {t('resources.opensNewWindow')}</span>
    </a>
  );
}

/** A resource's card (spec §2, §3): icon, name with its "new" badge (spec §9), description, its files. */
export function ResourceCard({ resource }: { resource: Resource }) {
  const { t } = useI18n();
  return (
    <li className="resource-card">
      <ResourceIcon name={resource.image.path} />
      <div className="resource-card__body">
        <h3 className="resource-card__name">
          {resource.name}
          {resource.isNew && <span className="resource-badge">{t('resources.new')}</span>}
        </h3>
        <p className="resource-card__description">{resource.description}</p>
        <p className="resource-card__links">
          {resource.links.map((link) => (
            <ResourceLinkItem
              key={link.url}
              link={link}
              label={
                link.type === 'page'
                  ? t('resources.link.page')
                  : t(link.language === 'es' ? 'resources.link.pdfSpanish' : 'resources.link.pdfEnglish')
              }
            />
          ))}
        </p>
      </div>
    </li>
  );
}

export function ResourceList({ resources }: { resources: readonly Resource[] }) {
  const { t } = useI18n();
  if (resources.length === 0) return <p className="muted">{t('resources.empty')}</p>;
  return (
    <ul className="resource-list">
      {resources.map((resource) => (
        <ResourceCard key={resource.id} resource={resource} />
      ))}
    </ul>
  );
}
