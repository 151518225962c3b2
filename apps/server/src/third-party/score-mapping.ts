/**
 * THE rules that turn a third-party score into an assignment focus (spec §4 Assign forms, §5): which NWEA RIT
 * ranges and Quantile measures a form offers, which cluster of a chosen domain an NWEA score range points to,
 * which domain a Quantile measure points to, and which focus a student in the Primary learning environment can
 * play. Pure functions over the curriculum catalogue (curriculum/catalogue.ts).
 */
import type { ScoreRange } from '@dash/contracts';
import type { Catalogue } from '../curriculum/catalogue.js';

/**
 * Typical NWEA MAP Growth mathematics RIT score of a student at the start of each grade K–8 (rounded from the
 * published national norms): the middle of what a grade's lessons suit.
 */
export const RIT_GRADE_NORMS = [140, 160, 175, 189, 200, 209, 215, 220, 225] as const;
/** Typical Quantile measure of a student in the middle of each grade K–8 (rounded). */
export const QUANTILE_GRADE_NORMS = [0, 250, 450, 600, 750, 850, 950, 1025, 1100] as const;

/** RIT points either side of a grade's norm that span the clusters of one of its domains. */
const RIT_HALF_SPAN = 10;
/** The RIT ranges an NWEA form offers: 10 points wide, from 121–130 to 251–260. */
const RIT_RANGE_LOW = 121;
const RIT_RANGE_HIGH = 260;
/** Quantile measures a form offers: steps of 50Q from EM (Emerging Mathematician, below 0Q) to 1400Q. */
const QUANTILE_STEP = 50;
const QUANTILE_LOW = -100;
const QUANTILE_HIGH = 1400;
/** The highest grade of the Primary learning environment (K–2, spec §9 "Learning environments"). */
const PRIMARY_TOP_GRADE = 2;

export const NWEA_SCORE_RANGES: readonly ScoreRange[] = Array.from(
  { length: (RIT_RANGE_HIGH - RIT_RANGE_LOW + 1) / 10 },
  (_, index) => {
    const min = RIT_RANGE_LOW + index * 10;
    return { id: `${min}-${min + 9}`, label: `${min}–${min + 9}`, min, max: min + 9 };
  },
);

export const QUANTILE_MEASURES: readonly ScoreRange[] = Array.from(
  { length: (QUANTILE_HIGH - QUANTILE_LOW) / QUANTILE_STEP + 1 },
  (_, index) => {
    const min = QUANTILE_LOW + index * QUANTILE_STEP;
    const label = min < 0 ? `EM${-min}Q` : `${min}Q`;
    return { id: String(min), label, min, max: min + QUANTILE_STEP - 5 };
  },
);

export const scoreRangeById = (id: string) => NWEA_SCORE_RANGES.find((range) => range.id === id);

/** The range holding a RIT score (clamped to the ranges offered): what a form starts on. */
export function nweaRangeOf(rit: number): ScoreRange {
  const clamped = Math.min(RIT_RANGE_HIGH, Math.max(RIT_RANGE_LOW, rit));
  return NWEA_SCORE_RANGES.find((range) => range.min <= clamped && clamped <= range.max)!;
}

/** The offered measure nearest below a Quantile measure (clamped): what a form starts on. */
export function quantileStepOf(measure: number): ScoreRange {
  const clamped = Math.min(QUANTILE_HIGH, Math.max(QUANTILE_LOW, measure));
  const min = QUANTILE_LOW + Math.floor((clamped - QUANTILE_LOW) / QUANTILE_STEP) * QUANTILE_STEP;
  return QUANTILE_MEASURES.find((step) => step.min === min)!;
}

/** The highest grade whose norm the score reaches (K when it reaches none). */
function gradeOfScore(norms: readonly number[], score: number): number {
  let grade = 0;
  norms.forEach((norm, index) => {
    if (score >= norm) grade = index;
  });
  return grade;
}

const gradeOfLevel = (catalogue: Catalogue, levelId: number) =>
  catalogue.levels.find((level) => level.level_id === levelId)?.grade_id ?? 0;

/**
 * NWEA: the cluster of the chosen domain a RIT score range points to. A range under the domain grade's norm
 * minus 10 points to its first cluster, one at or over the norm plus 10 to its last, and those between to the
 * clusters in curriculum order. Null when the catalogue has no such domain.
 */
export function nweaClusterOf(catalogue: Catalogue, domainId: number, range: ScoreRange): number | null {
  const domain = catalogue.domains.find((d) => d.domain_id === domainId);
  if (!domain) return null;
  const clusters = catalogue.clusters
    .filter((c) => c.domain_id === domainId)
    .sort((a, b) => a.ordinal - b.ordinal);
  if (clusters.length === 0) return null;
  const norm = RIT_GRADE_NORMS[Math.min(8, gradeOfLevel(catalogue, domain.level_id))]!;
  const low = norm - RIT_HALF_SPAN;
  const middle = (range.min + range.max) / 2;
  const share = (middle - low) / (2 * RIT_HALF_SPAN);
  const index = Math.min(clusters.length - 1, Math.max(0, Math.floor(share * clusters.length)));
  return clusters[index]!.cluster_id;
}

/**
 * Quantile: the domain a measure points to for a chosen domain. A measure at or over the chosen domain's grade
 * keeps it; a lower one moves to the same domain (K.CC, 3.NF…) of the grade the measure shows, or the nearest
 * grade above it that has that domain, never above the chosen one. Null when the catalogue has no such domain.
 */
export function quantileDomainOf(catalogue: Catalogue, domainId: number, measure: number): number | null {
  const domain = catalogue.domains.find((d) => d.domain_id === domainId);
  if (!domain) return null;
  const chosenGrade = gradeOfLevel(catalogue, domain.level_id);
  const measureGrade = gradeOfScore(QUANTILE_GRADE_NORMS, measure);
  if (measureGrade >= chosenGrade) return domain.domain_id;
  const suffix = domain.code.slice(domain.code.indexOf('.') + 1);
  const sameDomain = catalogue.domains
    .filter((d) => d.code.slice(d.code.indexOf('.') + 1) === suffix)
    .map((d) => ({ id: d.domain_id, grade: gradeOfLevel(catalogue, d.level_id) }))
    .filter((d) => d.grade >= measureGrade && d.grade <= chosenGrade)
    .sort((a, b) => a.grade - b.grade);
  return sameDomain[0]?.id ?? domain.domain_id;
}

/** The curriculum grade of a domain (K = 0). */
export function gradeOfDomain(catalogue: Catalogue, domainId: number): number | null {
  const domain = catalogue.domains.find((d) => d.domain_id === domainId);
  return domain ? gradeOfLevel(catalogue, domain.level_id) : null;
}

/**
 * The curriculum grade whose domains a form offers a student: their grade, within K–8 (pre-K plays
 * kindergarten, multi-grade and algebra classes grade 8).
 */
export const levelOfStudentGrade = (gradeId: number) => Math.min(8, Math.max(0, gradeId));

/**
 * Students in the Primary learning environment (grades K–2) play lessons of K–2 only: a focus of grade 3 or
 * above is NOT_PLAYABLE_IN_PRIMARY for them.
 */
export function isPlayableBy(studentGradeId: number, focusGrade: number): boolean {
  return studentGradeId > PRIMARY_TOP_GRADE || focusGrade <= PRIMARY_TOP_GRADE;
}
