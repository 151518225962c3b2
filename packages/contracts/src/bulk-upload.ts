/**
 * Bulk rostering (spec §7 `POST /u/district/{id}/bulkupload`, §6 a district admin's right): an upload is parsed
 * into a per-row preview kept server-side under an upload id; applying it writes everything or nothing.
 * Two formats: the dashboard's own CSV (columns below) and the OneRoster 1.1 CSV bundle (a zip).
 */
import { z } from 'zod';

/** Largest file accepted, in bytes (CSV or zip). */
export const BULK_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** Largest total uncompressed size of a zip's entries, in bytes (zip bombs). */
export const BULK_UPLOAD_MAX_UNZIPPED_BYTES = 100 * 1024 * 1024;
/** Most entries a zip may hold. */
export const BULK_UPLOAD_MAX_ZIP_ENTRIES = 20;
/** Most data rows one upload may hold, across its files. */
export const BULK_UPLOAD_MAX_ROWS = 200_000;
/** Minutes a preview is kept before it must be uploaded again. */
export const BULK_UPLOAD_TTL_MINUTES = 30;
/** Rows of the preview sent per page. */
export const BULK_UPLOAD_PAGE_SIZE = 50;

/**
 * Columns of the dashboard's CSV, one row per school, teacher, classroom or student (`record_type`). A teacher and
 * a classroom name their school; a classroom names its teacher; a student names the classrooms it is enrolled in
 * (`classroom_source_ids`, `;`-separated). Source ids are the rows' ids in the district's own system.
 */
export const BULK_CSV_COLUMNS = [
  'record_type',
  'source_id',
  'school_source_id',
  'school_name',
  'first_name',
  'last_name',
  'email_address',
  'username',
  'grade',
  'classroom_name',
  'teacher_source_id',
  'classroom_source_ids',
] as const;
export type BulkCsvColumn = (typeof BULK_CSV_COLUMNS)[number];
/** Columns every dashboard CSV must have. */
export const BULK_CSV_REQUIRED_COLUMNS: readonly BulkCsvColumn[] = ['record_type', 'source_id'];

/** OneRoster 1.1 files read from the bundle, each with the columns used (others of the standard are allowed). */
export const ONEROSTER_FILES = ['orgs.csv', 'users.csv', 'classes.csv', 'enrollments.csv'] as const;
export type OneRosterFile = (typeof ONEROSTER_FILES)[number];

export const BULK_FORMATS = ['csv', 'oneroster'] as const;
export type BulkFormat = (typeof BULK_FORMATS)[number];

export const BULK_KINDS = ['school', 'teacher', 'classroom', 'student', 'enrollment'] as const;
export type BulkKind = (typeof BULK_KINDS)[number];

export const BULK_OUTCOMES = ['create', 'update', 'unchanged', 'refused'] as const;
export type BulkOutcome = (typeof BULK_OUTCOMES)[number];

/** Why a row is refused; `field` (when there is one) names the column. */
export const BULK_REFUSALS = [
  'missing_field',
  'unknown_record_type',
  'unknown_grade',
  'unknown_school',
  'unknown_teacher',
  'unknown_classroom',
  'unknown_student',
  'duplicate_source_id',
  'username_taken',
  'too_long',
  'other_district',
] as const;
export type BulkRefusal = (typeof BULK_REFUSALS)[number];

export const bulkRowSchema = z.object({
  file: z.string().describe('The file of the upload the row came from.'),
  line: z.number().int().describe('Line in that file (the header is line 1).'),
  kind: z.enum(BULK_KINDS),
  source_id: z.string(),
  outcome: z.enum(BULK_OUTCOMES),
  reason: z.enum(BULK_REFUSALS).optional(),
  field: z.string().optional().describe('The column a refusal is about.'),
  changes: z.array(z.string()).optional().describe('Fields an update changes.'),
});
export type BulkRow = z.infer<typeof bulkRowSchema>;

export const bulkCountsSchema = z.object({
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
});
export type BulkCounts = z.infer<typeof bulkCountsSchema>;

export const bulkPreviewSchema = z.object({
  upload_id: z.string(),
  format: z.enum(BULK_FORMATS),
  file_name: z.string(),
  expires_at: z.number().int().describe('Epoch ms after which the preview is gone.'),
  counts: bulkCountsSchema,
  rows_total: z.number().int(),
});
export type BulkPreview = z.infer<typeof bulkPreviewSchema>;

export const bulkRowsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  outcome: z.enum(BULK_OUTCOMES).optional(),
});
export type BulkRowsQuery = z.infer<typeof bulkRowsQuerySchema>;

export const bulkRowsPageSchema = z.object({
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
  rows: z.array(bulkRowSchema),
});
export type BulkRowsPage = z.infer<typeof bulkRowsPageSchema>;

export const bulkApplyResultSchema = z.object({
  upload_id: z.string(),
  counts: bulkCountsSchema.describe('What the apply wrote; refused rows were left out (and counted).'),
  by_kind: z.record(z.string(), bulkCountsSchema),
});
export type BulkApplyResult = z.infer<typeof bulkApplyResultSchema>;

export const bulkUploadIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
