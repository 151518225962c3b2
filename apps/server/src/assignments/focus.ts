/** An assignment's focus in the curriculum: the standards it covers and the code and words it is known by. */
import type { FocusType } from '@dash/contracts';
import { getCatalogue } from '../curriculum/catalogue.js';

/** The standards a focus covers: the standard itself, or every standard of the cluster or domain. */
export function standardIdsOfFocus(focusType: FocusType, focusId: number): number[] {
  const standards = getCatalogue().standards;
  if (focusType === 'STANDARD')
    return standards.filter((s) => s.standard_id === focusId).map((s) => s.standard_id);
  const key = focusType === 'CLUSTER' ? 'cluster_id' : 'domain_id';
  return standards.filter((s) => s[key] === focusId).map((s) => s.standard_id);
}

/** The code and short description of a focus ('' for ids the curriculum does not hold). */
export function focusLabelOf(focusType: FocusType, focusId: number): { code: string; description: string } {
  const catalogue = getCatalogue();
  if (focusType === 'STANDARD') {
    const standard = catalogue.standardById.get(focusId);
    return { code: standard?.code ?? '', description: standard?.short_description ?? '' };
  }
  if (focusType === 'CLUSTER') {
    const cluster = catalogue.clusters.find((c) => c.cluster_id === focusId);
    return { code: cluster?.code ?? '', description: cluster?.name ?? '' };
  }
  const domain = catalogue.domains.find((d) => d.domain_id === focusId);
  return { code: domain?.code ?? '', description: domain?.name ?? '' };
}
