/** The catalogue's lesson groups as the concept map draws them (GET /x/lesson-groups; spec §2, §3 Lesson group). */
import type { ConceptGroup } from '@dash/contracts';
import { getCatalogue } from '../../curriculum/catalogue.js';
import { lessonGroupFields } from '../../curriculum/focus-lesson-groups.js';

/** The grade level's lesson groups (every grade's without one) in curriculum order, each with its domain. */
export function conceptGroupsOf(levelId: number | undefined, withPdLinks: boolean): ConceptGroup[] {
  const catalogue = getCatalogue();
  const domains = new Map(catalogue.domains.map((d) => [d.domain_id, d]));
  const clusters = new Map(catalogue.clusters.map((c) => [c.cluster_id, c]));
  return catalogue.lessonGroups
    .filter((group) => levelId === undefined || group.level_id === levelId)
    .sort((a, b) => a.ordinal - b.ordinal)
    .map((group) => {
      const domain = domains.get(group.domain_id)!;
      return {
        ...lessonGroupFields(group, withPdLinks),
        level_id: group.level_id,
        domain: { id: domain.domain_id, code: domain.code, name: domain.name },
        cluster_code: clusters.get(group.cluster_id)!.code,
        lessons_count: group.lessons_count,
      };
    });
}

/** The ids of a grade level's lesson groups. */
export const groupIdsOfLevel = (levelId: number): number[] =>
  getCatalogue()
    .lessonGroups.filter((group) => group.level_id === levelId)
    .map((group) => group.lesson_group_id);

/** The grade level of a grade (K is 0), or null when the catalogue has none. */
export const levelOfGrade = (gradeId: number): number | null =>
  getCatalogue().levels.find((level) => level.grade_id === gradeId)?.level_id ?? null;
