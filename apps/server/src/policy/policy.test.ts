import { DISTRICT_OPTION_DEFAULTS, FEATURE_FLAG_DEFAULTS } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../accounts/actor.js';
import {
  buildStatePolicy,
  canAccessTarget,
  deriveRole,
  visibleScope,
  type Target,
  type TargetFacts,
} from './policy.js';

function actor(overrides: Partial<Actor> = {}): Actor {
  return {
    customerId: 1,
    districtId: 7,
    sessionId: 's',
    kind: 'teacher',
    role: 'teacher',
    username: 'u',
    firstName: 'A',
    lastName: 'B',
    emailAddress: null,
    schoolAdminMode: null,
    teacherId: 50,
    schoolIds: [10],
    classroomIds: [100],
    studentIds: [],
    tags: new Set(),
    preferences: { hide_ftue: false },
    editLocked: false,
    assignFocusEnabled: false,
    growthAsPercentage: false,
    chatEnabled: false,
    isConsumerGuardian: false,
    trialDaysRemaining: null,
    provisionUid: null,
    valid: true,
    district: {
      id: 7,
      name: 'D',
      timeZone: 'UTC',
      country: 'US',
      academicStandard: 'ccss',
      provisionUid: null,
      options: { ...DISTRICT_OPTION_DEFAULTS },
      featureFlags: { ...FEATURE_FLAG_DEFAULTS },
      activeAssessments: [],
    },
    ...overrides,
  };
}

/** Classroom 100 (teacher 50) and 101 (teacher 51) in school 10; classroom 200 in school 20. */
const facts = async (target: Target): Promise<TargetFacts | null> => {
  const table: Record<string, TargetFacts> = {
    'classroom:100': { schoolIds: [10], teacherIds: [50] },
    'classroom:101': { schoolIds: [10], teacherIds: [51] },
    'classroom:200': { schoolIds: [20], teacherIds: [60] },
    'student:1000': { schoolIds: [10], teacherIds: [50] },
    'student:1001': { schoolIds: [10], teacherIds: [51] },
    'school:10': { schoolIds: [10], teacherIds: [] },
    'school:20': { schoolIds: [20], teacherIds: [] },
    'teacher:50': { schoolIds: [10], teacherIds: [50] },
    'teacher:60': { schoolIds: [20], teacherIds: [60] },
    'grade:3': { schoolIds: [], teacherIds: [] },
  };
  const id = Object.values(target)
    .filter((v) => typeof v === 'number')
    .at(-1);
  return table[`${target.type}:${id}`] ?? null;
};

const can = (a: Actor, target: Target) => canAccessTarget(a, target, facts);

/** The key each target type names its object by. */
const ID_KEYS = {
  school: 'schoolId',
  teacher: 'teacherId',
  classroom: 'classroomId',
  student: 'studentId',
  guardian: 'customerId',
} as const;
/** Object `id` of `type`, in district 7 unless told. */
const object = (type: keyof typeof ID_KEYS, id: number, districtId = 7) =>
  ({ type, districtId, [ID_KEYS[type]]: id }) as Target;
const district = (districtId: number): Target => ({ type: 'district', districtId });

/** Asserts, target by target, that `a` may open every `allowed` target and no `refused` one. */
async function expectAccess(a: Actor, targets: { allowed: Target[]; refused: Target[] }) {
  for (const target of targets.allowed) expect(await can(a, target), JSON.stringify(target)).toBe(true);
  for (const target of targets.refused) expect(await can(a, target), JSON.stringify(target)).toBe(false);
}

describe('deriveRole (spec §6)', () => {
  it('maps account kinds to roles; a school admin in classroom mode is a teacher', () => {
    expect(deriveRole('district_admin', null)).toBe('districtAdmin');
    expect(deriveRole('school_admin', 1)).toBe('schoolAdmin');
    expect(deriveRole('school_admin', 2)).toBe('teacher');
    expect(deriveRole('guardian', null)).toBe('guardian');
    expect(deriveRole('teacher', null)).toBe('teacher');
  });
});

describe('object scope', () => {
  const teacher = actor();
  const schoolAdmin = actor({ kind: 'school_admin', role: 'schoolAdmin', teacherId: null, schoolIds: [10] });
  const districtAdmin = actor({
    kind: 'district_admin',
    role: 'districtAdmin',
    teacherId: null,
    schoolIds: [],
  });
  const guardian = actor({
    kind: 'guardian',
    role: 'guardian',
    teacherId: null,
    schoolIds: [],
    studentIds: [1000],
    customerId: 9,
  });

  it('a teacher sees only their classrooms and students', async () => {
    await expectAccess(teacher, {
      allowed: [object('classroom', 100), object('student', 1000), object('teacher', 50)],
      refused: [object('classroom', 101), object('student', 1001), object('school', 10)],
    });
  });

  it('a school admin sees their schools and what is in them, not other schools nor the district', async () => {
    await expectAccess(schoolAdmin, {
      allowed: [object('school', 10), object('classroom', 101)],
      refused: [object('school', 20), object('classroom', 200), object('teacher', 60), district(7)],
    });
  });

  it('a guardian sees only their children and their own guardian page', async () => {
    await expectAccess(guardian, {
      allowed: [object('student', 1000), object('guardian', 9)],
      refused: [object('student', 1001), object('guardian', 10), object('classroom', 100)],
    });
  });

  it('nobody crosses districts, and objects that do not exist are refused', async () => {
    await expectAccess(districtAdmin, {
      allowed: [object('classroom', 200), district(7)],
      refused: [district(8), object('classroom', 100, 8), object('classroom', 999)],
    });
  });

  it('lists are scoped the same way', () => {
    expect(visibleScope(teacher)).toEqual({ kind: 'teacher', teacherId: 50 });
    expect(visibleScope(schoolAdmin)).toEqual({ kind: 'schools', schoolIds: [10] });
    expect(visibleScope(guardian)).toEqual({ kind: 'students', studentIds: [1000] });
    expect(visibleScope(districtAdmin)).toEqual({ kind: 'district' });
  });
});

describe('state × pane policy', () => {
  it('gives each role its states (spec §6)', () => {
    const shown = (a: Actor) =>
      Object.entries(buildStatePolicy(a))
        .filter(([, p]) => p.show)
        .map(([s]) => s)
        .sort();
    expect(shown(actor())).toEqual(['classroom', 'student', 'teacher']);
    expect(shown(actor({ role: 'schoolAdmin', kind: 'school_admin' }))).toEqual([
      'classroom',
      'grade',
      'school',
      'student',
      'teacher',
    ]);
    expect(shown(actor({ role: 'guardian', kind: 'guardian' }))).toEqual(['guardian', 'student']);
    expect(shown(actor({ role: 'districtAdmin', kind: 'district_admin' }))).toContain('district');
  });

  it('guardians are read-only and limited to their panes', () => {
    const policy = buildStatePolicy(actor({ role: 'guardian', kind: 'guardian', assignFocusEnabled: true }));
    expect(policy.student!.edit).toBe(false);
    expect(policy.student!.settings).toBe(false);
    expect(policy.student!.usage).toBe(true);
    expect(policy.student!.standards).toBe(false);
    expect(policy.guardian!.create_assignment).toBe(true);
    expect(buildStatePolicy(actor({ role: 'guardian', kind: 'guardian' })).guardian!.create_assignment).toBe(
      false,
    );
  });

  it('nobody assigns under an academic standard outside the assign-focus allow-list (spec §5)', () => {
    const texas = { ...actor().district, academicStandard: 'teks' };
    for (const who of [
      actor(),
      actor({ role: 'districtAdmin', kind: 'district_admin' }),
      actor({ role: 'guardian', kind: 'guardian', assignFocusEnabled: true }),
    ]) {
      expect(buildStatePolicy(who).student!.assign).toBe(true);
      const policy = buildStatePolicy({ ...who, district: texas });
      expect(policy.student!.assign).toBe(false);
      expect(policy.classroom!.create_assignment).toBe(false);
      expect(policy.student!.create_assignment).toBe(false);
    }
  });

  it('concepts need the flag and the tag, and school admins never get them on classroom or student', () => {
    const flags = { ...FEATURE_FLAG_DEFAULTS, tab_concepts_enabled: true };
    const district = { ...actor().district, featureFlags: flags };
    expect(buildStatePolicy(actor({ district })).classroom!.concepts).toBe(false);
    const tagged = actor({ district, tags: new Set(['CONCEPTSMAP_PREVIEW_ENABLED']) });
    expect(buildStatePolicy(tagged).classroom!.concepts).toBe(true);
    expect(
      buildStatePolicy({ ...tagged, role: 'schoolAdmin', kind: 'school_admin' }).classroom!.concepts,
    ).toBe(false);
  });

  it('third-party assign forms: NWEA needs the district option, no NWEA_DISABLED tag and an active NWEA assessment; Quantile an active Quantile assessment', () => {
    const both = ['NWEA', 'QUANTILE'] as const;
    const options = { ...DISTRICT_OPTION_DEFAULTS, nwea_enabled: true };
    const classroomOf = (district: Partial<ReturnType<typeof actor>['district']>, tags: string[] = []) =>
      buildStatePolicy(actor({ district: { ...actor().district, ...district }, tags: new Set(tags) }))
        .classroom!;
    expect(classroomOf({ activeAssessments: both })).toMatchObject({
      create_nwea_assignment: false,
      create_quantile_assignment: true,
    });
    expect(classroomOf({ options, activeAssessments: both })).toMatchObject({
      create_nwea_assignment: true,
      create_quantile_assignment: true,
    });
    expect(classroomOf({ options, activeAssessments: both }, ['NWEA_DISABLED']).create_nwea_assignment).toBe(
      false,
    );
    expect(classroomOf({ options, activeAssessments: [] })).toMatchObject({
      create_nwea_assignment: false,
      create_quantile_assignment: false,
    });
    expect(classroomOf({ options, activeAssessments: ['NWEA'] }).create_quantile_assignment).toBe(false);
    // Guardians never: no classroom state, and their student pane has Topic or Standard only.
    const guardian = actor({ role: 'guardian', kind: 'guardian', assignFocusEnabled: true });
    const guardianPolicy = buildStatePolicy({
      ...guardian,
      district: { ...guardian.district, options, activeAssessments: both },
    });
    expect(guardianPolicy.classroom!.create_nwea_assignment).toBe(false);
    expect(guardianPolicy.student!.create_nwea_assignment).toBeUndefined();
  });

  it('alerts need INSIGHT_EFP and alerts_efp_enabled; licenses need both options and no disabling tag', () => {
    const base = actor();
    expect(buildStatePolicy(base).classroom!.alerts).toBe(false);
    const efp = actor({
      tags: new Set(['INSIGHT_EFP']),
      district: { ...base.district, featureFlags: { ...FEATURE_FLAG_DEFAULTS, alerts_efp_enabled: true } },
    });
    expect(buildStatePolicy(efp).classroom!.alerts).toBe(true);
    const options = {
      ...DISTRICT_OPTION_DEFAULTS,
      view_school_licenses_enabled: true,
      license_report_enabled: true,
    };
    const admin = actor({
      role: 'districtAdmin',
      kind: 'district_admin',
      district: { ...base.district, options },
    });
    expect(buildStatePolicy(admin).district!.licenses).toBe(true);
    expect(
      buildStatePolicy({ ...admin, tags: new Set(['LICENSE_REPORTS_DISABLED']) }).district!.licenses,
    ).toBe(false);
  });

  it('edit-locked customers cannot edit', () => {
    expect(buildStatePolicy(actor({ editLocked: true })).classroom!.edit).toBe(false);
    expect(buildStatePolicy(actor({ editLocked: true })).classroom!.classroom_settings).toBe(false);
  });
});
