/**
 * Makes the live stream follow the assignments teachers create while it runs (`simulate:live`): the simulated
 * year only knows its own planned focus assignments, so before each batch the stream asks the server which
 * lessons each student should play (GET /api/v1/assignments/active_lessons, the math product's call) and
 * retargets a student's next plays to the lessons of a newly assigned focus, carrying its assignment id — as
 * the math product does when it offers assigned lessons first. Pass, fail and time stay the simulator's own.
 */
import { EVENT_CODES, LESSON_EVENT_CODES, type ActiveLessons, type ActivityRecord } from '@dash/contracts';

type StudentLessons = { student_id: number; assignments: ActiveLessons[] };

export interface LiveAssignments {
  /** Replaces what the server says each student has to play. */
  update(students: readonly StudentLessons[]): void;
  /** The batch with plays of students on a live assignment moved onto its lessons. */
  retarget(records: readonly ActivityRecord[]): ActivityRecord[];
}

/** `plannedIds` are the simulated year's own assignments, which its plays already follow. */
export function createLiveAssignments(plannedIds: ReadonlySet<number>): LiveAssignments {
  let current = new Map<number, ActiveLessons>();
  /** Lessons passed in the stream since the server last answered, by student. */
  const passedSince = new Map<number, Set<number>>();
  /** A play in progress: the planned lesson's slot → the assigned slot played instead, by student. */
  const playing = new Map<string, number>();

  const lessonFor = (studentId: number, assignment: ActiveLessons) => {
    const passed = passedSince.get(studentId) ?? new Set<number>();
    if (
      assignment.lessons_assigned !== null &&
      assignment.lessons_passed + passed.size >= assignment.lessons_assigned
    )
      return undefined;
    return assignment.lesson_slot_ids.find((slotId) => !passed.has(slotId));
  };

  return {
    update(students) {
      current = new Map();
      passedSince.clear();
      for (const student of students) {
        const live = student.assignments.find((a) => !plannedIds.has(a.assignment_id));
        if (live) current.set(student.student_id, live);
      }
    },
    retarget(records) {
      return records.map((record) => {
        const assignment = current.get(record.student_id);
        if (!assignment || record.assignment_id != null || record.lesson_slot_id == null) return record;
        if (!LESSON_EVENT_CODES.includes(record.event_code)) return record;
        // An opened lesson takes the next assigned one; its pause, completion and follow-ups keep it.
        const key = `${record.student_id}:${record.lesson_slot_id}`;
        const opens = record.event_code === EVENT_CODES.LESSON_OPENED;
        const slotId = (opens ? undefined : playing.get(key)) ?? lessonFor(record.student_id, assignment);
        if (slotId === undefined) return record;
        playing.set(key, slotId);
        if (record.event_code === EVENT_CODES.LESSON_COMPLETED && record.lesson_passed) {
          const passed = passedSince.get(record.student_id) ?? new Set<number>();
          passedSince.set(record.student_id, passed.add(slotId));
        }
        const { lesson_group_id: _, ...rest } = record;
        return { ...rest, lesson_slot_id: slotId, assignment_id: assignment.assignment_id };
      });
    },
  };
}
