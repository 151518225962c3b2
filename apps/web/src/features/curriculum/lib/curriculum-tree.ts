/**
 * Finding one's way in a curriculum tree (GET /m/ast/{ast}/tree/domains): the grade a domain belongs to, the
 * cluster a standard belongs to, and the grade to open first for a classroom.
 */
import { PSEUDO_CLUSTER_NAME, type CurriculumTree } from '@dash/contracts';

export type TreeLevel = CurriculumTree['levels'][number];
export type TreeDomain = TreeLevel['domains'][number];
export type TreeCluster = TreeDomain['clusters'][number];
export type TreeStandard = TreeCluster['standards'][number];

export interface DomainPlace {
  level: TreeLevel;
  domain: TreeDomain;
}

export interface StandardPlace extends DomainPlace {
  cluster: TreeCluster;
  standard: TreeStandard;
}

/** The domain with this id and its grade, or null when the tree has none. */
export function findDomain(tree: CurriculumTree, domainId: number): DomainPlace | null {
  for (const level of tree.levels) {
    const domain = level.domains.find((entry) => entry.id === domainId);
    if (domain) return { level, domain };
  }
  return null;
}

/** The standard with this id inside the domain with that id, or null (a standard of another domain too). */
export function findStandard(
  tree: CurriculumTree,
  domainId: number,
  standardId: number,
): StandardPlace | null {
  const place = findDomain(tree, domainId);
  if (!place) return null;
  for (const cluster of place.domain.clusters) {
    const standard = cluster.standards.find((entry) => entry.id === standardId);
    if (standard) return { ...place, cluster, standard };
  }
  return null;
}

/**
 * The grade to show first: the one asked for when the tree has it, else the classroom's grade (spec §5: the level
 * closest to the classroom grade), else the first.
 */
export function levelToShow(
  tree: CurriculumTree,
  askedLevelId: number | null,
  classroomGrade: number | null,
): TreeLevel | undefined {
  const asked = tree.levels.find((level) => level.id === askedLevelId);
  if (asked) return asked;
  if (classroomGrade !== null && tree.levels.length > 0) {
    return tree.levels.reduce((best, level) =>
      Math.abs(level.id - classroomGrade) < Math.abs(best.id - classroomGrade) ? level : best,
    );
  }
  return tree.levels[0];
}

/** How many standards a domain holds. */
export const standardCount = (domain: TreeDomain) =>
  domain.clusters.reduce((sum, cluster) => sum + cluster.standards.length, 0);

/** A pseudo-cluster ("---", spec §3) has no heading of its own. */
export const isPseudoCluster = (cluster: TreeCluster) => cluster.name === PSEUDO_CLUSTER_NAME;
