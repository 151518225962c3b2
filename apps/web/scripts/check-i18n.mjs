#!/usr/bin/env node
/**
 * Checks the message catalogues: en-gb and es-mx must have exactly the keys of en-us, and every
 * literal key used in src (t('key'), or a `...Key: 'key'` / MessageKey-typed map entry) must exist
 * in en-us. A key `x` also matches a plural pair `x.one` / `x.other`. Exits 1 listing every problem.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = join(webRoot, 'src');
const localesDir = join(srcDir, 'i18n', 'locales');
const SOURCE = 'en-us';
const TARGETS = ['en-gb', 'es-mx'];

function readCatalogue(locale) {
  const file = join(localesDir, `${locale}.json`);
  const data = JSON.parse(readFileSync(file, 'utf8'));
  for (const [key, value] of Object.entries(data)) {
    if (typeof value !== 'string') throw new Error(`${locale}.json: "${key}" is not a string`);
  }
  return data;
}

function placeholders(template) {
  return [...template.matchAll(/\{(\w+)\}/g)]
    .map((match) => match[1])
    .sort()
    .join(',');
}

function listSourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listSourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const problems = [];
const source = readCatalogue(SOURCE);
const sourceKeys = new Set(Object.keys(source));

for (const locale of TARGETS) {
  const target = readCatalogue(locale);
  const targetKeys = new Set(Object.keys(target));
  for (const key of sourceKeys) {
    if (!targetKeys.has(key)) problems.push(`${locale}: missing key "${key}"`);
    else if (placeholders(source[key]) !== placeholders(target[key])) {
      problems.push(
        `${locale}: "${key}" has placeholders {${placeholders(target[key])}} but en-us has {${placeholders(source[key])}}`,
      );
    }
  }
  for (const key of targetKeys) {
    if (!sourceKeys.has(key)) problems.push(`${locale}: extra key "${key}" (not in en-us)`);
  }
}

const USAGE_PATTERNS = [
  /\bt\(\s*['"]([^'"]+)['"]/g,
  /\b\w*Key\s*:\s*['"]([a-zA-Z][\w-]*(?:\.[\w-]+)+)['"]/g,
  /^\s*\w+\s*:\s*['"]([a-zA-Z][\w-]*(?:\.[\w-]+)+)['"],?\s*$/gm,
];

function isKnown(key) {
  return sourceKeys.has(key) || sourceKeys.has(`${key}.other`);
}

for (const file of listSourceFiles(srcDir)) {
  const text = readFileSync(file, 'utf8');
  const usesMessageKeys = text.includes('MessageKey');
  USAGE_PATTERNS.forEach((pattern, index) => {
    // Bare `name: 'a.b'` map entries only count in files that type them as MessageKey.
    if (index === 2 && !usesMessageKeys) return;
    for (const match of text.matchAll(pattern)) {
      const key = match[1];
      if (!isKnown(key)) problems.push(`${relative(webRoot, file)}: key "${key}" is not in en-us`);
    }
  });
}

const unique = [...new Set(problems)];
if (unique.length > 0) {
  console.error(`i18n check failed (${unique.length} problem${unique.length === 1 ? '' : 's'}):`);
  for (const problem of unique) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(`i18n check passed: ${sourceKeys.size} keys in ${[SOURCE, ...TARGETS].join(', ')}.`);
