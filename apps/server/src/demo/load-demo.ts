import type { Db, Engine } from '../db/database.js';
import { rebuildSchoolSumsBetweenBatches } from '../ingest/ingest.service.js';
import { loadDemoActivity } from '../simulator/demo-activity.js';
import { DEMO_DISTRICT_ID, DEMO_SPEC, ensureDemoDistrict } from './demo-district.js';
import { ensureDemoSessions } from './demo-sessions.js';
import { ensureDemoThirdParty } from './demo-third-party.js';
import { ensureDemoLicenses } from './demo-licenses.js';

/**
 * Makes sure the demo district and its school year of activity are there: the roster on first start, and
 * the activity whenever the district has no events yet (also after a first start that was interrupted), and
 * its educators' dashboard sessions of the school year once.
 * Returns what was loaded, or null when everything was already present.
 */
export async function ensureDemoData(
  db: Db,
  engine: Engine,
): Promise<{ events: number; students: number } | null> {
  const rosterLoaded = await ensureDemoDistrict(db);
  await ensureDemoSessions(db, DEMO_DISTRICT_ID, DEMO_SPEC.seed);
  await ensureDemoThirdParty(db, DEMO_DISTRICT_ID, DEMO_SPEC.seed);
  await ensureDemoLicenses(db, DEMO_DISTRICT_ID, DEMO_SPEC.middleSchools);
  const anyEvent = await db
    .selectFrom('events')
    .select('uid')
    .where('district_id', '=', DEMO_DISTRICT_ID)
    .limit(1)
    .executeTakeFirst();
  if (anyEvent && !rosterLoaded) return null;
  if (anyEvent) return { events: 0, students: 0 };
  const activity = await loadDemoActivity(db, engine);
  await rebuildSchoolSumsBetweenBatches(db, DEMO_DISTRICT_ID);
  return { events: activity.events, students: activity.students };
}
