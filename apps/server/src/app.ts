import { existsSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { LoginThrottle } from './auth/login-throttle.js';
import type { Config } from './config/config.js';
import type { DatabaseHandle } from './db/database.js';
import { startInvalidationChannel } from './db/invalidation-channel.js';
import { handleFrameworkError, installErrorHandler, installNotFoundHandler } from './http/error-handler.js';
import { installJsonBodyParser } from './http/json-body.js';
import { installKeptCompression } from './http/kept-compression.js';
import { setDocumentedRoutes } from './http/openapi.routes.js';
import { registerRoutes } from './http/register-routes.js';
import type { AppContext } from './http/route.js';
import { installReadTurns } from './http/read-turns.js';
import { installSecurity } from './http/security.js';
import { schoolSumsRebuilt } from './reports/lists/school-sums-list.js';
import { setReportCacheSeconds } from './reports/shared/report-cache.js';
import { allRoutes } from './routes.js';
import { liveWatcher } from './live/live-watcher.js';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));

/** Assembles the server: plugins, then security and errors, then routes, then the web app. */
export async function buildApp(config: Config, database: DatabaseHandle, options: { logger?: boolean } = {}) {
  const app: FastifyInstance = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    trustProxy: false,
    frameworkErrors: handleFrameworkError,
  });
  // Text answers over 1 KiB go compressed to a browser that accepts it (ARCHITECTURE "Compressed answers"). Bodies
  // sent to the server are read as sent: no route decompresses one (the hook runs before the plugin's own).
  app.addHook('onRoute', (route) => {
    route.decompress = false;
  });
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    // The fastest levels, in one call up to 2 MiB: at preset m a history page of 1.28 MB went to 23 kB (brotli) or
    // 50 kB (gzip) in a few ms; the plugin's defaults, streamed, answered it slower than not compressing at all.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
    zlibOptions: { level: 1 },
    syncThreshold: 2 * 1024 * 1024,
  });
  // A kept report response goes out as the plugin compressed it the first time (after the plugin: its hook runs last).
  installKeptCompression(app);
  await app.register(fastifyCookie);
  // Multipart bodies (roster uploads) are read by the route that wants them, with its own limits.
  await app.register(fastifyMultipart);
  installJsonBodyParser(app);
  installSecurity(app);
  installReadTurns(app);
  installErrorHandler(app);

  const ctx: AppContext = {
    db: database.db,
    engine: database.engine,
    config,
    loginThrottle: new LoginThrottle(),
  };
  setReportCacheSeconds(config.reportCacheSeconds);
  setDocumentedRoutes(allRoutes);
  registerRoutes(app, ctx, allRoutes);
  // Held "changed since" requests answer before the server closes, rather than keep it open.
  app.addHook('preClose', async () => liveWatcher(ctx.db).release());
  // A rebuild of per-school sums a read started finishes before the database closes.
  app.addHook('onClose', schoolSumsRebuilt);
  // Several servers on one PostgreSQL tell each other what they wrote, so no cache keeps what another changed.
  if (database.engine === 'postgres' && config.databaseUrl) {
    const channel = startInvalidationChannel(database.db, config.databaseUrl, (message) =>
      app.log.warn(message),
    );
    app.addHook('onClose', () => channel.close());
  }

  const webDist = path.resolve(config.webDist ?? DEFAULT_WEB_DIST);
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes each script and style sheet compressed beside it (apps/web/scripts/precompress.ts).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  installNotFoundHandler(
    app,
    hasWeb ? (reply) => reply.header('cache-control', 'no-cache').sendFile('index.html') : null,
  );
  return { app, ctx };
}
