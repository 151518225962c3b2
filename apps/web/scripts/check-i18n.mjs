#!/usr/bin/env node
/**
 * Checks the message catalogues against the rules of i18n-rules.mjs (same keys and placeholders as
 * en-us, no English left in es-mx, British school terms in en-gb), and that every literal key used in src
 * (t('key'), or a `...Key: 'key'` / MessageKey-typed map entry) exists in en-us. A key `x` also matches a
 * plural pair `x.one` / `x.other`. Exits 1 listing every problem.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkKeysAndPlaceholders, checkSchoolTerms, checkSpanish } from './i18n-rules.mjs';

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

const targets = Object.fromEntries(TARGETS.map((locale) => [locale, readCatalogue(locale)]));
for (const locale of TARGETS) problems.push(...checkKeysAndPlaceholders(source, targets[locale], locale));
problems.push(...checkSpanish(source, targets['es-mx']));
problems.push(...checkSchoolTerms(source, targets['en-gb']));

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
