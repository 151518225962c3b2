/**
 * Assign mode (spec §2 "Assign mode tabs", §4 "Assign button"): the URL of /add-assignment for a classroom or a
 * student, and how that page reads it back. The report pages build the link; the assign feature reads it.
 */

/** The assign forms of spec §2, by pane: Topic or Standard, NWEA Score, Quantile Framework. */
export const ASSIGN_PANES = [
  'create_assignment',
  'create_nwea_assignment',
  'create_quantile_assignment',
] as const;
export type AssignPane = (typeof ASSIGN_PANES)[number];

/** Where assign mode was entered: a classroom, or a student (in a classroom when the report names one). */
export interface AssignTarget {
  districtId: number;
  classroomId?: number;
  studentId?: number;
  teacherId?: number;
  schoolId?: number;
  /** The standards shortcut: a cluster to start on (spec §2 `standards=<cluster>,1f`, `focusType=cluster`). */
  clusterCode?: string;
}

/** The ids a target carries besides its district, as query parameters of the same names. */
const TARGET_IDS = ['classroomId', 'studentId', 'teacherId', 'schoolId'] as const;

/** Suffix the standards shortcut puts after the cluster code (spec §2). */
const SHORTCUT_SUFFIX = ',1f';

/** /add-assignment for a classroom or a student; `clusterCode` opens it on that cluster. */
export function addAssignmentHref(target: AssignTarget, pane: AssignPane = 'create_assignment'): string {
  const query = new URLSearchParams({ districtId: String(target.districtId) });
  for (const key of TARGET_IDS) {
    const value = target[key];
    if (value !== undefined) query.set(key, String(value));
  }
  query.set('pane', pane);
  if (target.clusterCode) {
    for (const [key, value] of Object.entries(shortcutQueryOf(target.clusterCode))) query.set(key, value);
  }
  return `/add-assignment?${query.toString()}`;
}

/** The query parameters of the standards shortcut on a cluster (spec §2). */
export function shortcutQueryOf(clusterCode: string): { standards: string; focusType: 'cluster' } {
  return { standards: `${clusterCode}${SHORTCUT_SUFFIX}`, focusType: 'cluster' };
}

/** The cluster the standards shortcut names, or undefined when there is none or it is malformed. */
export function shortcutClusterOf(search: URLSearchParams): string | undefined {
  const standards = search.get('standards');
  if (search.get('focusType') !== 'cluster' || !standards?.endsWith(SHORTCUT_SUFFIX)) return undefined;
  const code = standards.slice(0, -SHORTCUT_SUFFIX.length);
  return CLUSTER_CODE.test(code) ? code : undefined;
}

const ID = /^\d{1,15}$/;
const CLUSTER_CODE = /^[A-Za-z0-9.]{1,40}$/;

/**
 * Reads /add-assignment's query; null when the district or both the classroom and the student are missing or
 * an id is not numeric (spec §5: invalid parameters go home). A malformed shortcut is ignored.
 */
export function parseAssignTarget(search: URLSearchParams): { target: AssignTarget; pane: string } | null {
  const target: AssignTarget = { districtId: 0 };
  for (const key of ['districtId', ...TARGET_IDS] as const) {
    const raw = search.get(key);
    if (raw === null) continue;
    if (!ID.test(raw)) return null;
    target[key] = Number(raw);
  }
  if (!target.districtId || (target.classroomId === undefined && target.studentId === undefined)) return null;
  const clusterCode = shortcutClusterOf(search);
  if (clusterCode) target.clusterCode = clusterCode;
  return { target, pane: search.get('pane') ?? 'create_assignment' };
}
