/**
 * The authorization matrix's entries for the resources library (security/route-matrix.ts merges them): every
 * signed-in educator reads the list and a resource's PDF; guardians have no Resources page (spec §6), so both
 * refuse them; nobody signed in is asked to sign in.
 */
import { everyone, type MatrixEntry } from '../security/matrix-entry.js';

/** The resource every matrix cell asks for: one for everyone (no roles, not PD onboarding). */
export const MATRIX_RESOURCE_ID = 'family-guide-math-at-home';

const educators = { ...everyone('allow', 'signIn'), guardian: 'refuse' as const };

export const RESOURCES_MATRIX: Record<string, MatrixEntry> = {
  'GET /r/resources': { scope: 'none', expected: educators },
  'GET /r/resources/:resourceId.pdf': { scope: 'none', expected: educators, query: 'lang=es' },
};
