import type { ReportRow } from '@dash/contracts';
import type { MessageKey } from '../../../lib/i18n';

/** How a figure is written in a table cell. */
export type CellFormat = 'text' | 'status' | 'duration' | 'percent' | 'count' | 'lessons' | 'growth';

export interface Column {
  key: keyof ReportRow;
  labelKey: MessageKey;
  format: CellFormat;
  /** A per-week (or per-month) average: shown only when the period is over 7 days (spec §9). */
  isAverage?: boolean;
}

export type ColumnSetId = 'school' | 'grade' | 'teacher' | 'classroom' | 'student';

const status: Column = { key: 'status', labelKey: 'report.column.status', format: 'status' };
const name: Column = { key: 'name', labelKey: 'report.column.name', format: 'text' };
const firstName: Column = { key: 'first_name', labelKey: 'report.column.firstName', format: 'text' };
const lastName: Column = { key: 'last_name', labelKey: 'report.column.lastName', format: 'text' };
const percentActive: Column = {
  key: 'percent_active_students',
  labelKey: 'report.column.percentActive',
  format: 'percent',
};
const weeklyTime: Column = {
  key: 'average_weekly_session_time',
  labelKey: 'report.column.weeklyTime',
  format: 'duration',
  isAverage: true,
};
const totalTime: Column = {
  key: 'total_session_time',
  labelKey: 'report.column.totalTime',
  format: 'duration',
};
const extendedTime: Column = {
  key: 'usage_extended_hours',
  labelKey: 'report.column.extendedTime',
  format: 'duration',
};
const weeklyLessons: Column = {
  key: 'average_weekly_lessons',
  labelKey: 'report.column.weeklyLessons',
  format: 'lessons',
  isAverage: true,
};
const lessons: Column = {
  key: 'count_lessons_completed',
  labelKey: 'report.column.lessons',
  format: 'count',
};
const growth: Column = { key: 'percent_growth', labelKey: 'report.column.growth', format: 'growth' };
const standardsGrowth: Column = {
  key: 'standards_growth',
  labelKey: 'report.column.standardsGrowth',
  format: 'count',
};

/** Column sets of spec §3 "Report column sets" (the school set adds Out of School Time). */
export const COLUMN_SETS: Record<ColumnSetId, readonly Column[]> = {
  grade: [
    status,
    name,
    percentActive,
    weeklyTime,
    totalTime,
    weeklyLessons,
    lessons,
    growth,
    standardsGrowth,
  ],
  school: [
    status,
    name,
    percentActive,
    weeklyTime,
    totalTime,
    extendedTime,
    weeklyLessons,
    lessons,
    growth,
    standardsGrowth,
  ],
  classroom: [
    status,
    name,
    percentActive,
    weeklyTime,
    totalTime,
    weeklyLessons,
    lessons,
    growth,
    standardsGrowth,
  ],
  teacher: [
    firstName,
    lastName,
    { key: 'count_active_students', labelKey: 'report.column.activeStudents', format: 'count' },
    {
      key: 'average_monthly_session_time',
      labelKey: 'report.column.monthlyTime',
      format: 'duration',
      isAverage: true,
    },
    { key: 'percent_usage_extended_hours', labelKey: 'report.column.percentExtended', format: 'percent' },
    lessons,
    growth,
  ],
  student: [
    status,
    firstName,
    lastName,
    weeklyTime,
    totalTime,
    extendedTime,
    lessons,
    { key: 'standards_growth', labelKey: 'report.column.standardsProficient', format: 'count' },
    { key: 'standards_partial_growth', labelKey: 'report.column.standardsProgressed', format: 'count' },
    growth,
  ],
};

/** Default sort per column set (spec §3, §4): the order the server applies when none is asked for. */
export const DEFAULT_SORTS: Record<ColumnSetId, { order: string; sort: 'asc' | 'desc' }> = {
  school: { order: 'percent_active_students', sort: 'desc' },
  grade: { order: 'grade', sort: 'asc' },
  classroom: { order: 'name', sort: 'asc' },
  teacher: { order: 'last_name', sort: 'asc' },
  student: { order: 'first_name', sort: 'asc' },
};

/**
 * The columns to show: averages only over 7 days; the student set's growth column only when growth is
 * shown as a percent (its fraction variant omits it, spec §3).
 */
export function visibleColumns(
  set: ColumnSetId,
  options: { showAverages: boolean; growthAsPercent: boolean },
): Column[] {
  return COLUMN_SETS[set].filter((column) => {
    if (column.isAverage && !options.showAverages) return false;
    if (set === 'student' && column.key === 'percent_growth' && !options.growthAsPercent) return false;
    return true;
  });
}

/** Same column again toggles the direction; a new column starts ascending, text or number alike (spec §4). */
export function nextSort(
  current: { order: string; sort: 'asc' | 'desc' },
  column: string,
): { order: string; sort: 'asc' | 'desc' } {
  if (current.order === column) return { order: column, sort: current.sort === 'asc' ? 'desc' : 'asc' };
  return { order: column, sort: 'asc' };
}
