/**
 * The malformed-request suite for the upload route's multipart bodies (the shared suite, security/bad-input-*.test.ts,
 * sends it JSON and wrong content types): broken forms, wrong parts, hostile file names, damaged CSV and zips.
 * Asserts no 5xx, every 4xx in the error envelope with a message, and that no request wrote to the roster.
 */
import { BULK_CSV_COLUMNS, CSRF_HEADER, CSRF_HEADER_VALUE } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../security/malformed-requests.js';
import { useTestServer } from '../testing/use-test-server.js';
import { csvText, multipartFile, oneRosterUser, oneRosterZip, rosterCounts } from './bulk-upload-fixtures.js';

const server = useTestServer({ signIn: ['districtAdmin'] });
const MINIMUM = 200;

interface Attempt {
  label: string;
  payload: Buffer;
  contentType: string;
}

const VALID_CSV = csvText(
  [...BULK_CSV_COLUMNS],
  [
    ['school', 'F-SCH', '', 'Fuzz School', '', '', '', '', '', '', '', ''],
    ['student', 'F-S1', '', '', 'Fay', 'Fuzz', '', '', '3', '', '', ''],
  ],
);
const VALID_ZIP = oneRosterZip({
  orgs: [['F-SCH', 'active', '', 'Fuzz School', 'school', '', '']],
  users: [oneRosterUser('F-S1', 'student', 'F-SCH', 'Fay', 'Fuzz', '03')],
  classes: [],
  enrollments: [],
});

function part(boundary: string, headers: string[], body: Buffer | string) {
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n`),
    Buffer.from(body),
    Buffer.from('\r\n'),
  ]);
}
const form = (boundary: string, parts: Buffer[], close = true) =>
  Buffer.concat([...parts, Buffer.from(close ? `--${boundary}--\r\n` : '')]);
const fileHeaders = (name: string, type: string, field = 'file') => [
  `Content-Disposition: form-data; name="${field}"; filename="${name}"`,
  `Content-Type: ${type}`,
];

function attempts(): Attempt[] {
  const random = seededRandom(20261126);
  const list: Attempt[] = [];
  const b = 'fuzzboundary';
  const ct = `multipart/form-data; boundary=${b}`;
  const add = (label: string, payload: Buffer, contentType = ct) =>
    list.push({ label, payload, contentType });

  add(
    'no boundary parameter',
    form(b, [part(b, fileHeaders('r.csv', 'text/csv'), VALID_CSV)]),
    'multipart/form-data',
  );
  add('boundary mismatch', form('other', [part('other', fileHeaders('r.csv', 'text/csv'), VALID_CSV)]));
  add('not closed', form(b, [part(b, fileHeaders('r.csv', 'text/csv'), VALID_CSV)], false));
  add('empty body', Buffer.alloc(0));
  add('only the closing line', Buffer.from(`--${b}--\r\n`));
  add('a text field, no file', form(b, [part(b, ['Content-Disposition: form-data; name="file"'], 'hello')]));
  add('another field name', form(b, [part(b, fileHeaders('r.csv', 'text/csv', 'upload'), VALID_CSV)]));
  add(
    'two files',
    form(b, [
      part(b, fileHeaders('a.csv', 'text/csv'), VALID_CSV),
      part(b, fileHeaders('b.csv', 'text/csv'), VALID_CSV),
    ]),
  );
  add(
    'a field then the file',
    form(b, [
      part(b, ['Content-Disposition: form-data; name="x"'], '1'),
      part(b, fileHeaders('r.csv', 'text/csv'), VALID_CSV),
    ]),
  );
  add('no Content-Disposition', form(b, [part(b, ['Content-Type: text/csv'], VALID_CSV)]));
  add(
    'header without a colon',
    form(b, [part(b, ['Content-Disposition form-data; name="file"'], VALID_CSV)]),
  );
  add(
    'a very long header',
    form(b, [part(b, [...fileHeaders('r.csv', 'text/csv'), `X-Long: ${'h'.repeat(20_000)}`], VALID_CSV)]),
  );
  add(
    'many headers',
    form(b, [
      part(
        b,
        [...fileHeaders('r.csv', 'text/csv'), ...Array.from({ length: 200 }, (_, i) => `X-${i}: ${i}`)],
        VALID_CSV,
      ),
    ]),
  );
  for (const name of [
    '../../etc/passwd.csv',
    'C:\\roster.csv',
    'r\u0000.csv',
    'r.csv.exe',
    '.csv',
    'ROSTER.CSV',
    'r.ZIP',
    `${'n'.repeat(5000)}.csv`,
    'résumé.csv',
    'r.csv;.zip',
    '',
  ])
    add(
      `file name ${JSON.stringify(name).slice(0, 30)}`,
      form(b, [part(b, fileHeaders(name, 'text/csv'), VALID_CSV)]),
    );
  for (const type of [
    '',
    'text/html',
    'application/json',
    'image/svg+xml',
    'text/csv; charset=utf-16',
    'application/x-msdownload',
    'multipart/mixed',
  ])
    add(`part type "${type}"`, form(b, [part(b, fileHeaders('r.csv', type), VALID_CSV)]));
  for (const type of [
    'text/csv',
    'application/octet-stream',
    'application/x-www-form-urlencoded',
    'multipart/mixed; boundary=fuzzboundary',
  ])
    add(`request type "${type}"`, Buffer.from(VALID_CSV), type);

  // Damaged CSV and zips: random bytes overwritten, cut short, or random bytes throughout.
  while (list.length < MINIMUM) {
    const n = list.length;
    const isZip = n % 2 === 0;
    const source = Buffer.from(isZip ? VALID_ZIP : VALID_CSV);
    const kind = random.pick(['flip', 'cut', 'noise', 'quote'] as const);
    let body: Buffer;
    if (kind === 'flip') {
      body = Buffer.from(source);
      for (let i = 0; i < 1 + Math.floor(random.next() * 8); i++)
        body[Math.floor(random.next() * body.length)] = Math.floor(random.next() * 256);
    } else if (kind === 'cut') body = source.subarray(0, Math.floor(random.next() * source.length));
    else if (kind === 'noise')
      body = Buffer.from(
        Array.from({ length: 1 + Math.floor(random.next() * 400) }, () => Math.floor(random.next() * 256)),
      );
    else body = Buffer.from(String(source).replace(/,/g, () => (random.next() < 0.1 ? ',"' : ',')));
    const name = isZip ? 'bundle.zip' : 'roster.csv';
    const { payload, contentType } = multipartFile(name, body, isZip ? 'application/zip' : 'text/csv');
    add(`${kind} ${name} #${n}`, payload, contentType);
  }
  return list;
}

describe('malformed multipart uploads', () => {
  it(
    'answers every one with a 4xx in the envelope (or a preview), never a 5xx, and writes nothing',
    { timeout: 180_000 },
    async () => {
      const before = await rosterCounts(server.database.db, server.home.districtId);
      const list = attempts();
      expect(list.length).toBeGreaterThanOrEqual(MINIMUM);
      const problems: string[] = [];
      const statuses = new Map<number, number>();
      for (const attempt of list) {
        const response = await server.app.inject({
          method: 'POST',
          url: `/u/district/${server.home.districtId}/bulkupload`,
          payload: attempt.payload,
          headers: {
            cookie: server.cookies.districtAdmin,
            [CSRF_HEADER]: CSRF_HEADER_VALUE,
            'content-type': attempt.contentType,
          },
        });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode >= 500)
          problems.push(`${attempt.label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        else if (response.statusCode >= 400) {
          let message: unknown;
          try {
            message = response.json().apiError?.message;
          } catch {
            message = undefined;
          }
          if (typeof message !== 'string' || !message.trim())
            problems.push(`${attempt.label}: ${response.statusCode} without a message`);
        }
      }
      console.log(
        `malformed uploads: ${list.length} sent, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
      );
      expect(problems).toEqual([]);
      expect([...statuses.keys()].some((s) => s >= 400)).toBe(true);
      expect(await rosterCounts(server.database.db, server.home.districtId)).toEqual(before);
    },
  );
});
