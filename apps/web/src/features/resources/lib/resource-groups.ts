/**
 * How the Resources pages arrange what the server answers (spec §2): the tab a URL names, each tab's resources,
 * the start-here list, the classic layout's groups by type, the link a title opens in the reader's language,
 * and the more-resources links (the community hub blank while impersonating, spec §6).
 */
import {
  RESOURCE_TABS,
  RESOURCE_TYPES,
  type Locale,
  type Resource,
  type ResourceLanguage,
  type ResourceLink,
  type ResourceTab,
  type ResourceType,
} from '@dash/contracts';

/** Resource files come in English and Spanish: Spanish for es-MX, English otherwise. */
export const resourceLanguageOf = (locale: Locale): ResourceLanguage => (locale === 'es-mx' ? 'es' : 'en');

/** The tab a `tab` query parameter names; the first tab for anything else. */
export function tabOf(value: string | null): ResourceTab {
  return (RESOURCE_TABS as readonly string[]).includes(value ?? '')
    ? (value as ResourceTab)
    : RESOURCE_TABS[0];
}

export const resourcesOfTab = (resources: readonly Resource[], tab: ResourceTab) =>
  resources.filter((resource) => resource.tab === tab);

/** The start-here list: the resources marked for it, pages (the getting-started tour) first. */
export function startHereList(resources: readonly Resource[]): Resource[] {
  const marked = resources.filter((resource) => resource.startHere);
  const isPage = (resource: Resource) => resource.links[0]?.type === 'page';
  return [...marked.filter(isPage), ...marked.filter((resource) => !isPage(resource))];
}

/** The classic layout (/leagcy-dbl-resources): one list grouped by type, empty groups left out. */
export function groupsByType(
  resources: readonly Resource[],
): { type: ResourceType; resources: Resource[] }[] {
  return RESOURCE_TYPES.map((type) => ({ type, resources: resources.filter((r) => r.type === type) })).filter(
    (group) => group.resources.length > 0,
  );
}

/** The link a resource's title opens: its file in the reader's language, else its first link. */
export function mainLinkOf(resource: Resource, language: ResourceLanguage): ResourceLink | undefined {
  return resource.links.find((link) => link.language === language) ?? resource.links[0];
}

export type MoreResourceId = 'teacherTools' | 'curriculum' | 'communityHub' | 'support' | 'blog';

export interface MoreResource {
  id: MoreResourceId;
  /** A page of the dashboard; null: shown without a link (not available, or blank while impersonating). */
  to: string | null;
}

/** The more-resources links (spec §2): pages of the dashboard; the community hub blank while impersonating. */
export function moreResources(isImpersonating: boolean): MoreResource[] {
  return [
    { id: 'teacherTools', to: '/word-problem-generator' },
    { id: 'curriculum', to: '/curriculum' },
    { id: 'communityHub', to: isImpersonating ? null : '/myflexpd' },
    { id: 'support', to: '/dbl-resources?tab=dashboard_overview' },
    { id: 'blog', to: null },
  ];
}
