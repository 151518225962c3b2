import type { ThirdPartyAssessmentName } from '@dash/contracts';

/** Row types of third-party assessments (db/migrations/005_third_party_assessments.sql). */
export interface ThirdPartyAssessmentTable {
  district_id: number;
  assessment_id: number;
  name: ThirdPartyAssessmentName;
  active: boolean;
  created_at: number;
}

export interface StudentAssessmentScoreTable {
  district_id: number;
  student_id: number;
  assessment_name: ThirdPartyAssessmentName;
  /** 0 for a Quantile measure (the whole of mathematics). */
  domain_id: number;
  score: number;
  test_date: string;
}

export interface ThirdPartyAssignmentStudentTable {
  district_id: number;
  assignment_id: number;
  student_id: number;
  assessment_name: ThirdPartyAssessmentName;
  domain_id: number;
  score_low: number;
  score_high: number;
}

export interface ThirdPartyTables {
  third_party_assessments: ThirdPartyAssessmentTable;
  student_assessment_scores: StudentAssessmentScoreTable;
  third_party_assignment_students: ThirdPartyAssignmentStudentTable;
}
