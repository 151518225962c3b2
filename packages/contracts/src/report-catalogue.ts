/**
 * THE report catalogue (spec §3 "Report column sets", §4 table sort, §9 "Timeframe options"): for every list
 * report its columns (value key, label key, unit), default order and sort, and for every screen its timeframe
 * choices and default. The server reads it for CSV exports and defaults, the web app for tables and pickers.
 */
import type { ReportRow } from './reports.js';

/** Timeframe choices of one screen (spec §9). */
export interface TimeframeChoices {
  /** Relative periods, in the order shown. */
  options: readonly string[];
  defaultCode: string;
  /** Whether school years are offered after the relative periods. */
  hasYears: boolean;
}

/** Screens that choose a timeframe. */
export type TimeframeScreen =
  | 'overview'
  | 'guardianOverview'
  | 'list'
  | 'teacherStudents'
  | 'usage'
  | 'classroomPerformance'
  | 'districtPerformance'
  | 'alerts';

/** Screens that choose a timeframe, with their choices and default (spec §9 "Timeframe options"). */
export const TIMEFRAME_CHOICES: Readonly<Record<TimeframeScreen, TimeframeChoices>> = {
  /** Classroom and student overview: Today, This Week (default), 7 and 30 days. */
  overview: { options: ['1d', '0w', '7d', '30d'], defaultCode: '0w', hasYears: false },
  guardianOverview: { options: ['1d', '7d', '30d'], defaultCode: '7d', hasYears: false },
  /** District grades/schools, grade schools/teachers, school grades/teachers, teacher classes. */
  list: { options: ['7d', '30d'], defaultCode: '30d', hasYears: true },
  teacherStudents: { options: ['0w', '7d', '30d'], defaultCode: '0w', hasYears: true },
  /** Usage charts and customers usage. */
  usage: { options: ['7d', '30d'], defaultCode: '7d', hasYears: true },
  classroomPerformance: { options: ['30d', '60d', '90d'], defaultCode: '30d', hasYears: false },
  /** District performance: the current school year, by month. */
  districtPerformance: { options: ['0y'], defaultCode: '0y', hasYears: true },
  /** A classroom's alerts tab: new alerts of the trailing 7 days (default) or 30 (spec §9 days options). */
  alerts: { options: ['7d', '30d'], defaultCode: '7d', hasYears: false },
};

/**
 * How a value reads: on screen and in a CSV export. `duration` is milliseconds (shown as minutes or hours,
 * exported as whole minutes), `minutes` already minutes, `lessons` one decimal, `status` a row status.
 */
export type ColumnUnit = 'text' | 'status' | 'duration' | 'minutes' | 'percent' | 'count' | 'lessons';

export interface CatalogueColumn<K extends string = string> {
  key: K;
  /** Message key of the header in the interface catalogues. */
  labelKey: string;
  unit: ColumnUnit;
  /** A per-week average: shown (and exported) only when the period is over 7 days (spec §9). */
  isAverage?: boolean;
}

export type ReportColumn = CatalogueColumn<keyof ReportRow>;

const column = (key: keyof ReportRow, labelKey: string, unit: ColumnUnit, isAverage = false): ReportColumn =>
  isAverage
    ? { key, labelKey: `report.column.${labelKey}`, unit, isAverage }
    : { key, labelKey: `report.column.${labelKey}`, unit };

const COLUMNS = {
  status: column('status', 'status', 'status'),
  name: column('name', 'name', 'text'),
  firstName: column('first_name', 'firstName', 'text'),
  lastName: column('last_name', 'lastName', 'text'),
  percentActive: column('percent_active_students', 'percentActive', 'percent'),
  weeklyTime: column('average_weekly_session_time', 'weeklyTime', 'duration', true),
  totalTime: column('total_session_time', 'totalTime', 'duration'),
  extendedTime: column('usage_extended_hours', 'extendedTime', 'duration'),
  weeklyLessons: column('average_weekly_lessons', 'weeklyLessons', 'lessons', true),
  lessons: column('count_lessons_completed', 'lessons', 'count'),
  percentGrowth: column('percent_growth', 'growth', 'percent'),
  standardsGrowth: column('standards_growth', 'standardsGrowth', 'count'),
  standardsProficient: column('standards_growth', 'standardsProficient', 'count'),
  standardsProgressed: column('standards_partial_growth', 'standardsProgressed', 'count'),
} as const;

const c = COLUMNS;
/** The grade column set of spec §3; every admin table reads per week. */
const GRADE_SET = [
  c.status,
  c.name,
  c.percentActive,
  c.weeklyTime,
  c.totalTime,
  c.weeklyLessons,
  c.lessons,
  c.percentGrowth,
  c.standardsGrowth,
];

export interface ListReport {
  columns: readonly ReportColumn[];
  defaultSort: { order: keyof ReportRow; sort: 'asc' | 'desc' };
  /** The screen whose timeframe default the endpoint applies when none is asked for. */
  timeframes: TimeframeScreen;
  /** File name of its CSV export. */
  csvName: string;
}

/** Every list report (spec §3 column sets; §4 default sorts). */
export const LIST_REPORTS = {
  grade: {
    columns: GRADE_SET,
    defaultSort: { order: 'grade', sort: 'asc' },
    timeframes: 'list',
    csvName: 'grades',
  },
  /** The school set adds Out of School Time; default sort percent_active_students descending (spec §3). */
  school: {
    columns: [...GRADE_SET.slice(0, 5), c.extendedTime, ...GRADE_SET.slice(5)],
    defaultSort: { order: 'percent_active_students', sort: 'desc' },
    timeframes: 'list',
    csvName: 'schools',
  },
  classroom: {
    columns: GRADE_SET,
    defaultSort: { order: 'name', sort: 'asc' },
    timeframes: 'list',
    csvName: 'classrooms',
  },
  teacher: {
    columns: [c.status, c.firstName, c.lastName, ...GRADE_SET.slice(2)],
    defaultSort: { order: 'last_name', sort: 'asc' },
    timeframes: 'list',
    csvName: 'teachers',
  },
  /** studentCompletion (spec §3); its fraction variant omits percent_growth. */
  student: {
    columns: [
      c.status,
      c.firstName,
      c.lastName,
      c.weeklyTime,
      c.totalTime,
      c.extendedTime,
      c.lessons,
      c.standardsProficient,
      c.standardsProgressed,
      c.percentGrowth,
    ],
    defaultSort: { order: 'first_name', sort: 'asc' },
    timeframes: 'overview',
    csvName: 'students',
  },
} as const satisfies Record<string, ListReport>;

export type ListReportId = keyof typeof LIST_REPORTS;

/**
 * The columns a list shows and exports: averages only over 7 days; the student set's percent growth only
 * when the customer reads growth as a percent (spec §3 fraction variant).
 */
export function visibleColumns(
  id: ListReportId,
  options: { showAverages: boolean; growthAsPercent: boolean },
): ReportColumn[] {
  return LIST_REPORTS[id].columns.filter((col) => {
    if (col.isAverage && !options.showAverages) return false;
    if (id === 'student' && col.key === 'percent_growth' && !options.growthAsPercent) return false;
    return true;
  });
}

/** Default timeframes of the endpoints that are not lists (spec §9). */
export const REPORT_DEFAULT_TIMEFRAMES = {
  usageChart: TIMEFRAME_CHOICES.usage.defaultCode,
  studentOverview: TIMEFRAME_CHOICES.overview.defaultCode,
  studentHighlights: '0y',
  districtOverview: TIMEFRAME_CHOICES.list.defaultCode,
  districtCharts: TIMEFRAME_CHOICES.districtPerformance.defaultCode,
  customersUsage: TIMEFRAME_CHOICES.usage.defaultCode,
} as const;

/** A column whose header's message key lies under `prefix` in the interface catalogues. */
const columnUnder =
  (prefix: string) =>
  (key: string, labelKey: string, unit: ColumnUnit): CatalogueColumn => ({
    key,
    labelKey: `${prefix}.${labelKey}`,
    unit,
  });
const usageColumn = columnUnder('customersUsage');

/** Customers usage column sets (spec §3 schoolsCustomerUsage, teacherCustomerUsage), with their CSV names. */
export const CUSTOMERS_USAGE_REPORTS = {
  schools: {
    csvName: 'customers-usage',
    columns: [
      usageColumn('schoolName', 'school', 'text'),
      usageColumn('active_customers', 'activeCustomers', 'count'),
      usageColumn('active_sessions', 'sessions', 'count'),
      usageColumn('percent_active_customers', 'percentActive', 'percent'),
    ],
  },
  customers: {
    csvName: 'school-customers-usage',
    columns: [
      c.firstName,
      c.lastName,
      usageColumn('session_count', 'sessions', 'count'),
      usageColumn('usage_time_in_min', 'minutes', 'minutes'),
      usageColumn('usage_time_per_session', 'minutesPerSession', 'minutes'),
    ],
  },
} as const satisfies Record<string, { csvName: string; columns: readonly CatalogueColumn[] }>;

const engagementColumn = columnUnder('engagement.col');

/**
 * The educator-engagement export (/reports/newDashboardUsage, format=csv): one row per educator as the report
 * lists them; `role` is the role's words, `schools` the school names joined, `last_visit` the district-local day.
 */
export const ENGAGEMENT_REPORT = {
  csvName: 'educator-engagement',
  columns: [
    c.firstName,
    c.lastName,
    engagementColumn('role', 'role', 'text'),
    engagementColumn('schools', 'schools', 'text'),
    engagementColumn('page_views', 'pageViews', 'count'),
    engagementColumn('minutes', 'minutes', 'minutes'),
    engagementColumn('last_visit', 'lastVisit', 'text'),
  ],
} as const satisfies { csvName: string; columns: readonly CatalogueColumn[] };
