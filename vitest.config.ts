import { defineConfig } from 'vitest/config';

/** One runner for every suite; `npm test` runs the server suite once per database engine (tools/run-tests.mjs). */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/web/scripts/**/*.test.ts',
            'tools/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          // The demo district is built once per run; each journey's server starts from a copy.
          globalSetup: ['e2e/support/demo-template.ts'],
          testTimeout: 60_000,
          // A journey that builds its own district (landing.e2e.ts) takes minutes on a busy machine.
          hookTimeout: 600_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
