import { loadConfig } from '../config/config.js';
import { blockSizeHint, openDatabase } from './database.js';
import { migrateDatabase } from './migrate.js';

const database = await openDatabase(loadConfig());
const applied = await migrateDatabase(database);
console.log(
  applied.length
    ? `Applied ${applied.join(', ')} on ${database.engine}.`
    : `Nothing to apply on ${database.engine}.`,
);
const hint = await blockSizeHint(database);
if (hint) console.log(hint);
await database.close();
