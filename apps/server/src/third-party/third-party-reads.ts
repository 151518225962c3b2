/** What the third-party assign forms read: the district's assessments, academic mappings, students' scores. */
import {
  ACADEMIC_STANDARD_CATALOGUE,
  type AcademicMappingType,
  type StudentThirdPartyScores,
} from '@dash/contracts';
import type { Db } from '../db/database.js';
import * as repository from './third-party.repository.js';
import { NWEA_SCORE_RANGES, QUANTILE_MEASURES, levelOfStudentGrade } from './score-mapping.js';

/** The district's assessments, each with the score ranges (NWEA) or measures (Quantile) its form offers. */
export async function assessmentsOfDistrict(db: Db, districtId: number) {
  const rows = await repository.assessmentsOf(db, districtId);
  return rows.map((row) => ({
    assessment_id: row.assessment_id,
    name: row.name,
    active: row.active,
    mappings: [...(row.name === 'NWEA' ? NWEA_SCORE_RANGES : QUANTILE_MEASURES)],
  }));
}

/** Spec §3 academic mapping: the program, the academic standards and the third-party assessments. */
const ACADEMIC_MAPPINGS: { name: string; shortDesc: string; type: AcademicMappingType }[] = [
  { name: 'math', shortDesc: 'Adaptive math lessons, kindergarten to grade 8', type: 'PROGRAM' },
  ...ACADEMIC_STANDARD_CATALOGUE.map((standard) => ({
    name: standard.name,
    shortDesc: standard.title,
    type: 'STANDARD' as const,
  })),
  {
    name: 'NWEA',
    shortDesc: 'NWEA MAP Growth mathematics (RIT scores by domain)',
    type: 'THIRD_PARTY_ASSESSMENT',
  },
  {
    name: 'QUANTILE',
    shortDesc: 'The Quantile Framework for Mathematics (Quantile measures)',
    type: 'THIRD_PARTY_ASSESSMENT',
  },
];

export const academicMappingsOf = (type: AcademicMappingType | undefined) =>
  ACADEMIC_MAPPINGS.filter((mapping) => type === undefined || mapping.type === type);

/** The students of a classroom with their grade and latest NWEA RIT per domain and Quantile measure. */
export async function classroomScores(db: Db, districtId: number, classroomId: number) {
  const students = await repository.classroomStudents(db, districtId, classroomId);
  const scores = await repository.scoresOf(
    db,
    districtId,
    students.map((s) => s.student_id),
  );
  return students.map((student): StudentThirdPartyScores => {
    const own = scores.filter((s) => s.student_id === student.student_id);
    const quantile = own.find((s) => s.assessment_name === 'QUANTILE');
    return {
      user_id: student.student_id,
      first_name: student.first_name,
      last_name: student.last_name,
      grade_id: student.grade_id,
      level_id: levelOfStudentGrade(student.grade_id),
      nwea: own
        .filter((s) => s.assessment_name === 'NWEA')
        .map((s) => ({ domain_id: s.domain_id, rit: s.score, test_date: s.test_date })),
      quantile: quantile ? { measure: quantile.score, test_date: quantile.test_date } : null,
    };
  });
}
