import { PROFICIENCY_SORT_ORDINAL, type ProficiencyStatus } from '@dash/contracts';
import { nextSort } from './columns';
import { withQuery } from './report-url';

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

/** A standard's place in the hierarchy: its code, domain and cluster codes. */
interface StandardPlace {
  code: string;
  domain: string;
  cluster: string;
}

/** A student's report opened on one standard's pane (spec §2 "clicking a cell opens the student"). */
export function studentOnStandardHref(studentHref: string, levelId: number, standard: StandardPlace): string {
  const [pathname = '', search = ''] = studentHref.split('?');
  return withQuery(pathname, search, {
    pane: 'standards',
    standards: standardsParam({
      levelId,
      domain: standard.domain,
      cluster: standard.cluster,
      standard: standard.code,
    }),
  });
}

/** The classroom Standards tab's views (spec §2): the grid, or one standard's students grouped by status. */
export type StandardsViewType = 'grid' | 'grouping';

/** The `viewType` query value read: the grid unless the group view is asked for; only the group view on a phone. */
export const standardsViewOf = (viewType: string | null | undefined, isWide: boolean): StandardsViewType =>
  isWide && viewType !== 'grouping' ? 'grid' : 'grouping';

/**
 * The query of another grade chosen on the classroom Standards tab: the grade in the `standards` parameter,
 * and no sort, since the grade shows other standards (spec §4 "sort resets when standards change").
 */
export const levelChange = (levelId: number) => ({
  standards: standardsParam({ levelId }),
  order: undefined,
  sort: undefined,
});

/** The query that opens the group view on one standard (spec §2 "navigate … with viewType grouping"). */
export const groupViewOf = (levelId: number, standard: StandardPlace) => ({
  viewType: 'grouping',
  standards: standardsParam({
    levelId,
    domain: standard.domain,
    cluster: standard.cluster,
    standard: standard.code,
  }),
  order: undefined,
  sort: undefined,
});

/** The groups of the group view, most advanced first. */
export const STATUS_GROUPS: readonly ProficiencyStatus[] = [
  'PROFICIENT',
  'IN_PROGRESS',
  'NEEDS_ATTENTION',
  'NOT_STARTED',
];

/** A standard's students in one group per status (every status, empty ones too), each in the order given. */
export function groupByStatus<S extends { proficiency_status: ProficiencyStatus }>(
  students: readonly S[],
): { status: ProficiencyStatus; students: S[] }[] {
  return STATUS_GROUPS.map((status) => ({
    status,
    students: students.filter((student) => student.proficiency_status === status),
  }));
}

/** The longest text of a standard's button in the domain-and-standard modal (spec §9 "max 35 chars"). */
export const DOMAIN_MODAL_LABEL_MAX = 35;

/**
 * A text cut to at most `max` characters, an ellipsis marking the cut. It cuts between words when one ends in
 * the second half, so the words shown are words of the whole text (the button's accessible name).
 */
export function cutLabel(text: string, max = DOMAIN_MODAL_LABEL_MAX): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const room = trimmed.slice(0, max - 1);
  // The last whole word: the room itself when the text goes on with a space.
  const space = trimmed[max - 1] === ' ' ? room.length : room.lastIndexOf(' ');
  const kept = space > max / 2 ? room.slice(0, space) : room;
  return `${kept.trimEnd().replace(/[,;:.]$/, '')}…`;
}

/** Academic standards whose longer standard names get two buttons a row in the domain modal (spec §9). */
const TWO_PER_ROW_STANDARDS: readonly string[] = ['dbl', 'uk_standards_2013'];

/** Buttons per row of the domain-and-standard modal: 2 for the product curriculum and England's, else 3. */
export const domainModalColumns = (academicStandard: string): number =>
  TWO_PER_ROW_STANDARDS.includes(academicStandard) ? 2 : 3;

/**
 * The domain or standard the group view shows: the one the `standards` parameter names when the list has it,
 * else the list's first.
 */
export const namedOrFirst = <T extends { code: string }>(items: readonly T[], code: string | undefined) =>
  items.find((item) => item.code === code) ?? items[0];
