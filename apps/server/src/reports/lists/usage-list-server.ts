/**
 * The test server the list report tests share: the usage oracle's hand-written events ingested into the home
 * district and every fixture caller signed in. The district admin and the teacher read growth as a percent;
 * the school admin and the guardian keep the fixture's default, fractions.
 */
import { localDay, type ActivityRecord } from '@dash/contracts';
import { ingestHandWritten } from '../../testing/learning-fixture.js';
import { usageOracle, usageRecords } from '../../testing/usage-oracle.js';
import {
  FIXTURE_ROLES,
  setGrowthAsPercentage,
  useTestServer,
  type FixtureRole,
} from '../../testing/use-test-server.js';

const TIME_ZONE = 'America/New_York';

/** The callers who read growth as a percent (growth_as_percentage=true). */
export const PERCENT_READERS: readonly FixtureRole[] = ['districtAdmin', 'teacher'];

export function useUsageListServer() {
  const today = localDay(Date.now(), TIME_ZONE);
  let records: ActivityRecord[] | undefined;
  let oracle: ReturnType<typeof usageOracle> | undefined;
  const server = useTestServer({
    signIn: FIXTURE_ROLES,
    prepare: async () => {
      records = usageRecords(server.home, today, TIME_ZONE);
      oracle = usageOracle(server.home, records, TIME_ZONE);
      await setGrowthAsPercentage(server, PERCENT_READERS, true);
      await ingestHandWritten(server.database, server.home.districtId, records);
    },
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the usage fixture is read before beforeAll has started it');
    return value;
  };
  return {
    server,
    /** The district's day when the tests started: the hand-written events are placed relative to it. */
    today,
    /** The hand-written events, once the server has started. */
    get records() {
      return started(records);
    },
    /** The figures recomputed from those events, once the server has started. */
    get oracle() {
      return started(oracle);
    },
  };
}
