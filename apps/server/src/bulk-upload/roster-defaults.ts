/**
 * What a new roster row gets that an upload does not say: a classroom's login code, a student's username when
 * the file has none, passwords and settings. Same shapes as the demo roster (demo/roster-generator.ts).
 */
import { randomInt } from 'node:crypto';
import { PASSWORD_WORDS } from '../demo/names.js';

const LOGIN_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A 6-character login code not in `used` (which it joins). */
export function loginCodeFor(used: Set<string>): string {
  for (;;) {
    const code = Array.from(
      { length: 6 },
      () => LOGIN_CODE_ALPHABET[randomInt(LOGIN_CODE_ALPHABET.length)],
    ).join('');
    if (!used.has(code)) {
      used.add(code);
      return code;
    }
  }
}

/**
 * First initial and last name, letters only, lower case, numbered when taken (`usernames` is lower-cased);
 * `counters` remembers each stem's last number so a thousand namesakes do not search from 2 each time.
 */
export function usernameFor(
  person: { firstName: string; lastName: string },
  usernames: Map<string, number>,
  counters: Map<string, number>,
): string {
  const stem =
    `${person.firstName.slice(0, 1)}${person.lastName}`
      .normalize('NFD')
      .replace(/[^A-Za-z0-9]/g, '')
      .toLowerCase()
      .slice(0, 40) || 'student';
  let name = stem;
  let n = counters.get(stem) ?? 1;
  while (usernames.has(name)) name = `${stem}${++n}`;
  counters.set(stem, n);
  return name;
}

/** Picture passwords of spec §3 are 1-9; primary classrooms (K-2) sign in with pictures, others with text. */
export const newStudentPassword = () => ({
  picture_password: randomInt(1, 10),
  text_password: `${PASSWORD_WORDS[randomInt(PASSWORD_WORDS.length)]}${randomInt(10, 100)}`,
});
export const authenticationTypeFor = (gradeId: number) => (gradeId <= 2 ? 1 : 2);
export const NEW_SETTINGS = JSON.stringify({ engagement_restrictions: [] });
/** English (United States), the product's default student language. */
export const DEFAULT_LANGUAGE_ID = 1033;
