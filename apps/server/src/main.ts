import { buildApp } from './app.js';
import { loadConfig } from './config/config.js';
import { openDatabase } from './db/database.js';
import { migrate } from './db/migrate.js';
import { DEMO_LOGINS, DEMO_PASSWORD, ensureDemoDistrict } from './demo/demo-district.js';
import { ensureCurriculum } from './curriculum/curriculum.repository.js';
import { loadDemoActivity } from './simulator/demo-activity.js';

const config = loadConfig();
const database = await openDatabase(config);
await migrate(database.db);
await ensureCurriculum(database.db);
const { app } = await buildApp(config, database);

if (config.loadDemo) {
  const started = Date.now();
  const loaded = await ensureDemoDistrict(database.db);
  if (loaded) {
    const activity = await loadDemoActivity(database.db, database.engine);
    console.log(`Demo district loaded in ${Date.now() - started} ms (${activity.events} learning events of ${activity.students} students).`);
  }
}

await app.listen({ port: config.port, host: config.host });
const where = `http://localhost:${config.port}`;
const logins = config.loadDemo
  ? `\nDemo logins (password "${DEMO_PASSWORD}"):\n${Object.values(DEMO_LOGINS).map((u) => `  ${u}`).join('\n')}\n`
  : '';
console.log(`\nMath Dashboard is running at ${where} on ${database.engine}.${logins}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => database.close()).finally(() => process.exit(0));
  });
}
