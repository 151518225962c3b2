import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFiles } from './precompress.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('precompressFiles', () => {
  it('writes .br and .gz beside each script and style sheet of 1 KiB or more, not beside maps or small files', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    dirs.push(dir);
    mkdirSync(path.join(dir, 'assets'));
    const script = `const words = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `word ${i}`))};\n`;
    const files = {
      'assets/app.js': script,
      'assets/app.css': `body { margin: 0; }\n`.repeat(80),
      'assets/app.js.map': script,
      'assets/tiny.js': 'export {};\n',
      'index.html': '<!doctype html><title>Dashboard</title>',
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);

    expect(precompressFiles(dir).sort()).toEqual(['assets/app.css', 'assets/app.js']);
    for (const name of ['assets/app.js', 'assets/app.css']) {
      const file = path.join(dir, name);
      const original = readFileSync(file, 'utf8');
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString('utf8')).toBe(original);
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString('utf8')).toBe(original);
      expect(readFileSync(`${file}.br`).length).toBeLessThan(original.length / 3);
    }
    for (const name of ['assets/app.js.map', 'assets/tiny.js', 'index.html'])
      expect([existsSync(path.join(dir, `${name}.br`)), existsSync(path.join(dir, `${name}.gz`))]).toEqual([
        false,
        false,
      ]);
  });
});
