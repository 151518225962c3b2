/// <reference types="node" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { initialJsSize } from './scripts/initial-js-size.ts';
import { precompress } from './scripts/precompress.ts';

const API_TARGET = process.env.DASH_API_TARGET ?? 'http://localhost:3000';
/**
 * Paths the server owns; everything else is the single-page app.
 * Regex keys so that `/n/` does not swallow SPA routes such as `/reports` or `/missingroster`.
 */
const PROXIED_PATHS = ['^/(api|n|r|m)/', '^/(ping|healthz)(\\?|$)'];
const CONTRACTS_SOURCE = /[\\/]packages[\\/]contracts[\\/]src[\\/]/;
const proxy = Object.fromEntries(PROXIED_PATHS.map((pattern) => [pattern, { target: API_TARGET }]));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), initialJsSize(), precompress()],
  server: {
    port: 5173,
    proxy,
  },
  preview: {
    proxy,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    reportCompressedSize: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        // The shared contracts build zod schemas and catalogues at module level; the web app uses only a
        // few constants and types. Contracts modules are declared free of side effects and schema
        // construction pure, so unused parts (and zod itself) are dropped instead of shipped.
        moduleSideEffects: (id: string) => !CONTRACTS_SOURCE.test(id),
        manualPureFunctions: ['z'],
      },
    },
  },
});
