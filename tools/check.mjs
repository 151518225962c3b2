#!/usr/bin/env node
/**
 * `npm run lint`, `npm run typecheck` and `npm run check` (both): the static checks, run as many at a time as the
 * machine has cores. Each is single-threaded for most of its time: on two cores the seven took 88 s against 124 s
 * one after another (2026-12-03). A check's output is printed whole when it ends; the exit code is 1 if any failed.
 *
 *   node tools/check.mjs [lint] [typecheck]     (no argument: both)
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The checks by group. The type-check covers every workspace with its own tsconfig. */
const CHECKS = {
  lint: [
    ['eslint', '.'],
    ['prettier', '--check', '.'],
  ],
  typecheck: ['packages/contracts', 'apps/server', 'apps/web', 'tools', 'e2e'].map((project) => [
    'tsc',
    '-p',
    project,
  ]),
};

const groups = process.argv.slice(2);
const unknown = groups.filter((group) => !(group in CHECKS));
if (unknown.length) {
  console.error(`Unknown check group: ${unknown.join(', ')}. Known: ${Object.keys(CHECKS).join(', ')}.`);
  process.exit(2);
}
const queue = (groups.length ? groups : Object.keys(CHECKS)).flatMap((group) => CHECKS[group]);
const bin = path.join(root, 'node_modules/.bin');

/** Runs one check with its output kept, and prints it once the check ends. */
function runCheck([command, ...args]) {
  const label = [command, ...args].join(' ');
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(path.join(bin, command), args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n▶ ${label} — ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

let failed = 0;
async function worker() {
  for (let check = queue.shift(); check; check = queue.shift()) if (!(await runCheck(check))) failed += 1;
}
await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
console.log(failed ? `\n${failed} check(s) failed` : '\nEvery check passed');
process.exit(failed ? 1 : 0);
