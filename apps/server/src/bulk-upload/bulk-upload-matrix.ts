/**
 * The authorization matrix's entries for bulk rostering (security/route-matrix.ts merges them): a district
 * admin in their own district only (OBJECT_ACCESS of districts). The upload cell sends a one-row CSV as multipart;
 * the preview cells read and apply MATRIX_UPLOAD_ID, an empty preview kept for every district before each cell.
 */
import { BULK_CSV_COLUMNS } from '@dash/contracts';
import type { Db } from '../db/database.js';
import type { MatrixEntry } from '../security/matrix-entry.js';
import { csvText, multipartFile } from './bulk-upload-fixtures.js';
import { emptyRecords } from './roster-records.js';
import { COLUMNS } from './bulk-upload.service.js';
import { planUpload } from './plan-upload.js';
import { keepUpload } from './upload-store.js';

export const MATRIX_UPLOAD_ID = 'matrix-upload-0000000001';

/** Keeps an empty preview under MATRIX_UPLOAD_ID in every district (applying it writes only its audit entry). */
export async function keepMatrixUploads(db: Db): Promise<void> {
  const districts = await db.selectFrom('districts').select('district_id').execute();
  for (const { district_id } of districts) {
    const records = emptyRecords();
    const plan = planUpload(
      records,
      {
        districtId: district_id,
        academicStandard: 'ccss',
        sources: { school: new Map(), teacher: new Map(), classroom: new Map(), student: new Map() },
        schools: new Map(),
        teachers: new Map(),
        classrooms: new Map(),
        students: new Map(),
        usernames: new Map(),
        loginCodes: new Set(),
        enrollments: new Set(),
      },
      COLUMNS.csv,
    );
    keepUpload(
      {
        districtId: district_id,
        customerId: 0,
        fileName: 'matrix.csv',
        format: 'csv',
        columns: COLUMNS.csv,
        records,
        plan,
      },
      Date.now(),
      MATRIX_UPLOAD_ID,
    );
  }
}

const oneStudent = () =>
  multipartFile(
    'matrix.csv',
    csvText(
      [...BULK_CSV_COLUMNS],
      [
        BULK_CSV_COLUMNS.map(
          (c) =>
            ({
              record_type: 'student',
              source_id: 'M-1',
              first_name: 'Max',
              last_name: 'Matrix',
              grade: '3',
            })[c as string] ?? '',
        ),
      ],
    ),
  );

export const BULK_UPLOAD_MATRIX: Record<string, MatrixEntry> = {
  'POST /u/district/:districtId/bulkupload': { scope: 'object', kind: 'district', multipart: oneStudent },
  'GET /u/district/:districtId/bulkupload/:uploadId/rows': {
    scope: 'object',
    kind: 'district',
    before: keepMatrixUploads,
  },
  'POST /u/district/:districtId/bulkupload/:uploadId/apply': {
    scope: 'object',
    kind: 'district',
    before: keepMatrixUploads,
  },
};
