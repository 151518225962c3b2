import { DEFAULT_PANE, REPORT_STATES, TABS, type ReportState } from '@dash/contracts';
import { CONTEXT_KEYS, type ContextKey, type ReportContext } from '../../../lib/report-links';

/** Where the customer is in the report hierarchy, read from the URL (spec §2 states, common parameters). */
export interface ReportLocation {
  districtId: number;
  state: ReportState;
  /** The item's id; for the district state, the district id. */
  itemId: number;
  pane: string;
  context: ReportContext;
  order: string | undefined;
  sort: 'asc' | 'desc' | undefined;
  timeframe: string | undefined;
  breadcrumbs: string | undefined;
  debug: boolean;
}

/** Context ids each state requires and refuses in its query (spec §5 "Route params"). */
const STATE_RULES: Record<
  ReportState,
  { required: readonly ContextKey[]; forbidden: readonly ContextKey[] }
> = {
  district: { required: [], forbidden: CONTEXT_KEYS },
  grade: { required: [], forbidden: ['teacherId', 'classroomId', 'studentId', 'gradeId'] },
  school: { required: [], forbidden: ['teacherId', 'classroomId', 'studentId', 'schoolId'] },
  teacher: { required: ['schoolId'], forbidden: ['classroomId', 'studentId', 'teacherId'] },
  classroom: { required: ['teacherId', 'schoolId'], forbidden: ['studentId', 'classroomId'] },
  student: { required: ['teacherId', 'schoolId'], forbidden: ['studentId'] },
  guardian: { required: [], forbidden: ['schoolId', 'teacherId', 'classroomId', 'gradeId'] },
};

/** Panes that are not tabs but that a state opens by default (the classroom's student table). */
const EXTRA_PANES: Partial<Record<ReportState, readonly string[]>> = { classroom: ['students'] };

const NUMERIC_ID = /^\d{1,15}$/;

export function defaultPaneOf(state: ReportState, context: ReportContext): string {
  if (state === 'grade') return context.schoolId !== undefined ? 'teachers' : 'schools';
  return DEFAULT_PANE[state];
}

/** The panes a state knows; any other `pane` value is corrected to the default (tab correction, spec §2). */
export function panesOf(state: ReportState): readonly string[] {
  return [...TABS[state].map((tab) => tab.pane), ...(EXTRA_PANES[state] ?? [])];
}

/**
 * Reads `/district/{districtId}[/{state}/{id}]` and its query. Returns null when an id is not numeric, the
 * state is unknown, a required context id is missing or a forbidden one is present (spec §5: go home).
 */
export function parseReportLocation(
  districtParam: string | undefined,
  rest: string | undefined,
  search: URLSearchParams,
): ReportLocation | null {
  if (!districtParam || !NUMERIC_ID.test(districtParam)) return null;
  const districtId = Number(districtParam);
  const segments = (rest ?? '').split('/').filter(Boolean);
  let state: ReportState = 'district';
  let itemId = districtId;
  if (segments.length > 0) {
    const [name, id, ...extra] = segments;
    if (extra.length > 0 || !name || !id || !NUMERIC_ID.test(id)) return null;
    if (name === 'district' || !(REPORT_STATES as readonly string[]).includes(name)) return null;
    state = name as ReportState;
    itemId = Number(id);
  }

  const context: ReportContext = {};
  for (const key of CONTEXT_KEYS) {
    const raw = search.get(key);
    if (raw === null) continue;
    if (!NUMERIC_ID.test(raw)) return null;
    context[key] = Number(raw);
  }
  const rules = STATE_RULES[state];
  if (rules.required.some((key) => context[key] === undefined)) return null;
  if (rules.forbidden.some((key) => context[key] !== undefined)) return null;

  const requestedPane = search.get('pane');
  const pane =
    requestedPane && panesOf(state).includes(requestedPane) ? requestedPane : defaultPaneOf(state, context);
  const sort = search.get('sort');
  return {
    districtId,
    state,
    itemId,
    pane,
    context,
    order: search.get('order') ?? undefined,
    sort: sort === 'asc' || sort === 'desc' ? sort : undefined,
    timeframe: search.get('timeframe') ?? undefined,
    breadcrumbs: search.get('breadcrumbs') ?? undefined,
    debug: search.get('debug') === 'on',
  };
}
