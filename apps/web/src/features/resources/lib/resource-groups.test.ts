import type { Resource } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import {
  groupsByType,
  mainLinkOf,
  moreResources,
  resourceLanguageOf,
  resourcesOfTab,
  startHereList,
  tabOf,
} from './resource-groups';
import { hasVisitedResources, RESOURCES_VISITED_COOKIE, visitedCookieLine } from './resources-visited';

const pdfLinks = (id: string) =>
  (['en', 'es'] as const).map((language) => ({
    url: `/r/resources/${id}.pdf?lang=${language}`,
    type: 'pdf' as const,
    language,
  }));

function resource(id: string, fields: Partial<Resource> = {}): Resource {
  return {
    id,
    type: 'download',
    tab: 'classroom',
    name: id,
    description: `About ${id}`,
    image: { base: 'icon', path: 'guide' },
    links: pdfLinks(id),
    roles: [],
    pdOnBoarding: false,
    newUntil: null,
    isNew: false,
    startHere: false,
    ...fields,
  };
}

const tour = resource('tour', {
  type: 'tool',
  tab: 'dashboard_overview',
  startHere: true,
  links: [{ url: '/getting-started', type: 'page', language: 'en' }],
});
const guide = resource('guide', { tab: 'parents_family', startHere: true });
const poster = resource('poster');
const all = [guide, poster, tour];

describe('resource groups (spec §2 Resources page)', () => {
  it('reads the tab from the URL, the first tab for anything unknown', () => {
    expect(tabOf('parents_family')).toBe('parents_family');
    expect(tabOf('nonsense')).toBe('classroom');
    expect(tabOf(null)).toBe('classroom');
    expect(resourcesOfTab(all, 'classroom').map((r) => r.id)).toEqual(['poster']);
  });

  it('puts the getting-started page first in the start-here list, then the marked guides', () => {
    expect(startHereList(all).map((r) => r.id)).toEqual(['tour', 'guide']);
  });

  it('groups the classic layout by type in the order download, video, tool, without empty groups', () => {
    expect(groupsByType(all).map((g) => [g.type, g.resources.map((r) => r.id)])).toEqual([
      ['download', ['guide', 'poster']],
      ['tool', ['tour']],
    ]);
  });

  it('opens files in Spanish for es-MX and in English otherwise; a page whatever the language', () => {
    expect(resourceLanguageOf('es-mx')).toBe('es');
    expect(resourceLanguageOf('en-gb')).toBe('en');
    expect(mainLinkOf(guide, 'es')?.url).toBe('/r/resources/guide.pdf?lang=es');
    expect(mainLinkOf(tour, 'es')?.url).toBe('/getting-started');
  });

  it('leaves the community hub blank while impersonating (spec §6), and only then', () => {
    const hub = (impersonating: boolean) => moreResources(impersonating).find((m) => m.id === 'communityHub');
    expect(hub(false)?.to).toBe('/myflexpd');
    expect(hub(true)?.to).toBeNull();
    expect(moreResources(true).find((m) => m.id === 'teacherTools')?.to).toBe('/word-problem-generator');
    expect(moreResources(true).find((m) => m.id === 'curriculum')?.to).toBe('/curriculum');
  });

  it('records the first visit in the "FTUE resources visited" cookie', () => {
    expect(hasVisitedResources('locale=es-mx; other=1')).toBe(false);
    expect(hasVisitedResources(`a=1; ${RESOURCES_VISITED_COOKIE}=1`)).toBe(true);
    expect(visitedCookieLine()).toMatch(new RegExp(`^${RESOURCES_VISITED_COOKIE}=1; path=/; max-age=\\d+`));
  });
});
