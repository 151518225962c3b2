/**
 * Loads the demo district into DATA_DIR with its learning only up to the start of the district's current
 * week (Sunday 00:00, spec §9 "week starts Sunday"), as on a Monday morning before the first lesson: the
 * district exists, the school year has been played, and nobody has played yet this week, on any day the
 * journey runs. A server started on DATA_DIR afterwards keeps it as it is (the demo is already there).
 * Usage: DATA_DIR=… tsx e2e/support/seed-quiet-week.ts
 */
import { localDay, parseTimeframe } from '@dash/contracts';
import { loadConfig } from '../../apps/server/src/config/config.js';
import { ensureCurriculum } from '../../apps/server/src/curriculum/curriculum.repository.js';
import { openDatabase } from '../../apps/server/src/db/database.js';
import { migrate } from '../../apps/server/src/db/migrate.js';
import { DEMO_SPEC, ensureDemoDistrict } from '../../apps/server/src/demo/demo-district.js';
import { createLocalClock } from '../../apps/server/src/learning/local-time.js';
import { loadDemoActivity } from '../../apps/server/src/simulator/demo-activity.js';

/** The instant the district's current week began: local midnight at the start of its Sunday. */
function startOfLocalWeek(now: number, timeZone: string): number {
  const sunday = parseTimeframe('0w', localDay(now, timeZone)).from;
  const utcMidnight = Date.parse(`${sunday}T00:00:00Z`);
  return utcMidnight - (createLocalClock(timeZone).wallClockOf(utcMidnight) - utcMidnight);
}

const database = await openDatabase(loadConfig());
await migrate(database.db);
await ensureCurriculum(database.db);
await ensureDemoDistrict(database.db);
const until = startOfLocalWeek(Date.now(), DEMO_SPEC.timeZone) - 1;
const result = await loadDemoActivity(database.db, database.engine, until);
console.log(`Demo district loaded up to ${new Date(until).toISOString()} (${result.events} events).`);
await database.close();
