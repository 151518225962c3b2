/**
 * A generated roster in the dashboard CSV of `rows` rows (schools, teachers, classrooms, then students enrolled in
 * the classrooms in turn), for the benchmark and the crash test. Deterministic: the same rows for the same count.
 */
import { BULK_CSV_COLUMNS, type BulkCsvColumn } from '@dash/contracts';

const FIRST = ['Ana', 'Ben', 'Cruz', 'Dina', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivan', 'June', 'Kai', 'Lena'];
const LAST = [
  'Avila',
  'Brooks',
  'Chen',
  'Diaz',
  'Evans',
  'Flores',
  'Garcia',
  'Hughes',
  'Ito',
  'Jones',
  'Kim',
];

const line = (cells: Partial<Record<BulkCsvColumn, string | number>>) =>
  BULK_CSV_COLUMNS.map((column) => String(cells[column] ?? '')).join(',');

/** `prefix` keeps the source ids of two generated rosters apart. */
export function sampleRosterCsv(rows: number, prefix = 'G'): string {
  const schools = Math.max(1, Math.round(rows / 5000));
  const teachers = Math.max(1, Math.round(rows / 250));
  const classrooms = Math.max(1, Math.round(rows / 125));
  const students = Math.max(0, rows - schools - teachers - classrooms);
  const out = [BULK_CSV_COLUMNS.join(',')];
  for (let s = 0; s < schools; s++)
    out.push(
      line({
        record_type: 'school',
        source_id: `${prefix}-SCH-${s}`,
        school_name: `Generated School ${s + 1}`,
      }),
    );
  for (let t = 0; t < teachers; t++)
    out.push(
      line({
        record_type: 'teacher',
        source_id: `${prefix}-T-${t}`,
        school_source_id: `${prefix}-SCH-${t % schools}`,
        first_name: FIRST[t % FIRST.length],
        last_name: `${LAST[t % LAST.length]}${t}`,
      }),
    );
  for (let c = 0; c < classrooms; c++) {
    const teacher = c % teachers;
    out.push(
      line({
        record_type: 'classroom',
        source_id: `${prefix}-C-${c}`,
        school_source_id: `${prefix}-SCH-${teacher % schools}`,
        teacher_source_id: `${prefix}-T-${teacher}`,
        classroom_name: `Math ${c + 1}`,
        grade: String(c % 9 === 0 ? 'K' : c % 9),
      }),
    );
  }
  for (let i = 0; i < students; i++)
    out.push(
      line({
        record_type: 'student',
        source_id: `${prefix}-S-${i}`,
        first_name: FIRST[i % FIRST.length],
        last_name: LAST[(i * 7) % LAST.length],
        username: `${prefix.toLowerCase()}.student.${i}`,
        grade: String((i % 8) + 1),
        classroom_source_ids: `${prefix}-C-${i % classrooms}`,
      }),
    );
  return out.join('\n') + '\n';
}
