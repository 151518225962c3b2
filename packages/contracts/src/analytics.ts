/**
 * Analytics events (spec §3 "analytics event", §7 `POST /a/events`): an educator's page view and how long it
 * stayed on screen, and the district admin's educator-engagement report built from them
 * (`/reports/newDashboardUsage`).
 */
import { z } from 'zod';
import { idSchema } from './ids.js';
import { reportDatesSchema, reportQuerySchema } from './reports.js';

/** A page view longer than this is clamped by the client and refused by the server (a tab left open). */
export const ANALYTICS_MAX_DURATION_MS = 4 * 60 * 60 * 1000;
/** Page views one account may record per minute; more are refused with 429 (a runaway client). */
export const ANALYTICS_MAX_EVENTS_PER_MINUTE = 60;
/** The largest `POST /a/events` body, in bytes. */
export const ANALYTICS_BODY_LIMIT_BYTES = 2048;
/** Most-visited pages listed per educator and for the district. */
export const ANALYTICS_TOP_PAGES = 3;

/** A page name: the route with its ids replaced by `:id`, e.g. `/district/:id/classroom/:id`. */
export const analyticsPageSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^\/[A-Za-z0-9_\-/:]*$/, 'must be a route such as /district/:id/classroom/:id')
  .describe('The page (route with ids as :id) the view was of.');

const optionalId = idSchema.nullable().optional();

/** One page view (spec §3 analytics event fields, plus the page). */
export const analyticsEventSchema = z
  .object({
    districtId: idSchema.describe('The district of the signed-in educator (their own only).'),
    schoolId: optionalId.describe('The school the page was about, when any.'),
    classroomId: optionalId.describe('The classroom the page was about, when any.'),
    teacherId: optionalId.describe('The teacher the page was about, when any.'),
    trackingDurationInMs: z
      .number({ error: 'must be a number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(0, 'must not be negative')
      .max(ANALYTICS_MAX_DURATION_MS, 'must be at most four hours'),
    localTimestamp: z.iso
      .datetime({ offset: true, error: 'must be an ISO 8601 date-time, e.g. 2026-01-05T09:30:00-05:00' })
      .describe('When the page was left, on the educator’s clock.'),
    page: analyticsPageSchema,
  })
  .strict();
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** Timeframe of the engagement report (default 30d, the district lists' default of spec §9); format=csv exports it. */
export const dashboardUsageQuerySchema = reportQuerySchema.pick({
  timeframe: true,
  days: true,
  sy: true,
  fd: true,
  td: true,
  format: true,
  locale: true,
});
export type DashboardUsageQuery = z.infer<typeof dashboardUsageQuerySchema>;

const count = z.number().int();
const pageCountSchema = z.object({ page: z.string(), views: count, minutes: count });
export type PageCount = z.infer<typeof pageCountSchema>;

/**
 * One educator's engagement over the period (every valid educator account of the district, active or not), listed
 * by page views, most first, then by name.
 */
export const educatorEngagementRowSchema = z.object({
  id: count.describe('Customer id.'),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(['districtAdmin', 'schoolAdmin', 'teacher']),
  school_names: z.array(z.string()).describe('Schools the educator teaches in or administers.'),
  page_views: count,
  minutes: count.describe('Time on pages, rounded to whole minutes.'),
  last_visit: z.string().nullable().describe('ISO time of the latest page view; null without any.'),
  top_pages: z.array(pageCountSchema).describe('Most-visited pages, most first (up to 3).'),
});
export type EducatorEngagementRow = z.infer<typeof educatorEngagementRowSchema>;

/** One school's engagement: its educators' page views (an educator of two schools counts in both). */
export const schoolEngagementRowSchema = z.object({
  school_id: count,
  name: z.string(),
  educators: count.describe('Educators of the school.'),
  active_educators: count.describe('Educators with a page view in the period.'),
  page_views: count,
  minutes: count,
});
export type SchoolEngagementRow = z.infer<typeof schoolEngagementRowSchema>;

export const dashboardUsageResponseSchema = z.object({
  data: z.object({
    educators: z.array(educatorEngagementRowSchema),
    schools: z.array(schoolEngagementRowSchema),
    pages: z.array(pageCountSchema).describe('The district’s most-visited pages, most first.'),
  }),
  report_dates: reportDatesSchema,
  totals: z.object({
    page_views: count,
    minutes: count,
    active_educators: count,
    educators: count,
  }),
  links: z.object({ next_page: z.string().nullable() }),
  errors: z.array(z.string()),
});
export type DashboardUsageResponse = z.infer<typeof dashboardUsageResponseSchema>;
