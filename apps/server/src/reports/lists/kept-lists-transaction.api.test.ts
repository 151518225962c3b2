/**
 * A list read in a transaction is read whole, not kept (lists/kept-lists.ts): the transaction sees its own writes,
 * and they count only once it commits (db/write-tracker.ts).
 */
import { localDay, parseTimeframe } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { withTransaction } from '../../db/database.js';
import { useTestServer } from '../../testing/use-test-server.js';
import { reportReuseMs } from '../shared/report-cache.js';
import { aggregateGroups, type AggregateInput } from './aggregates.repository.js';
import { isKeptList } from './kept-lists.js';

const server = useTestServer();

describe('a kept list in a transaction', () => {
  it('shows the transaction’s own roster write', async () => {
    const { districtId, ids } = server.home;
    const input: AggregateInput = {
      districtId,
      academicStandard: 'ccss',
      kind: 'student',
      scope: { kind: 'district' },
      filter: { schoolId: ids.ownSchoolId },
      period: parseTimeframe('30d', localDay(Date.now(), 'America/New_York')),
    };
    expect(reportReuseMs()).toBeGreaterThan(0);
    expect(isKeptList(input)).toBe(true);
    const rolledBack = new Error('roll back');
    const outcome = await withTransaction(server.database.db, async (trx) => {
      const before = (await aggregateGroups(trx, input)).map((g) => g.id);
      const leaving = before[0]!;
      await trx
        .deleteFrom('enrollments')
        .where('district_id', '=', districtId)
        .where('student_id', '=', leaving)
        .execute();
      const after = (await aggregateGroups(trx, input)).map((g) => g.id);
      expect(after).toEqual(before.filter((id) => id !== leaving));
      throw rolledBack;
    }).catch((error: unknown) => error);
    expect(outcome).toBe(rolledBack);
  });
});
