/**
 * POST /u/district/{id}/bulkupload (spec §7, multipart `file`): the preview of a roster upload; then its rows page by
 * page and its apply. A district admin's right (spec §6; policy pane `bulk_upload`), in their own district.
 */
import {
  BULK_UPLOAD_MAX_BYTES,
  bulkApplyResultSchema,
  bulkPreviewSchema,
  bulkRowsPageSchema,
  bulkRowsQuerySchema,
  bulkUploadIdSchema,
} from '@dash/contracts';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import { districtParams, districtTarget } from '../http/route-params.js';
import { readUpload } from './read-upload.js';
import { applyUpload, previewRows, previewUpload } from './bulk-upload.service.js';

const policy = { access: 'object', state: 'district', pane: 'bulk_upload', target: districtTarget } as const;
const uploadParams = districtParams.extend({ uploadId: bulkUploadIdSchema });

export const bulkUploadRoutes: RouteDefinition[] = [
  defineRoute({
    method: 'POST',
    url: '/u/district/:districtId/bulkupload',
    summary:
      'Upload a roster (multipart field "file": the dashboard CSV or a OneRoster 1.1 zip) for a preview of what each row would change; nothing is written.',
    policy,
    params: districtParams,
    // The multipart limits are read-upload.ts's; this bounds any other body.
    bodyLimit: BULK_UPLOAD_MAX_BYTES + 64 * 1024,
    response: z.object({ data: bulkPreviewSchema }),
    handler: async ({ params, actor, ctx, request }) => ({
      data: await previewUpload(
        ctx.db,
        { districtId: params.districtId, customerId: actor.customerId },
        await readUpload(request),
      ),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/u/district/:districtId/bulkupload/:uploadId/rows',
    summary:
      'One page of an upload preview’s rows, optionally of one outcome (create, update, unchanged, refused).',
    policy,
    params: uploadParams,
    query: bulkRowsQuerySchema,
    response: z.object({ data: bulkRowsPageSchema }),
    handler: async ({ params, query, actor }) => ({
      data: previewRows(
        { districtId: params.districtId, customerId: actor.customerId },
        params.uploadId,
        query,
      ),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/u/district/:districtId/bulkupload/:uploadId/apply',
    summary:
      'Apply an upload: every create and update of its rows in one transaction (all or nothing), audited; refused rows are left out.',
    policy,
    params: uploadParams,
    response: z.object({ data: bulkApplyResultSchema }),
    handler: async ({ params, actor, ctx, request }) => ({
      data: await applyUpload(
        ctx.db,
        ctx.engine,
        { districtId: params.districtId, customerId: actor.customerId },
        params.uploadId,
        request.ip,
      ),
    }),
  }),
];
