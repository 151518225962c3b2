/**
 * Licence reports (spec §2 License report, §3 License group, §5 seats, §7 `/m/district/{id}/license`,
 * `/m/district/{id}/metrics/unique-user-count` and the same under `/m/school/{id}`, §9 low activity): the
 * district's or a school's licence groups with who they license, and how many of them logged in.
 */
import { z } from 'zod';

/** Licence types: a number of seats, or every student of the covered schools (a site licence). */
export const LICENSE_TYPES = ['SEAT', 'SITE'] as const;
export type LicenseType = (typeof LICENSE_TYPES)[number];

/** spec §9: a licence shows low activity when fewer than this share of its licensed users logged in. */
export const LICENSE_LOW_ACTIVITY_RATIO = 0.25;

/** spec §5: available seats are counted only for seat licences and licences of no stated type. */
export const hasSeatCount = (licenseType: LicenseType | null) => licenseType !== 'SITE';

const n = z.number().int();
const nn = z.number().int().nullable();

/** One school a licence group covers, with the students it licenses there. */
export const licenseSchoolSchema = z.object({
  id: n,
  name: z.string(),
  usersLicensedCount: n.describe('Students enrolled in a classroom of the school.'),
  userMembershipsLicensedCount: n.describe(
    'Enrollments of those students (a student in two classes counts twice).',
  ),
});
export type LicenseSchool = z.infer<typeof licenseSchoolSchema>;

/** One classroom of the school asked about, under a licence group covering it (a school's details). */
export const licenseClassroomSchema = z.object({
  id: n,
  name: z.string(),
  educator: z.string().nullable().describe("The classroom's teacher, first and last name."),
  usersLicensedCount: n.describe('Students enrolled in the classroom.'),
});
export type LicenseClassroom = z.infer<typeof licenseClassroomSchema>;

/** A licence group (spec §3 License group). */
export const licenseGroupSchema = z.object({
  id: n,
  description: z.string(),
  licenseType: z.enum(LICENSE_TYPES).nullable().describe('SEAT, SITE, or null when not stated.'),
  start_date: z.string().describe('First day of the licence (YYYY-MM-DD, district time).'),
  end_date: z.string().describe('Last day of the licence (YYYY-MM-DD).'),
  is_active: z.boolean().describe('Today falls within the licence period.'),
  licensesAllottedCount: nn.describe('Seats bought; null without a seat count.'),
  licensesUnusedCount: nn.describe(
    'Seats bought minus users licensed (negative when over-subscribed); null without seats.',
  ),
  licensesAvailableCount: nn.describe(
    'Seats still free (never below 0); only for SEAT or unstated types with a seat count (spec §5), else null.',
  ),
  usersLicensedCount: n.describe('Distinct students enrolled in a classroom of any school the group covers.'),
  schoolUsersLicensedCount: nn.describe(
    'For a school: distinct students of that school licensed by the group.',
  ),
  schoolUserMembershipsLicensedCount: nn.describe(
    'For a school: their enrollments in the school’s classrooms.',
  ),
  otherSchoolStudentCount: nn.describe('For a school: students the group licenses in its other schools.'),
  duplicateStudentsAcrossClassrooms: n.describe(
    'Enrollments beyond one per student within each school, summed.',
  ),
  duplicateStudentsAcrossSchools: n.describe(
    'Students counted in more than one of the group’s schools (extra counts).',
  ),
  schools: z
    .array(licenseSchoolSchema)
    .describe('For a district every school covered; for a school only itself.'),
  classrooms: z.array(licenseClassroomSchema).describe('For a school its classrooms; empty for a district.'),
});
export type LicenseGroup = z.infer<typeof licenseGroupSchema>;

/** The summary over the active groups (spec §3 Summary). */
export const licenseSummarySchema = z.object({
  seatsAllottedCount: n.describe('Seats of the active groups that count seats (spec §5).'),
  seatsAvailableCount: n.describe('Their free seats.'),
  usersLicensedCount: n.describe(
    'Distinct students licensed by any active group (for a school: of that school).',
  ),
});
export type LicenseSummary = z.infer<typeof licenseSummarySchema>;

export const licenseReportSchema = z.object({
  data: z.object({ summary: licenseSummarySchema, groups: z.array(licenseGroupSchema) }),
});
export type LicenseReport = z.infer<typeof licenseReportSchema>;

/** The id under `subGroups` of a school's own subtotal (spec §3 "-1 is the school subtotal"). */
export const SCHOOL_SUBTOTAL_ID = -1;

/** Students who logged in (played) during each licence period (spec §3 Unique user counts). */
export const uniqueUserCountSchema = z.object({
  data: z.object({
    totalCount: n.describe('Distinct students who logged in during an active group’s period.'),
    subGroups: z
      .record(z.string(), n)
      .describe(
        'By licence group id: its students who logged in during its period; "-1" a school’s subtotal.',
      ),
  }),
});
export type UniqueUserCount = z.infer<typeof uniqueUserCountSchema>;

/**
 * spec §9: low activity when logged-in users are under 25 % of those licensed: the seats bought when the group
 * counts seats, else the students it licenses. Nothing to judge without licensed users.
 */
export function isLowLicenseActivity(
  loggedIn: number,
  group: Pick<LicenseGroup, 'licensesAllottedCount' | 'usersLicensedCount'>,
) {
  const licensed = group.licensesAllottedCount ?? group.usersLicensedCount;
  return licensed > 0 && loggedIn < LICENSE_LOW_ACTIVITY_RATIO * licensed;
}
