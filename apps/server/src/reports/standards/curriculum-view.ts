/** The curriculum of an academic standard as the standards reports read it, and the shapes they answer with. */
import { ERROR_CODES, ERROR_MESSAGES } from '@dash/contracts';
import type { Actor } from '../../accounts/actor.js';
import type { DbOrTrx } from '../../db/database.js';
import { AppError, badRequest } from '../../http/app-error.js';
import {
  loadCurriculumTree,
  type ClusterRow,
  type CurriculumTree,
  type DomainRow,
  type LevelRow,
  type StandardRow,
} from './standards.repository.js';
import { closestLevel, clusterGroupsOf, domainRowCode, type ClusterGroup } from './standards-rules.js';

/** Spec §8 code 6000: the academic standard has no content (the web app shows nothing for it). */
const noDataForStandard = () =>
  new AppError(400, {
    errorType: 'VALIDATION',
    code: ERROR_CODES.NO_DATA_FOR_STANDARD,
    message: ERROR_MESSAGES.noDataForStandard,
  });

/** The value kept under `key`, worked out by `make` the first time. */
function once<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make()));
  return value;
}

/** The curriculum of one academic standard with lookups by id and by parent. */
export class Curriculum {
  readonly levelById = new Map<number, LevelRow>();
  readonly domainById = new Map<number, DomainRow>();
  readonly clusterById = new Map<number, ClusterRow>();
  readonly standardById = new Map<number, StandardRow>();
  private readonly domainsOfLevel = new Map<number, DomainRow[]>();
  private readonly clustersOfDomain = new Map<number, ClusterRow[]>();
  private readonly standardsOfCluster = new Map<number, StandardRow[]>();

  constructor(
    readonly tree: CurriculumTree,
    readonly academicStandard: string,
  ) {
    const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
      const list = map.get(key);
      if (list) list.push(value);
      else map.set(key, [value]);
    };
    for (const level of tree.levels) this.levelById.set(level.level_id, level);
    for (const domain of tree.domains) {
      this.domainById.set(domain.domain_id, domain);
      push(this.domainsOfLevel, domain.level_id, domain);
    }
    for (const cluster of tree.clusters) {
      this.clusterById.set(cluster.cluster_id, cluster);
      push(this.clustersOfDomain, cluster.domain_id, cluster);
    }
    for (const standard of tree.standards) {
      this.standardById.set(standard.standard_id, standard);
      push(this.standardsOfCluster, standard.cluster_id, standard);
    }
  }

  // Worked out once per domain and level: a curriculum is shared by every request while its tree is kept.
  private readonly groupsOfDomain = new Map<number, readonly ClusterGroup<ClusterRow>[]>();
  private readonly standardsByDomain = new Map<number, readonly StandardRow[]>();
  private readonly standardsByLevel = new Map<number, readonly StandardRow[]>();

  domainsOf = (levelId: number): readonly DomainRow[] => this.domainsOfLevel.get(levelId) ?? [];
  clusterGroupsOf = (domainId: number): readonly ClusterGroup<ClusterRow>[] =>
    once(this.groupsOfDomain, domainId, () => clusterGroupsOf(this.clustersOfDomain.get(domainId) ?? []));
  standardsOfGroup = (group: ClusterGroup<ClusterRow>) =>
    group.clusters.flatMap((c) => this.standardsOfCluster.get(c.cluster_id) ?? []);
  standardsOfDomain = (domainId: number): readonly StandardRow[] =>
    once(this.standardsByDomain, domainId, () =>
      this.clusterGroupsOf(domainId).flatMap(this.standardsOfGroup),
    );
  standardsOfLevel = (levelId: number): readonly StandardRow[] =>
    once(this.standardsByLevel, levelId, () =>
      this.domainsOf(levelId).flatMap((d) => this.standardsOfDomain(d.domain_id)),
    );

  /** The level a request names, or the default one for `grade` (spec §5); 400 for a level of no use. */
  level(levelId: number | undefined, grade: number | null): LevelRow {
    if (this.tree.levels.length === 0) throw noDataForStandard();
    if (levelId === undefined) return closestLevel(this.tree.levels, grade)!;
    const level = this.levelById.get(levelId);
    if (!level) {
      const message = `${levelId} is not a grade level of ${this.academicStandard}; use one of ${this.tree.levels.map((l) => l.level_id).join(', ')}`;
      throw badRequest(`Invalid "level_id" in the query string: ${message}.`, [
        { path: 'level_id', message },
      ]);
    }
    return level;
  }

  /** A domain of a level by its code ("3.NF") or its code without the grade ("NF"). */
  domain(level: LevelRow, code: string): DomainRow {
    const wanted = code.toUpperCase();
    const domains = this.domainsOf(level.level_id);
    const domain = domains.find(
      (d) => d.code.toUpperCase() === wanted || domainRowCode(d.code).toUpperCase() === wanted,
    );
    if (!domain) {
      const message = `${code} is not a domain of grade level ${level.code}; use one of ${domains.map((d) => d.code).join(', ')}`;
      throw badRequest(`Invalid "domain" in the query string: ${message}.`, [{ path: 'domain', message }]);
    }
    return domain;
  }
}

/** The lookups of each kept curriculum tree, built once per tree rather than once per request. */
const curricula = new WeakMap<CurriculumTree, Curriculum>();

export async function curriculumFor(db: DbOrTrx, actor: Actor, ast: string | undefined) {
  const academicStandard = ast ?? actor.district.academicStandard;
  const tree = await loadCurriculumTree(db, academicStandard);
  let curriculum = curricula.get(tree);
  if (!curriculum) curricula.set(tree, (curriculum = new Curriculum(tree, academicStandard)));
  return curriculum;
}

export const levelInfo = (level: LevelRow) => ({
  id: level.level_id,
  code: level.code,
  name: level.name,
  grade: level.grade_id,
  curricular_grade_level: level.grade_id,
  ordinal: level.ordinal,
});

export const domainInfo = (domain: DomainRow) => ({
  code: domain.code,
  name: domain.name,
  description: domain.description,
  ordinal: domain.ordinal,
});

export function standardInfo(curriculum: Curriculum, standard: StandardRow) {
  return {
    id: standard.standard_id,
    code: standard.code,
    name: standard.name,
    short_description: standard.short_description,
    description: standard.description,
    domain: curriculum.domainById.get(standard.domain_id)!.code,
    cluster: curriculum.clusterById.get(standard.cluster_id)!.code,
    parent_code:
      standard.parent_standard_id === null
        ? null
        : (curriculum.standardById.get(standard.parent_standard_id)?.code ?? null),
  };
}

export const clusterInfo = (group: ClusterGroup<ClusterRow>) => ({
  code: group.code,
  name: group.name,
  pseudo: group.pseudo,
  cluster_codes: group.clusters.map((c) => c.code),
});
