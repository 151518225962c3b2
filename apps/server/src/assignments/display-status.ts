import {
  assignmentKindOf,
  PROFICIENT_PERCENT,
  type AssignmentDisplayStatus,
  type AssignmentStatus,
  type AssignmentType,
} from '@dash/contracts';

interface AssignmentFacts {
  status: AssignmentStatus;
  assignment_type: AssignmentType;
  end_date: string;
  lessons_assigned: number | null;
}

/** How one student's assignment reads (spec §3 display statuses). */
export function displayStatusOf(
  row: AssignmentFacts,
  student: {
    student_status: string | null;
    current_percent: number;
    lessons_passed: number;
    /** Focus lessons the student has not passed yet (a spot check with none left is completed); null: not read. */
    lessons_left: number | null;
  },
  today: string,
): AssignmentDisplayStatus {
  const completed = student.student_status?.startsWith('COMPLETE') === true;
  // A student who completed it before it was cancelled keeps what they achieved.
  if ((row.status === 'CANCELLED' && !completed) || student.student_status === 'REMOVED') return 'stopped';
  const finished = completed || row.end_date < today;
  if (assignmentKindOf(row.assignment_type) === 'spot') {
    if (student.lessons_passed >= (row.lessons_assigned ?? 0) || student.lessons_left === 0)
      return 'completed_all';
    return finished ? 'goal_not_reached' : 'in_progress';
  }
  if (student.current_percent >= PROFICIENT_PERCENT) return 'goal_reached';
  return finished ? 'goal_not_reached' : 'in_progress';
}
