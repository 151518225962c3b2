/** Reads the dashboard's own roster CSV (columns in contracts' BULK_CSV_COLUMNS; README "Bulk rostering"). */
import { BULK_CSV_COLUMNS, BULK_CSV_REQUIRED_COLUMNS } from '@dash/contracts';
import { readCsvTable, type CsvRow } from './csv-table.js';
import { emptyRecords, gradeIdOf, type Flaw, type UploadRecords } from './roster-records.js';

const KNOWN = new Set<string>(BULK_CSV_COLUMNS);

/** The first required column that is empty, as a flaw. */
export function missingOf(row: CsvRow, columns: readonly string[]): Flaw | undefined {
  const empty = columns.find((column) => row.get(column) === '');
  return empty ? { reason: 'missing_field', field: empty } : undefined;
}

export function gradeOf(row: CsvRow, column: string): { gradeId: number | null; flaw?: Flaw } {
  const text = row.get(column);
  if (!text) return { gradeId: null, flaw: { reason: 'missing_field', field: column } };
  const gradeId = gradeIdOf(text);
  return gradeId === null ? { gradeId, flaw: { reason: 'unknown_grade', field: column } } : { gradeId };
}

export function readDashboardCsv(file: string, bytes: Uint8Array): UploadRecords {
  const table = readCsvTable(file, bytes, {
    known: (column) => KNOWN.has(column),
    required: BULK_CSV_REQUIRED_COLUMNS,
  });
  const records = emptyRecords();
  for (const row of table.rows) {
    const base = { file, line: row.line, sourceId: row.get('source_id') };
    const type = row.get('record_type').toLowerCase();
    switch (type) {
      case 'school':
        records.schools.push({
          ...base,
          name: row.get('school_name'),
          flaw: missingOf(row, ['source_id', 'school_name']),
        });
        break;
      case 'teacher':
        records.teachers.push({
          ...base,
          schoolSource: row.get('school_source_id'),
          firstName: row.get('first_name'),
          lastName: row.get('last_name'),
          email: row.get('email_address') || null,
          flaw: missingOf(row, ['source_id', 'school_source_id', 'first_name', 'last_name']),
        });
        break;
      case 'classroom': {
        const grade = gradeOf(row, 'grade');
        records.classrooms.push({
          ...base,
          schoolSource: row.get('school_source_id'),
          teacherSource: row.get('teacher_source_id'),
          name: row.get('classroom_name'),
          gradeId: grade.gradeId,
          flaw:
            missingOf(row, ['source_id', 'school_source_id', 'teacher_source_id', 'classroom_name']) ??
            grade.flaw,
        });
        break;
      }
      case 'student': {
        const grade = gradeOf(row, 'grade');
        records.students.push({
          ...base,
          firstName: row.get('first_name'),
          lastName: row.get('last_name'),
          username: row.get('username') || null,
          gradeId: grade.gradeId,
          flaw: missingOf(row, ['source_id', 'first_name', 'last_name']) ?? grade.flaw,
        });
        const classrooms = row
          .get('classroom_source_ids')
          .split(';')
          .map((id) => id.trim())
          .filter(Boolean);
        for (const classroomSource of new Set(classrooms))
          records.enrollments.push({
            ...base,
            sourceId: `${base.sourceId}@${classroomSource}`,
            classroomSource,
            studentSource: base.sourceId,
          });
        break;
      }
      default:
        // Kept as a refused row of its own so the report says which line is wrong.
        records.students.push({
          ...base,
          firstName: '',
          lastName: '',
          username: null,
          gradeId: null,
          flaw: { reason: 'unknown_record_type', field: 'record_type' },
        });
    }
  }
  return records;
}
