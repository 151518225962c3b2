import { Link } from 'react-router';
import { useI18n, type MessageKey } from '../../../lib/i18n';
import { moreResources, type MoreResourceId } from '../lib/resource-groups';

const LABELS: Record<MoreResourceId, { titleKey: MessageKey; detailKey: MessageKey }> = {
  teacherTools: { titleKey: 'resources.more.teacherTools', detailKey: 'resources.more.teacherToolsDetail' },
  curriculum: { titleKey: 'resources.more.curriculum', detailKey: 'resources.more.curriculumDetail' },
  communityHub: { titleKey: 'resources.more.communityHub', detailKey: 'resources.more.communityHubDetail' },
  support: { titleKey: 'resources.more.support', detailKey: 'resources.more.supportDetail' },
  blog: { titleKey: 'resources.more.blog', detailKey: 'resources.more.blogDetail' },
};

/** The more-resources links (spec §2); the community hub is blank while impersonating (spec §6). */
export function MoreResources({ isImpersonating }: { isImpersonating: boolean }) {
  const { t } = useI18n();
  return (
    <section className="resources-aside__section" aria-labelledby="resources-more">
      <h2 id="resources-more">{t('resources.more.title')}</h2>
      <ul className="resources-more">
        {moreResources(isImpersonating).map((item) => {
          const { titleKey, detailKey } = LABELS[item.id];
          const blankHub = item.id === 'communityHub' && item.to === null;
          return (
            <li key={item.id}>
              {item.to ? <Link to={item.to}>{t(titleKey)}</Link> : <span>{t(titleKey)}</span>}
              <span className="muted"> · {t(blankHub ? 'resources.more.communityHubBlank' : detailKey)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
