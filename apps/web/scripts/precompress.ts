/// <reference types="node" />
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The built files the server sends compressed: text a browser asks for (source maps only open in a debugger). */
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
/** Below this a file goes as it is (the server's own floor for answers it compresses). */
const MIN_BYTES = 1024;

/**
 * Writes `name.br` (brotli at its best level) and `name.gz` (gzip at 9) beside each compressible file of `dir`, so
 * the server sends them as they are instead of compressing each request at its fastest level; a variant that
 * saves nothing is not written. Answers the files compressed.
 */
export function precompressFiles(dir: string): string[] {
  const done: string[] = [];
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder)) {
      const file = path.join(folder, entry);
      const stats = statSync(file);
      if (stats.isDirectory()) visit(file);
      else if (COMPRESSIBLE.test(entry) && stats.size >= MIN_BYTES) {
        const content = readFileSync(file);
        const brotli = brotliCompressSync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        });
        const gzip = gzipSync(content, { level: 9 });
        const variants = [
          { suffix: '.br', bytes: brotli },
          { suffix: '.gz', bytes: gzip },
        ].filter(({ bytes }) => bytes.length < content.length);
        for (const { suffix, bytes } of variants) writeFileSync(`${file}${suffix}`, bytes);
        if (variants.length > 0) done.push(path.relative(dir, file));
      }
    }
  };
  visit(dir);
  return done;
}

/** After a build, the compressible files of the output folder compressed beside them (precompressFiles). */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const files = precompressFiles(outDir);
      console.log(`precompressed ${files.length} file(s) as .br and .gz`);
    },
  };
}
