/**
 * The demo district's third-party assessments (spec §6 NWEA and Quantile tabs): NWEA enabled, an active NWEA
 * and Quantile assessment, and each student's latest RIT per domain of their grade and Quantile measure,
 * derived from the ability the simulator plays them with (student-simulator.ts) and their grade, so strong
 * players score high. Deterministic for a given day; a few students have no score, as in any district.
 */
import { DISTRICT_OPTION_DEFAULTS, addDays, localDay } from '@dash/contracts';
import { readDistrictOptions } from '../accounts/district-settings.js';
import { getCatalogue } from '../curriculum/catalogue.js';
import { withTransaction, type Db } from '../db/database.js';
import { mixSeed } from '../simulator/student-simulator.js';
import { QUANTILE_GRADE_NORMS, RIT_GRADE_NORMS, levelOfStudentGrade } from '../third-party/score-mapping.js';
import type { StudentAssessmentScoreTable } from '../third-party/third-party.table.js';
import { assessmentsOf, insertAssessments, insertScores } from '../third-party/third-party.repository.js';
import { SeededRandom } from './random.js';

/** RIT and Quantile points one standard deviation of ability is worth. */
const RIT_PER_ABILITY = 8;
const QUANTILE_PER_ABILITY = 110;

/** The scores of one student: none, or a RIT per domain of their grade and a Quantile measure. */
export function demoScoresOf(
  districtId: number,
  seed: number,
  student: { student_id: number; grade_id: number },
  today: string,
): StudentAssessmentScoreTable[] {
  // The simulator's first draw for a student is their ability (simulateStudent).
  const ability = new SeededRandom(mixSeed(seed, student.student_id)).normal();
  const rng = new SeededRandom(mixSeed(seed ^ 0x7f4a7c15, student.student_id));
  const level = levelOfStudentGrade(student.grade_id);
  const rows: StudentAssessmentScoreTable[] = [];
  const base = { district_id: districtId, student_id: student.student_id };
  if (rng.chance(0.93)) {
    const testDate = addDays(today, -rng.int(10, 40));
    for (const domain of getCatalogue().domains.filter((d) => d.level_id === level))
      rows.push({
        ...base,
        assessment_name: 'NWEA',
        domain_id: domain.domain_id,
        score: Math.round(RIT_GRADE_NORMS[level]! + RIT_PER_ABILITY * ability + 4 * rng.normal()),
        test_date: testDate,
      });
  }
  if (rng.chance(0.9)) {
    const measure = QUANTILE_GRADE_NORMS[level]! + QUANTILE_PER_ABILITY * ability + 40 * rng.normal();
    rows.push({
      ...base,
      assessment_name: 'QUANTILE',
      domain_id: 0,
      score: Math.round(measure / 5) * 5,
      test_date: addDays(today, -rng.int(15, 60)),
    });
  }
  return rows;
}

/** Turns NWEA on and loads the assessments and scores once (also into a demo district loaded before them). */
export async function ensureDemoThirdParty(db: Db, districtId: number, seed: number, now = Date.now()) {
  if ((await assessmentsOf(db, districtId)).length > 0) return false;
  const district = await db
    .selectFrom('districts')
    .select(['options', 'time_zone'])
    .where('district_id', '=', districtId)
    .executeTakeFirstOrThrow();
  const options = {
    ...DISTRICT_OPTION_DEFAULTS,
    ...readDistrictOptions(district.options),
    nwea_enabled: true,
  };
  const students = await db
    .selectFrom('students')
    .select(['student_id', 'grade_id'])
    .where('district_id', '=', districtId)
    .orderBy('student_id')
    .execute();
  const today = localDay(now, district.time_zone);
  await withTransaction(db, async (trx) => {
    await trx
      .updateTable('districts')
      .set({ options: JSON.stringify(options) })
      .where('district_id', '=', districtId)
      .execute();
    await insertAssessments(trx, [
      { district_id: districtId, assessment_id: 1, name: 'NWEA', active: true, created_at: now },
      { district_id: districtId, assessment_id: 2, name: 'QUANTILE', active: true, created_at: now },
    ]);
    await insertScores(
      trx,
      students.flatMap((student) => demoScoresOf(districtId, seed, student, today)),
    );
  });
  return true;
}
