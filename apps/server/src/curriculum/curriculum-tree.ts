/** The catalogue as grade → domain → cluster → standard, for the assign forms' focus chooser (spec §7). */
import { ACADEMIC_STANDARDS_WITH_CONTENT, type AcademicStandard, type CurriculumTree } from '@dash/contracts';
import { getCatalogue } from './catalogue.js';

let ccssTree: CurriculumTree | undefined;

function buildTree(): CurriculumTree {
  const { levels, domains, clusters, standards } = getCatalogue();
  const byOrdinal = <T extends { ordinal: number }>(rows: T[]) =>
    [...rows].sort((a, b) => a.ordinal - b.ordinal);
  return {
    ast: 'ccss',
    levels: byOrdinal(levels).map((level) => ({
      id: level.level_id,
      code: level.code,
      name: level.name,
      domains: byOrdinal(domains.filter((d) => d.level_id === level.level_id)).map((domain) => ({
        id: domain.domain_id,
        code: domain.code,
        name: domain.name,
        clusters: byOrdinal(clusters.filter((c) => c.domain_id === domain.domain_id)).map((cluster) => ({
          id: cluster.cluster_id,
          code: cluster.code,
          name: cluster.name,
          standards: byOrdinal(standards.filter((s) => s.cluster_id === cluster.cluster_id)).map((s) => ({
            id: s.standard_id,
            code: s.code,
            short_description: s.short_description,
          })),
        })),
      })),
    })),
  };
}

/** The tree of an academic standard; the catalogue holds CCSS only, so any other has no grades. */
export function curriculumTreeOf(ast: AcademicStandard): CurriculumTree {
  if (!ACADEMIC_STANDARDS_WITH_CONTENT.includes(ast)) return { ast, levels: [] };
  ccssTree ??= buildTree();
  return ccssTree;
}
