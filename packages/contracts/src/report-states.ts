/** The report hierarchy of spec §2: state, path under /district, default pane and tabs by item type. */
export const REPORT_STATES = [
  'district',
  'grade',
  'school',
  'teacher',
  'classroom',
  'student',
  'guardian',
] as const;
export type ReportState = (typeof REPORT_STATES)[number];

interface StateRoute {
  /** The breadcrumb short code before the item's id. */
  breadcrumb: string;
  /** The pane the item opens on. */
  defaultPane: string;
}

/** Routes per item type (spec §2). */
const STATE_ROUTES: Record<ReportState, StateRoute> = {
  district: { breadcrumb: 'd', defaultPane: 'schools' },
  grade: { breadcrumb: 'g', defaultPane: 'schools' },
  school: { breadcrumb: 'sc', defaultPane: 'teachers' },
  teacher: { breadcrumb: 't', defaultPane: 'classes' },
  classroom: { breadcrumb: 'c', defaultPane: 'students' },
  student: { breadcrumb: 'st', defaultPane: 'overview' },
  guardian: { breadcrumb: 'g', defaultPane: 'overview' },
};

/** One field of every state's route, by state. */
function routeField(field: keyof StateRoute): Record<ReportState, string> {
  const entries = REPORT_STATES.map((state) => [state, STATE_ROUTES[state][field]]);
  return Object.fromEntries(entries) as Record<ReportState, string>;
}

export const BREADCRUMB_CODES = routeField('breadcrumb');
export const DEFAULT_PANE = routeField('defaultPane');

export interface ReportTab {
  pane: string;
  optional?: boolean;
}

/** A student's learning tabs, which a guardian sees for their child too (spec §2). */
const LEARNING_TABS: readonly ReportTab[] = [
  { pane: 'overview' },
  { pane: 'activity' },
  { pane: 'standards' },
  { pane: 'usage' },
];

/** Tabs per item type; `optional` tabs depend on policy and flags (spec §6). */
export const TABS: Record<ReportState, readonly ReportTab[]> = {
  student: [...LEARNING_TABS, { pane: 'concepts', optional: true }, { pane: 'assignments', optional: true }],
  classroom: [
    { pane: 'overview' },
    { pane: 'alerts', optional: true },
    { pane: 'activity' },
    { pane: 'standards' },
    { pane: 'usage' },
    { pane: 'concepts', optional: true },
    { pane: 'assignments', optional: true },
    { pane: 'roster_ro', optional: true },
    { pane: 'performance' },
    { pane: 'messages', optional: true },
  ],
  school: [
    { pane: 'teachers' },
    { pane: 'grades', optional: true },
    { pane: 'school_customers_usage' },
    { pane: 'licenses', optional: true },
  ],
  grade: [
    { pane: 'teachers', optional: true },
    { pane: 'schools', optional: true },
  ],
  teacher: [{ pane: 'classes' }, { pane: 'students' }],
  district: [
    { pane: 'schools' },
    { pane: 'grades' },
    { pane: 'performance' },
    { pane: 'customers_usage' },
    { pane: 'licenses', optional: true },
  ],
  guardian: [
    ...LEARNING_TABS,
    { pane: 'assignments', optional: true },
    { pane: 'create_assignment', optional: true },
  ],
};
