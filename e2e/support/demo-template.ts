/**
 * Global setup of the browser journeys: the demo district's database that each journey's server starts from a copy
 * of (server.ts). `npm test` builds it once for the journeys and the load and crash tests and names it in
 * DEMO_TEMPLATE_DIR; run alone, the journeys build their own here and remove it when the run ends.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildDemoTemplate, DEMO_TEMPLATE_ENV } from '../../tools/demo-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder holding the demo district's database that each journey's server starts from. */
    demoTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const given = process.env[DEMO_TEMPLATE_ENV];
  if (given) {
    project.provide('demoTemplate', given);
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'dash-e2e-demo-'));
  await buildDemoTemplate(dir);
  project.provide('demoTemplate', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
