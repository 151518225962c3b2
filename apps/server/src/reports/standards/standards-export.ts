/**
 * The classroom standards exports (spec §7 "Export"): the grid of a grade level — a row per student, a column per
 * standard with the percent complete, each cell coloured by its status in the workbook — and a key of the
 * standards with the class average and the students per status. Read through the grid report itself, so the
 * files hold the screen's figures.
 */
import {
  PROFICIENCY_STATUSES,
  REPORT_PAGE_SIZE,
  localeForCountry,
  type ClassroomStandardsQuery,
  type ProficiencyStatus,
} from '@dash/contracts';
import type { Actor } from '../../accounts/actor.js';
import type { DbOrTrx } from '../../db/database.js';
import { labelOf } from '../shared/labels.js';
import type { Sheet } from '../shared/xlsx.js';
import { getClassroomGrid } from './classroom-standards.service.js';

/** Fill of a percent cell by its status, as the screen's legend colours them (ARGB). */
const STATUS_FILL: Record<ProficiencyStatus, string | undefined> = {
  NOT_STARTED: undefined,
  NEEDS_ATTENTION: 'FFF8D7DA',
  IN_PROGRESS: 'FFFFF3CD',
  PROFICIENT: 'FFD4EDDA',
};

const STATUS_LABEL: Record<ProficiencyStatus, string> = {
  NOT_STARTED: 'proficiency.notStarted',
  NEEDS_ATTENTION: 'proficiency.needsAttention',
  IN_PROGRESS: 'proficiency.inProgress',
  PROFICIENT: 'proficiency.proficient',
};

/** The grid sheet and the standards key of a classroom's grade level, in the district's language. */
export async function classroomStandardsSheets(
  db: DbOrTrx,
  actor: Actor,
  classroomId: number,
  query: ClassroomStandardsQuery,
  selfPath: string,
): Promise<{ name: string; grid: Sheet; key: Sheet }> {
  const locale = localeForCountry(actor.district.country);
  const label = (key: string) => labelOf(locale, key);
  const { data } = await getClassroomGrid(
    db,
    actor,
    classroomId,
    { ...query, page: 1, size: REPORT_PAGE_SIZE },
    selfPath,
  );
  const codes = data.standards.map((s) => s.code);
  const statuses = data.students.map((student) => student.standards.map((s) => s.proficiency_status));
  const grid: Sheet = {
    name: label('standards.export.students'),
    headers: [label('report.column.firstName'), label('report.column.lastName'), ...codes],
    rows: data.students.map((student) => [
      student.firstName,
      student.lastName,
      ...student.standards.map((s) => s.percent_complete),
    ]),
    fillOf: (row, column) => (column < 2 ? undefined : STATUS_FILL[statuses[row]![column - 2]!]),
  };
  const key: Sheet = {
    name: label('standards.export.key'),
    headers: [
      label('standards.export.standard'),
      label('standards.export.description'),
      label('standards.export.classAverage'),
      ...PROFICIENCY_STATUSES.map((status) => label(STATUS_LABEL[status])),
    ],
    rows: data.standards.map((s) => [
      s.code,
      s.short_description,
      s.percent_complete,
      ...PROFICIENCY_STATUSES.map((status) => s.totals[status]),
    ]),
  };
  return { name: `standards-${classroomId}-${data.level.code}`, grid, key };
}
