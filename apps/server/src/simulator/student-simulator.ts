/**
 * Plays one student's school year as activity records, deterministically from a seed. Students differ in
 * ability (pass rates) and engagement (how often they play in class, in the evening, at weekends and on
 * holidays); they work through their grade's standards, pause, fail, get stuck and struggle, come back to
 * stuck lessons later, earn certificates and badges, and follow their teacher's focus assignments. Before
 * their first lesson of the year a placement (800) credits what they already know (placement.ts).
 * Generation never depends on `until`, so a later `until` only adds records after the earlier ones.
 */
import { EVENT_CODES, type ActivityRecord } from '@dash/contracts';
import type { Catalogue } from '../curriculum/catalogue.js';
import { hashCode } from '../curriculum/lesson-plan.js';
import { SeededRandom } from '../demo/random.js';
import { addDays, type LocalClock } from '../learning/local-time.js';
import type { FocusAssignment } from './focus-plan.js';
import { placementOf } from './placement.js';
import { schoolCalendarFor, weekdayOf } from './school-calendar.js';

/** The fields of a record besides who, what and when. */
type RecordDetail = Omit<ActivityRecord, 'uid' | 'student_id' | 'event_code' | 'timestamp'>;

export interface SimClassroom {
  classroomId: number;
  gradeId: number;
}

export interface SimStudent {
  studentId: number;
  gradeId: number;
  classroomId: number;
}

const MINUTE = 60_000;

/** Mixes a seed with an id into a new 32-bit seed. */
export const mixSeed = (seed: number, id: number) => hashCode(`${seed}:${id}`);

/** The order a grade's lessons are met in: one standard at a time, taking the grade's domains in turn. */
export function learningPathOf(catalogue: Catalogue, gradeId: number): number[] {
  const levelId = Math.max(0, Math.min(8, gradeId));
  const domains = catalogue.domains.filter((d) => d.level_id === levelId);
  const queues = domains.map((domain) =>
    catalogue.standards
      .filter((s) => s.domain_id === domain.domain_id && s.parent_standard_id === null)
      .map((s) => s.standard_id),
  );
  const path: number[] = [];
  for (let round = 0; queues.some((q) => q.length > round); round++) {
    for (const queue of queues) {
      const standardId = queue[round];
      if (standardId === undefined) continue;
      for (const slot of catalogue.lessonSlots)
        if (slot.standard_id === standardId) path.push(slot.lesson_slot_id);
    }
  }
  return path;
}

/** Local wall-clock time (ms as if UTC) to an instant in the clock's zone. */
function instantOf(clock: LocalClock, wall: number): number {
  const guess = wall - (clock.wallClockOf(wall) - wall);
  return wall - (clock.wallClockOf(guess) - guess);
}

export interface SimulateStudentOptions {
  seed: number;
  clock: LocalClock;
  catalogue: Catalogue;
  /** Records up to this instant (inclusive). */
  until: number;
  /** First local day to play; defaults to the first school day of `until`'s school year. */
  from?: string;
  /** The class's math days (weekday numbers) and start time, shared by its students. */
  classSchedule: { weekdays: number[]; startMinute: number };
  /** The focus assignments this student is on (focus-plan.ts). */
  assignments: readonly FocusAssignment[];
}

/** The class's math schedule: two to four weekdays, at a time between 8:30 and 14:30. */
export function classScheduleOf(seed: number, classroomId: number) {
  const rng = new SeededRandom(mixSeed(seed ^ 0x2545f491, classroomId));
  const weekdays = [1, 2, 3, 4, 5].filter(() => rng.chance(0.5));
  while (weekdays.length < 2) weekdays.push(rng.int(1, 5));
  return { weekdays: [...new Set(weekdays)], startMinute: 8 * 60 + 30 + rng.int(0, 24) * 15 };
}

/** All records of one student up to `until`, in time order. */
export function simulateStudent(student: SimStudent, options: SimulateStudentOptions): ActivityRecord[] {
  const { clock, catalogue } = options;
  const rng = new SeededRandom(mixSeed(options.seed, student.studentId));
  const ability = rng.normal();
  const rarelyPlays = rng.chance(0.06);
  const attendClass = rarelyPlays ? 0.12 : Math.min(0.95, Math.max(0.25, 0.68 + 0.15 * rng.normal()));
  const homeEvenings = rarelyPlays ? 0.01 : Math.min(0.5, Math.max(0, 0.1 + 0.1 * rng.normal()));
  const homeWeekends = rarelyPlays ? 0.01 : Math.min(0.45, Math.max(0, 0.08 + 0.1 * rng.normal()));
  const sessionMinutes = Math.min(35, Math.max(10, 20 + 5 * rng.normal()));

  const path = learningPathOf(catalogue, student.gradeId);
  const passed = new Set<number>();
  const fails = new Map<number, number>();
  const groupsStarted = new Set<number>();
  const groupsStruggling = new Set<number>();
  const revisit: { slotId: number; afterLessons: number }[] = [];
  let cursor = 0;
  let lessonsPlayed = 0;
  let passes = 0;
  let seq = 0;
  const weekMinutes = new Map<string, number>();
  const badgeWeeks = new Set<string>();
  const records: ActivityRecord[] = [];
  const difficulty = (slotId: number) => ((hashCode(`d${slotId}`) % 100) / 100 - 0.5) * 1.2;

  const emit = (record: Omit<ActivityRecord, 'uid' | 'student_id'>) => {
    if (record.timestamp <= options.until)
      records.push({ uid: `sim-${student.studentId}-${++seq}`, student_id: student.studentId, ...record });
  };

  const nextSlot = (today: string): { slotId: number; assignmentId: number | null } | null => {
    const assigned = options.assignments.filter((a) => a.from <= today && today <= a.to);
    if (assigned.length > 0 && rng.chance(0.6))
      for (const assignment of assigned) {
        const slotId = (catalogue.slotsOfStandard.get(assignment.standardId) ?? []).find(
          (s) => !passed.has(s) && catalogue.slotById.get(s)!.standard_id === assignment.standardId,
        );
        if (slotId !== undefined) return { slotId, assignmentId: assignment.assignmentId };
      }
    for (let i = revisit.length - 1; i >= 0; i--) if (passed.has(revisit[i]!.slotId)) revisit.splice(i, 1);
    const due = revisit.findIndex((r) => r.afterLessons <= lessonsPlayed);
    if (due !== -1) return { slotId: revisit.splice(due, 1)[0]!.slotId, assignmentId: null };
    while (cursor < path.length && passed.has(path[cursor]!)) cursor++;
    if (cursor < path.length) return { slotId: path[cursor]!, assignmentId: null };
    const review = path.find((s) => !passed.has(s));
    return review === undefined ? null : { slotId: review, assignmentId: null };
  };

  const playSession = (today: string, startWall: number, minutes: number) => {
    let t = instantOf(clock, startWall);
    /** A record the product sends `seconds` after the play that led to it. */
    const followUp = (event_code: ActivityRecord['event_code'], seconds: number, detail: RecordDetail) =>
      emit({ event_code, timestamp: t + seconds * 1000, ...detail });
    const end = t + Math.round(minutes * MINUTE);
    const weekKey = addDays(today, -weekdayOf(today));
    while (t < end - 3 * MINUTE) {
      const choice = nextSlot(today);
      if (!choice) return;
      const { slotId, assignmentId } = choice;
      const slot = catalogue.slotById.get(slotId)!;
      const extra = assignmentId === null ? {} : { assignment_id: assignmentId };
      if (!groupsStarted.has(slot.lesson_group_id)) {
        groupsStarted.add(slot.lesson_group_id);
        emit({
          event_code: EVENT_CODES.GROUP_IN_PROGRESS,
          timestamp: t,
          lesson_group_id: slot.lesson_group_id,
        });
        t += 1000;
      }
      emit({ event_code: EVENT_CODES.LESSON_OPENED, timestamp: t, lesson_slot_id: slotId, ...extra });
      const length = Math.round(Math.min(20, Math.max(4, 9 + 3 * rng.normal())) * MINUTE);
      const pauses = t + length > end + 4 * MINUTE || rng.chance(0.06);
      const played = pauses ? Math.max(MINUTE, Math.min(length, end - t)) : length;
      t += played;
      weekMinutes.set(weekKey, (weekMinutes.get(weekKey) ?? 0) + played / MINUTE);
      if (pauses) {
        emit({
          event_code: EVENT_CODES.LESSON_PAUSED,
          timestamp: t,
          lesson_slot_id: slotId,
          total_lesson_time: played,
          ...extra,
        });
        return;
      }
      lessonsPlayed++;
      const priorFails = fails.get(slotId) ?? 0;
      const phaseBoost = slot.phase.startsWith('Early') ? 0.6 : slot.phase.startsWith('Fluency') ? -0.3 : 0.1;
      const logit = 0.9 + 1.1 * ability + phaseBoost - difficulty(slotId) + 0.7 * priorFails;
      const isPass = rng.next() < 1 / (1 + Math.exp(-logit));
      emit({
        event_code: EVENT_CODES.LESSON_COMPLETED,
        timestamp: t,
        lesson_slot_id: slotId,
        lesson_passed: isPass,
        total_lesson_time: played,
        ...extra,
      });
      if (isPass) {
        passed.add(slotId);
        passes++;
        const standardSlots = catalogue.slotsOfStandard.get(slot.standard_id) ?? [];
        if (standardSlots.every((s) => passed.has(s)))
          followUp(EVENT_CODES.STANDARD_COMPLETED, 1, { standard_id: slot.standard_id });
        const groupSlots = catalogue.slotsOfGroup.get(slot.lesson_group_id) ?? [];
        if (groupSlots.every((s) => passed.has(s)))
          followUp(EVENT_CODES.LESSON_GROUP_COMPLETED, 2, { lesson_group_id: slot.lesson_group_id });
        if (passes % 15 === 0) followUp(EVENT_CODES.CERTIFICATE, 3, { label: 'Certificate of Achievement' });
        groupsStruggling.delete(slot.lesson_group_id);
      } else {
        const count = priorFails + 1;
        fails.set(slotId, count);
        if (count === 3) followUp(EVENT_CODES.LESSON_STRUGGLING, 1, { lesson_slot_id: slotId });
        if (count === 4 && !groupsStruggling.has(slot.lesson_group_id)) {
          groupsStruggling.add(slot.lesson_group_id);
          followUp(EVENT_CODES.GROUP_STRUGGLING, 2, { lesson_group_id: slot.lesson_group_id });
        }
        // Stuck: the product moves on and brings the lesson back a few lessons later.
        if (count >= 2) {
          if (path[cursor] === slotId) cursor++;
          if (!revisit.some((r) => r.slotId === slotId))
            revisit.push({ slotId, afterLessons: lessonsPlayed + 2 + rng.int(0, 3) });
        }
      }
      if ((weekMinutes.get(weekKey) ?? 0) >= 60 && !badgeWeeks.has(weekKey)) {
        badgeWeeks.add(weekKey);
        followUp(EVENT_CODES.BADGE, 4, { label: 'Weekly Goal' });
      }
      t += (20 + rng.int(0, 40)) * 1000;
    }
  };

  const untilDay = clock.dateOf(options.until);
  const calendar = schoolCalendarFor(untilDay);
  const wallOf = (day: string, minute: number) => Date.parse(`${day}T00:00:00Z`) + minute * MINUTE;
  // Placement on the first school day, half an hour before the class's math time: a record per whole standard
  // of the earlier grades, then per slot.
  const placement = placementOf(
    catalogue,
    student.gradeId,
    ability,
    new SeededRandom(mixSeed(options.seed ^ 0x1b873593, student.studentId)),
  );
  if (options.from === undefined || options.from <= calendar.firstDay) {
    const at = instantOf(clock, wallOf(calendar.firstDay, options.classSchedule.startMinute - 30));
    const credits = [
      ...placement.standards.map((standardId) => ({ standard_id: standardId })),
      ...placement.slots.map((slotId) => ({ lesson_slot_id: slotId })),
    ];
    credits.forEach((credit, i) =>
      emit({ event_code: EVENT_CODES.PLACEMENT, timestamp: at + i * 1000, lesson_passed: true, ...credit }),
    );
  }
  for (const standardId of placement.standards)
    for (const slotId of catalogue.slotsOfStandard.get(standardId)!) passed.add(slotId);
  for (const slotId of placement.slots) passed.add(slotId);
  for (let day = options.from ?? calendar.firstDay; day <= untilDay; day = addDays(day, 1)) {
    const kind = schoolCalendarFor(day).kindOf(day);
    if (kind === 'school') {
      if (options.classSchedule.weekdays.includes(weekdayOf(day)) && rng.chance(attendClass)) {
        playSession(
          day,
          wallOf(day, options.classSchedule.startMinute + rng.int(0, 6)),
          sessionMinutes * (0.8 + 0.4 * rng.next()),
        );
      }
      if (rng.chance(homeEvenings))
        playSession(day, wallOf(day, 16 * 60 + 30 + rng.int(0, 240)), 8 + rng.int(0, 22));
    } else if (kind === 'weekend') {
      if (rng.chance(homeWeekends))
        playSession(day, wallOf(day, 10 * 60 + rng.int(0, 540)), 10 + rng.int(0, 30));
    } else if (kind === 'holiday') {
      if (rng.chance(homeWeekends * 0.7))
        playSession(day, wallOf(day, 10 * 60 + rng.int(0, 480)), 10 + rng.int(0, 25));
    } else if (rng.chance(homeWeekends * 0.2)) {
      playSession(day, wallOf(day, 10 * 60 + rng.int(0, 480)), 10 + rng.int(0, 20));
    }
  }
  return records;
}
