/**
 * The classroom's grade proficiency table (spec §2 "Grade proficiency table", §3): every student of the classroom
 * with their completion of each grade level K–8, read from one set-based read of the classroom's progress.
 */
import { GRADE_K, PROFICIENCY_TABLE_MAX_GRADE } from '@dash/contracts';
import type { Actor } from '../../accounts/actor.js';
import type { DbOrTrx } from '../../db/database.js';
import { periodEnvelope, untilToday } from '../shared/report-envelope.js';
import { classroomBase, withStates } from './classroom-view.js';
import { levelInfo } from './curriculum-view.js';
import { closestLevel } from './standards-rules.js';
import { studentCompletionOf, studentInfo } from './student-progress.js';

/** Students × grade levels K–8 of the classroom's academic standard, with the grade to centre the window on. */
export async function getClassroomProficiency(
  db: DbOrTrx,
  actor: Actor,
  classroomId: number,
  query: { ast?: string },
  now = Date.now(),
) {
  // No level scope: the classroom's progress on every standard, in one query for all its students.
  const view = await withStates(db, actor, await classroomBase(db, actor, classroomId, query));
  const { curriculum } = view;
  const levels = curriculum.tree.levels.filter(
    (level) => level.grade_id >= GRADE_K && level.grade_id <= PROFICIENCY_TABLE_MAX_GRADE,
  );
  const standardsByLevel = levels.map((level) => curriculum.standardsOfLevel(level.level_id));
  const students = view.students.map((student) => {
    const states = view.states.get(student.student_id)!;
    return {
      ...studentInfo(student),
      cells: levels.map((level, column) => {
        const completion = studentCompletionOf(standardsByLevel[column]!, states);
        return { level_id: level.level_id, level_code: level.code, ...completion };
      }),
    };
  });
  return periodEnvelope(
    {
      classroom: { id: classroomId, grade: view.grade },
      default_level_id: closestLevel(levels, view.grade)?.level_id ?? null,
      levels: levels.map(levelInfo),
      students,
    },
    untilToday(actor, now),
  );
}
