import type { Customer, ReportRow, ReportState } from '@dash/contracts';
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
  | { view: 'studentOverview'; endpoint: string; alertsEndpoint: string; timeframes: TimeframeSet }
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
  | { view: 'customersUsage'; of: 'school'; endpoint: string; timeframes: TimeframeSet }
  /** A classroom's Overview: its students list, with At a Glance (today's alerts) over the list's period. */
  | {
      view: 'classroomOverview';
      list: Extract<PaneView, { view: 'list' }>;
      alertsEndpoint: string;
      alertHref: (studentId: number, standards: string) => string;
    }
  /** A classroom's Alerts tab: learning alerts of the trailing days (spec §6). */
  | {
      view: 'classroomAlerts';
      endpoint: string;
      timeframes: TimeframeSet;
      alertHref: (studentId: number, standards: string) => string;
    }
  /** The Activity tab of a classroom or a student (a guardian's child): its events, page by page (spec §2). */
  | {
      view: 'activity';
      of: 'classroom' | 'student';
      endpoint: string;
      /** A classroom's feed links each student to their report. */
      studentHref?: (studentId: number) => string;
    }
  /** The Concepts tab of a classroom or student: the concept map of the last 14 days (spec §2). */
  | {
      view: 'concepts';
      endpoint: string;
      isClassroom: boolean;
      studentHref: ((studentId: number) => string) | null;
    }
  /** The Licenses tab of a district or school: its licence groups and who logged in (spec §2, §7). */
  | { view: 'licenses'; of: 'district' | 'school'; endpoint: string; countsEndpoint: string }
  /** A guardian's Create Assignment pane: the assign feature's form for the child shown. */
  | { view: 'createAssignment'; studentId: number }
  /** A classroom's Messages pane: the messaging feature's. */
  | { view: 'messages'; classroomId: number }
  /** A classroom's roster as the district's rostering system keeps it (roster_ro): the manage feature's. */
  | { view: 'rosterReadOnly'; classroomId: number }
  | {
      view: 'assignments';
      /** A classroom's assigned lessons, or one student's assignment history. */
      of: 'classroom' | 'student';
      endpoint: string;
      /** The classroom a whole-classroom cancel names, or the one student a cancel is for. */
      ownerId: number;
    };

/** What the report page gives the pane of a view: the view, the location, who is asking and the pane's title. */
export interface PaneProps<K extends PaneView['view']> {
  view: Extract<PaneView, { view: K }>;
  location: ReportLocation;
  customer: Customer;
  title: string;
}

/**
 * The pane a location shows, or null when the pane has no report yet. `studentId` is the child a
 * guardian page shows (the `studentId` parameter, else the first child).
 */
export function paneViewOf(location: ReportLocation, pane: string, studentId?: number): PaneView | null {
  const { districtId, itemId, context } = location;
  const base = `/r/districts/${districtId}`;
  const to = (state: ReportState, id: number, ctx: ReportLocation['context']) =>
    childHref(location, state, id, ctx);

  /** Rows of a list of `of` items link to each item's own report, opened in `rowContext` (no link without one). */
  const list = (
    of: ColumnSetId & ReportState,
    endpoint: string,
    params: ReportParams,
    rowContext: ReportLocation['context'] | null,
    timeframes: TimeframeSet = 'list',
  ): PaneView => ({
    view: 'list',
    endpoint: `${base}/${endpoint}`,
    params,
    columns: of,
    timeframes,
    rowHref: (row) => (rowContext === null ? null : to(of, row.id, rowContext)),
  });
  /** Usage over time of the classroom or student at `path`. */
  const usage = (path: string, isStudent: boolean): PaneView => ({
    view: 'usage',
    endpoint: `${base}/${path}/usage`,
    timeframes: 'usage',
    isStudent,
  });
  const assignments = (of: 'classroom' | 'student', id: number): PaneView => ({
    view: 'assignments',
    of,
    endpoint: `${base}/${of}s/${id}/assignments`,
    ownerId: id,
  });
  const overview = (id: number, timeframes: TimeframeSet): PaneView => ({
    view: 'studentOverview',
    endpoint: `${base}/students/${id}/overview`,
    alertsEndpoint: `${base}/students/${id}/alerts`,
    timeframes,
  });
  // The context a listed item's report opens in: the school, teacher or classroom it is listed under (a
  // grade's teachers link only under a school).
  const inSchool = { schoolId: itemId };
  const inGradeSchool = context.schoolId === undefined ? null : { schoolId: context.schoolId };
  const inTeacher = { teacherId: itemId, schoolId: context.schoolId };
  const inClassroom = { teacherId: context.teacherId, schoolId: context.schoolId, classroomId: itemId };
  /** A classroom's student opened on the standards an alert names. */
  const onStandards = (studentId: number, standards: string) =>
    childHref(location, 'student', studentId, inClassroom, { pane: 'standards', standards });

  switch (`${location.state}.${pane}`) {
    case 'district.schools':
      return list('school', 'schools', {}, {});
    case 'district.grades':
      return list('grade', 'grades', {}, {});
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
    case 'district.licenses':
    case 'school.licenses': {
      const owner = `/m/${location.state}/${itemId}`;
      return {
        view: 'licenses',
        of: location.state === 'school' ? 'school' : 'district',
        endpoint: `${owner}/license`,
        countsEndpoint: `${owner}/metrics/unique-user-count`,
      };
    }
    case 'grade.schools':
      return list('school', 'schools', { grade_id: itemId }, { gradeId: itemId });
    case 'grade.teachers':
      return list('teacher', 'teachers', { grade_id: itemId, school_id: context.schoolId }, inGradeSchool);
    case 'school.teachers':
      return list('teacher', 'teachers', { school_id: itemId, grade_id: context.gradeId }, inSchool);
    case 'school.grades':
      return list('grade', 'grades', { school_id: itemId }, inSchool);
    case 'school.school_customers_usage':
      return {
        view: 'customersUsage',
        of: 'school',
        endpoint: `${base}/schools/${itemId}/customers/usage`,
        timeframes: 'usage',
      };
    case 'teacher.classes':
      return list('classroom', `teachers/${itemId}/classrooms`, {}, inTeacher);
    case 'teacher.students':
      return list('student', 'students', { teacher_id: itemId }, inTeacher, 'teacherStudents');
    case 'classroom.students':
    case 'classroom.overview':
      return {
        view: 'classroomOverview',
        list: list('student', 'students', { classroom_id: itemId }, inClassroom, 'overview') as Extract<
          PaneView,
          { view: 'list' }
        >,
        alertsEndpoint: `${base}/classrooms/${itemId}/alerts`,
        alertHref: onStandards,
      };
    case 'classroom.alerts':
      return {
        view: 'classroomAlerts',
        endpoint: `${base}/classrooms/${itemId}/alerts/academic`,
        timeframes: 'alerts',
        alertHref: onStandards,
      };
    case 'classroom.activity':
      return {
        view: 'activity',
        of: 'classroom',
        endpoint: `${base}/classrooms/${itemId}/activity`,
        studentHref: (id) => childHref(location, 'student', id, inClassroom, { pane: 'activity' }),
      };
    case 'classroom.concepts':
      return {
        view: 'concepts',
        endpoint: `${base}/classrooms/${itemId}/concepts`,
        isClassroom: true,
        studentHref: (id) => to('student', id, inClassroom),
      };
    case 'classroom.usage':
      return usage(`classrooms/${itemId}`, false);
    case 'classroom.assignments':
      return assignments('classroom', itemId);
    case 'classroom.messages':
      return { view: 'messages', classroomId: itemId };
    case 'classroom.roster_ro':
      return { view: 'rosterReadOnly', classroomId: itemId };
    case 'classroom.performance':
      return {
        view: 'classroomPerformance',
        endpoint: `${base}/students`,
        params: { classroom_id: itemId },
        timeframes: 'classroomPerformance',
        rowHref: (row) => to('student', row.id, inClassroom),
      };
    case 'classroom.standards':
      return {
        view: 'classroomStandards',
        levelsEndpoint: `${base}/classrooms/${itemId}/standards/levels`,
        gridEndpoint: `${base}/classrooms/${itemId}/standards/all`,
        studentHref: (id) => to('student', id, inClassroom),
      };
    case 'student.standards':
      return {
        view: 'studentStandards',
        endpoint: `${base}/students/${itemId}/standards`,
        proficiencyEndpoint: `${base}/students/${itemId}/proficiency/domains`,
      };
    case 'student.overview':
      return overview(itemId, 'overview');
    case 'student.activity':
      return { view: 'activity', of: 'student', endpoint: `${base}/students/${itemId}/activity` };
    case 'student.concepts':
      return {
        view: 'concepts',
        endpoint: `${base}/students/${itemId}/concepts`,
        isClassroom: false,
        studentHref: null,
      };
    case 'student.usage':
      return usage(`students/${itemId}`, true);
    case 'student.assignments':
      return assignments('student', itemId);
    case 'guardian.overview':
      return studentId === undefined ? null : overview(studentId, 'guardianOverview');
    case 'guardian.activity':
      return studentId === undefined
        ? null
        : { view: 'activity', of: 'student', endpoint: `${base}/students/${studentId}/activity` };
    case 'guardian.usage':
      return studentId === undefined ? null : usage(`students/${studentId}`, true);
    case 'guardian.create_assignment':
      return studentId === undefined ? null : { view: 'createAssignment', studentId };
    case 'guardian.assignments':
      return studentId === undefined ? null : assignments('student', studentId);
    default:
      return null;
  }
}
