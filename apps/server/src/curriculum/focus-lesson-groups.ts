/** The lesson groups an assignment focus plays (the lesson-group preview of spec §2), in curriculum order. */
import type { FocusLessonGroupsResponse, FocusType, LessonGroup } from '@dash/contracts';
import type { LessonGroupTable } from './curriculum.table.js';
import { getCatalogue } from './catalogue.js';

/** Null when the curriculum has no domain, cluster or standard with that id. */
export function lessonGroupsOfFocus(
  focusType: FocusType,
  focusId: number,
  withPdLinks: boolean,
): FocusLessonGroupsResponse['data'] | null {
  const catalogue = getCatalogue();
  let groups;
  if (focusType === 'STANDARD') {
    if (!catalogue.standardById.has(focusId)) return null;
    const ids = new Set(
      (catalogue.slotsOfStandard.get(focusId) ?? []).map(
        (slot) => catalogue.slotById.get(slot)!.lesson_group_id,
      ),
    );
    groups = catalogue.lessonGroups.filter((group) => ids.has(group.lesson_group_id));
  } else {
    const key = focusType === 'CLUSTER' ? 'cluster_id' : 'domain_id';
    const exists =
      focusType === 'CLUSTER'
        ? catalogue.clusters.some((cluster) => cluster.cluster_id === focusId)
        : catalogue.domains.some((domain) => domain.domain_id === focusId);
    if (!exists) return null;
    groups = catalogue.lessonGroups.filter((group) => group[key] === focusId);
  }
  return groups
    .sort((a, b) => a.ordinal - b.ordinal)
    .map((group) => ({ ...lessonGroupFields(group, withPdLinks), lessons_count: group.lessons_count }));
}

/** A lesson group's fields as spec §3 names them; without PD links the link is blank (guardians, spec §6). */
export function lessonGroupFields(group: LessonGroupTable, withPdLinks: boolean): LessonGroup {
  return {
    id: group.lesson_group_id,
    name: group.name,
    short_description: group.short_description,
    sd: group.short_description,
    ld: group.long_description,
    tl: group.topic_letter as LessonGroup['tl'],
    demo: group.demo_lesson_name,
    pdLink: withPdLinks ? group.pd_link : '',
  };
}
