import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import enGb from '../i18n/locales/en-gb.json';
import enUs from '../i18n/locales/en-us.json';
import esMx from '../i18n/locales/es-mx.json';
import { COMING_SOON_ROUTES } from './coming-soon-routes';
import { appRoutes, type AppRouteHandle } from './routes';
import { SPEC_ROUTES, specUrl } from './spec-routes';

/** The routes of spec §2, as URLs a browser may open (ids filled in). */
const SPEC_URLS = SPEC_ROUTES.map((route) => specUrl(route, { domainId: 12, standardId: 345 }));
const BUILT = new Set([
  '/home',
  '/reports',
  '/missingroster',
  '/add-assignment',
  '/teacher-settings',
  '/settings',
  '/preferences',
  '/teacher-preferences',
  '/api-key',
  '/getting-started',
  '/dbl-resources',
  '/leagcy-dbl-resources',
  '/myflexpd',
  '/word-problem-generator',
  '/curriculum',
  '/curriculum/domain/12',
  '/curriculum/domain/12/standard/345',
  '/view-classroom',
  '/retired-report-error',
  '/customer_home',
  '/reports/impact',
  '/reports/student-usage',
  '/reports/predictive-insights',
  '/reports/dpi',
  '/reports/standards-proficiency',
  '/reports/growth',
  '/reports/progress',
  '/reports/assignment-overview',
  '/reports/newDashboardUsage',
]);

/** The route a URL opens: its pattern and, for a not-built page, the table entry it shows. */
function routeOf(url: string) {
  const matches = matchRoutes(appRoutes, url) ?? [];
  const route = matches.at(-1)?.route;
  return { path: route?.path, comingSoon: (route?.handle as AppRouteHandle | undefined)?.comingSoon };
}

describe('spec routes that are not built yet', () => {
  it('every spec §2 route has its own page or a "not available yet" page, never the unknown-URL redirect', () => {
    for (const url of SPEC_URLS) {
      const { path, comingSoon } = routeOf(url);
      expect(path, url).not.toBe('*');
      if (BUILT.has(url)) expect(comingSoon, url).toBeUndefined();
      else expect(comingSoon, url).toBeDefined();
    }
  });

  it('each table route is a spec route and opens its own entry', () => {
    const tableUrls = SPEC_URLS.filter((url) => !BUILT.has(url));
    expect(COMING_SOON_ROUTES.map((route) => route.path)).toHaveLength(tableUrls.length);
    for (const url of tableUrls) {
      const entry = routeOf(url).comingSoon!;
      expect(
        COMING_SOON_ROUTES.filter((route) => route === entry),
        url,
      ).toHaveLength(1);
    }
  });

  it('says in every language what each page will do, one sentence each, all different', () => {
    for (const catalogue of [enUs, enGb, esMx] as Record<string, string>[]) {
      const titles = COMING_SOON_ROUTES.map((route) => catalogue[route.titleKey]);
      const descriptions = COMING_SOON_ROUTES.map((route) => catalogue[route.descriptionKey]);
      for (const text of [...titles, ...descriptions]) expect(text).toMatch(/\S/);
      for (const sentence of descriptions) expect(sentence).toMatch(/^[^.]+\.$/);
      expect(new Set(titles).size).toBe(titles.length);
      expect(new Set(descriptions).size).toBe(descriptions.length);
    }
  });

  it('keeps unknown URLs and the existing pages on their routes', () => {
    expect(routeOf('/no-such-page').path).toBe('*');
    expect(routeOf('/reports/no-such-pane').path).toBe('*');
    expect(routeOf('/curriculum/elsewhere').path).toBe('*');
    expect(routeOf('/district/1/school/2').path).toBe('/district/:districtId/*');
    expect(routeOf('/logout/expired').path).toBe('/logout/:reason');
  });
});
