/**
 * Learning events (spec §3 "Activity record", §4 "Event codes") and the business constants of
 * spec §4/§9 that the derived learning state follows.
 */
import { z } from 'zod';

/** Event codes of spec §4. */
export const EVENT_CODES = {
  LESSON_OPENED: 100,
  LESSON_COMPLETED: 110,
  LESSON_PAUSED: 120,
  LESSON_GROUP_COMPLETED: 130,
  CERTIFICATE: 200,
  ADVENTURE_FRIEND: 210,
  GRADUATION: 220,
  BADGE: 300,
  REASSESSMENT: 400,
  FEEDBACK: 500,
  GROUP_STRUGGLING: 600,
  STANDARD_COMPLETED: 701,
  LESSON_STRUGGLING: 702,
  LESSON_GROUP_COMPLETED_MILESTONE: 703,
  /**
   * Not in the spec's list: what the placement assessment credits, passed (lesson_passed true): one lesson slot
   * (lesson_slot_id), or a whole standard (standard_id, every slot that counts for it). It passes them without a
   * play: no time, not a completed lesson, not in the activity feed.
   */
  PLACEMENT: 800,
  GROUP_IN_PROGRESS: 900,
} as const;
export type EventCode = (typeof EVENT_CODES)[keyof typeof EVENT_CODES];

/** Display names of the event codes (the activity record's event_code_name). */
export const EVENT_CODE_NAMES: Record<EventCode, string> = {
  100: 'Lesson Opened',
  110: 'Lesson Completed',
  120: 'Lesson Paused',
  130: 'Lesson Group Completed',
  200: 'Certificate',
  210: 'Adventure Friend',
  220: 'Graduation',
  300: 'Badge',
  400: 'Reassessment',
  500: 'Feedback',
  600: 'Lesson Group Struggling',
  701: 'Standard Completed',
  702: 'Lesson Struggling',
  703: 'Lesson Group Completed',
  800: 'Placement',
  900: 'Lesson Group In Progress',
};
const ALL_EVENT_CODES = Object.values(EVENT_CODES) as EventCode[];

/** Codes that are about one lesson slot and must name it. */
export const LESSON_EVENT_CODES: readonly EventCode[] = [100, 110, 120, 702];
/** Codes that are about a lesson group: the group is named, or taken from the lesson slot. */
export const GROUP_EVENT_CODES: readonly EventCode[] = [130, 600, 703, 900];
/** The two codes that mean "lesson group completed". */
export const GROUP_COMPLETED_CODES: readonly EventCode[] = [130, 703];
/** The engagement certificate event code (spec §9). */
export const ENGAGEMENT_CERTIFICATE_EVENT_CODE = 200;

/** Most records one POST /api/v1/events may carry. */
export const INGEST_BATCH_MAX = 5000;
/** The longest single play a record may report (4 hours). */
export const LESSON_TIME_MAX_MS = 4 * 60 * 60 * 1000;
/** Shown lesson time is at least a minute (spec §3 total_lesson_time). */
export const TOTAL_LESSON_TIME_MIN_MS = 60_000;
/** Records may be stamped up to this far ahead of the server clock (device clocks drift). */
export const EVENT_FUTURE_TOLERANCE_MS = 24 * 60 * 60 * 1000;
/** The earliest instant a record may carry. */
export const EVENT_EARLIEST_MS = Date.UTC(2000, 0, 1);

/** In-school hours (spec §9, DESIGN §2): 8:00–16:00 on weekdays in the district's zone; the rest is extended hours. */
export const SCHOOL_HOURS = { startHour: 8, endHour: 16 } as const;

/** Windows in days (spec §9). */
export const WINDOWS = {
  conceptMapDays: 14,
  iaplDays: 7,
  activityDays: 30,
  alertsDays: 30,
  milestonesDays: 30,
  standardsProgressDays: 42,
  newAlertsDays: 7,
  averagesMinimumDays: 7,
} as const;

/** "3 fails of the last five lessons flags failure" (spec §9). */
export const FAILED_LESSONS_ALERT = { failed: 3, ofLast: 5 } as const;

/** Completed-instance counts read 1–4, then "five-plus" (spec §5). */
export const COMPLETED_INSTANCE_ORDINAL_CAP = 5;

/** Proficiency statuses and their sort ordinals (spec §3, §4). */
export const PROFICIENCY_STATUSES = ['NOT_STARTED', 'NEEDS_ATTENTION', 'IN_PROGRESS', 'PROFICIENT'] as const;
export type ProficiencyStatus = (typeof PROFICIENCY_STATUSES)[number];
export const PROFICIENCY_SORT_ORDINAL: Record<ProficiencyStatus, number> = {
  NOT_STARTED: 1,
  NEEDS_ATTENTION: 2,
  IN_PROGRESS: 3,
  PROFICIENT: 4,
};

/** Lesson-group progress of one student. */
export const LESSON_GROUP_STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'NEEDS_ATTENTION', 'COMPLETED'] as const;
export type LessonGroupStatus = (typeof LESSON_GROUP_STATUSES)[number];

/** Alerts (spec §3): server types, categories, ordinals; only the lowest ordinal per student is kept. */
export const ALERT_TYPES = ['NO_ALERT', 'SESSION_TIME', 'LESSON_STRUGGLING'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];
export const ALERT_CATEGORIES = ['LEARNING', 'USAGE', 'NO_ALERT'] as const;
export type AlertCategory = (typeof ALERT_CATEGORIES)[number];
export const ALERT_ORDINALS: Record<AlertType, number> = {
  LESSON_STRUGGLING: 50,
  SESSION_TIME: 150,
  NO_ALERT: 999_999,
};
export const ALERT_CATEGORY_OF: Record<AlertType, AlertCategory> = {
  LESSON_STRUGGLING: 'LEARNING',
  SESSION_TIME: 'USAGE',
  NO_ALERT: 'NO_ALERT',
};
/** Learning alert kinds as the web app shows them (spec §3 "Alerts" type). */
export const LEARNING_ALERT_KINDS = [
  'lesson_group_struggling',
  'standard_struggling',
  'lessons_fail_threshold',
] as const;
export type LearningAlertKind = (typeof LEARNING_ALERT_KINDS)[number];

// A list of literals rather than a refinement, so that its JSON Schema (an enum) says all of it: ingest checks records
// by that JSON Schema first (apps/server/src/ingest/check-record.ts).
const eventCodeSchema = z.literal(ALL_EVENT_CODES, {
  error: `must be one of the event codes ${ALL_EVENT_CODES.join(', ')}`,
});

/** Ids are stored as 32-bit INTEGER columns. */
const INT32_MAX = 2_147_483_647;
const id = z.number().int().positive().max(INT32_MAX);

/** A rule across an activity record's fields that the record breaks: the field it is about, and why. */
export interface RecordRuleIssue {
  path: [string];
  message: string;
}

/**
 * A placement (800) names the lesson slot or the standard it credits (one of them), passed, and carries no play
 * time or assignment.
 */
function placementIssues(record: RecordFields, issues: RecordRuleIssue[]): void {
  if ((record.lesson_slot_id == null) === (record.standard_id == null))
    issues.push({
      path: ['lesson_slot_id'],
      message: 'or else standard_id (not both) is required for a placement (800)',
    });
  if (record.lesson_passed !== true)
    issues.push({
      path: ['lesson_passed'],
      message: 'must be true for a placement (800): it names what the placement credits',
    });
  if (record.total_lesson_time != null)
    issues.push({
      path: ['total_lesson_time'],
      message: 'is not allowed on a placement (800): placement is not play time',
    });
  if (record.assignment_id != null)
    issues.push({
      path: ['assignment_id'],
      message: 'is not allowed on a placement (800): placement is not part of an assignment',
    });
}

/**
 * The rules of spec §3 and §4 across an activity record's fields (each field's own checks are in its schema): those
 * the record breaks, none when it keeps them all.
 */
export function recordRuleIssues(record: RecordFields): RecordRuleIssue[] {
  const issues: RecordRuleIssue[] = [];
  const code = record.event_code;
  if (LESSON_EVENT_CODES.includes(code) && record.lesson_slot_id == null)
    issues.push({ path: ['lesson_slot_id'], message: `is required for event code ${code}` });
  if (GROUP_EVENT_CODES.includes(code) && record.lesson_group_id == null && record.lesson_slot_id == null)
    issues.push({
      path: ['lesson_group_id'],
      message: `is required for event code ${code} (or give lesson_slot_id)`,
    });
  if (code === EVENT_CODES.LESSON_COMPLETED && typeof record.lesson_passed !== 'boolean')
    issues.push({ path: ['lesson_passed'], message: 'must be true or false for a completed lesson (110)' });
  if (code !== EVENT_CODES.LESSON_COMPLETED && code !== EVENT_CODES.PLACEMENT && record.lesson_passed != null)
    issues.push({
      path: ['lesson_passed'],
      message: 'is only allowed on a completed lesson (110) or a placement (800)',
    });
  if (code === EVENT_CODES.PLACEMENT) placementIssues(record, issues);
  if (
    (code === EVENT_CODES.LESSON_COMPLETED || code === EVENT_CODES.LESSON_PAUSED) &&
    record.total_lesson_time == null
  )
    issues.push({ path: ['total_lesson_time'], message: `is required for event code ${code}` });
  if (code === EVENT_CODES.STANDARD_COMPLETED && record.standard_id == null && !record.standards?.length)
    issues.push({
      path: ['standard_id'],
      message: 'is required for a standard completed event (701), or give "standards"',
    });
  return issues;
}

/** An activity record's fields, each with its own checks (the rules across them: `recordRuleIssues`). */
const activityRecordFields = z.object({
  uid: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[\w.:-]+$/, 'may hold only letters, digits and . _ : -')
    .describe('Unique id of the event; sending the same uid again changes nothing.'),
  student_id: id,
  event_code: eventCodeSchema,
  timestamp: z.number().int().describe('When it happened, epoch milliseconds (UTC).'),
  lesson_slot_id: id.nullish(),
  lesson_group_id: id.nullish(),
  standard_id: id
    .nullish()
    .describe('For 701 standard completed (or give "standards"); for 800, a standard the placement credits.'),
  standards: z.array(z.string().max(40)).max(5).nullish().describe('Standard codes, e.g. ["3.OA.A.1"].'),
  lesson_passed: z.boolean().nullish().describe('110: passed or failed; 800 (placement): true.'),
  total_lesson_time: z
    .number()
    .int()
    .min(0)
    .max(LESSON_TIME_MAX_MS)
    .nullish()
    .describe('Milliseconds played (110, 120).'),
  assignment_id: id.nullish(),
  lesson_goal_id: id.nullish(),
  milestone_trigger_lesson_slot_id: id.nullish(),
  label: z.string().max(200).nullish().describe('Badge, certificate or friend name.'),
});
type RecordFields = z.output<typeof activityRecordFields>;

/**
 * One activity record as the math product sends it (spec §3). Display fields of the activity feed
 * (names, event_code_name, counts) are derived on read and ignored here if sent.
 */
export const activityRecordSchema = activityRecordFields.superRefine((record, ctx) => {
  for (const issue of recordRuleIssues(record)) ctx.addIssue({ code: 'custom', ...issue });
});
export type ActivityRecord = z.infer<typeof activityRecordSchema>;

/** POST /api/v1/events body: records are checked one by one, so the envelope takes any items. */
export const ingestRequestSchema = z.object({
  events: z
    .array(z.unknown())
    .min(1, 'must hold at least one record')
    .max(INGEST_BATCH_MAX, `may hold at most ${INGEST_BATCH_MAX} records; split the batch`),
});

export const rejectedRecordSchema = z.object({
  index: z.number().int().describe('Position of the record in the batch, from 0.'),
  uid: z.string().nullable(),
  reason: z.string(),
});
export type RejectedRecord = z.infer<typeof rejectedRecordSchema>;

export const ingestResultSchema = z.object({
  received: z.number().int(),
  accepted: z.number().int().describe('New records stored with this batch.'),
  duplicates: z
    .number()
    .int()
    .describe('Valid records already stored earlier (or twice in this batch): ignored.'),
  rejected: z.array(rejectedRecordSchema),
});
export type IngestResult = z.infer<typeof ingestResultSchema>;

export const ingestResponseSchema = z.object({ data: ingestResultSchema });
