/// <reference types="node" />
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The budget for the JavaScript a first visit downloads before any route chunk. */
export const INITIAL_JS_BUDGET_KB = 250;

interface ChunkLike {
  type: 'chunk' | 'asset';
  isEntry?: boolean;
  imports?: string[];
  code?: string;
}

/** Entry chunks and everything they import statically: what the browser needs before the first screen. */
export function initialChunks(bundle: Record<string, ChunkLike>): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (seen.has(name) || !chunk || chunk.type !== 'chunk') return;
    seen.add(name);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [name, chunk] of Object.entries(bundle))
    if (chunk.type === 'chunk' && chunk.isEntry) visit(name);
  return [...seen];
}

/** Prints the gzipped size of the initial JavaScript after a build and fails the build above the budget. */
export function initialJsSize(): Plugin {
  return {
    name: 'initial-js-size',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = initialChunks(bundle as unknown as Record<string, ChunkLike>);
      const bytes = files.reduce(
        (sum, name) => sum + gzipSync((bundle[name] as unknown as ChunkLike).code ?? '').length,
        0,
      );
      const kb = bytes / 1024;
      const line = `initial JavaScript: ${kb.toFixed(1)} kB gzipped in ${files.length} file(s) (budget ${INITIAL_JS_BUDGET_KB} kB)`;
      if (kb > INITIAL_JS_BUDGET_KB) this.error(`${line}: over budget; load the new code on demand.`);
      console.log(line);
    },
  };
}
