/**
 * THE invalidation rule, in one place: the counts of the writes this process made or heard of, per table, per
 * district and per place in a district. A cache entry records the version of the tables it read (a sum of
 * counts, which only grow), taken before reading, and is used only while it has not moved.
 *
 * - A write declared for one district (`withTransaction(db, work, { districtId })`: the writer names the district
 *   whose rows it changes, as the ingest key or the actor's district) moves the counts of that district only, so
 *   an entry read for another district stays; an entry read for no district in particular sees every write.
 * - A write declared for some places of its district as well (`places`: an ingest batch names its students, the
 *   classrooms they are enrolled in and those classrooms' schools) moves the district-wide entries and the
 *   entries read for one of those places; an entry read for another place of the district (another classroom's
 *   students list) stays. A district write without places reaches every entry of the district.
 * - A write with no declared district, to a global table (db/global-tables.ts) or that cannot be placed (DDL,
 *   SET, an unknown raw statement) moves every entry of its tables or, for the last kind, every entry at all.
 * - A read that can be brought up to date student by student (a list of many students, reports/lists/kept-lists.ts)
 *   is told which students the district's placed writes changed since it was made (`studentsWrittenSince`) and
 *   re-reads only their rows; any other write of its tables has it made again.
 */
import { isGlobalTable } from './global-tables.js';

/**
 * Where in a district a write lands or a read looks: one student's rows, the rows of the students enrolled in a
 * classroom, or of those enrolled in a classroom of a school.
 */
export type Place = `student:${number}` | `classroom:${number}` | `school:${number}`;

/** What one write changed: its tables (null: it may have changed anything), its district and places, when declared. */
export interface TableWrite {
  tables: readonly string[] | null;
  districtId: number | null;
  /** Only with a district: the places of the district it changed (none given: anywhere in the district). */
  places?: readonly Place[];
}

/**
 * The one place a read of a district's members is confined to, from its filter: the student when it names one,
 * else the classroom, else the school; undefined when the read spans the district.
 */
export function placeOf(filter: {
  studentId?: number;
  classroomId?: number;
  schoolId?: number;
}): Place | undefined {
  if (filter.studentId !== undefined) return `student:${filter.studentId}`;
  if (filter.classroomId !== undefined) return `classroom:${filter.classroomId}`;
  if (filter.schoolId !== undefined) return `school:${filter.schoolId}`;
  return undefined;
}

interface DistrictCounts {
  /** Every write of the district, placed or not: what district-wide entries see. */
  all: Map<string, number>;
  /** The district's writes without places: what every entry of the district sees. */
  unplaced: Map<string, number>;
  /** The district's placed writes per place, whatever their tables (an entry read for a place sees them all). */
  placed: Map<Place, number>;
  /** The latest placed writes, oldest first, for reads kept up to date per student (`studentsWrittenSince`). */
  log: PlacedWrite[];
  /** How many placed writes of the district came before `log[0]`. */
  logStart: number;
}

/** One placed write as the per-student reads need it: its tables and the students among its places. */
interface PlacedWrite {
  tables: readonly string[];
  students: readonly number[];
}

/** Placed writes kept per district; a read kept per student that falls further behind is made again. */
const LOG_LIMIT = 2_048;

/** Writes of tables whose district is not known. */
const unscoped = new Map<string, number>();
/** Writes declared for a district, per table over all districts, and per district. */
const anyDistrict = new Map<string, number>();
const byDistrict = new Map<number, DistrictCounts>();
/** Moves on writes to unknown tables; part of every version. */
let everything = 0;
/** Moves on every write. */
let sequence = 0;
/**
 * Tables a reused response (RouteDefinition `reuse`) never reads: sign-ins, the audit trail and the dashboard's own
 * page views are written while people read reports, and change none of them.
 */
const UNREPORTED_TABLES: ReadonlySet<string> = new Set(['sessions', 'audit_log', 'analytics_events']);
/** Writes not confined to one district's rows (no district declared, a global table, anything at all). */
let unconfined = 0;
/** Writes declared for a district, whatever their tables, by district. */
const districtWrites = new Map<number, number>();

const add = (map: Map<string, number>, table: string) => map.set(table, (map.get(table) ?? 0) + 1);

function countsOf(districtId: number): DistrictCounts {
  let counts = byDistrict.get(districtId);
  if (!counts)
    byDistrict.set(
      districtId,
      (counts = { all: new Map(), unplaced: new Map(), placed: new Map(), log: [], logStart: 0 }),
    );
  return counts;
}

/** Moves `districtVersion` for a write that could change a reused response. */
function noteDistrictWrite({ tables, districtId }: TableWrite) {
  if (tables !== null && tables.every((table) => UNREPORTED_TABLES.has(table))) return;
  if (districtId !== null) districtWrites.set(districtId, (districtWrites.get(districtId) ?? 0) + 1);
  if (districtId === null || tables === null || tables.some(isGlobalTable)) unconfined++;
}

/** Moves the counts of a write: of this process, or announced by another one. */
export function noteWrite(write: TableWrite) {
  sequence++;
  noteDistrictWrite(write);
  if (write.tables === null) {
    everything++;
    return;
  }
  for (const table of write.tables) {
    if (write.districtId === null || isGlobalTable(table)) {
      add(unscoped, table);
      continue;
    }
    add(anyDistrict, table);
    const counts = countsOf(write.districtId);
    add(counts.all, table);
    if (write.places === undefined) add(counts.unplaced, table);
  }
  if (write.districtId !== null && write.places !== undefined) {
    const counts = countsOf(write.districtId);
    for (const place of new Set(write.places)) counts.placed.set(place, (counts.placed.get(place) ?? 0) + 1);
    logPlacedWrite(counts, write.tables, write.places);
  }
}

function logPlacedWrite(counts: DistrictCounts, tables: readonly string[], places: readonly Place[]) {
  const students = places.filter((p) => p.startsWith('student:')).map((p) => Number(p.slice(8)));
  counts.log.push({ tables, students });
  if (counts.log.length > LOG_LIMIT) {
    const dropped = counts.log.length - LOG_LIMIT / 2;
    counts.log.splice(0, dropped);
    counts.logStart += dropped;
  }
}

/**
 * The version of some tables as read for `districtId` (or for every district when it is not given), and within
 * it for `place` (or the whole district): equal versions mean no write that could change such a read happened.
 */
export function tablesVersion(tables: readonly string[], districtId?: number, place?: Place): number {
  let version = everything;
  const counts = districtId === undefined ? undefined : byDistrict.get(districtId);
  for (const table of tables) {
    version += unscoped.get(table) ?? 0;
    if (districtId === undefined) version += anyDistrict.get(table) ?? 0;
    else if (place === undefined) version += counts?.all.get(table) ?? 0;
    else version += counts?.unplaced.get(table) ?? 0;
  }
  if (place !== undefined) version += counts?.placed.get(place) ?? 0;
  return version;
}

/**
 * Moves on every write that could change what a reused response read of `districtId`'s rows, whatever the table or
 * place: the district's own writes and those not confined to one district, but for UNREPORTED_TABLES
 * (http/response-reuse.ts).
 */
export function districtVersion(districtId: number): number {
  return unconfined + (districtWrites.get(districtId) ?? 0);
}

/** Moves on every write (a cheap check before recomputing a version). */
export const writeSequence = () => sequence;

/** Where a district's writes stood when a read kept per student was made (`writeMark`). */
export interface WriteMark {
  /** The version of the read's tables without the district's placed writes. */
  version: number;
  /** How many placed writes the district had. */
  placed: number;
}

/** The mark of a read of `tables` over `districtId`'s rows, taken before reading. */
export function writeMark(tables: readonly string[], districtId: number): WriteMark {
  const counts = byDistrict.get(districtId);
  let version = everything;
  for (const table of tables) version += (unscoped.get(table) ?? 0) + (counts?.unplaced.get(table) ?? 0);
  return { version, placed: counts ? counts.logStart + counts.log.length : 0 };
}

/**
 * For a read of `tables` over a district that can be brought up to date student by student (re-reading their
 * rows of `perStudent`): the students whose rows placed writes changed since `mark`, and the mark now. Null when
 * it must be made again: a write since then that was not placed, a placed one of another table it reads, or
 * placed writes no longer kept.
 */
export function studentsWrittenSince(
  tables: readonly string[],
  perStudent: readonly string[],
  districtId: number,
  mark: WriteMark,
): { students: Set<number>; mark: WriteMark } | null {
  const now = writeMark(tables, districtId);
  const counts = byDistrict.get(districtId);
  if (now.version !== mark.version || (counts?.logStart ?? 0) > mark.placed) return null;
  const students = new Set<number>();
  for (const write of counts?.log.slice(mark.placed - counts.logStart) ?? []) {
    if (!write.tables.some((t) => tables.includes(t))) continue;
    if (write.tables.some((t) => tables.includes(t) && !perStudent.includes(t))) return null;
    for (const id of write.students) students.add(id);
  }
  return { students, mark: now };
}
