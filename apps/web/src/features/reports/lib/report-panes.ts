import type { ReportRow, ReportState } from '@dash/contracts';
import type { ReportParams } from '../api/get-report';
import type { ColumnSetId } from './columns';
import type { ReportLocation } from './report-location';
import { childHref } from './report-url';
import type { TimeframeSet } from './timeframe-options';

/** What a pane shows and where its figures come from: the one table the report page is driven by. */
export type PaneView =
  | {
      view: 'list';
      endpoint: string;
      params: ReportParams;
      columns: ColumnSetId;
      timeframes: TimeframeSet;
      rowHref: (row: ReportRow) => string | null;
    }
  | { view: 'usage'; endpoint: string; timeframes: TimeframeSet; isStudent: boolean }
  | {
      view: 'districtPerformance';
      bubbleEndpoint: string;
      frequencyEndpoint: string;
      timeframes: TimeframeSet;
      params: ReportParams;
    }
  | {
      view: 'classroomPerformance';
      endpoint: string;
      params: ReportParams;
      timeframes: TimeframeSet;
      rowHref: (row: ReportRow) => string | null;
    }
  | { view: 'studentOverview'; endpoint: string; timeframes: TimeframeSet }
  | {
      view: 'classroomStandards';
      levelsEndpoint: string;
      gridEndpoint: string;
      studentHref: (studentId: number) => string;
    }
  | { view: 'studentStandards'; endpoint: string; proficiencyEndpoint: string }
  | {
      view: 'customersUsage';
      /** A district lists its schools (each a link to its report); a school lists its educators. */
      of: 'district';
      endpoint: string;
      timeframes: TimeframeSet;
      rowHref: (row: { school_id: number }) => string;
    }
  | { view: 'customersUsage'; of: 'school'; endpoint: string; timeframes: TimeframeSet };

/**
 * The pane a location shows, or null when the pane has no report yet. `studentId` is the child a
 * guardian page shows (the `studentId` parameter, else the first child).
 */
export function paneViewOf(location: ReportLocation, pane: string, studentId?: number): PaneView | null {
  const { districtId, itemId, context } = location;
  const base = `/r/districts/${districtId}`;
  const to = (state: ReportState, id: number, ctx: ReportLocation['context']) =>
    childHref(location, state, id, ctx);

  switch (`${location.state}.${pane}`) {
    case 'district.schools':
      return {
        view: 'list',
        endpoint: `${base}/schools`,
        params: {},
        columns: 'school',
        timeframes: 'list',
        rowHref: (row) => to('school', row.id, {}),
      };
    case 'district.grades':
      return {
        view: 'list',
        endpoint: `${base}/grades`,
        params: {},
        columns: 'grade',
        timeframes: 'list',
        rowHref: (row) => to('grade', row.id, {}),
      };
    case 'district.performance':
      return {
        view: 'districtPerformance',
        bubbleEndpoint: `${base}/schools/bubblegraph`,
        frequencyEndpoint: `${base}/schools/frequency`,
        timeframes: 'districtPerformance',
        params: {},
      };
    case 'district.customers_usage':
      return {
        view: 'customersUsage',
        of: 'district',
        endpoint: `${base}/customers/usage`,
        timeframes: 'usage',
        rowHref: (row) => to('school', row.school_id, {}),
      };
    case 'grade.schools':
      return {
        view: 'list',
        endpoint: `${base}/schools`,
        params: { grade_id: itemId },
        columns: 'school',
        timeframes: 'list',
        rowHref: (row) => to('school', row.id, { gradeId: itemId }),
      };
    case 'grade.teachers':
      return {
        view: 'list',
        endpoint: `${base}/teachers`,
        params: { grade_id: itemId, school_id: context.schoolId },
        columns: 'teacher',
        timeframes: 'list',
        rowHref: (row) =>
          context.schoolId === undefined ? null : to('teacher', row.id, { schoolId: context.schoolId }),
      };
    case 'school.teachers':
      return {
        view: 'list',
        endpoint: `${base}/teachers`,
        params: { school_id: itemId, grade_id: context.gradeId },
        columns: 'teacher',
        timeframes: 'list',
        rowHref: (row) => to('teacher', row.id, { schoolId: itemId }),
      };
    case 'school.grades':
      return {
        view: 'list',
        endpoint: `${base}/grades`,
        params: { school_id: itemId },
        columns: 'grade',
        timeframes: 'list',
        rowHref: (row) => to('grade', row.id, { schoolId: itemId }),
      };
    case 'school.school_customers_usage':
      return {
        view: 'customersUsage',
        of: 'school',
        endpoint: `${base}/schools/${itemId}/customers/usage`,
        timeframes: 'usage',
      };
    case 'teacher.classes':
      return {
        view: 'list',
        endpoint: `${base}/teachers/${itemId}/classrooms`,
        params: {},
        columns: 'classroom',
        timeframes: 'list',
        rowHref: (row) => to('classroom', row.id, { teacherId: itemId, schoolId: context.schoolId }),
      };
    case 'teacher.students':
      return {
        view: 'list',
        endpoint: `${base}/students`,
        params: { teacher_id: itemId },
        columns: 'student',
        timeframes: 'teacherStudents',
        rowHref: (row) => to('student', row.id, { teacherId: itemId, schoolId: context.schoolId }),
      };
    case 'classroom.students':
    case 'classroom.overview':
      return {
        view: 'list',
        endpoint: `${base}/students`,
        params: { classroom_id: itemId },
        columns: 'student',
        timeframes: 'overview',
        rowHref: (row) =>
          to('student', row.id, {
            teacherId: context.teacherId,
            schoolId: context.schoolId,
            classroomId: itemId,
          }),
      };
    case 'classroom.usage':
      return {
        view: 'usage',
        endpoint: `${base}/classrooms/${itemId}/usage`,
        timeframes: 'usage',
        isStudent: false,
      };
    case 'classroom.performance':
      return {
        view: 'classroomPerformance',
        endpoint: `${base}/students`,
        params: { classroom_id: itemId },
        timeframes: 'classroomPerformance',
        rowHref: (row) =>
          to('student', row.id, {
            teacherId: context.teacherId,
            schoolId: context.schoolId,
            classroomId: itemId,
          }),
      };
    case 'classroom.standards':
      return {
        view: 'classroomStandards',
        levelsEndpoint: `${base}/classrooms/${itemId}/standards/levels`,
        gridEndpoint: `${base}/classrooms/${itemId}/standards/all`,
        studentHref: (id) =>
          to('student', id, {
            teacherId: context.teacherId,
            schoolId: context.schoolId,
            classroomId: itemId,
          }),
      };
    case 'student.standards':
      return {
        view: 'studentStandards',
        endpoint: `${base}/students/${itemId}/standards`,
        proficiencyEndpoint: `${base}/students/${itemId}/proficiency/domains`,
      };
    case 'student.overview':
      return {
        view: 'studentOverview',
        endpoint: `${base}/students/${itemId}/overview`,
        timeframes: 'overview',
      };
    case 'student.usage':
      return {
        view: 'usage',
        endpoint: `${base}/students/${itemId}/usage`,
        timeframes: 'usage',
        isStudent: true,
      };
    case 'guardian.overview':
      return studentId === undefined
        ? null
        : {
            view: 'studentOverview',
            endpoint: `${base}/students/${studentId}/overview`,
            timeframes: 'guardianOverview',
          };
    case 'guardian.usage':
      return studentId === undefined
        ? null
        : {
            view: 'usage',
            endpoint: `${base}/students/${studentId}/usage`,
            timeframes: 'usage',
            isStudent: true,
          };
    default:
      return null;
  }
}
