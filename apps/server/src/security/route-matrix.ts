/**
 * The authorization matrix per route: for every route of `allRoutes`, which table of access-matrix.ts
 * decides who may reach it, with per-route exceptions (pane rules).
 * NOTE: security-critical. A new route needs an entry in ROUTE_MATRIX or the matrix test fails.
 */
import { row, type ListOutcome } from './access-matrix.js';
import {
  everyone,
  onObjects,
  onObjectsWithQuery,
  oneEntryPerRoute,
  type MatrixEntry,
} from './matrix-entry.js';
import { clearCreatedAssignments } from '../testing/assignment-fixtures.js';
import { SAMPLE_STANDARD_ID } from '../testing/test-server.js';
import { FIXTURE_DOMAIN_ID, prepareThirdPartyWrites } from '../third-party/third-party-fixtures.js';
import {
  completeMatrixMilestone,
  MATRIX_LESSON_SLOT_ID,
  showClassroomCodes,
} from '../printables/printables-matrix.js';
import { MESSAGING_MATRIX } from '../messaging/messaging-matrix.js';
import { BULK_UPLOAD_MATRIX } from '../bulk-upload/bulk-upload-matrix.js';
import { MANAGE_ACCOUNTS_MATRIX } from '../manage-accounts/manage-accounts-matrix.js';
import { LICENSES_MATRIX } from '../licenses/licenses-matrix.js';
import { BANNERS_MATRIX } from '../banners/banners-matrix.js';
import { PD_MATRIX } from '../pd/pd-matrix.js';
import { WORD_PROBLEMS_MATRIX } from '../word-problems/word-problems-matrix.js';
import { MANAGE_CLASSROOM_MATRIX } from '../manage-classroom/manage-classroom-matrix.js';
import { RESOURCES_MATRIX } from '../resources/resources-matrix.js';
import { PUBLIC_ROUTES_MATRIX } from './public-routes-matrix.js';
import { DISTRICT_PANES_MATRIX } from '../reports/district-panes/district-panes-matrix.js';
import { ANALYTICS_MATRIX } from '../analytics/analytics-matrix.js';

const R = 'refuse' as const;
const DAY_MS = 24 * 60 * 60 * 1000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** Report lists for administrators only (spec §6: only admins see school and teacher rankings). */
const ADMINS_ONLY = row<ListOutcome>(R, R, R, R);

/** Every route of `allRoutes`, keyed "METHOD url". */
export const ROUTE_MATRIX: Record<string, MatrixEntry> = oneEntryPerRoute(
  {
    'GET /n/districts/:districtId/classrooms': { scope: 'list', rows: 'classroom' },
    'GET /n/districts/:districtId/schools': { scope: 'list', rows: 'school' },
    'GET /n/districts/:districtId/students': { scope: 'list', rows: 'student' },
    'GET /n/districts/:districtId/teachers': { scope: 'list', rows: 'teacher' },
    'GET /r/districts/:districtId/schools': {
      scope: 'list',
      rows: 'school',
      except: { teacher: ADMINS_ONLY, guardian: ADMINS_ONLY },
    },
    'GET /r/districts/:districtId/teachers': {
      scope: 'list',
      rows: 'teacher',
      except: { teacher: ADMINS_ONLY, guardian: ADMINS_ONLY },
    },
    'GET /r/districts/:districtId/students': { scope: 'list', rows: 'student' },
    'GET /api/v1/assignments/active_lessons': {
      scope: 'ingest',
      query: (studentId) => `student_ids=${studentId}`,
    },
    'POST /api/v1/events': {
      scope: 'ingest',
      body: (studentId, uid) => ({
        events: [
          {
            uid,
            student_id: studentId,
            event_code: 300,
            timestamp: Date.now() - 60_000,
            label: 'Matrix badge',
          },
        ],
      }),
    },
  },
  /** District panes (overview, performance bubble graph, customers usage): district admin only (spec §2, §6). */
  onObjects('district', [
    'GET /r/districts/:districtId/overview',
    'GET /r/districts/:districtId/schools/bubblegraph',
    'GET /r/districts/:districtId/customers/usage',
  ]),
  /**
   * Grades span schools: a school admin reads the grades of their own schools (the school report's Grades
   * tab), and gets their own schools' figures in the frequency graphs of the admins' school and teacher rankings.
   */
  onObjects(
    'district',
    [
      'GET /r/districts/:districtId/grades',
      'GET /r/districts/:districtId/schools/frequency',
      'GET /r/districts/:districtId/teachers/frequency',
    ],
    { schoolAdmin: { own: 'allow' } },
  ),
  /** Grades of the students a member of the district may see (rows are grade numbers): the caller's own district only. */
  onObjects('district', ['GET /n/districts/:districtId/grades'], {
    schoolAdmin: { own: 'allow' },
    teacher: { own: 'allow' },
    guardian: { own: 'allow' },
  }),
  /** A school's panes: the district admin and the school's own admins; teachers and guardians never. */
  onObjects('school', [
    'GET /r/districts/:districtId/schools/:schoolId/customers/usage',
    'GET /r/districts/:districtId/schools/:schoolId/classroom-teachers',
  ]),
  onObjects('teacher', ['GET /r/districts/:districtId/teachers/:teacherId/classrooms']),
  /** Assigned lessons of a classroom and a student's assignment history (guardians: their own child's). */
  onObjects('classroom', ['GET /r/districts/:districtId/classrooms/:classroomId/assignments']),
  /** Whether an open classroom page is stale: whoever may open the classroom. */
  onObjects('classroom', ['GET /r/districts/:districtId/classrooms/:classroomId/changes']),
  /** Whether an open student page is stale: whoever may open the student (a guardian: their own child). */
  onObjects('student', ['GET /r/districts/:districtId/students/:studentId/changes']),
  onObjects('student', [
    'GET /r/districts/:districtId/students/:studentId/assignments',
    // The relation's own assignment (MATRIX_ASSIGNMENT_IDS) names its student; another's is refused as not found.
    'GET /r/districts/:districtId/students/:studentId/assignments/:aid/progress',
    'GET /r/districts/:districtId/students/:studentId/goal_summary',
    'GET /r/districts/:districtId/students/:studentId/goal_report',
  ]),
  onObjectsWithQuery('student', {
    'GET /r/districts/:districtId/students/:studentId/goal_standard_progress':
      'focus_type=STANDARD&focus_id=:focus_id',
  }),
  /** Classroom standards: admins of the classroom's school and its teacher (school admins keep standards, unlike concepts). */
  onObjects('classroom', [
    'GET /r/districts/:districtId/classrooms/:classroomId/usage',
    'GET /r/districts/:districtId/classrooms/:classroomId/standards/levels',
    'GET /r/districts/:districtId/classrooms/:classroomId/standards/:standardId',
    // The grade proficiency table of the classroom's Overview.
    'GET /r/districts/:districtId/classrooms/:classroomId/standards/proficiency',
  ]),
  onObjectsWithQuery('classroom', {
    'GET /r/districts/:districtId/classrooms/:classroomId/standards/domains': 'level_id=3',
    'GET /r/districts/:districtId/classrooms/:classroomId/standards/clusters': 'level_id=3&domain=3.NF',
    'GET /r/districts/:districtId/classrooms/:classroomId/standards/all': 'level_id=3&page=1&size=5',
    // The exports of the same grid (fixture districts have classroom_standards_export_enabled).
    'GET /r/districts/:districtId/classrooms/:classroomId/standards/export': 'level_id=3',
    'GET /api/v1/districts/:districtId/reports/studentstandardsreport':
      'classroom_id=:classroomId&level_id=3',
  }),
  /** The student overview and its data (proficiency by grade and domain): guardians see their own child's. */
  onObjects('student', [
    'GET /r/districts/:districtId/students/:studentId/overview',
    'GET /r/districts/:districtId/students/:studentId/usage',
    'GET /r/districts/:districtId/students/:studentId/highlights',
    'GET /r/districts/:districtId/students/:studentId/proficiency/domains',
  ]),
  onObjectsWithQuery('student', {
    'GET /api/v1/districts/:districtId/standardscompletions': 'userId=:studentId',
    'GET /m/assignments/students': 'user_ids=:studentId',
  }),
  /**
   * Assignment writes name their classroom and students in the body: those who may open the classroom assign to
   * its students; a guardian to their own child (spec §5).
   */
  {
    'POST /m/assignments': {
      scope: 'object',
      kind: 'classroom',
      body: ({ objects }) => ({
        classroom_id: objects.classroom,
        user_ids: [objects.student],
        focus_type: 'STANDARD',
        focus_id: SAMPLE_STANDARD_ID,
        assignment_type: 'SPOT',
        start_date: dayFromNow(1),
        end_date: dayFromNow(7),
      }),
      except: { guardian: { own: 'allow' } },
      before: clearCreatedAssignments,
    },
    'PUT /m/assignments/:aid': {
      scope: 'object',
      kind: 'classroom',
      body: ({ objects }) => ({ user_ids: [objects.student], status: 'CANCELLED' }),
      except: { guardian: { own: 'allow' } },
    },
    // The seeded spot check (testing/assignment-fixtures.ts: 2 lessons from today); a repeat answers alike.
    'POST /m/assignments/cancel_student_lesson': {
      scope: 'object',
      kind: 'classroom',
      body: ({ objects, assignmentId }) => ({
        assignment_id: assignmentId,
        user_id: objects.student,
        lessons_assigned: 2,
        start_date: new Date().toISOString().slice(0, 10),
      }),
      except: { guardian: { own: 'allow' } },
    },
  },
  /** Third-party assessments: any member of the district reads its own; the forms' scores and writes are staff's. */
  onObjects('district', ['GET /api/v1/districts/:districtId/thirdpartyassessments'], {
    schoolAdmin: { own: 'allow' },
    teacher: { own: 'allow' },
    guardian: { own: 'allow' },
  }),
  onObjects('classroom', ['GET /m/districts/:districtId/classrooms/:classroomId/third_party_scores']),
  {
    'GET /m/academic_mappings': { scope: 'none', expected: everyone('allow', 'signIn') },
    'POST /m/assignments/third_party': {
      scope: 'object',
      kind: 'classroom',
      body: ({ objects }) => ({
        classroom_id: objects.classroom,
        assessment: 'QUANTILE',
        items: [{ user_id: objects.student, domain_id: FIXTURE_DOMAIN_ID, measure: 500 }],
      }),
      before: prepareThirdPartyWrites,
    },
  },
  /**
   * The concept map (spec §6: tab_concepts_enabled and the CONCEPTSMAP_PREVIEW_ENABLED tag): never for school
   * admins on a classroom or student, never for guardians; the lesson groups for anyone signed in.
   */
  onObjects('classroom', ['GET /r/districts/:districtId/classrooms/:classroomId/concepts'], {
    schoolAdmin: row(R, R, R, R),
  }),
  onObjects('student', ['GET /r/districts/:districtId/students/:studentId/concepts'], {
    schoolAdmin: row(R, R, R, R),
    guardian: row(R, R, R, R),
  }),
  { 'GET /x/lesson-groups': { scope: 'none', expected: everyone('allow', 'signIn'), query: 'level_id=3' } },
  /** Today's alerts: a classroom's (At a Glance on its overview) and a student's (guardians: their own child's). */
  onObjects('classroom', ['GET /r/districts/:districtId/classrooms/:classroomId/alerts']),
  onObjects('student', ['GET /r/districts/:districtId/students/:studentId/alerts']),
  /** The alerts tab needs the INSIGHT_EFP tag and alerts_efp_enabled (spec §6), which no fixture caller has. */
  onObjects('classroom', ['GET /r/districts/:districtId/classrooms/:classroomId/alerts/academic'], {
    districtAdmin: row(R, R, R, R),
    schoolAdmin: row(R, R, R, R),
    teacher: row(R, R, R, R),
    foreignAdmin: row(R, R, R, R),
  }),
  /** Activity: whoever may open the classroom or student reads its activity; a guardian their own child's. */
  onObjects('classroom', [
    'GET /r/districts/:districtId/classrooms/:classroomId/activity',
    'GET /r/districts/:districtId/classrooms/:classroomId/activity/lessongroup',
  ]),
  onObjects('student', [
    'GET /r/districts/:districtId/students/:studentId/activity',
    'GET /r/districts/:districtId/students/:studentId/engagement/activity',
    'GET /r/districts/:districtId/students/:studentId/activity/lessongroup',
  ]),
  { 'GET /api/v1/lesson_slots/:lessonSlotId': { scope: 'none', expected: everyone('allow', 'signIn') } },
  /**
   * Printables (PDF): whoever may open the classroom, school or student prints for it; a guardian only their own
   * child's certificate and milestone letter, never a family letter. Classroom codes with the district flag on.
   */
  onObjects('classroom', [
    'GET /m/print/districts/:districtId/classrooms/:classroomId/login_cards',
    'GET /m/print/districts/:districtId/classrooms/:classroomId/family_letters',
    'GET /m/print/districts/:districtId/classrooms/:classroomId/student_overviews',
  ]),
  onObjects('school', ['GET /m/print/districts/:districtId/schools/:schoolId/family_letters']),
  {
    'GET /m/print/districts/:districtId/schools/:schoolId/classroom_codes': {
      scope: 'object',
      kind: 'school',
      before: showClassroomCodes,
    },
    'GET /m/print/districts/:districtId/students/:studentId/milestone_letter': {
      scope: 'object',
      kind: 'student',
      query: `lesson_slot_id=${MATRIX_LESSON_SLOT_ID}`,
      before: completeMatrixMilestone,
    },
  },
  onObjects('student', ['GET /m/print/districts/:districtId/students/:studentId/certificate']),
  onObjects('student', ['GET /m/print/districts/:districtId/students/:studentId/family_letter'], {
    guardian: { own: 'refuse' },
  }),
  /** Spec §6: a guardian's student panes are show, activity, usage, assignments, create_assignment: no standards. */
  onObjects('student', ['GET /r/districts/:districtId/students/:studentId/standards'], {
    guardian: { own: 'refuse' },
  }),
  MESSAGING_MATRIX,
  BULK_UPLOAD_MATRIX,
  MANAGE_ACCOUNTS_MATRIX,
  LICENSES_MATRIX,
  MANAGE_CLASSROOM_MATRIX,
  BANNERS_MATRIX,
  RESOURCES_MATRIX,
  PUBLIC_ROUTES_MATRIX,
  PD_MATRIX,
  WORD_PROBLEMS_MATRIX,
  DISTRICT_PANES_MATRIX,
  ANALYTICS_MATRIX,
);
