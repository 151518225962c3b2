/**
 * The focus chooser's path through the curriculum (grade → domain → cluster → standard): where it starts (the
 * standards shortcut's cluster, else the grade closest to the students') and what each level offers.
 */
import type { CurriculumTree } from '@dash/contracts';

type Level = CurriculumTree['levels'][number];
type Domain = Level['domains'][number];
export type TreeCluster = Domain['clusters'][number];

export interface FocusPath {
  levelId: number | null;
  domainId: number | null;
  clusterId: number | null;
}

/** The level of the grade, clamped to the catalogue (Pre-K reads K, a multi-grade code reads the highest). */
export function levelIdForGrade(tree: CurriculumTree, grade: number | undefined): number | null {
  const ids = tree.levels.map((level) => level.id);
  if (ids.length === 0) return null;
  if (grade === undefined) return ids[0]!;
  const closest = ids.reduce((best, id) => (Math.abs(id - grade) < Math.abs(best - grade) ? id : best));
  return closest;
}

/** Where the chooser starts: on the shortcut's cluster when it names one, else on the grade's level. */
export function initialFocusPath(
  tree: CurriculumTree,
  grade: number | undefined,
  clusterCode: string | undefined,
): FocusPath {
  for (const level of tree.levels)
    for (const domain of level.domains)
      for (const cluster of domain.clusters)
        if (clusterCode !== undefined && cluster.code === clusterCode)
          return { levelId: level.id, domainId: domain.id, clusterId: cluster.id };
  return { levelId: levelIdForGrade(tree, grade), domainId: null, clusterId: null };
}

/** What each level of the chooser offers for the current path. */
export function optionsOf(tree: CurriculumTree, path: FocusPath) {
  const level = tree.levels.find((l) => l.id === path.levelId);
  const domain = level?.domains.find((d) => d.id === path.domainId);
  const cluster = domain?.clusters.find((c) => c.id === path.clusterId);
  return {
    levels: tree.levels,
    domains: level?.domains ?? [],
    clusters: domain?.clusters ?? [],
    cluster,
  };
}

/** Choosing at one level clears the levels below it. */
export function withLevel(levelId: number | null): FocusPath {
  return { levelId, domainId: null, clusterId: null };
}
export function withDomain(path: FocusPath, domainId: number | null): FocusPath {
  return { ...path, domainId, clusterId: null };
}
export function withCluster(path: FocusPath, clusterId: number | null): FocusPath {
  return { ...path, clusterId };
}

/** The grade most of the students are in (the chooser's starting grade); undefined without students. */
export function commonGradeOf(students: readonly { grade_id: number }[]): number | undefined {
  const counts = new Map<number, number>();
  for (const { grade_id } of students) counts.set(grade_id, (counts.get(grade_id) ?? 0) + 1);
  let best: number | undefined;
  for (const [grade, count] of counts) if (best === undefined || count > counts.get(best)!) best = grade;
  return best;
}
