import { z } from 'zod';
import type { DistrictOptions, FeatureFlags } from './customer.js';

/**
 * Printables (spec §1, §2 "Info pane buttons", print modals, §4 Print-all, §7 Links, §9): the PDFs a teacher or
 * administrator prints, where they are, and when each is offered. The server draws them (printables/); the web
 * app's buttons and modals read the same rules from here.
 */

export const PRINTABLES = [
  'login_cards',
  'classroom_codes',
  'family_letter',
  'student_overviews',
  'certificate',
  'milestone_letter',
] as const;
export type Printable = (typeof PRINTABLES)[number];

/** What of a district decides which printables exist there (spec §2, §6: SSO-only, show_classroom_login_code). */
export interface PrintableDistrict {
  options: Pick<DistrictOptions, 'sso_only'>;
  featureFlags: Pick<FeatureFlags, 'show_classroom_login_code'>;
}

/**
 * Spec §2 Info pane buttons: Login Cards only where students sign in with a username (not SSO-only); Classroom
 * Codes only with show_classroom_login_code on and not SSO-only. Family letters exist everywhere (SSO-only
 * districts get the SSO parent-login letter instead of the invitation).
 */
export function isPrintableOffered(printable: Printable, district: PrintableDistrict): boolean {
  const ssoOnly = district.options.sso_only;
  if (printable === 'login_cards') return !ssoOnly;
  if (printable === 'classroom_codes') return !ssoOnly && district.featureFlags.show_classroom_login_code;
  return true;
}

/** Letter languages (spec §7 "optional lang es"): English unless `es`. */
export const letterLanguageSchema = z.enum(['en', 'es']).default('en');
export type LetterLanguage = z.infer<typeof letterLanguageSchema>;
export const letterQuerySchema = z.object({ lang: letterLanguageSchema });

/** Print-all students (spec §4, §9): above 30 students, batches of 25 the user picks from. */
export const PRINT_BATCH_THRESHOLD = 30;
export const PRINT_BATCH_SIZE = 25;
/** Spec §9 print delay: the pause between the last page rendered and the print dialog. */
export const PRINT_DELAY_MS = 150;

/** The batches of a classroom of `count` students: one of everyone up to 30, else runs of 25 (1-based). */
export function printBatches(count: number): { batch: number; first: number; last: number }[] {
  if (count <= PRINT_BATCH_THRESHOLD) return count > 0 ? [{ batch: 1, first: 1, last: count }] : [];
  const batches = [];
  for (let first = 1, batch = 1; first <= count; first += PRINT_BATCH_SIZE, batch++)
    batches.push({ batch, first, last: Math.min(count, first + PRINT_BATCH_SIZE - 1) });
  return batches;
}

export const studentOverviewsQuerySchema = z.object({
  batch: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(1000, 'is too large')
    .default(1),
  timeframe: z.string().max(40).optional().describe('The overview period, as the report pages name it.'),
  lang: letterLanguageSchema,
});

export const milestoneQuerySchema = z.object({
  lesson_slot_id: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(2_147_483_647, 'is too large'),
  lang: letterLanguageSchema,
});

/** The math product's student sign-in page (spec §7 "student login URL"); a classroom's code is added to it. */
export const STUDENT_LOGIN_URL = 'https://play.mathdashboard.org/login';
export const studentLoginUrl = (loginCode: string) =>
  `${STUDENT_LOGIN_URL}?code=${encodeURIComponent(loginCode)}`;

const base = (districtId: number) => `/m/print/districts/${districtId}`;
const lang = (language: LetterLanguage) => (language === 'es' ? '?lang=es' : '');

/** Where each printable is (README "Printables"); every one answers application/pdf. */
export const PRINTABLE_PATHS = {
  loginCards: (districtId: number, classroomId: number) =>
    `${base(districtId)}/classrooms/${classroomId}/login_cards`,
  classroomCodes: (districtId: number, schoolId: number) =>
    `${base(districtId)}/schools/${schoolId}/classroom_codes`,
  schoolFamilyLetters: (districtId: number, schoolId: number, language: LetterLanguage) =>
    `${base(districtId)}/schools/${schoolId}/family_letters${lang(language)}`,
  classroomFamilyLetters: (districtId: number, classroomId: number, language: LetterLanguage) =>
    `${base(districtId)}/classrooms/${classroomId}/family_letters${lang(language)}`,
  studentFamilyLetter: (districtId: number, studentId: number, language: LetterLanguage) =>
    `${base(districtId)}/students/${studentId}/family_letter${lang(language)}`,
  studentOverviews: (districtId: number, classroomId: number, batch: number) =>
    `${base(districtId)}/classrooms/${classroomId}/student_overviews?batch=${batch}`,
  certificate: (districtId: number, studentId: number, language: LetterLanguage) =>
    `${base(districtId)}/students/${studentId}/certificate${lang(language)}`,
  milestoneLetter: (districtId: number, studentId: number, lessonSlotId: number, language: LetterLanguage) =>
    `${base(districtId)}/students/${studentId}/milestone_letter?lesson_slot_id=${lessonSlotId}${language === 'es' ? '&lang=es' : ''}`,
} as const;
