/**
 * Reads a OneRoster 1.1 CSV bundle (orgs, users, classes, enrollments; sourcedId as the source id). Columns of the
 * 1.1 standard are allowed even when unused, as are `metadata.*` extension columns; anything else is refused.
 * Used: orgs of type school; users with role student or teacher; classes; enrollments of students (a class's
 * teacher is its primary teacher enrollment, else its first). Rows marked `tobedeleted` are left out: an upload
 * never deletes.
 */
import type { OneRosterFile } from '@dash/contracts';
import { readCsvTable, type CsvRow, type CsvTable } from './csv-table.js';
import { gradeOf, missingOf } from './dashboard-csv.js';
import { emptyRecords, type UploadRecords } from './roster-records.js';

const COMMON = ['sourcedId', 'status', 'dateLastModified'];
const COLUMNS: Record<OneRosterFile, { known: string[]; required: string[] }> = {
  'orgs.csv': {
    known: [...COMMON, 'name', 'type', 'identifier', 'parentSourcedId'],
    required: ['sourcedId', 'name', 'type'],
  },
  'users.csv': {
    known: [
      ...COMMON,
      ...['enabledUser', 'orgSourcedIds', 'role', 'username', 'userIds', 'givenName', 'familyName'],
      ...['middleName', 'identifier', 'email', 'sms', 'phone', 'agentSourcedIds', 'grades', 'password'],
    ],
    required: ['sourcedId', 'orgSourcedIds', 'role', 'username', 'givenName', 'familyName'],
  },
  'classes.csv': {
    known: [
      ...COMMON,
      ...['title', 'grades', 'courseSourcedId', 'classCode', 'classType', 'location', 'schoolSourcedId'],
      ...['termSourcedIds', 'subjects', 'subjectCodes', 'periods'],
    ],
    required: ['sourcedId', 'title', 'schoolSourcedId'],
  },
  'enrollments.csv': {
    known: [
      ...COMMON,
      ...['classSourcedId', 'schoolSourcedId', 'userSourcedId', 'role', 'primary', 'beginDate', 'endDate'],
    ],
    required: ['sourcedId', 'classSourcedId', 'userSourcedId', 'role'],
  },
};

function table(files: Map<string, Uint8Array>, name: OneRosterFile): CsvTable {
  const rules = COLUMNS[name];
  const known = new Set(rules.known);
  return readCsvTable(name, files.get(name)!, {
    known: (column) => known.has(column) || column.startsWith('metadata.'),
    required: rules.required,
  });
}

const live = (row: CsvRow) => row.get('status').toLowerCase() !== 'tobedeleted';
const base = (file: string, row: CsvRow) => ({ file, line: row.line, sourceId: row.get('sourcedId') });

/** A class's teacher: its primary teacher enrollment, else its first teacher enrollment. */
function classTeachers(enrollments: CsvTable): Map<string, string> {
  const teachers = new Map<string, { user: string; primary: boolean }>();
  for (const row of enrollments.rows) {
    if (!live(row) || row.get('role').toLowerCase() !== 'teacher') continue;
    const primary = row.get('primary').toLowerCase() === 'true';
    const current = teachers.get(row.get('classSourcedId'));
    if (!current || (primary && !current.primary))
      teachers.set(row.get('classSourcedId'), { user: row.get('userSourcedId'), primary });
  }
  return new Map([...teachers].map(([classId, teacher]) => [classId, teacher.user]));
}

export function readOneRosterBundle(files: Map<string, Uint8Array>): UploadRecords {
  const [orgs, users, classes, enrollments] = (
    ['orgs.csv', 'users.csv', 'classes.csv', 'enrollments.csv'] as const
  ).map((name) => table(files, name)) as [CsvTable, CsvTable, CsvTable, CsvTable];
  const records = emptyRecords();
  const schoolIds = new Set<string>();

  for (const row of orgs.rows) {
    if (!live(row) || row.get('type').toLowerCase() !== 'school') continue;
    schoolIds.add(row.get('sourcedId'));
    records.schools.push({
      ...base(orgs.file, row),
      name: row.get('name'),
      flaw: missingOf(row, ['sourcedId', 'name']),
    });
  }
  for (const row of users.rows) {
    if (!live(row)) continue;
    const role = row.get('role').toLowerCase();
    const names = { firstName: row.get('givenName'), lastName: row.get('familyName') };
    if (role === 'teacher') {
      const orgIds = row
        .get('orgSourcedIds')
        .split(',')
        .map((id) => id.trim());
      records.teachers.push({
        ...base(users.file, row),
        ...names,
        schoolSource: orgIds.find((id) => schoolIds.has(id)) ?? orgIds[0] ?? '',
        email: row.get('email') || null,
        flaw: missingOf(row, ['sourcedId', 'orgSourcedIds', 'givenName', 'familyName']),
      });
    } else if (role === 'student') {
      const grade = gradeOf(row, 'grades');
      records.students.push({
        ...base(users.file, row),
        ...names,
        username: row.get('username') || null,
        gradeId: grade.gradeId,
        flaw: missingOf(row, ['sourcedId', 'username', 'givenName', 'familyName']) ?? grade.flaw,
      });
    }
  }
  const teachers = classTeachers(enrollments);
  for (const row of classes.rows) {
    if (!live(row)) continue;
    const grade = gradeOf(row, 'grades');
    const teacherSource = teachers.get(row.get('sourcedId')) ?? '';
    records.classrooms.push({
      ...base(classes.file, row),
      name: row.get('title'),
      schoolSource: row.get('schoolSourcedId'),
      teacherSource,
      gradeId: grade.gradeId,
      flaw:
        missingOf(row, ['sourcedId', 'title', 'schoolSourcedId']) ??
        (teacherSource ? grade.flaw : { reason: 'unknown_teacher', field: 'enrollments.csv' }),
    });
  }
  for (const row of enrollments.rows) {
    if (!live(row) || row.get('role').toLowerCase() !== 'student') continue;
    records.enrollments.push({
      ...base(enrollments.file, row),
      classroomSource: row.get('classSourcedId'),
      studentSource: row.get('userSourcedId'),
    });
  }
  return records;
}
