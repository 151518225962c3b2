/**
 * Printables as PDFs (spec §2, §4, §7): the text pdftotext reads from each (names, usernames, codes, Spanish
 * sentences), passwords only for those allowed, the district's offer (SSO-only, classroom-code flag), print-all
 * batches, paper size, and the audit log. The first page of each is kept under test-results/printables/.
 */
import { PRINTABLE_PATHS, studentLoginUrl } from '@dash/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/use-test-server.js';
import { keepFirstPage, pdfInfo, pdfText } from './pdf-tools.js';

const server = useTestServer({ signIn: ['districtAdmin', 'schoolAdmin', 'teacher', 'guardian'] });
type Role = 'districtAdmin' | 'schoolAdmin' | 'teacher' | 'guardian';

async function pdfAs(url: string, role: Role) {
  const response = await server.getAs(url, role);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  const pdf = response.rawPayload;
  return { pdf, text: await pdfText(pdf), info: await pdfInfo(pdf) };
}

const d = () => server.home.districtId;
const roster = () => server.home.roster;
const studentsOf = (classroomId: number) => {
  const ids = new Set(
    roster()
      .enrollments.filter((e) => e.classroom_id === classroomId)
      .map((e) => e.student_id),
  );
  return roster().students.filter((s) => ids.has(s.student_id));
};
const classroom = (id: number) => roster().classrooms.find((c) => c.classroom_id === id)!;

async function setDistrict(settings: { options?: object; flags?: object; country?: string }) {
  const db = server.database.db;
  const row = await db
    .selectFrom('districts')
    .selectAll()
    .where('district_id', '=', d())
    .executeTakeFirstOrThrow();
  await db
    .updateTable('districts')
    .set({
      options: JSON.stringify({ ...JSON.parse(row.options), ...settings.options }),
      feature_flags: JSON.stringify({ ...JSON.parse(row.feature_flags), ...settings.flags }),
      country: settings.country ?? row.country,
    })
    .where('district_id', '=', d())
    .execute();
}

afterEach(async () => {
  await setDistrict({
    options: { sso_only: false },
    flags: { show_classroom_login_code: false },
    country: 'US',
  });
  await server.database.db.updateTable('customers').set({ edit_locked: false }).execute();
});

const passwordOf = (s: { text_password: string | null }) => s.text_password!;

describe('login cards', () => {
  it("show every student's name, username, password, the classroom code, URL; audited with passwords", async () => {
    const classroomId = server.home.ids.ownClassroomId;
    const { pdf, text, info } = await pdfAs(PRINTABLE_PATHS.loginCards(d(), classroomId), 'teacher');
    await keepFirstPage(pdf, 'login-cards');
    const students = studentsOf(classroomId);
    expect(info.pages).toBe(Math.ceil(students.length / 8));
    expect(info.size).toContain('612 x 792');
    const code = classroom(classroomId).login_code;
    expect(text).toContain(code);
    expect(text).toContain(studentLoginUrl(code));
    const picture = classroom(classroomId).authentication_type === 1;
    for (const s of students) {
      expect(text).toContain(`${s.first_name} ${s.last_name}`);
      expect(text).toContain(s.username);
      if (!picture) expect(text).toContain(passwordOf(s));
    }
    const audit = await server.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'print')
      .where('target', '=', `login_cards classroom:${d()}:${classroomId}`)
      .execute();
    expect(audit.at(-1)?.detail).toContain(`${students.length} items, with passwords`);
  });

  it('leave passwords out for a teacher whose account may not edit students', async () => {
    await server.database.db
      .updateTable('customers')
      .set({ edit_locked: true })
      .where('username', '=', server.home.logins.teacher)
      .execute();
    const classroomId = server.home.ids.ownClassroomId;
    const { text } = await pdfAs(PRINTABLE_PATHS.loginCards(d(), classroomId), 'teacher');
    const students = studentsOf(classroomId);
    for (const s of students) {
      expect(text).toContain(s.username);
      expect(text).not.toContain(passwordOf(s));
    }
    expect(text).toContain('Your teacher will tell you');
  });

  it('are refused in an SSO-only district, and for another school’s classroom', async () => {
    const other = await server.getAs(
      PRINTABLE_PATHS.loginCards(d(), server.home.ids.otherSchoolClassroomId),
      'teacher',
    );
    expect(other.statusCode).toBe(403);
    await setDistrict({ options: { sso_only: true } });
    const sso = await server.getAs(
      PRINTABLE_PATHS.loginCards(d(), server.home.ids.ownClassroomId),
      'teacher',
    );
    expect(sso.statusCode).toBe(403);
    expect(sso.json().apiError.message).toBeTruthy();
  });

  it('print picture passwords by name in a picture-password classroom', async () => {
    const pictureClassroom = roster().classrooms.find((c) => c.authentication_type === 1)!;
    const { pdf, text } = await pdfAs(
      PRINTABLE_PATHS.loginCards(d(), pictureClassroom.classroom_id),
      'districtAdmin',
    );
    await keepFirstPage(pdf, 'login-cards-pictures');
    const names = ['Flowers', 'Cat', 'Bug', 'Pencils', 'Hat', 'Skull', 'Bird', 'Book', 'Turtle'];
    for (const s of studentsOf(pictureClassroom.classroom_id))
      expect(text).toContain(
        `${s.first_name} ${s.last_name} ${pictureClassroom.name} Username ${s.username} Picture password ${names[s.picture_password! - 1]} Classroom code ${pictureClassroom.login_code}`,
      );
  });
});

describe('classroom codes', () => {
  it('list every classroom of the school with its teacher and code, only with the flag on', async () => {
    const schoolId = server.home.ids.ownSchoolId;
    const off = await server.getAs(PRINTABLE_PATHS.classroomCodes(d(), schoolId), 'schoolAdmin');
    expect(off.statusCode).toBe(403);
    await setDistrict({ flags: { show_classroom_login_code: true } });
    const { pdf, text } = await pdfAs(PRINTABLE_PATHS.classroomCodes(d(), schoolId), 'schoolAdmin');
    await keepFirstPage(pdf, 'classroom-codes');
    for (const c of roster().classrooms.filter((c) => c.school_id === schoolId)) {
      const teacher = roster().teachers.find((t) => t.teacher_id === c.teacher_id)!;
      expect(text).toContain(`${c.name} ${teacher.first_name} ${teacher.last_name} ${c.login_code}`);
    }
    const foreign = roster().classrooms.find((c) => c.school_id !== schoolId)!;
    expect(text).not.toContain(foreign.login_code);
  });
});

describe('family letters', () => {
  it('greet each family of a classroom in Spanish with the sign-in code and username', async () => {
    const classroomId = server.home.ids.ownClassroomId;
    const url = PRINTABLE_PATHS.classroomFamilyLetters(d(), classroomId, 'es');
    const { pdf, text, info } = await pdfAs(url, 'teacher');
    await keepFirstPage(pdf, 'family-letter-es');
    const students = studentsOf(classroomId);
    expect(info.pages).toBe(students.length);
    const code = classroom(classroomId).login_code;
    for (const s of students) {
      expect(text).toContain(`Estimada familia de ${s.first_name} ${s.last_name}:`);
      expect(text).toContain(`escriba el código de la clase ${code} y después el usuario ${s.username}`);
    }
    expect(text).toContain('Carta de invitación para la familia');
    expect(text).toContain('Gracias por su apoyo');
  });

  it('are English by default, one for a student; SSO-only districts get the parent-login letter', async () => {
    const student = roster().students.find((s) => s.student_id === server.home.ids.ownStudentId)!;
    const english = await pdfAs(
      PRINTABLE_PATHS.studentFamilyLetter(d(), student.student_id, 'en'),
      'teacher',
    );
    await keepFirstPage(english.pdf, 'family-letter-en');
    expect(english.text).toContain(`Dear family of ${student.first_name} ${student.last_name},`);
    expect(english.info.pages).toBe(1);
    await setDistrict({ options: { sso_only: true } });
    const sso = await pdfAs(PRINTABLE_PATHS.studentFamilyLetter(d(), student.student_id, 'es'), 'teacher');
    await keepFirstPage(sso.pdf, 'parent-login-letter-es');
    expect(sso.text).toContain('Carta de acceso para las familias');
    expect(sso.text).toContain('Iniciar sesión con la cuenta de la escuela');
    expect(sso.text).not.toContain(student.username);
  });

  it('cover every student of a school once, on A4 with British wording in Great Britain', async () => {
    await setDistrict({ country: 'GB' });
    const schoolId = server.home.ids.ownSchoolId;
    const { text, info } = await pdfAs(
      PRINTABLE_PATHS.schoolFamilyLetters(d(), schoolId, 'en'),
      'schoolAdmin',
    );
    const classrooms = new Set(
      roster()
        .classrooms.filter((c) => c.school_id === schoolId)
        .map((c) => c.classroom_id),
    );
    const students = new Set(
      roster()
        .enrollments.filter((e) => classrooms.has(e.classroom_id))
        .map((e) => e.student_id),
    );
    expect(info.pages).toBe(students.size);
    expect(info.size).toContain('(A4)');
    expect(text).toContain('adaptive maths programme');
  });

  it('are not for guardians', async () => {
    const response = await server.getAs(
      PRINTABLE_PATHS.studentFamilyLetter(d(), server.home.ids.ownStudentId, 'en'),
      'guardian',
    );
    expect(response.statusCode).toBe(403);
  });
});
