import { loadConfig } from '../config/config.js';
import { openDatabase } from './database.js';
import { migrate } from './migrate.js';

const database = await openDatabase(loadConfig());
const applied = await migrate(database.db);
console.log(
  applied.length
    ? `Applied ${applied.join(', ')} on ${database.engine}.`
    : `Nothing to apply on ${database.engine}.`,
);
await database.close();
