import { PROFICIENCY_SORT_ORDINAL, type ProficiencyStatus } from '@dash/contracts';
import { nextSort } from './columns';

/** The `order` value of the standards grid's students column; any other value is a standard code. */
export const GRID_NAME_ORDER = 'name';

export interface GridSort {
  order: string;
  sort: 'asc' | 'desc';
}

interface GridStudent {
  name: string;
  standards: readonly { code: string; proficiency_status: ProficiencyStatus; percent_complete: number }[];
}

/** Clicking a grid header (spec §4 "Table sort"): a new column starts ascending, the same one toggles. */
export const nextGridSort = (current: GridSort | null, column: string): GridSort =>
  nextSort(current ?? { order: '', sort: 'asc' }, column);

/**
 * The grid's rows in the chosen order (spec §4): by name, or on a standard by status ordinal, then percent
 * complete, then name. Without a sort, or on a standard the grid does not show, the server's order stays.
 */
export function sortGridStudents<S extends GridStudent>(
  students: readonly S[],
  sort: GridSort | null,
  compareNames: (a: string, b: string) => number,
): S[] {
  if (!sort) return [...students];
  const direction = sort.sort === 'asc' ? 1 : -1;
  if (sort.order === GRID_NAME_ORDER)
    return [...students].sort((a, b) => direction * compareNames(a.name, b.name));
  const cellOf = (student: S) => student.standards.find((cell) => cell.code === sort.order);
  if (!students.some(cellOf)) return [...students];
  // Status ordinal first, then percent complete (0–100); a missing cell sorts before "not started".
  const rankOf = (student: S) => {
    const cell = cellOf(student);
    return cell ? PROFICIENCY_SORT_ORDINAL[cell.proficiency_status] * 1000 + cell.percent_complete : 0;
  };
  return [...students].sort((a, b) => direction * (rankOf(a) - rankOf(b) || compareNames(a.name, b.name)));
}

/** Where a standard sits: the parts of the `standards` parameter. */
export interface StandardFocus {
  levelId: number;
  domain?: string;
  cluster?: string;
  standard?: string;
}

/**
 * The `standards` parameter of a report URL (spec §5): `{level}g,{domain}d,{cluster}s`, followed here by the
 * standard's own code when one standard is meant, e.g. `6g,6.NSd,6.NS.Bs,6.NS.B.3`.
 */
export function standardsParam(focus: StandardFocus): string {
  const parts = [`${focus.levelId}g`];
  if (focus.domain) parts.push(`${focus.domain}d`);
  if (focus.domain && focus.cluster) parts.push(`${focus.cluster}s`);
  if (focus.domain && focus.cluster && focus.standard) parts.push(focus.standard);
  return parts.join(',');
}

/** Reads the `standards` parameter; the level comes from its leading digits (spec §5). Null when unreadable. */
export function parseStandardsParam(value: string | null | undefined): StandardFocus | null {
  if (!value) return null;
  const [level, domain, cluster, standard] = value.split(',').map((part) => part.trim());
  const levelMatch = /^(\d{1,3})/.exec(level ?? '');
  if (!levelMatch) return null;
  const focus: StandardFocus = { levelId: Number(levelMatch[1]) };
  if (!domain?.endsWith('d') || domain.length < 2) return focus;
  focus.domain = domain.slice(0, -1);
  if (!cluster?.endsWith('s') || cluster.length < 2) return focus;
  focus.cluster = cluster.slice(0, -1);
  if (standard) focus.standard = standard;
  return focus;
}
