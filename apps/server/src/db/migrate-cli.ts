import { loadConfig } from '../config/config.js';
import { openDatabase } from './database.js';
import { migrateDatabase } from './migrate.js';

const database = await openDatabase(loadConfig());
const applied = await migrateDatabase(database);
console.log(
  applied.length
    ? `Applied ${applied.join(', ')} on ${database.engine}.`
    : `Nothing to apply on ${database.engine}.`,
);
await database.close();
