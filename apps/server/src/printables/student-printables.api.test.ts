/**
 * Print-all students in batches (spec §4, §9: above 30 students, batches of 25), the engagement certificate and
 * the milestone completed letter, read back with pdftotext; the first page of each kept as a PNG.
 */
import { PRINTABLE_PATHS } from '@dash/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/use-test-server.js';
import { keepFirstPage, pdfInfo, pdfText } from './pdf-tools.js';
import { completedLessonGroupRow } from './printables-matrix.js';

const server = useTestServer({ signIn: ['teacher', 'guardian'] });
const d = () => server.home.districtId;

async function pdfAs(url: string, role: 'teacher' | 'guardian') {
  const response = await server.getAs(url, role);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  const pdf = response.rawPayload;
  return { pdf, text: await pdfText(pdf), info: await pdfInfo(pdf) };
}

/** The teacher's classroom made 35 strong with students of other classrooms, in the order cards print them. */
async function classroomOf35() {
  const db = server.database.db;
  const classroomId = server.home.ids.ownClassroomId;
  const enrolled = new Set(
    server.home.roster.enrollments.filter((e) => e.classroom_id === classroomId).map((e) => e.student_id),
  );
  const extra = server.home.roster.students
    .filter((s) => !enrolled.has(s.student_id))
    .slice(0, 35 - enrolled.size);
  await db
    .insertInto('enrollments')
    .values(extra.map((s) => ({ district_id: d(), classroom_id: classroomId, student_id: s.student_id })))
    .execute();
  const ids = new Set([...enrolled, ...extra.map((s) => s.student_id)]);
  return server.home.roster.students
    .filter((s) => ids.has(s.student_id))
    .sort(
      (a, b) =>
        a.last_name.localeCompare(b.last_name, 'en') ||
        a.first_name.localeCompare(b.first_name, 'en') ||
        a.student_id - b.student_id,
    );
}

describe('print all students', () => {
  let students: Awaited<ReturnType<typeof classroomOf35>>;
  beforeAll(async () => {
    students = await classroomOf35();
  });
  afterAll(async () => {
    const own = new Set(
      server.home.roster.enrollments
        .filter((e) => e.classroom_id === server.home.ids.ownClassroomId)
        .map((e) => e.student_id),
    );
    await server.database.db
      .deleteFrom('enrollments')
      .where('classroom_id', '=', server.home.ids.ownClassroomId)
      .where('student_id', 'not in', [...own])
      .execute();
  });

  it('prints 35 students in two batches: 25 pages, then the other 10', async () => {
    expect(students).toHaveLength(35);
    const classroomId = server.home.ids.ownClassroomId;
    const first = await pdfAs(PRINTABLE_PATHS.studentOverviews(d(), classroomId, 1), 'teacher');
    await keepFirstPage(first.pdf, 'student-overview');
    const second = await pdfAs(PRINTABLE_PATHS.studentOverviews(d(), classroomId, 2), 'teacher');
    expect(first.info.pages).toBe(25);
    expect(second.info.pages).toBe(10);
    const name = (s: (typeof students)[number]) => `${s.first_name} ${s.last_name}`;
    for (const s of students.slice(0, 25)) expect(first.text).toContain(name(s));
    for (const s of students.slice(25)) {
      expect(second.text).toContain(name(s));
      expect(first.text).not.toContain(name(s));
    }
    expect(first.text).toContain('Student Overview');
    expect(first.text).toContain('Lessons completed');
    const third = await server.getAs(PRINTABLE_PATHS.studentOverviews(d(), classroomId, 3), 'teacher');
    expect(third.statusCode).toBe(404);
  });
});

describe('certificate and milestone letter', () => {
  it("name the student with their lessons and minutes, for the teacher and the student's guardian", async () => {
    const studentId = server.home.ids.ownStudentId;
    const student = server.home.roster.students.find((s) => s.student_id === studentId)!;
    await server.database.db
      .insertInto('student_learning')
      .values({
        district_id: d(),
        student_id: studentId,
        first_event_at: Date.now() - 86_400_000,
        last_event_at: Date.now(),
        last_event_uid: 'certificate-test',
        last_active_date: new Date().toISOString().slice(0, 10),
        events_count: 40,
        recent_results: '[]',
        fail_threshold_since: null,
        session_ms: 95 * 60_000,
        lessons_completed: 17,
        lessons_passed: 15,
        certificates: 1,
        badges: 0,
        alert_type: 'NO_ALERT',
        alert_ordinal: 999999,
      })
      .execute();
    const { pdf, text } = await pdfAs(PRINTABLE_PATHS.certificate(d(), studentId, 'es'), 'teacher');
    await keepFirstPage(pdf, 'certificate-es');
    expect(text).toContain('Certificado de participación');
    expect(text).toContain(`${student.first_name} ${student.last_name}`);
    expect(text).toContain('por completar 17 lecciones de matemáticas y 95 minutos de práctica.');
    const english = await pdfAs(PRINTABLE_PATHS.certificate(d(), studentId, 'en'), 'guardian');
    expect(english.text).toContain('for completing 17 math lessons and 95 minutes of practice.');
  });

  it('tell the lesson group the trigger lesson completed, and refuse one not completed', async () => {
    const db = server.database.db;
    const studentId = server.home.ids.ownStudentId;
    const student = server.home.roster.students.find((s) => s.student_id === studentId)!;
    const slot = await db
      .selectFrom('lesson_slots as ls')
      .innerJoin('lesson_groups as lg', 'lg.lesson_group_id', 'ls.lesson_group_id')
      .select(['ls.lesson_slot_id', 'lg.lesson_group_id', 'lg.name', 'lg.lessons_count'])
      .orderBy('ls.lesson_slot_id')
      .executeTakeFirstOrThrow();
    const url = PRINTABLE_PATHS.milestoneLetter(d(), studentId, slot.lesson_slot_id, 'en');
    expect((await server.getAs(url, 'teacher')).statusCode).toBe(404);
    const at = Date.UTC(2026, 4, 4, 15);
    await db
      .insertInto('student_lesson_group')
      .values(completedLessonGroupRow({ district_id: d(), student_id: studentId }, slot, at))
      .execute();
    const { pdf, text } = await pdfAs(url, 'teacher');
    await keepFirstPage(pdf, 'milestone-letter');
    expect(text).toContain('Milestone Completed');
    expect(text).toContain(`${student.first_name} has completed the lesson group "${slot.name}"`);
    expect(text).toContain('May 4, 2026');
  });
});
