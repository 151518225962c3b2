import { loadConfig } from '../config/config.js';
import { openDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { ensureDemoDistrict } from './demo-district.js';

const database = await openDatabase(loadConfig());
await migrate(database.db);
console.log((await ensureDemoDistrict(database.db)) ? 'Demo district loaded.' : 'Demo district already present.');
await database.close();
