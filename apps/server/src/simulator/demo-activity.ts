/** The demo district's year of learning, loaded by the start command through the ingest service. */
import { ensureCurriculum } from '../curriculum/curriculum.repository.js';
import type { Db, Engine } from '../db/database.js';
import { DEMO_DISTRICT_ID, DEMO_SPEC } from '../demo/demo-district.js';
import { DEMO_INGEST_KEY, setIngestKey } from '../ingest/ingest-key.js';
import { simulateDistrict, type SimulationResult } from './simulate-district.js';

/** Sets the demo ingest key and plays the demo district's school year up to `now`. */
export async function loadDemoActivity(db: Db, engine: Engine, now = Date.now()): Promise<SimulationResult> {
  await ensureCurriculum(db);
  await setIngestKey(db, DEMO_DISTRICT_ID, DEMO_INGEST_KEY);
  return simulateDistrict(db, engine, DEMO_DISTRICT_ID, { seed: DEMO_SPEC.seed, now });
}
