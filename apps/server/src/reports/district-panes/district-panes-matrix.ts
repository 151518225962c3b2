/**
 * The authorization matrix's entries for the district-wide panes (security/route-matrix.ts merges them): a
 * district's admins only; a school admin reads their own district, over their own schools (spec §6).
 */
import { onObjects, type MatrixEntry } from '../../security/matrix-entry.js';

export const DISTRICT_PANES_MATRIX: Record<string, MatrixEntry> = onObjects(
  'district',
  ['GET /r/districts/:districtId/grade-level-pace', 'GET /r/districts/:districtId/assignments/overview'],
  { schoolAdmin: { own: 'allow' } },
);
