/**
 * Test helpers for roster uploads: multipart bodies written by hand, the dashboard CSV and OneRoster bundles from
 * plain rows, and counts of what the roster holds (to show a refused upload wrote nothing).
 */
import { randomBytes } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import type { Db } from '../db/database.js';
import { withSources } from './roster-sources.table.js';

/** A multipart/form-data body with one file part. */
export function multipartFile(
  fileName: string,
  content: Uint8Array | string,
  type = 'text/csv',
  field = 'file',
) {
  const boundary = `----roster${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** CSV text from a header and rows (cells quoted when they hold a comma or a quote). */
export function csvText(header: string[], rows: (string | number)[][]): string {
  const cell = (value: string | number) => {
    const text = String(value);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\n') + '\n';
}

export interface OneRosterRows {
  orgs: string[][];
  users: string[][];
  classes: string[][];
  enrollments: string[][];
}

/** A OneRoster 1.1 bundle (the four files read, with the standard's columns used here) zipped with fflate. */
export function oneRosterZip(rows: OneRosterRows, extra: Record<string, string> = {}): Uint8Array {
  const files = {
    'orgs.csv': csvText(
      ['sourcedId', 'status', 'dateLastModified', 'name', 'type', 'identifier', 'parentSourcedId'],
      rows.orgs,
    ),
    'users.csv': csvText(
      [
        'sourcedId',
        'status',
        'dateLastModified',
        'enabledUser',
        'orgSourcedIds',
        'role',
        'username',
        'userIds',
        'givenName',
        'familyName',
        'middleName',
        'identifier',
        'email',
        'sms',
        'phone',
        'agentSourcedIds',
        'grades',
        'password',
      ],
      rows.users,
    ),
    'classes.csv': csvText(
      [
        'sourcedId',
        'status',
        'dateLastModified',
        'title',
        'grades',
        'courseSourcedId',
        'classCode',
        'classType',
        'location',
        'schoolSourcedId',
        'termSourcedIds',
        'subjects',
        'subjectCodes',
        'periods',
      ],
      rows.classes,
    ),
    'enrollments.csv': csvText(
      [
        'sourcedId',
        'status',
        'dateLastModified',
        'classSourcedId',
        'schoolSourcedId',
        'userSourcedId',
        'role',
        'primary',
        'beginDate',
        'endDate',
      ],
      rows.enrollments,
    ),
    ...extra,
  };
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));
}

/** One OneRoster users.csv row. */
export const oneRosterUser = (
  id: string,
  role: 'student' | 'teacher',
  org: string,
  given: string,
  family: string,
  grade = '',
  username = `${given}.${family}.${id}`.toLowerCase(),
) => [id, 'active', '', 'true', org, role, username, '', given, family, '', '', '', '', '', '', grade, ''];

/** Rows of each roster table in a district, the source mappings and the bulk-upload audit entries. */
export async function rosterCounts(db: Db, districtId: number) {
  const count = async (table: 'schools' | 'teachers' | 'classrooms' | 'students' | 'enrollments') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('district_id', '=', districtId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const sources = await withSources(db)
    .selectFrom('roster_sources')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('district_id', '=', districtId)
    .executeTakeFirstOrThrow();
  const audits = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('district_id', '=', districtId)
    .where('action', '=', 'bulk_upload_applied')
    .executeTakeFirstOrThrow();
  return {
    schools: await count('schools'),
    teachers: await count('teachers'),
    classrooms: await count('classrooms'),
    students: await count('students'),
    enrollments: await count('enrollments'),
    sources: Number(sources.n),
    audits: Number(audits.n),
  };
}
