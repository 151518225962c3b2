/**
 * The plan of a simulated district's school year: its students, each classroom's focus assignments, and each
 * student's records, all made deterministically from the roster, a seed and "now" (no database).
 */
import type { ActivityRecord } from '@dash/contracts';
import { getCatalogue } from '../curriculum/catalogue.js';
import { createLocalClock } from '../learning/local-time.js';
import { assignmentsOfStudent, focusAssignmentsOf, type FocusAssignment } from './focus-plan.js';
import { schoolCalendarFor } from './school-calendar.js';
import { classScheduleOf, simulateStudent, type SimStudent } from './student-simulator.js';

/** What a simulation is made from: the roster's students, the district's time zone, a seed and "now". */
export interface SimulationInput {
  districtId: number;
  students: SimStudent[];
  timeZone: string;
  seed: number;
  now: number;
}

export interface SimulationPlan {
  timeZone: string;
  students: SimStudent[];
  /** Builds the records of one student up to `until`. */
  recordsOf(student: SimStudent, until: number): ActivityRecord[];
  /** Each classroom's students and focus assignments over the school year (each with the students it is for). */
  classrooms(): { classroomId: number; students: SimStudent[]; assignments: FocusAssignment[] }[];
}

/** One entry per student (the first classroom), ordered by student id. */
export function simStudentsOf(
  rows: readonly { student_id: number; grade_id: number; classroom_id: number }[],
): SimStudent[] {
  const students = new Map<number, SimStudent>();
  for (const row of [...rows].sort(
    (a, b) => a.student_id - b.student_id || a.classroom_id - b.classroom_id,
  )) {
    if (!students.has(row.student_id))
      students.set(row.student_id, {
        studentId: row.student_id,
        gradeId: row.grade_id,
        classroomId: row.classroom_id,
      });
  }
  return [...students.values()];
}

/** Prepares the per-student simulation of a district's school year (the one `now` falls in). */
export function planSimulation(input: {
  students: SimStudent[];
  timeZone: string;
  seed: number;
  now: number;
}): SimulationPlan {
  const { seed } = input;
  const clock = createLocalClock(input.timeZone);
  const catalogue = getCatalogue();
  const calendar = schoolCalendarFor(clock.dateOf(input.now));
  const studentsOf = new Map<number, number[]>();
  for (const student of input.students) {
    const ids = studentsOf.get(student.classroomId);
    if (ids) ids.push(student.studentId);
    else studentsOf.set(student.classroomId, [student.studentId]);
  }
  const perClassroom = new Map<
    number,
    { schedule: ReturnType<typeof classScheduleOf>; assignments: FocusAssignment[] }
  >();
  const classroomOf = (student: SimStudent) => {
    let entry = perClassroom.get(student.classroomId);
    if (!entry) {
      entry = {
        schedule: classScheduleOf(seed, student.classroomId),
        assignments: focusAssignmentsOf(
          catalogue,
          { classroomId: student.classroomId, gradeId: student.gradeId },
          studentsOf.get(student.classroomId)!,
          seed,
          calendar,
        ),
      };
      perClassroom.set(student.classroomId, entry);
    }
    return entry;
  };
  return {
    timeZone: input.timeZone,
    students: input.students,
    classrooms() {
      const studentsIn = new Map<number, SimStudent[]>();
      for (const student of input.students) {
        const students = studentsIn.get(student.classroomId);
        if (students) students.push(student);
        else studentsIn.set(student.classroomId, [student]);
      }
      return [...studentsIn].map(([classroomId, students]) => ({
        classroomId,
        students,
        assignments: classroomOf(students[0]!).assignments,
      }));
    },
    recordsOf(student, until) {
      const { schedule, assignments } = classroomOf(student);
      return simulateStudent(student, {
        seed,
        clock,
        catalogue,
        until,
        classSchedule: schedule,
        assignments: assignmentsOfStudent(assignments, student.studentId),
      });
    },
  };
}
