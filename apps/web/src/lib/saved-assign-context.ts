/**
 * The saved assignment context (spec §2 "Clicking a student stores it in the saved assignment context"): the
 * student a teacher last opened from a classroom's proficiency table, kept for the browser tab under one key,
 * so assign mode on that classroom starts with the student chosen.
 */

const KEY = 'assign.savedContext';

/** Where the context lives: the tab's sessionStorage (a parameter for tests). */
type Store = Pick<Storage, 'getItem' | 'setItem'>;

export interface SavedAssignContext {
  districtId: number;
  classroomId: number;
  studentIds: number[];
}

const sessionStore = (): Store | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

/** Keeps `studentId` of the classroom as the saved context, replacing any other. */
export function saveAssignStudent(
  context: { districtId: number; classroomId: number; studentId: number },
  store: Store | null = sessionStore(),
): void {
  const saved: SavedAssignContext = {
    districtId: context.districtId,
    classroomId: context.classroomId,
    studentIds: [context.studentId],
  };
  store?.setItem(KEY, JSON.stringify(saved));
}

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/** The students saved for this classroom; none when the context names another classroom or is unreadable. */
export function savedAssignStudents(
  districtId: number,
  classroomId: number,
  store: Store | null = sessionStore(),
): number[] {
  try {
    const saved = JSON.parse(store?.getItem(KEY) ?? 'null') as Partial<SavedAssignContext> | null;
    if (saved?.districtId !== districtId || saved.classroomId !== classroomId) return [];
    return Array.isArray(saved.studentIds) ? saved.studentIds.filter(isId) : [];
  } catch {
    return [];
  }
}
