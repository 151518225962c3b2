import { z } from 'zod';
import { ALERT_TYPES, LEARNING_ALERT_KINDS, WINDOWS } from './events.js';
import { astSchema } from './report-standards.js';
import { addDays } from './timeframes.js';

/**
 * Student alerts (spec §2 "Student alerts" and At a Glance, §3 Alerts, §6, §8, §9): today's alerts of a classroom
 * or a student, and the learning alerts a classroom raised over a recent period.
 */

/** The server record type of each alert type (spec §3 `@type`). */
export const ALERT_RECORD_TYPES = {
  LESSON_STRUGGLING: 'LessonStrugglingAlert',
  SESSION_TIME: 'SessionTimeAlert',
} as const;

/** Usage alerts are shown only when asked for (spec §2: disabled by default). */
export const USAGE_ALERTS_DEFAULT = false;

/**
 * The classroom load rule (spec §6): alerts load only for a period within the alerts window (30 days) that
 * includes today.
 */
export function isAlertsWindow(period: { from: string; to: string }, today: string): boolean {
  return period.to === today && period.from >= addDays(today, 1 - WINDOWS.alertsDays);
}

/** Where a click on an alert opens the student's standards: the level, domain, cluster and standard codes. */
export const alertFocusSchema = z.object({
  level_id: z.number().int(),
  domain: z.string().describe('Domain code, e.g. 3.NF.'),
  cluster: z.string().describe('Cluster code, e.g. 3.NF.A.'),
  standard: z.string().nullable().describe('Standard code; null for a lesson group (its cluster).'),
});
export type AlertFocus = z.infer<typeof alertFocusSchema>;

export const alertSchema = z.object({
  '@type': z.enum([ALERT_RECORD_TYPES.LESSON_STRUGGLING, ALERT_RECORD_TYPES.SESSION_TIME]),
  type: z.enum(ALERT_TYPES),
  category: z.enum(['LEARNING', 'USAGE']),
  kind: z.enum(LEARNING_ALERT_KINDS).nullable().describe('The learning alert kind; null for usage.'),
  ordinal: z.number().int(),
  raised_at: z.number().int().describe('Epoch ms the alert began.'),
  raised_date: z.string().describe('The district-local day it began (YYYY-MM-DD).'),
  standard: z
    .object({
      id: z.number().int(),
      code: z.string(),
      name: z.string(),
      short_description: z.string(),
    })
    .nullable(),
  lesson_group: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  focus: alertFocusSchema.nullable().describe('What a click opens; null when the alert names neither.'),
});
export type StudentAlert = z.infer<typeof alertSchema>;

/** One student and their alerts: only those of the lowest ordinal the student has (spec §3). */
export const studentAlertsSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  alerts: z.array(alertSchema),
});
export type StudentAlerts = z.infer<typeof studentAlertsSchema>;

const usageSchema = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .optional()
  .transform((value) => (value === undefined ? USAGE_ALERTS_DEFAULT : value === 'true'))
  .describe('Include usage (session time) alerts; off by default.');

/** Today's alerts of a classroom or student (spec §7: ast). */
export const alertsQuerySchema = z.object({ ast: astSchema, usage: usageSchema });

const digits8 = z.string().regex(/^\d{8}$/, 'must be a date written YYYYMMDD');

/** Learning alerts raised over a period (spec §7: ast, days, fd, td); by default the last 7 days. */
export const academicAlertsQuerySchema = z.object({
  ast: astSchema,
  days: z.coerce.number().int().min(1).max(WINDOWS.alertsDays).optional().describe('The last N days.'),
  fd: digits8.optional().describe('Period start, with td.'),
  td: digits8.optional().describe('Period end, with fd; must be today.'),
});

export const alertsResponseSchema = z.object({
  data: z.array(studentAlertsSchema),
  report_dates: z.object({ from_date: z.string(), to_date: z.string() }),
  links: z.object({ next_page: z.null() }),
  errors: z.array(z.string()),
});
export type AlertsResponse = z.infer<typeof alertsResponseSchema>;
