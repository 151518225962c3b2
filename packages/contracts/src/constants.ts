/** Business constants of spec §9 that both the server and the web app use. */

/** Keepalive interval: the web app pings /ping this often while the user is active. */
export const KEEPALIVE_SECONDS = 600;
/** Delay between "session expired" and the redirect to /logout/expired. */
export const LOGOUT_DELAY_MS = 500;

/** Server-side session lifetimes (overridable by env for tests). */
export const SESSION_IDLE_SECONDS_DEFAULT = 30 * 60;
export const SESSION_ABSOLUTE_SECONDS_DEFAULT = 12 * 60 * 60;
/** A session row is touched at most once a minute: DuckDB conflicts on hot rows. */
export const SESSION_TOUCH_INTERVAL_SECONDS = 60;

/** Login throttling: failures allowed per window, per account and per address. */
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 20;
export const LOGIN_THROTTLE_WINDOW_SECONDS = 15 * 60;

/** Header every state-changing request must carry (the CSRF defence with SameSite cookies). */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'XMLHttpRequest';
export const SESSION_COOKIE = 'dash_session';

/** Mobile layout at or below this width (px). */
export const MOBILE_MAX_WIDTH = 768;

/** Grade codes (spec §9). */
export const GRADE_PRE_K = -1;
export const GRADE_K = 0;
export const GRADE_ALGEBRA = 9;
export const GRADE_MULTI = [1000, 1001] as const;

/** Picture passwords 1-9 (spec §3). */
export const PICTURE_PASSWORDS = {
  1: 'Flowers',
  2: 'Cat',
  3: 'Bug',
  4: 'Pencils',
  5: 'Hat',
  6: 'Skull',
  7: 'Bird',
  8: 'Book',
  9: 'Turtle',
} as const;

export const AUTHENTICATION_TYPES = { picture: 1, text: 2 } as const;

/** Invalid customer id (spec §3). */
export const INVALID_CUSTOMER_ID = -1;

/** Academic standards and their display names (spec §9). */
export const ACADEMIC_STANDARD_DEFAULT = 'ccss';
export const ACADEMIC_STANDARD_NAMES = {
  ccss: 'Common Core State Standards',
  teks: 'Texas Essential Knowledge and Skills',
  florida: 'Florida B.E.S.T. Standards',
  georgia: 'Georgia Standards of Excellence',
  uk_standards_2013: 'National Curriculum (England) 2013',
  dbl: 'Product Curriculum',
} as const;
export type AcademicStandard = keyof typeof ACADEMIC_STANDARD_NAMES;

/** Completion percent at which a level or standard is PROFICIENT and a goal is reached (spec §4). */
export const PROFICIENT_PERCENT = 100;
/** A lesson failed this often ("more than once") with its latest play failed needs attention (spec §4). */
export const NEEDS_ATTENTION_MIN_FAILS = 2;
/** Days in a student-history week, counted from the start date (spec §4 Student history). */
export const HISTORY_WEEK_DAYS = 7;
/** Local days up to today whose session time the usage alert weighs (spec §3, §9). */
export const SESSION_TIME_ALERT_DAYS = 7;
