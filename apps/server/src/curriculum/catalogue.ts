/**
 * The curriculum catalogue: CCSS grades K–8 (data/ccss-math-k8.json, see data/SOURCE.md) as levels, domains,
 * clusters and standards, plus the lesson groups and lesson slots generated from them (lesson-plan.ts).
 * Ids are assigned in file order, so the same data always gives the same ids.
 */
import { readFileSync } from 'node:fs';
import type {
  CurriculumClusterTable,
  CurriculumDomainTable,
  CurriculumLevelTable,
  CurriculumStandardTable,
  LessonGroupTable,
  LessonSlotStandardTable,
  LessonSlotTable,
} from './curriculum.table.js';
import { planLessons } from './lesson-plan.js';

interface SourceStandard {
  code: string;
  text: string;
  altCode?: string;
  uri?: string;
  notes?: string[];
  substandards?: SourceStandard[];
}
interface SourceFile {
  grades: {
    code: string;
    name: string;
    domains: {
      code: string;
      name: string;
      clusters: { code: string; id: string; name: string; emphasis?: string; standards: SourceStandard[] }[];
    }[];
  }[];
}

export interface Catalogue {
  levels: CurriculumLevelTable[];
  domains: CurriculumDomainTable[];
  clusters: CurriculumClusterTable[];
  standards: CurriculumStandardTable[];
  lessonGroups: LessonGroupTable[];
  lessonSlots: LessonSlotTable[];
  slotStandards: LessonSlotStandardTable[];
  slotById: Map<number, LessonSlotTable>;
  groupById: Map<number, LessonGroupTable>;
  standardById: Map<number, CurriculumStandardTable>;
  standardByCode: Map<string, CurriculumStandardTable>;
  /** Standards each slot teaches. */
  standardsOfSlot: Map<number, number[]>;
  /** Slots tied to each standard (its percent complete counts these). */
  slotsOfStandard: Map<number, number[]>;
  slotsOfGroup: Map<number, number[]>;
  /** The standards and lesson groups each standard's slots count in: what crediting all of its slots recomputes. */
  dependentsOfStandard: Map<number, SlotDependents>;
}

export interface SlotDependents {
  standards: number[];
  groups: number[];
}

const DATA_FILE = new URL('./data/ccss-math-k8.json', import.meta.url);

const gradeIdOf = (code: string) => (code === 'K' ? 0 : Number(code));

/**
 * A standard's short description: the first sentence of its statement, word for word (up to a full stop or
 * semicolon; a question keeps its mark), so it never stops mid-phrase.
 */
export function shortDescriptionFrom(text: string): string {
  const end = /[.;?](\s|$)/.exec(text);
  const sentence = end ? text.slice(0, end.index + (end[0].startsWith('?') ? 1 : 0)) : text;
  return sentence.replace(/[.:]$/, '').trim();
}

function buildCatalogue(source: SourceFile): Catalogue {
  const levels: CurriculumLevelTable[] = [];
  const domains: CurriculumDomainTable[] = [];
  const clusters: CurriculumClusterTable[] = [];
  const standards: CurriculumStandardTable[] = [];
  for (const grade of source.grades) {
    const gradeId = gradeIdOf(grade.code);
    const level: CurriculumLevelTable = {
      level_id: gradeId,
      academic_standard: 'ccss',
      code: grade.code,
      name: grade.name,
      grade_id: gradeId,
      ordinal: gradeId + 1,
    };
    levels.push(level);
    for (const domain of grade.domains) {
      const domainRow: CurriculumDomainTable = {
        domain_id: domains.length + 1,
        level_id: level.level_id,
        code: `${grade.code}.${domain.code}`,
        name: domain.name,
        description: `${grade.name}: ${domain.name}`,
        ordinal: domains.filter((d) => d.level_id === level.level_id).length + 1,
      };
      domains.push(domainRow);
      for (const cluster of domain.clusters) {
        const clusterRow: CurriculumClusterTable = {
          cluster_id: clusters.length + 1,
          domain_id: domainRow.domain_id,
          code: cluster.id,
          name: cluster.name,
          emphasis: cluster.emphasis ?? null,
          ordinal: clusters.filter((c) => c.domain_id === domainRow.domain_id).length + 1,
        };
        clusters.push(clusterRow);
        const add = (standard: SourceStandard, parent: CurriculumStandardTable | null) => {
          const row: CurriculumStandardTable = {
            standard_id: standards.length + 1,
            cluster_id: clusterRow.cluster_id,
            domain_id: domainRow.domain_id,
            level_id: level.level_id,
            parent_standard_id: parent?.standard_id ?? null,
            code: standard.code,
            alt_code: standard.altCode ?? null,
            name: standard.code,
            short_description: shortDescriptionFrom(standard.text),
            description: standard.text,
            uri: standard.uri ?? null,
            ordinal: standards.length + 1,
          };
          standards.push(row);
          for (const sub of standard.substandards ?? []) add(sub, row);
        };
        for (const standard of cluster.standards) add(standard, null);
      }
    }
  }
  const plan = planLessons({ domains, clusters, standards });
  const group = <K, V>(pairs: [K, V][]) => {
    const map = new Map<K, V[]>();
    for (const [k, v] of pairs) map.set(k, [...(map.get(k) ?? []), v]);
    return map;
  };
  const slotById = new Map(plan.lessonSlots.map((s) => [s.lesson_slot_id, s]));
  const standardsOfSlot = group(plan.slotStandards.map((x) => [x.lesson_slot_id, x.standard_id]));
  const slotsOfStandard = group(plan.slotStandards.map((x) => [x.standard_id, x.lesson_slot_id]));
  const dependentsOf = (slotIds: number[]): SlotDependents => {
    const standardIds = new Set(slotIds.flatMap((slotId) => standardsOfSlot.get(slotId) ?? []));
    const groupIds = new Set(slotIds.map((slotId) => slotById.get(slotId)!.lesson_group_id));
    return { standards: [...standardIds], groups: [...groupIds] };
  };
  return {
    levels,
    domains,
    clusters,
    standards,
    ...plan,
    slotById,
    groupById: new Map(plan.lessonGroups.map((g) => [g.lesson_group_id, g])),
    standardById: new Map(standards.map((s) => [s.standard_id, s])),
    standardByCode: new Map(standards.map((s) => [s.code, s])),
    standardsOfSlot,
    slotsOfStandard,
    slotsOfGroup: group(plan.lessonSlots.map((s) => [s.lesson_group_id, s.lesson_slot_id])),
    dependentsOfStandard: new Map(
      [...slotsOfStandard].map(([standardId, slotIds]) => [standardId, dependentsOf(slotIds)]),
    ),
  };
}

let cached: Catalogue | undefined;

/** The catalogue, built once per process. */
export function getCatalogue(): Catalogue {
  cached ??= buildCatalogue(JSON.parse(readFileSync(DATA_FILE, 'utf8')) as SourceFile);
  return cached;
}
