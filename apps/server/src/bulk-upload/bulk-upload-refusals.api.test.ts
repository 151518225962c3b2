import { BULK_CSV_COLUMNS, BULK_UPLOAD_MAX_BYTES, CSRF_HEADER, CSRF_HEADER_VALUE } from '@dash/contracts';
import { strToU8, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonHeaders } from '../testing/test-server.js';
import { useTestServer } from '../testing/use-test-server.js';
import {
  csvText,
  multipartFile,
  oneRosterUser,
  oneRosterZip,
  rosterCounts,
  type OneRosterRows,
} from './bulk-upload-fixtures.js';

const server = useTestServer({ signIn: ['districtAdmin', 'schoolAdmin', 'teacher'] });
const base = () => `/u/district/${server.home.districtId}/bulkupload`;
const HEADER = [...BULK_CSV_COLUMNS];
const studentRow = (first: string, last = 'Reyes') =>
  HEADER.map(
    (c) =>
      ({
        record_type: 'student',
        source_id: `X-${first.length}`,
        first_name: first,
        last_name: last,
        grade: '2',
      })[c as string] ?? '',
  );
const BUNDLE: OneRosterRows = {
  orgs: [['Z-SCH', 'active', '', 'Zed School', 'school', '', '']],
  users: [oneRosterUser('Z-S1', 'student', 'Z-SCH', 'Zoe', 'Zed', '02')],
  classes: [],
  enrollments: [],
};

let before: Awaited<ReturnType<typeof rosterCounts>>;
beforeAll(async () => {
  before = await rosterCounts(server.database.db, server.home.districtId);
});

async function send(
  fileName: string,
  content: Uint8Array | string,
  type = 'text/csv',
  role: 'districtAdmin' | 'schoolAdmin' | 'teacher' = 'districtAdmin',
) {
  const { payload, contentType } = multipartFile(fileName, content, type);
  return server.app.inject({
    method: 'POST',
    url: base(),
    payload,
    headers: { cookie: server.cookies[role], [CSRF_HEADER]: CSRF_HEADER_VALUE, 'content-type': contentType },
  });
}

/** Sets every central-directory entry's declared uncompressed size (a zip bomb's lie). */
function declareSizes(zip: Uint8Array, size: number): Uint8Array {
  const bytes = Buffer.from(zip);
  for (
    let at = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    at >= 0;
    at = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), at + 4)
  )
    bytes.writeUInt32LE(size, at + 24);
  return bytes;
}

describe('bulk uploads refused with a 4xx naming the problem, and nothing written', () => {
  const cases: [string, () => Promise<{ statusCode: number; json: () => any }>, number, RegExp][] = [
    ['a text file', () => send('roster.txt', 'hello', 'text/plain'), 415, /not a roster file/],
    ['a .csv that is a zip', () => send('roster.csv', oneRosterZip(BUNDLE)), 415, /is a zip file/],
    [
      'a .zip sent as an image',
      () => send('roster.zip', oneRosterZip(BUNDLE), 'image/png'),
      415,
      /not as a zip file/,
    ],
    [
      'a JSON body instead of a form',
      () =>
        server.app.inject({
          method: 'POST',
          url: base(),
          payload: '{"file":"x"}',
          headers: { ...jsonHeaders, cookie: server.cookies.districtAdmin },
        }),
      415,
      /multipart\/form-data/,
    ],
    [
      'a file over the size limit',
      () => send('huge.csv', 'a'.repeat(BULK_UPLOAD_MAX_BYTES + 10)),
      413,
      /larger than 20 MB/,
    ],
    ['an empty file', () => send('empty.csv', ''), 400, /empty/],
    [
      'a file that is not UTF-8',
      () => send('latin1.csv', Buffer.from([0x72, 0x65, 0xe9, 0x0a, 0xff, 0xfe])),
      400,
      /not a UTF-8 text file/,
    ],
    [
      'a broken zip',
      () =>
        send(
          'broken.zip',
          Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 7)]),
          'application/zip',
        ),
      400,
      /not a readable zip file/,
    ],
    [
      'a zip bomb (declared sizes over the cap)',
      () => send('bomb.zip', declareSizes(oneRosterZip(BUNDLE), 60 * 1024 * 1024), 'application/zip'),
      413,
      /unpacks to more than 100 MB/,
    ],
    [
      'a zip with too many entries',
      () =>
        send(
          'many.zip',
          zipSync(Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`f${i}.csv`, strToU8('a\n')]))),
          'application/zip',
        ),
      400,
      /more than 20 entries/,
    ],
    [
      'a zip with a file that is not OneRoster',
      () => send('extra.zip', oneRosterZip(BUNDLE, { 'notes.txt': 'hi' }), 'application/zip'),
      400,
      /notes\.txt/,
    ],
    [
      'a bundle without enrollments.csv',
      () => {
        const { 'enrollments.csv': _, ...rest } = Object.fromEntries(
          ['orgs.csv', 'users.csv', 'classes.csv', 'enrollments.csv'].map((n) => [n, strToU8('sourcedId\n')]),
        );
        return send('partial.zip', zipSync(rest), 'application/zip');
      },
      400,
      /lacks enrollments\.csv/,
    ],
    [
      'formula cells',
      () => send('formula.csv', csvText(HEADER, [studentRow('Ann'), studentRow('=HYPERLINK("http://x")')])),
      400,
      /look like spreadsheet formulas \(line 3 column first_name\)/,
    ],
    [
      'a formula after spaces',
      () => send('formula2.csv', csvText(HEADER, [studentRow('Bo', '  @SUM(1)')])),
      400,
      /line 2 column last_name/,
    ],
    [
      'unknown columns',
      () => send('cols.csv', csvText([...HEADER, 'ssn', 'shoe_size'], [[...studentRow('Cy'), '1', '2']])),
      400,
      /does not know: ssn, shoe_size/,
    ],
    [
      'a missing required column',
      () => send('req.csv', csvText(['record_type', 'first_name'], [['student', 'Di']])),
      400,
      /missing the columns source_id/,
    ],
    [
      'an unknown OneRoster column',
      () =>
        send(
          'cols.zip',
          oneRosterZip(BUNDLE, {
            'users.csv':
              'sourcedId,role,username,givenName,familyName,orgSourcedIds,shoeSize\nZ-S1,student,zz,Zoe,Zed,Z-SCH,9\n',
          }),
          'application/zip',
        ),
      400,
      /users\.csv has columns this upload does not know: shoeSize/,
    ],
    [
      'rows of unequal width',
      () => send('ragged.csv', 'record_type,source_id\nstudent,A,extra\n'),
      400,
      /not a well-formed CSV file/,
    ],
  ];

  it.each(cases)('%s', async (_name, request, status, message) => {
    const response = await request();
    expect(response.statusCode).toBe(status);
    expect(response.json().apiError.message).toMatch(message);
    expect(await rosterCounts(server.database.db, server.home.districtId)).toEqual(before);
  });

  it('school admins and teachers may not upload; an unknown upload id is a 404', async () => {
    const csv = csvText(HEADER, [studentRow('Eve')]);
    expect((await send('r.csv', csv, 'text/csv', 'schoolAdmin')).statusCode).toBe(403);
    expect((await send('r.csv', csv, 'text/csv', 'teacher')).statusCode).toBe(403);
    const apply = await server.app.inject({
      method: 'POST',
      url: `${base()}/AAAAAAAAAAAAAAAAAAAAAAAA/apply`,
      headers: { cookie: server.cookies.districtAdmin, [CSRF_HEADER]: CSRF_HEADER_VALUE },
    });
    expect(apply.statusCode).toBe(404);
    expect(await rosterCounts(server.database.db, server.home.districtId)).toEqual(before);
  });
});
