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

export const BREADCRUMB_CODES: Record<ReportState, string> = {
  district: 'd',
  grade: 'g',
  school: 'sc',
  teacher: 't',
  classroom: 'c',
  student: 'st',
  guardian: 'g',
};

/** Tabs per item type; `optional` tabs depend on policy and flags (spec §6). */
export const TABS: Record<ReportState, readonly { pane: string; optional?: boolean }[]> = {
  student: [
    { pane: 'overview' },
    { pane: 'activity' },
    { pane: 'standards' },
    { pane: 'usage' },
    { pane: 'concepts', optional: true },
    { pane: 'assignments', optional: true },
  ],
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
    { pane: 'overview' },
    { pane: 'activity' },
    { pane: 'standards' },
    { pane: 'usage' },
    { pane: 'assignments', optional: true },
    { pane: 'create_assignment', optional: true },
  ],
};

export const DEFAULT_PANE: Record<ReportState, string> = {
  district: 'schools',
  grade: 'schools',
  school: 'teachers',
  teacher: 'classes',
  classroom: 'students',
  student: 'overview',
  guardian: 'overview',
};
