/**
 * Serves a cached benchmark preset on loopback for `npm run bench:load` (which starts it as a child process,
 * so the load generator and the server do not share an event loop). Prints one JSON line with the address,
 * the sign-in and the ids of the reports to read, then serves until SIGTERM or SIGINT.
 * Usage: tsx tools/bench/serve-preset.ts m|l
 */
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config/config.js';
import { loadPreset, PRESETS, type PresetName } from './presets.js';

const presetName = process.argv[2] as PresetName;
if (!(presetName in PRESETS))
  throw new Error(`unknown preset ${presetName}; use ${Object.keys(PRESETS).join(' or ')}`);

const config = {
  ...loadConfig({ ...process.env, DATA_DIR: 'data/bench', WEB_DIST: '/nonexistent', DEMO: 'off' }),
  logLevel: 'warn',
};
const loaded = await loadPreset(presetName, config);
const { app } = await buildApp(config, loaded.database, { logger: false });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(
  JSON.stringify({
    address,
    ids: loaded.ids,
    username: loaded.adminUsername,
    password: loaded.password,
    students: loaded.students,
    studentDays: loaded.studentDays,
  }),
);

const stop = async () => {
  await app.close();
  await loaded.database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
