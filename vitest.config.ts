import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The malformed-request suite's files (apps/server/src/security/malformed-request-suite.ts). */
const MALFORMED_SUITE = /[\\/]security[\\/]bad-input-\d+\.test\.ts$/;

/**
 * vitest's order (on a clean checkout, larger files first), except that the malformed-request suite's files start
 * first: they are four lines each but the slowest files of the unit pass (a minute or more each), and started
 * last they left one worker running alone for minutes at the end of the pass.
 */
class SlowSuitesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => (MALFORMED_SUITE.test(file.moduleId) ? 0 : 1);
    const sorted = await super.sort(files);
    // Projects stay in vitest's order; within one, the slow files come first and the rest keep their places.
    return sorted
      .map((file, index) => ({ file, index }))
      .sort((a, b) =>
        a.file.project.name === b.file.project.name
          ? rank(a.file) - rank(b.file) || a.index - b.index
          : a.index - b.index,
      )
      .map(({ file }) => file);
  }
}

/** One runner for every suite; `npm test` runs the server suite once per database engine (tools/run-tests.mjs). */
export default defineConfig({
  test: {
    sequence: { sequencer: SlowSuitesFirst },
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
          // Two files at a time (vitest's default is one fewer than the cores: one here). Most of a file's time
          // is single-threaded JavaScript, so the second core is otherwise idle.
          maxWorkers: 2,
          // Files share a worker's modules instead of importing the server afresh each: importing took 189 s of the
          // DuckDB pass's 398 s, and 15 s this way. A file that changes what a module holds puts it back after it.
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          // The demo district is built once per run; each journey's server starts from a copy.
          globalSetup: ['e2e/support/demo-template.ts'],
          // Two journeys at a time, each with its own server and browser: a journey alone keeps the two cores only
          // about 70% busy. The run took 946 s on 2026-12-03 against 1,447 s one at a time the day before (when the
          // spec-routes journey alone took 47 s longer). A journey takes up to half as long again beside another,
          // hence the doubled test time limit.
          fileParallelism: true,
          maxWorkers: 2,
          // Journey files share a worker's modules, as the unit files do: importing took 100 s of the run otherwise.
          // The support modules hold no state of their own; each file starts its own server and browser.
          isolate: false,
          testTimeout: 120_000,
          // A journey that builds its own district (landing.e2e.ts) takes minutes on a busy machine.
          hookTimeout: 600_000,
          // A screen's figures arrive after its requests; on a busy machine that is seconds, not vitest's 1 s.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
