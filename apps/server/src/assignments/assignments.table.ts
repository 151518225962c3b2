import type { Generated } from 'kysely';
import type { AssignmentStatus, AssignmentType, FocusType, StudentAssignmentStatus } from '@dash/contracts';

/** Row types of focus-lesson assignments (db/migrations/004_assignments.sql). */
export interface AssignmentTable {
  district_id: number;
  assignment_id: Generated<number>;
  classroom_id: number;
  assignment_type: AssignmentType;
  focus_type: FocusType;
  focus_id: number;
  lessons_assigned: number | null;
  start_date: string;
  end_date: string;
  status: AssignmentStatus;
  created_by: number;
  created_at: number;
  cancelled_at: number | null;
}

export interface StudentAssignmentTable {
  district_id: number;
  assignment_id: number;
  student_id: number;
  student_status: StudentAssignmentStatus;
  assigned_by: number;
  starting_percent: number;
  lessons_passed: number;
  time_spent_ms: number;
  struggling: boolean;
  last_activity_at: number | null;
}
