/**
 * The authorization matrix's entries for the word problem generator (security/route-matrix.ts merges them):
 * every signed-in educator generates and prints sets; guardians never do (a teacher tool, spec §2, §6); nobody
 * signed in is asked to sign in.
 */
import { everyone, type MatrixEntry } from '../security/matrix-entry.js';

const staff = { ...everyone('allow', 'signIn'), guardian: 'refuse' as const };

/** The set every matrix cell asks for. */
export const MATRIX_WORD_PROBLEMS_QUERY = 'standard=3.OA.A.3&count=3&lang=es&seed=42';

export const WORD_PROBLEMS_MATRIX: Record<string, MatrixEntry> = {
  'GET /m/word-problems': { scope: 'none', expected: staff, query: MATRIX_WORD_PROBLEMS_QUERY },
  'GET /m/word-problems.pdf': { scope: 'none', expected: staff, query: MATRIX_WORD_PROBLEMS_QUERY },
};
