import { loadConfig } from '../config/config.js';
import { ensureCurriculum } from '../curriculum/curriculum.repository.js';
import { openDatabase } from '../db/database.js';
import { migrateDatabase } from '../db/migrate.js';
import { ensureDemoData } from './load-demo.js';

const database = await openDatabase(loadConfig());
await migrateDatabase(database);
await ensureCurriculum(database.db);
const loaded = await ensureDemoData(database.db, database.engine);
console.log(
  loaded ? `Demo district loaded (${loaded.events} learning events).` : 'Demo district already present.',
);
await database.close();
