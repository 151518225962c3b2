/**
 * Bulk rostering (spec §7 bulkupload): an upload becomes a preview (per-row plan kept under an upload id), and
 * applying it writes the whole plan in one transaction — all of it or nothing — audited, idempotent by source id.
 */
import {
  BULK_UPLOAD_PAGE_SIZE,
  type BulkApplyResult,
  type BulkPreview,
  type BulkRowsPage,
  type BulkRowsQuery,
  type BulkFormat,
} from '@dash/contracts';
import { sql } from 'kysely';
import { recordAudit } from '../audit/audit.service.js';
import { withTransaction, type Db, type Engine } from '../db/database.js';
import { OneAtATime } from '../db/one-at-a-time.js';
import { notFound } from '../http/app-error.js';
import { readDashboardCsv } from './dashboard-csv.js';
import { readOneRosterBundle } from './oneroster-bundle.js';
import { planUpload, type FormatColumns, type UploadPlan } from './plan-upload.js';
import type { UploadedFile } from './read-upload.js';
import type { UploadRecords } from './roster-records.js';
import { loadRosterState } from './roster-state.js';
import { findUpload, forgetUpload, keepUpload, type StoredUpload } from './upload-store.js';
import { unzipBundle } from './unzip-bundle.js';
import { writePlan, type ChunkListener } from './write-plan.js';

export const COLUMNS: Record<BulkFormat, FormatColumns> = {
  csv: {
    id: 'source_id',
    teacherSchool: 'school_source_id',
    classroomSchool: 'school_source_id',
    classroomTeacher: 'teacher_source_id',
    enrollmentClassroom: 'classroom_source_ids',
    enrollmentStudent: 'source_id',
  },
  oneroster: {
    id: 'sourcedId',
    teacherSchool: 'orgSourcedIds',
    classroomSchool: 'schoolSourcedId',
    classroomTeacher: 'enrollments.csv',
    enrollmentClassroom: 'classSourcedId',
    enrollmentStudent: 'userSourcedId',
  },
};

/** Parses the file into roster records; format errors are 4xx naming the file, line and column. */
export function readRecords(file: UploadedFile): { format: BulkFormat; records: UploadRecords } {
  if (file.kind === 'zip')
    return { format: 'oneroster', records: readOneRosterBundle(unzipBundle(file.fileName, file.bytes)) };
  return { format: 'csv', records: readDashboardCsv(file.fileName, file.bytes) };
}

export interface Uploader {
  districtId: number;
  customerId: number;
}

export async function previewUpload(db: Db, uploader: Uploader, file: UploadedFile): Promise<BulkPreview> {
  const { format, records } = readRecords(file);
  const plan = planUpload(records, await loadRosterState(db, uploader.districtId), COLUMNS[format]);
  const stored = keepUpload({
    ...uploader,
    fileName: file.fileName,
    format,
    columns: COLUMNS[format],
    records,
    plan,
  });
  return {
    upload_id: stored.uploadId,
    format,
    file_name: stored.fileName,
    expires_at: stored.expiresAt,
    counts: plan.counts,
    rows_total: plan.rows.length,
  };
}

function storedUpload(uploader: Uploader, uploadId: string): StoredUpload {
  const upload = findUpload(uploader.districtId, uploadId);
  if (!upload)
    throw notFound(
      'That upload is not here any more (previews are kept for a while). Upload the file again.',
    );
  return upload;
}

export function previewRows(uploader: Uploader, uploadId: string, query: BulkRowsQuery): BulkRowsPage {
  const { plan } = storedUpload(uploader, uploadId);
  const rows = query.outcome ? plan.rows.filter((row) => row.outcome === query.outcome) : plan.rows;
  const pages = Math.max(1, Math.ceil(rows.length / BULK_UPLOAD_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  const start = (page - 1) * BULK_UPLOAD_PAGE_SIZE;
  return { page, pages, total: rows.length, rows: rows.slice(start, start + BULK_UPLOAD_PAGE_SIZE) };
}

/** One apply at a time per district in this process; PostgreSQL processes also queue on the district row. */
const applying = new OneAtATime<number>();

export interface ApplyInput extends Uploader {
  engine: Engine;
  records: UploadRecords;
  columns: FormatColumns;
  /** What the audit entry names: the upload id and file. */
  label: { uploadId: string; fileName: string; format: BulkFormat };
  ip?: string;
  onChunk?: ChunkListener;
}

function auditDetail(input: ApplyInput, plan: UploadPlan) {
  const created = (list: { id: number; before?: unknown }[]) =>
    list.filter((p) => !p.before).map((p) => p.id);
  const updated = (kind: string, list: { id: number; before?: object; values: object }[]) =>
    list.filter((p) => p.before).map((p) => ({ kind, id: p.id, before: p.before, after: p.values }));
  return JSON.stringify({
    upload_id: input.label.uploadId,
    file_name: input.label.fileName,
    format: input.label.format,
    counts: plan.counts,
    by_kind: plan.byKind,
    created: {
      schools: created(plan.schools),
      teachers: created(plan.teachers),
      classrooms: created(plan.classrooms),
      students: created(plan.students),
      enrollments: plan.enrollments.length,
    },
    updated: [
      ...updated('school', plan.schools),
      ...updated('teacher', plan.teachers),
      ...updated('classroom', plan.classrooms),
      ...updated('student', plan.students),
    ],
  });
}

/** Plans again against the roster as it is inside the transaction, then writes everything or nothing. */
export function applyRecords(db: Db, input: ApplyInput): Promise<UploadPlan> {
  return applying.run(input.districtId, () =>
    withTransaction(
      db,
      async (trx) => {
        if (input.engine === 'postgres')
          await sql`SELECT district_id FROM districts WHERE district_id = ${input.districtId} FOR UPDATE`.execute(
            trx,
          );
        const state = await loadRosterState(trx, input.districtId);
        const plan = planUpload(input.records, state, input.columns);
        await writePlan(
          { trx, engine: input.engine },
          input.districtId,
          plan,
          state.academicStandard,
          Date.now(),
          input.onChunk,
        );
        await recordAudit(trx, {
          districtId: input.districtId,
          customerId: input.customerId,
          action: 'bulk_upload_applied',
          outcome: 'success',
          target: `district:${input.districtId}`,
          ip: input.ip,
          detail: auditDetail(input, plan),
        });
        return plan;
      },
      { districtId: input.districtId },
    ),
  );
}

export async function applyUpload(
  db: Db,
  engine: Engine,
  uploader: Uploader,
  uploadId: string,
  ip?: string,
): Promise<BulkApplyResult> {
  const upload = storedUpload(uploader, uploadId);
  const plan = await applyRecords(db, {
    ...uploader,
    engine,
    records: upload.records,
    columns: upload.columns,
    label: { uploadId, fileName: upload.fileName, format: upload.format },
    ip,
  });
  forgetUpload(uploader.districtId, uploadId);
  return { upload_id: uploadId, counts: plan.counts, by_kind: plan.byKind };
}
