import { buildApp } from './app.js';
import { loadConfig } from './config/config.js';
import { blockSizeHint, openDatabase } from './db/database.js';
import { migrateDatabase } from './db/migrate.js';
import { DEMO_LOGINS, DEMO_PASSWORD } from './demo/demo-district.js';
import { ensureDemoData } from './demo/load-demo.js';
import { ensureCurriculum } from './curriculum/curriculum.repository.js';
import { purgeExpiredMessages } from './messaging/retention.js';

const config = loadConfig();
const database = await openDatabase(config);
await migrateDatabase(database);
await ensureCurriculum(database.db);
await purgeExpiredMessages(database.db);
const { app } = await buildApp(config, database);

if (config.loadDemo) {
  const started = Date.now();
  const loaded = await ensureDemoData(database.db, database.engine);
  if (loaded) {
    console.log(
      `Demo district loaded in ${Date.now() - started} ms (${loaded.events} learning events of ${loaded.students} students).`,
    );
  }
}

await app.listen({ port: config.port, host: config.host });
const where = `http://localhost:${config.port}`;
const logins = config.loadDemo
  ? `\nDemo logins (password "${DEMO_PASSWORD}"):\n${Object.values(DEMO_LOGINS)
      .map((u) => `  ${u}`)
      .join('\n')}\n`
  : '';
console.log(`\nMath Dashboard is running at ${where} on ${database.engine}.${logins}`);
const hint = await blockSizeHint(database);
if (hint) console.log(hint);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}
