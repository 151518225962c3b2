/**
 * The authorization matrix's entries for professional development (security/route-matrix.ts merges them):
 * educators of the district reach the catalogue, their own progress and the course link; guardians never do
 * (spec §6: no PD links); the district paths are the caller's own district only.
 */
import { everyone, type MatrixEntry } from '../security/matrix-entry.js';

const R = 'refuse' as const;

/** The lesson every matrix cell names (a lesson of the shipped catalogue). */
export const MATRIX_PD_LESSON_KEY = 'ratio-reasoning';

const educatorsOnly = { ...everyone('allow', 'signIn'), guardian: R };
const ownDistrictEducators: MatrixEntry = {
  scope: 'object',
  kind: 'district',
  except: { schoolAdmin: { own: 'allow' }, teacher: { own: 'allow' } },
};

export const PD_MATRIX: Record<string, MatrixEntry> = {
  'GET /x/accessIds': { scope: 'none', expected: educatorsOnly, query: 'timestamp=1767225600000' },
  'GET /x/district/:districtId/pd-locations': ownDistrictEducators,
  'GET /x/district/:districtId/pd-contents': ownDistrictEducators,
  'GET /x/pd-progresses': { scope: 'none', expected: educatorsOnly, query: 'days=30' },
  'PUT /x/pd-progresses/:lessonKey': {
    scope: 'none',
    expected: educatorsOnly,
    body: () => ({ status: 'started' }),
  },
  'GET /x/pd-course-access': {
    scope: 'none',
    expected: educatorsOnly,
    query: `link=%2Fmyflexpd%2Flessons%2F${MATRIX_PD_LESSON_KEY}`,
  },
};
