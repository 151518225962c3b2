import { activityRecordSchema, EVENT_CODES } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { keepsRecordContract, parseRecord } from './check-record.js';

const AT = Date.UTC(2026, 10, 2, 15);

/** A valid record of each event code (and of each way a code may name what it is about). */
const VALID: Record<string, unknown>[] = [
  { event_code: 100, lesson_slot_id: 5 },
  { event_code: 110, lesson_slot_id: 5, lesson_passed: false, total_lesson_time: 60_000, assignment_id: 3 },
  { event_code: 120, lesson_slot_id: 5, total_lesson_time: 0 },
  { event_code: 130, lesson_group_id: 2 },
  { event_code: 200, label: 'Gold' },
  { event_code: 210, label: null },
  { event_code: 220 },
  { event_code: 300, label: 'Star' },
  { event_code: 400 },
  { event_code: 500 },
  { event_code: 600, lesson_slot_id: 5 },
  { event_code: 701, standard_id: 7 },
  { event_code: 701, standards: ['3.OA.A.1'] },
  { event_code: 702, lesson_slot_id: 5, lesson_goal_id: 4 },
  { event_code: 703, lesson_group_id: 2, milestone_trigger_lesson_slot_id: 5 },
  { event_code: 800, lesson_slot_id: 5, lesson_passed: true },
  { event_code: 800, standard_id: 7, lesson_passed: true },
  { event_code: 900, lesson_group_id: 2 },
].map((fields, n) => ({ uid: `s1-${n}`, student_id: 1, timestamp: AT, ...fields }));

const FIELDS = [
  'uid',
  'student_id',
  'event_code',
  'timestamp',
  'lesson_slot_id',
  'lesson_group_id',
  'standard_id',
  'standards',
  'lesson_passed',
  'total_lesson_time',
  'assignment_id',
  'lesson_goal_id',
  'milestone_trigger_lesson_slot_id',
  'label',
  'event_code_name',
] as const;

const ABSENT = Symbol('absent');

/** What each field is set to in turn: absent, null, other types, the bounds of each check and values past them. */
const EDGE_VALUES: unknown[] = [
  ABSENT,
  undefined,
  null,
  true,
  false,
  0,
  -0,
  1,
  -1,
  1.5,
  2_147_483_647,
  2_147_483_648,
  14_400_000,
  14_400_001,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 1,
  -Number.MAX_SAFE_INTEGER - 1,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  ...Object.values(EVENT_CODES),
  999,
  '',
  'a',
  '100',
  'a.b:c-d_e9',
  'a b',
  'é',
  'x'.repeat(40),
  'x'.repeat(41),
  'x'.repeat(100),
  'x'.repeat(101),
  'x'.repeat(200),
  'x'.repeat(201),
  // Lengths are counted in code points: an astral character is two UTF-16 units, a lone surrogate one.
  '😀'.repeat(20),
  '😀'.repeat(21),
  '😀'.repeat(40),
  '😀'.repeat(41),
  '😀'.repeat(100),
  '😀'.repeat(101),
  '\uD83D'.repeat(40),
  '\uD83D'.repeat(41),
  'x\uDE00'.repeat(20),
  `${'😀'.repeat(39)}\uD83D\uD83D`,
  [],
  ['3.OA.A.1'],
  Array(5).fill('3.OA.A.1'),
  Array(6).fill('3.OA.A.1'),
  ['x'.repeat(41)],
  ['😀'.repeat(21)],
  ['😀'.repeat(41)],
  [1],
  [null],
  {},
];

function withField(record: Record<string, unknown>, field: string, value: unknown): Record<string, unknown> {
  const changed = { ...record };
  if (value === ABSENT) delete changed[field];
  else changed[field] = value;
  return changed;
}

/** Every value of the product of `choices` (field → values) set on `record`. */
function combinations(
  record: Record<string, unknown>,
  choices: [string, unknown[]][],
): Record<string, unknown>[] {
  const [choice, ...rest] = choices;
  if (!choice) return [record];
  const [field, values] = choice;
  return values.flatMap((value) => combinations(withField(record, field, value), rest));
}

describe('an activity record checked by its contract', () => {
  const expectSameAsSchema = (records: Iterable<Record<string, unknown>>) => {
    const outcomes = { kept: 0, broken: 0 };
    for (const record of records) {
      const bySchema = activityRecordSchema.safeParse(record).success;
      expect(keepsRecordContract(record), JSON.stringify(record)).toBe(bySchema);
      outcomes[bySchema ? 'kept' : 'broken']++;
    }
    return outcomes;
  };

  it('keeps it exactly when the schema parses it, for every field set to each edge value', () => {
    const records = VALID.flatMap((record) =>
      FIELDS.flatMap((field) => EDGE_VALUES.map((value) => withField(record, field, value))),
    );
    const outcomes = expectSameAsSchema(records);
    expect(outcomes.kept).toBeGreaterThan(1_000);
    expect(outcomes.broken).toBeGreaterThan(5_000);
  });

  it('keeps it exactly when the schema parses it, for the fields the rules across fields read, combined', () => {
    const choices: [string, unknown[]][] = [
      ['lesson_slot_id', [ABSENT, null, 5]],
      ['lesson_group_id', [ABSENT, null, 2]],
      ['standard_id', [ABSENT, null, 7]],
      ['standards', [ABSENT, null, [], ['3.OA.A.1']]],
      ['lesson_passed', [ABSENT, null, true, false]],
      ['total_lesson_time', [ABSENT, null, 0, 60_000]],
      ['assignment_id', [ABSENT, null, 3]],
    ];
    const codes = Object.values(EVENT_CODES);
    const records = codes.flatMap((code) =>
      combinations({ uid: 'r-1', student_id: 1, timestamp: AT, event_code: code }, choices),
    );
    const outcomes = expectSameAsSchema(records);
    expect(outcomes.kept).toBeGreaterThan(1_000);
    expect(outcomes.broken).toBeGreaterThan(1_000);
  });

  it('gives a valid record back as it came, and the schema’s reasons for one that is not', () => {
    const record = { ...VALID[1]!, event_code_name: 'Lesson Completed' };
    const parsed = parseRecord(record);
    expect('record' in parsed && parsed.record).toBe(record);

    expect(parseRecord({ ...record, event_code: 999 })).toEqual({
      reason: expect.stringMatching(/^event_code must be one of the event codes 100, 110, /),
    });
    expect(parseRecord({ ...record, event_code: 100, lesson_slot_id: null })).toEqual({
      reason:
        'lesson_slot_id is required for event code 100; lesson_passed is only allowed on a completed lesson ' +
        '(110) or a placement (800)',
    });
    expect(parseRecord({ ...record, uid: 'a b' })).toEqual({
      reason: 'uid may hold only letters, digits and . _ : -',
    });
  });
});
