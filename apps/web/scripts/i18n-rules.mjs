/**
 * Rules the message catalogues must keep (run by check-i18n.mjs, tested by i18n-rules.test.ts). Each rule
 * takes flat catalogues (`{ key: value }`) and returns problems as plain sentences naming locale and key.
 *
 * - keys: en-gb and es-mx have exactly the keys of en-us;
 * - placeholders: every `{name}` of an en-us value is in its translations, and no other;
 * - English left in Spanish: an es-mx value equal to its en-us value, or holding a common English word;
 * - school terms: en-gb uses British school terms (pupils, Year 6, Reception, maths …) and en-us American
 *   ones, and each en-us value with an American term is translated with the British term in en-gb.
 */

/**
 * Words and names written the same in Spanish and English, or product names and codes: removed from a
 * value before it is checked, so they are never reported as English (or as US spelling in en-gb).
 */
export const ALLOWED_TERMS = [
  { term: 'Math Dashboard', reason: 'the product name, not translated' },
  { term: 'CSV', reason: 'a file format code' },
  { term: 'Individual', reason: 'the same word in Spanish' },
  { term: 'min', reason: 'the abbreviation of minutes in both languages' },
  { term: 'h', reason: 'the abbreviation of hours in both languages' },
];

/** Common English words that a Spanish value never holds (matched as whole words, any case). */
export const ENGLISH_WORDS = [
  'Grade',
  'Grades',
  'Year',
  'Student',
  'Students',
  'Pupil',
  'Pupils',
  'Teacher',
  'Teachers',
  'School',
  'Schools',
  'Class',
  'Classes',
  'Classroom',
  'Classrooms',
  'Lesson',
  'Lessons',
  'Week',
  'Minutes',
  'Growth',
  'Standards',
  'Usage',
  'Progress',
  'Overview',
  'Report',
  'Reports',
  'Loading',
  'Sign in',
  'No data',
  'of',
  'the',
  'and',
  'with',
  'your',
  'per',
];

/**
 * American school terms and spellings with their British forms. en-gb may not use a US form, and an en-us
 * value holding a US form is translated in en-gb with one of its GB forms. en-us may not use the forms in
 * `britishOnly` (by default every GB form; "class", "year" and "term" are ordinary American words too).
 */
export const SCHOOL_TERMS = [
  {
    us: ['grade', 'grades'],
    gb: ['year', 'years', 'year group', 'year groups'],
    britishOnly: ['year group', 'year groups'],
  },
  { us: ['student', 'students'], gb: ['pupil', 'pupils'] },
  { us: ['kindergarten'], gb: ['reception'] },
  { us: ['classroom', 'classrooms'], gb: ['class', 'classes'], britishOnly: [] },
  { us: ['math'], gb: ['maths'] },
  { us: ['elementary'], gb: ['primary'], britishOnly: [] },
  { us: ['semester', 'semesters'], gb: ['term', 'terms'], britishOnly: [] },
  { us: ['last name'], gb: ['surname'], britishOnly: [] },
  { us: ['color', 'colors'], gb: ['colour', 'colours'] },
  { us: ['center', 'centers'], gb: ['centre', 'centres'] },
  { us: ['authorized', 'unauthorized'], gb: ['authorised', 'unauthorised'] },
  { us: ['synchronizing', 'synchronized'], gb: ['synchronising', 'synchronised'] },
];

const PLACEHOLDER = /\{(\w+)\}/g;
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A whole-word pattern, longest word first; letters with accents count as word letters. */
const wordPattern = (words, flags = 'giu') => {
  const alternatives = [...words].sort((a, b) => b.length - a.length).map(escape);
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, flags);
};

/** Allowed terms match with their case ("min" the unit, not a word inside a sentence that happens to match). */
const allowedPattern = wordPattern(
  ALLOWED_TERMS.map((entry) => entry.term),
  'gu',
);

/** A value without its placeholders and allowed terms: the words a reader sees that need translating. */
export function wordsToCheck(value) {
  return value.replace(PLACEHOLDER, ' ').replace(allowedPattern, ' ');
}

const found = (pattern, text) => [...new Set([...text.matchAll(pattern)].map((match) => match[0]))];

/** Placeholder names of a template, sorted and joined. */
export function placeholders(template) {
  return [...template.matchAll(PLACEHOLDER)]
    .map((match) => match[1])
    .sort()
    .join(',');
}

/** Missing and extra keys, and placeholders that differ from en-us. */
export function checkKeysAndPlaceholders(source, target, locale) {
  const problems = [];
  for (const [key, value] of Object.entries(source)) {
    if (!(key in target)) problems.push(`${locale}: missing key "${key}"`);
    else if (placeholders(value) !== placeholders(target[key])) {
      problems.push(
        `${locale}: "${key}" has placeholders {${placeholders(target[key])}} but en-us has {${placeholders(value)}}`,
      );
    }
  }
  for (const key of Object.keys(target)) {
    if (!(key in source)) problems.push(`${locale}: extra key "${key}" (not in en-us)`);
  }
  return problems;
}

const englishPattern = wordPattern(ENGLISH_WORDS);

/** es-mx values left in English: equal to en-us (beyond placeholders and allowed terms), or English words. */
export function checkSpanish(source, spanish, locale = 'es-mx') {
  const problems = [];
  for (const [key, value] of Object.entries(spanish)) {
    const words = wordsToCheck(value);
    if (value === source[key] && /\p{L}/u.test(words)) {
      problems.push(`${locale}: "${key}" is the same as en-us ("${value}"): translate it`);
      continue;
    }
    const english = found(englishPattern, words);
    if (english.length > 0) {
      problems.push(`${locale}: "${key}" holds English (${english.join(', ')}): "${value}"`);
    }
  }
  return problems;
}

/**
 * A problem for each value of `catalogue` (in `locale`) that uses one of `terms`, the other English's forms
 * (named `other`, US or GB) of this locale's `ownTerms`.
 */
function otherEnglishTerms(locale, catalogue, { terms, other, ownTerms }) {
  const pattern = wordPattern(terms);
  return Object.entries(catalogue).flatMap(([key, value]) => {
    const used = found(pattern, wordsToCheck(value));
    if (used.length === 0) return [];
    return [
      `${locale}: "${key}" uses the ${other} term ${used.join(', ')} (${locale}: ${ownTerms.join(' / ')}): "${value}"`,
    ];
  });
}

/** en-gb and en-us each keep to their own school terms, and en-gb translates each US term with its GB form. */
export function checkSchoolTerms(source, british) {
  const uses = (pattern, value) => found(pattern, wordsToCheck(value)).length > 0;
  const problems = [];
  for (const { us, gb, britishOnly = gb } of SCHOOL_TERMS) {
    problems.push(...otherEnglishTerms('en-gb', british, { terms: us, other: 'US', ownTerms: gb }));
    const [usPattern, gbPattern] = [wordPattern(us), wordPattern(gb)];
    for (const [key, value] of Object.entries(british)) {
      const translatesUsTerm = key in source && uses(usPattern, source[key]) && !uses(usPattern, value);
      if (translatesUsTerm && !uses(gbPattern, value)) {
        problems.push(`en-gb: "${key}" translates "${source[key]}" without ${gb.join(' / ')}: "${value}"`);
      }
    }
    if (britishOnly.length > 0) {
      problems.push(...otherEnglishTerms('en-us', source, { terms: britishOnly, other: 'GB', ownTerms: us }));
    }
  }
  return problems;
}
