/**
 * The resources a caller sees (spec §2, §6, §9): the shipped catalogue filtered by the policy module (roles,
 * pd_onboarding), each with its "new" badge worked out against today in the district's time zone (an invalid
 * newUntil is logged and shows no badge, spec §5), and the demo lessons area when demo_lessons is on.
 */
import {
  DEMO_LESSON_BANDS,
  localDay,
  resourcePdfPath,
  type Resource,
  type ResourceLanguage,
  type ResourceLink,
} from '@dash/contracts';
import type { Actor } from '../accounts/actor.js';
import { getCatalogue } from '../curriculum/catalogue.js';
import { forbidden, notFound } from '../http/app-error.js';
import { canBrowseResources, canSeeResource } from '../policy/policy.js';
import { RESOURCE_CATALOGUE, type CatalogueResource } from './resource-catalogue.js';
import { readingOf, wordsIn } from './resource-words.js';

/** Reports an invalid newUntil (spec §5 "logged"). */
export type Warn = (message: string, detail: Record<string, unknown>) => void;

/** A real calendar day written YYYY-MM-DD (2027-02-30 is not). */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}

/** The badge rule (spec §9): new until the resource's day, that day included; an invalid day: no badge. */
export function isNewOn(resource: Pick<CatalogueResource, 'id' | 'newUntil'>, today: string, warn: Warn) {
  if (resource.newUntil === null) return false;
  if (!isCalendarDay(resource.newUntil)) {
    warn('resource newUntil is not a valid day; the new badge is hidden', {
      resource: resource.id,
      newUntil: resource.newUntil,
    });
    return false;
  }
  return today <= resource.newUntil;
}

function linksOf(resource: CatalogueResource): ResourceLink[] {
  if ('page' in resource.opens) return [{ url: resource.opens.page, type: 'page', language: 'en' }];
  return (['en', 'es'] as const).map((language) => ({
    url: resourcePdfPath(resource.id, language),
    type: 'pdf' as const,
    language,
  }));
}

/** The resources the actor may see, in catalogue order, with words in `language`. */
export function visibleResources(
  actor: Actor,
  language: ResourceLanguage,
  warn: Warn,
  now = Date.now(),
): Resource[] {
  if (!canBrowseResources(actor)) throw forbidden('The resources library is for educators.');
  const today = localDay(now, actor.district.timeZone);
  const reading = readingOf(language, actor.district.country);
  return RESOURCE_CATALOGUE.filter((resource) => canSeeResource(actor, resource)).map((resource) => ({
    id: resource.id,
    type: resource.type,
    tab: resource.tab,
    name: wordsIn(resource.name, reading),
    description: wordsIn(resource.description, reading),
    image: { base: 'icon', path: resource.icon },
    links: linksOf(resource),
    roles: [...resource.roles],
    pdOnBoarding: resource.pdOnBoarding,
    newUntil: resource.newUntil,
    isNew: isNewOn(resource, today, warn),
    startHere: resource.startHere,
  }));
}

/**
 * The demo lessons area (spec §2): null unless demo_lessons is on; else, for each band (K–2, 3–5, 6–8), the
 * demo lesson of each grade's first lesson group, named as the play site knows it.
 */
export function demoLessonsFor(actor: Actor) {
  if (!actor.district.featureFlags.demo_lessons) return null;
  const catalogue = getCatalogue();
  const gradeOfLevel = new Map(catalogue.levels.map((level) => [level.level_id, level.grade_id]));
  const firstGroupOfGrade = new Map<number, (typeof catalogue.lessonGroups)[number]>();
  for (const group of [...catalogue.lessonGroups].sort((a, b) => a.ordinal - b.ordinal)) {
    const grade = gradeOfLevel.get(group.level_id);
    if (grade !== undefined && !firstGroupOfGrade.has(grade)) firstGroupOfGrade.set(grade, group);
  }
  return DEMO_LESSON_BANDS.map((band) => ({
    band: band.id,
    lessons: band.grades.flatMap((grade) => {
      const group = firstGroupOfGrade.get(grade);
      return group ? [{ name: group.demo_lesson_name, grade, topic: group.name }] : [];
    }),
  }));
}

/** The resource behind a PDF link, if the actor may see it: unknown ids 404, hidden ones 403. */
export function resourceForPdf(actor: Actor, resourceId: string) {
  const resource = RESOURCE_CATALOGUE.find((r) => r.id === resourceId);
  if (!resource || !('pdf' in resource.opens))
    throw notFound(`There is no printable resource "${resourceId}".`);
  if (!canSeeResource(actor, resource)) throw forbidden('This resource is not available to you.');
  return { resource, pdf: resource.opens.pdf };
}
