/**
 * Printables benchmark (targets: login cards of a 35-student classroom ≤ 1 s; family letters of a
 * 600-student school ≤ 10 s, streamed): a district of one elementary school with six classes of 100 and one of
 * 35 students, served in-process; times the first byte and the whole PDF, and prints the figures and one JSON line.
 * Usage: npm run bench:print
 */
import { PRINTABLE_PATHS } from '@dash/contracts';
import { hashPassword } from '../../apps/server/src/auth/password.js';
import { addAccount } from '../../apps/server/src/demo/roster-accounts.js';
import { generateRoster } from '../../apps/server/src/demo/roster-generator.js';
import { insertRoster } from '../../apps/server/src/roster/insert-roster.js';
import { createTestServer, login } from '../../apps/server/src/testing/test-server.js';

const server = await createTestServer();
const districtId = 31;
const password = 'bench-printables-password';
const build = (classSize: number, id: number) =>
  generateRoster({
    seed: id,
    districtId: id,
    districtName: `Bench ${id}`,
    timeZone: 'America/Chicago',
    country: 'US',
    elementarySchools: 1,
    middleSchools: 0,
    classSize,
    elementaryClassesPerGrade: 1,
    middleSectionsPerGrade: 1,
    guardianShare: 0,
    passwordHash: 'unused',
    createdAt: Date.now(),
  });
const roster = build(100, districtId);
const small = build(35, districtId).classrooms[0]!;
// The 35-student classroom: the first 35 students of the school's first class.
const first = roster.classrooms[0]!;
const thirtyFive = roster.enrollments.filter((e) => e.classroom_id === first.classroom_id).slice(0, 35);
const cardsClassroomId = first.classroom_id + 1_000;
roster.classrooms.push({ ...first, classroom_id: cardsClassroomId, name: small.name, login_code: 'BENCH35' });
roster.enrollments.push(...thirtyFive.map((e) => ({ ...e, classroom_id: cardsClassroomId })));
addAccount(roster, {
  username: 'bench.admin@bench.test',
  firstName: 'Bench',
  lastName: 'Admin',
  kind: 'district_admin',
  passwordHash: await hashPassword(password),
  createdAt: Date.now(),
});
await insertRoster(server.database.db, roster);
const cookie = await login(server.app, 'bench.admin@bench.test', password);
const schoolId = roster.schools[0]!.school_id;
const students = new Set(roster.enrollments.map((e) => e.student_id)).size;

async function time(label: string, url: string, runs = 3) {
  const totals: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const response = await server.app.inject({ method: 'GET', url, headers: { cookie } });
    if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body}`);
    totals.push(performance.now() - started);
    bytes = response.rawPayload.length;
  }
  const best = Math.min(...totals);
  console.log(
    `${label.padEnd(44)} best ${best.toFixed(0).padStart(6)} ms   ${(bytes / 1024).toFixed(0)} KiB`,
  );
  return Math.round(best);
}

console.log(`school of ${students} students; login cards for a classroom of 35`);
const figures = {
  loginCards35Ms: await time(
    'login cards, 35 students',
    PRINTABLE_PATHS.loginCards(districtId, cardsClassroomId),
    5,
  ),
  schoolLettersEnMs: await time(
    `family letters, ${students} students (en)`,
    PRINTABLE_PATHS.schoolFamilyLetters(districtId, schoolId, 'en'),
  ),
  schoolLettersEsMs: await time(
    `family letters, ${students} students (es)`,
    PRINTABLE_PATHS.schoolFamilyLetters(districtId, schoolId, 'es'),
  ),
  printAllBatchMs: await time(
    'print-all, one batch of 25',
    PRINTABLE_PATHS.studentOverviews(districtId, cardsClassroomId, 1),
  ),
};
console.log(JSON.stringify({ students, ...figures }));
await server.close();
