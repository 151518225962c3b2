/**
 * Generates the lesson groups (concept-map units) and lesson slots of the catalogue, deterministically:
 * one group per cluster (clusters named "---" in a domain merge into one group), four to six lessons
 * per standard in three phases, so a standard's percent complete moves in steps of 14–25 points. A standard
 * with sub-standards (such as K.CC.B.4a–c) shares its lessons with them: each of its lessons also teaches one
 * of its sub-standards in turn, so a sub-standard's lessons are some of its parent's and it completes with them.
 */
import { PSEUDO_CLUSTER_NAME, type TopicLetter } from '@dash/contracts';
import type {
  CurriculumClusterTable,
  CurriculumDomainTable,
  CurriculumStandardTable,
  LessonGroupTable,
  LessonSlotStandardTable,
  LessonSlotTable,
} from './curriculum.table.js';

/** The three types of learning the lesson alerts popover describes (spec §2). */
export const LESSON_PHASES = [
  'Early Sense Making',
  'Looking for Structure & Relationships',
  'Fluency and Practice',
] as const;

const PHASE_SUFFIXES: Record<(typeof LESSON_PHASES)[number], readonly string[]> = {
  'Early Sense Making': ['Explore', 'Make Sense', 'Notice and Wonder', 'Discover'],
  'Looking for Structure & Relationships': [
    'Find the Pattern',
    'Build Models',
    'Connect Ideas',
    'Reason It Out',
  ],
  'Fluency and Practice': ['Practice', 'Fluency Sprint', 'Challenge', 'Master It'],
};

const TOPIC_OF_DOMAIN: Record<string, TopicLetter> = {
  CC: 'W',
  OA: 'W',
  NBT: 'W',
  NF: 'F',
  MD: 'D',
  G: 'D',
  SP: 'D',
  RP: 'R',
  NS: 'I',
  EE: 'I',
  F: 'I',
};

/** Topic letter of a domain code such as "3.NF" (whole numbers when unknown). */
export function topicLetterOf(domainCode: string): TopicLetter {
  return TOPIC_OF_DOMAIN[domainCode.split('.').pop() ?? ''] ?? 'W';
}

/** Words kept in lower case inside a title, and never left at its end. */
const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  'within',
  'that',
  'from',
  'into',
  'using',
  'their',
  'based',
  'its',
  'whose',
]);

/** Words in title case, without a dangling "and"/"the" or comma at the end. */
function titleCase(words: readonly string[]): string {
  const kept = [...words];
  kept[kept.length - 1] = kept.at(-1)!.replace(/,$/, '');
  while (kept.length > 2 && SMALL_WORDS.has(kept.at(-1)!.toLowerCase())) kept.pop();
  return kept
    .map((w, i) =>
      i > 0 && SMALL_WORDS.has(w.toLowerCase()) ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1),
    )
    .join(' ');
}

/** The first clause of a statement, without a leading "Understand that" or the like. */
const firstClause = (text: string, ends: RegExp) =>
  text
    .replace(/^(Understand|Recognize|Know) that /, '')
    .split(ends)[0]!
    .trim();

/** Cuts a statement to a title of at most `maxWords` words, without a dangling "and"/"the". */
export function titleFrom(text: string, maxWords: number): string {
  return titleCase(
    firstClause(text, /[.;:,(]/)
      .split(/\s+/)
      .slice(0, maxWords),
  );
}

/** Words that begin a phrase a long heading can end before: "…objects | to gain foundations for…". */
const PHRASE_STARTS = new Set(['to', 'by', 'using', 'about', 'between', 'within', 'based', 'involving']);

/**
 * A lesson group's name from its cluster heading (a topic before a colon kept ahead of what follows it): the
 * heading's first clause, and when it is longer than
 * `maxWords` words, cut where a phrase ends: before the latest phrase start or ", and" (keeping at least four
 * words), else before the latest "and" that does not close a list, else after the first item of a list
 * ("…proportional relationships, lines, and…"), else after `maxWords` words.
 */
export function groupNameFrom(heading: string, maxWords: number): string {
  const clause = firstClause(heading, /[.;(]/);
  // "Geometric measurement: understand concepts of area…": the topic, then its own clause.
  const colon = clause.indexOf(': ');
  if (colon > 0) {
    const topic = clause.slice(0, colon).split(/\s+/);
    return `${titleCase(topic)}: ${groupNameFrom(clause.slice(colon + 2), Math.max(4, maxWords - topic.length))}`;
  }
  const words = clause.split(/\s+/);
  if (words.length <= maxWords) return titleCase(words);
  const commaIn = (from: number, to: number) => words.slice(from, to).some((w) => w.endsWith(','));
  const cuts = { phrase: [] as number[], and: [] as number[], list: [] as number[] };
  for (let kept = 3; kept <= maxWords; kept++) {
    const next = words[kept]!.toLowerCase();
    const afterComma = words[kept - 1]!.endsWith(',');
    const firstComma = afterComma && !commaIn(0, kept - 1);
    if (PHRASE_STARTS.has(next) || (next === 'and' && firstComma && !commaIn(kept, words.length)))
      cuts.phrase.push(kept);
    else if (next === 'and' && !(afterComma && !firstComma)) cuts.and.push(kept);
    else if (firstComma && commaIn(kept, words.length)) cuts.list.push(kept);
  }
  const kept =
    cuts.phrase.filter((k) => k >= 4).at(-1) ??
    cuts.and.at(-1) ??
    cuts.list[0] ??
    cuts.phrase.at(-1) ??
    maxWords;
  return titleCase(words.slice(0, kept));
}

/** A small stable hash of a string (FNV-1a), for deterministic choices from codes. */
export function hashCode(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * Groups a domain's clusters for display and for lesson groups: every cluster is its own group, except
 * that all clusters named "---" (pseudo-clusters) merge into one group, placed where the first one was.
 */
export function groupClusters<C extends { name: string }>(clusters: readonly C[]): C[][] {
  const groups: C[][] = [];
  let pseudo: C[] | undefined;
  for (const cluster of clusters) {
    if (cluster.name.trim() !== PSEUDO_CLUSTER_NAME) groups.push([cluster]);
    else if (pseudo) pseudo.push(cluster);
    else groups.push((pseudo = [cluster]));
  }
  return groups;
}

export function planLessons(input: {
  domains: readonly CurriculumDomainTable[];
  clusters: readonly CurriculumClusterTable[];
  standards: readonly CurriculumStandardTable[];
}) {
  const lessonGroups: LessonGroupTable[] = [];
  const lessonSlots: LessonSlotTable[] = [];
  const slotStandards: LessonSlotStandardTable[] = [];
  const subStandardsOf = new Map<number, CurriculumStandardTable[]>();
  for (const standard of input.standards)
    if (standard.parent_standard_id !== null)
      subStandardsOf.set(standard.parent_standard_id, [
        ...(subStandardsOf.get(standard.parent_standard_id) ?? []),
        standard,
      ]);
  for (const domain of input.domains) {
    const domainClusters = input.clusters.filter((c) => c.domain_id === domain.domain_id);
    for (const clusterGroup of groupClusters(domainClusters)) {
      const clusterIds = new Set(clusterGroup.map((c) => c.cluster_id));
      const standards = input.standards.filter(
        (s) => clusterIds.has(s.cluster_id) && s.parent_standard_id === null,
      );
      if (standards.length === 0) continue;
      const first = clusterGroup[0]!;
      const isPseudo = first.name.trim() === PSEUDO_CLUSTER_NAME;
      const shortDescription = isPseudo ? domain.name : first.name;
      const groupId = lessonGroups.length + 1;
      const groupSlots: LessonSlotTable[] = [];
      standards.forEach((standard, index) => {
        const count = 4 + (hashCode(standard.code) % 3);
        const topic = titleFrom(standard.description, 5);
        const subStandards = subStandardsOf.get(standard.standard_id) ?? [];
        for (let k = 0; k < count; k++) {
          const phase = LESSON_PHASES[Math.min(2, Math.floor((k * 3) / count))]!;
          const suffixes = PHASE_SUFFIXES[phase];
          const slot: LessonSlotTable = {
            lesson_slot_id: 1000 + lessonSlots.length + 1,
            lesson_group_id: groupId,
            standard_id: standard.standard_id,
            name: `${topic}: ${suffixes[(hashCode(standard.code) + k) % suffixes.length]}`,
            phase,
            ordinal: groupSlots.length + 1,
          };
          lessonSlots.push(slot);
          groupSlots.push(slot);
          slotStandards.push({ lesson_slot_id: slot.lesson_slot_id, standard_id: standard.standard_id });
          // Each lesson of a standard with sub-standards also teaches one of them, round-robin.
          if (subStandards.length > 0)
            slotStandards.push({
              lesson_slot_id: slot.lesson_slot_id,
              standard_id: subStandards[k % subStandards.length]!.standard_id,
            });
          // A structure lesson of each later standard also revisits the standard before it.
          if (k === 1 && index > 0)
            slotStandards.push({
              lesson_slot_id: slot.lesson_slot_id,
              standard_id: standards[index - 1]!.standard_id,
            });
        }
      });
      const titles = standards.map((s) => s.short_description.toLowerCase());
      lessonGroups.push({
        lesson_group_id: groupId,
        level_id: domain.level_id,
        domain_id: domain.domain_id,
        cluster_id: first.cluster_id,
        name: groupNameFrom(shortDescription, 8),
        short_description: shortDescription,
        long_description: `${domain.name}. In ${groupSlots.length} lessons students ${titles.slice(0, 3).join('; ')}${titles.length > 3 ? '; and more' : ''}.`,
        topic_letter: topicLetterOf(domain.code),
        demo_lesson_name: groupSlots[0]!.name,
        pd_link: `lesson-groups/${first.code.toLowerCase()}`,
        lessons_count: groupSlots.length,
        ordinal: groupId,
      });
    }
  }
  nameApartWithinLevels(lessonGroups, input.domains);
  return { lessonGroups, lessonSlots, slotStandards };
}

/** Lesson groups of one grade named alike are told apart by their domain: "Solve Real-life… (Geometry)". */
function nameApartWithinLevels(groups: LessonGroupTable[], domains: readonly CurriculumDomainTable[]) {
  const keyOf = (group: LessonGroupTable) => `${group.level_id} ${group.name}`;
  const named = new Map<string, number>();
  for (const group of groups) named.set(keyOf(group), (named.get(keyOf(group)) ?? 0) + 1);
  for (const group of groups.filter((g) => named.get(keyOf(g))! > 1))
    group.name = `${group.name} (${domains.find((d) => d.domain_id === group.domain_id)!.name})`;
}
