/**
 * Customers usage (spec §3 "customer usage row", schoolsCustomerUsage and teacherCustomerUsage column sets):
 * how much the dashboard's own users (teachers and administrators) used it, from their sessions.
 * A session counts in the period when it started on one of its days (district time); its usage time runs
 * from sign-in to its last request (or to sign-out).
 */
import { z } from 'zod';
import { reportDatesSchema, reportQuerySchema } from './reports.js';

/** Timeframe (default 7d) and export format. */
export const customersUsageQuerySchema = reportQuerySchema.pick({
  timeframe: true,
  days: true,
  sy: true,
  fd: true,
  td: true,
  format: true,
  locale: true,
});
export type CustomersUsageQuery = z.infer<typeof customersUsageQuerySchema>;

const n = z.number();
const nn = z.number().nullable();
const minutesPerSession = nn.describe('Minutes per session, one decimal; null without sessions.');

/** Totals of a customers usage report. */
export const customersUsageTotalsSchema = z.object({
  session_count: n.describe('Sessions in the period (the sum of the rows).'),
  usage_time_in_min: n.describe('Minutes of use in the period, rounded.'),
  ave_usage_time_per_session: minutesPerSession,
  active_customers: n.describe('Customers with at least one session in the period.'),
  percent_total_customers: nn.describe(
    'Active customers over total customers, percent; null without customers.',
  ),
  total_customers: n,
  total_sessions: n.describe('Sessions in the period (same as session_count).'),
});
export type CustomersUsageTotals = z.infer<typeof customersUsageTotalsSchema>;

function envelope<D extends z.ZodType>(data: D) {
  return z.object({
    data,
    report_dates: reportDatesSchema,
    totals: customersUsageTotalsSchema,
    links: z.object({ next_page: z.string().nullable() }),
    errors: z.array(z.string()),
  });
}

/** District: one row per school (schoolsCustomerUsage column set). */
export const schoolCustomersUsageRowSchema = z.object({
  school_id: n,
  schoolName: z.string(),
  active_customers: n.describe("School's customers with at least one session in the period."),
  active_sessions: n.describe("Sessions of the school's customers in the period."),
  percent_active_customers: nn.describe('Active over total customers, percent; null without customers.'),
  total_customers: n.describe('Teachers and administrators of the school.'),
});
export type SchoolCustomersUsageRow = z.infer<typeof schoolCustomersUsageRowSchema>;
export const districtCustomersUsageResponseSchema = envelope(z.array(schoolCustomersUsageRowSchema));
export type DistrictCustomersUsageResponse = z.infer<typeof districtCustomersUsageResponseSchema>;

/** School: one row per teacher or administrator of the school (teacherCustomerUsage column set). */
export const customerUsageRowSchema = z.object({
  id: n.describe('Customer id.'),
  first_name: z.string(),
  last_name: z.string(),
  session_count: n,
  usage_time_in_min: n.describe('Minutes, rounded.'),
  usage_time_per_session: minutesPerSession,
  average_usage_time_in_min: nn.describe('Same as usage_time_per_session (spec §3 customer usage row).'),
});
export type CustomerUsageRow = z.infer<typeof customerUsageRowSchema>;
export const schoolCustomersUsageResponseSchema = envelope(z.array(customerUsageRowSchema));
export type SchoolCustomersUsageResponse = z.infer<typeof schoolCustomersUsageResponseSchema>;
