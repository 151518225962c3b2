/**
 * A simulated student's placement at the start of the school year (event code 800): what the placement
 * assessment credits. A student knows every standard of the grades two and more below their own (credited a
 * standard a record), the first standards of each domain of the grade below (most of them; more the abler the
 * student) and, when able, the first standard or two of some domains of their own grade (credited a lesson slot
 * a record, every slot the standard counts, so it reads complete).
 */
import type { Catalogue } from '../curriculum/catalogue.js';
import type { SeededRandom } from '../demo/random.js';

const clamp = (x: number, low: number, high: number) => Math.min(high, Math.max(low, x));

/** The top-level standards of each domain of a level, in catalogue order. */
function standardsByDomain(catalogue: Catalogue, levelId: number): number[][] {
  return catalogue.domains
    .filter((d) => d.level_id === levelId)
    .map((domain) =>
      catalogue.standards
        .filter((s) => s.domain_id === domain.domain_id && s.parent_standard_id === null)
        .map((s) => s.standard_id),
    );
}

/** What a placement credits: whole standards, and single lesson slots (in catalogue order, without repeats). */
export interface Placement {
  standards: number[];
  slots: number[];
}

/**
 * The placement of a student of `gradeId` (clamped to K–8) with `ability` (a standard normal draw). `rng` varies
 * the share per domain.
 */
export function placementOf(
  catalogue: Catalogue,
  gradeId: number,
  ability: number,
  rng: SeededRandom,
): Placement {
  const levelId = clamp(gradeId, 0, 8);
  const standards: number[] = [];
  for (let level = 0; level < levelId - 1; level++)
    standards.push(...standardsByDomain(catalogue, level).flat());
  const placed: number[] = [];
  const place = (domains: number[][], share: number) => {
    for (const domainStandards of domains) {
      const count = Math.round(domainStandards.length * clamp(share + 0.1 * rng.normal(), 0, 1));
      for (const standardId of domainStandards.slice(0, count))
        placed.push(...catalogue.slotsOfStandard.get(standardId)!);
    }
  };
  if (levelId > 0) place(standardsByDomain(catalogue, levelId - 1), clamp(0.6 + 0.2 * ability, 0.2, 0.95));
  place(standardsByDomain(catalogue, levelId), clamp(0.05 + 0.1 * ability, 0, 0.3));
  return { standards, slots: [...new Set(placed)].sort((a, b) => a - b) };
}
