import type { CreateThirdPartyAssignmentsRequest } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { getCatalogue } from '../curriculum/catalogue.js';
import { ensureDemoThirdParty } from '../demo/demo-third-party.js';
import { useTestServer } from '../testing/use-test-server.js';

const CALLERS = ['districtAdmin', 'teacher', 'guardian'] as const;
const server = useTestServer({
  signIn: CALLERS,
  // The fixture district gets what the demo district has: NWEA on, both assessments active, scores.
  prepare: async () => void (await ensureDemoThirdParty(server.database.db, 11, 11 * 7919)),
});

const catalogue = getCatalogue();
const domainId = (code: string) => catalogue.domains.find((d) => d.code === code)!.domain_id;
const clusterCode = (id: number) => catalogue.clusters.find((c) => c.cluster_id === id)!.code;
const domainCode = (id: number) => catalogue.domains.find((d) => d.domain_id === id)!.code;

/** A classroom of the home district whose students are in `grade`, with its students. */
function classroomOfGrade(grade: (g: number) => boolean) {
  const classroom = server.home.roster.classrooms.find((c) => grade(c.grade_id))!;
  const students = server.home.roster.enrollments
    .filter((e) => e.classroom_id === classroom.classroom_id)
    .map((e) => e.student_id);
  return { id: classroom.classroom_id, grade: classroom.grade_id, students };
}

const post = (body: CreateThirdPartyAssignmentsRequest, role: (typeof CALLERS)[number] = 'districtAdmin') =>
  server.sendAs('POST', '/m/assignments/third_party', body, role);

async function activeFoci(studentId: number) {
  const response = await server.getAs(`/m/assignments/students?user_ids=${studentId}`, 'districtAdmin');
  return response
    .json()
    .data[0].assignments.map(
      (a: { focus_type: string; focus_id: number }) => `${a.focus_type}:${a.focus_id}`,
    );
}

describe('third-party assessments and academic mappings (spec §3, §7)', () => {
  it('lists the district’s active NWEA and Quantile assessments with the ranges and measures their forms offer', async () => {
    const response = await server.getAs(`/api/v1/districts/11/thirdpartyassessments`, 'teacher');
    expect(response.statusCode).toBe(200);
    const data = response.json().data as { name: string; active: boolean; mappings: { id: string }[] }[];
    expect(data.map((a) => [a.name, a.active])).toEqual([
      ['NWEA', true],
      ['QUANTILE', true],
    ]);
    expect(data[0]!.mappings[0]!.id).toBe('121-130');
    expect(data[1]!.mappings.map((m) => m.id)).toContain('650');
  });

  it('answers academic mappings by type', async () => {
    const all = (await server.getAs('/m/academic_mappings', 'guardian')).json().data as { type: string }[];
    expect(new Set(all.map((m) => m.type))).toEqual(
      new Set(['PROGRAM', 'STANDARD', 'THIRD_PARTY_ASSESSMENT']),
    );
    const third = await server.getAs('/m/academic_mappings?academic_type=THIRD_PARTY_ASSESSMENT', 'teacher');
    expect(third.json().data.map((m: { name: string }) => m.name)).toEqual(['NWEA', 'QUANTILE']);
    expect((await server.getAs('/m/academic_mappings?academic_type=OTHER', 'teacher')).statusCode).toBe(400);
  });

  it('gives a classroom’s students their grade, a RIT per domain of that grade and a Quantile measure', async () => {
    const classroom = classroomOfGrade((g) => g === 4);
    const response = await server.getAs(
      `/m/districts/11/classrooms/${classroom.id}/third_party_scores`,
      'districtAdmin',
    );
    expect(response.statusCode).toBe(200);
    const rows = response.json().data as {
      user_id: number;
      level_id: number;
      nwea: { domain_id: number; rit: number }[];
      quantile: { measure: number } | null;
    }[];
    expect(rows.map((r) => r.user_id).sort()).toEqual([...classroom.students].sort());
    const scored = rows.filter((r) => r.nwea.length > 0);
    expect(scored.length).toBeGreaterThan(rows.length / 2);
    for (const row of scored) {
      expect(row.level_id).toBe(4);
      expect(row.nwea.map((n) => domainCode(n.domain_id))).toEqual(['4.OA', '4.NBT', '4.NF', '4.MD', '4.G']);
      for (const n of row.nwea) expect(n.rit).toBeGreaterThan(160);
    }
    expect(rows.some((r) => r.quantile !== null && r.quantile.measure % 5 === 0)).toBe(true);
  });
});

describe('assigning from NWEA scores and Quantile measures (spec §4, §5, §9)', () => {
  it('NWEA: each student’s domain and score range point to a cluster; students sharing one share an assignment of 10 weeks', async () => {
    const classroom = classroomOfGrade((g) => g === 3);
    const [a, b, c, d] = classroom.students;
    const oa = domainId('3.OA');
    const response = await post({
      classroom_id: classroom.id,
      assessment: 'NWEA',
      items: [
        { user_id: a!, domain_id: oa, score_range: '171-180' },
        { user_id: b!, domain_id: oa, score_range: '171-180' },
        { user_id: c!, domain_id: oa, score_range: '201-210' },
        { user_id: d!, domain_id: -1 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const made = response.json().data.assignments as {
      focus_type: string;
      focus_id: number;
      user_ids: number[];
      start_date: string;
      end_date: string;
      assignment_type: string;
    }[];
    expect(made.map((m) => [m.assignment_type, m.focus_type, clusterCode(m.focus_id), m.user_ids])).toEqual([
      ['NWEA', 'CLUSTER', '3.OA.A', [a, b]],
      ['NWEA', 'CLUSTER', '3.OA.D', [c]],
    ]);
    const days = (Date.parse(made[0]!.end_date) - Date.parse(made[0]!.start_date)) / 86_400_000 + 1;
    expect(days).toBe(70);
    expect(await activeFoci(d!)).toEqual([]);

    const history = await server.getAs(
      `/r/districts/11/classrooms/${classroom.id}/assignments?type=third_party`,
      'districtAdmin',
    );
    const items = history.json().data.assignments as { focus_code: string; duration_weeks: number }[];
    expect(items.map((i) => [i.focus_code, i.duration_weeks]).sort()).toEqual([
      ['3.OA.A', 10],
      ['3.OA.D', 10],
    ]);
  });

  it('refuses a domain with no score range (INVALID_SCORE_RANGE_SELECTION) and creates nothing', async () => {
    const classroom = classroomOfGrade((g) => g === 5);
    const [a, b] = classroom.students;
    const response = await post({
      classroom_id: classroom.id,
      assessment: 'NWEA',
      items: [
        { user_id: a!, domain_id: domainId('5.NF'), score_range: '201-210' },
        { user_id: b!, domain_id: domainId('5.NF') },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().apiError.fields[0].path).toBe('INVALID_SCORE_RANGE_SELECTION');
    expect(response.json().apiError.message).toContain('Choose a score range');
    expect(await activeFoci(a!)).toEqual([]);
  });

  it('refuses a grade-3 focus for a student of the Primary learning environment (NOT_PLAYABLE_IN_PRIMARY)', async () => {
    const classroom = classroomOfGrade((g) => g >= 0 && g <= 2);
    const response = await post({
      classroom_id: classroom.id,
      assessment: 'NWEA',
      items: [{ user_id: classroom.students[0]!, domain_id: domainId('3.NBT'), score_range: '181-190' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().apiError.fields[0].path).toBe('NOT_PLAYABLE_IN_PRIMARY');
    expect(response.json().apiError.message).toContain('Primary learning environment');
  });

  it('Quantile: a measure points to a domain; only students with a measure are assigned; a domain already active is a duplicate', async () => {
    const classroom = classroomOfGrade((g) => g === 6);
    const [a, b, c] = classroom.students;
    const rp = domainId('6.RP');
    const response = await post(
      {
        classroom_id: classroom.id,
        assessment: 'QUANTILE',
        items: [
          { user_id: a!, domain_id: rp, measure: 1000 },
          { user_id: b!, domain_id: domainId('6.SP') },
          { user_id: c!, domain_id: domainId('6.EE'), measure: 700 },
        ],
      },
      'districtAdmin',
    );
    expect(response.statusCode).toBe(200);
    const made = response.json().data.assignments as {
      focus_type: string;
      focus_id: number;
      user_ids: number[];
    }[];
    expect(made.map((m) => [m.focus_type, domainCode(m.focus_id), m.user_ids])).toEqual([
      ['DOMAIN', '6.RP', [a]],
      ['DOMAIN', '6.EE', [c]],
    ]);
    expect(await activeFoci(b!)).toEqual([]);

    // The Topic form's domain assignment of the same domain is the same focus: a duplicate either way.
    const again = await post({
      classroom_id: classroom.id,
      assessment: 'QUANTILE',
      items: [{ user_id: a!, domain_id: rp, measure: 1100 }],
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().apiError.fields[0].path).toBe('DUPLICATE_ASSIGNMENT');
    const none = await post({
      classroom_id: classroom.id,
      assessment: 'QUANTILE',
      items: [{ user_id: b!, domain_id: rp }],
    });
    expect(none.json().apiError.fields[0].path).toBe('INVALID_SCORE_RANGE_SELECTION');
  });

  it('counts third-party assignments toward the limit of 2 active per student', async () => {
    const classroom = classroomOfGrade((g) => g === 7);
    const student = classroom.students[0]!;
    for (const code of ['7.RP', '7.NS'])
      expect(
        (
          await post({
            classroom_id: classroom.id,
            assessment: 'QUANTILE',
            items: [{ user_id: student, domain_id: domainId(code), measure: 1100 }],
          })
        ).statusCode,
      ).toBe(200);
    const third = await post({
      classroom_id: classroom.id,
      assessment: 'NWEA',
      items: [{ user_id: student, domain_id: domainId('7.EE'), score_range: '211-220' }],
    });
    expect(third.statusCode).toBe(400);
    expect(third.json().apiError.message).toContain('2 active assignments');
  });

  it('refuses guardians, a district without NWEA, and an assessment the district holds no active one of (the policy closes its pane)', async () => {
    const classroom = classroomOfGrade((g) => g === 8);
    const item = { user_id: classroom.students[0]!, domain_id: domainId('8.EE'), score_range: '221-230' };
    const body = { classroom_id: classroom.id, assessment: 'NWEA' as const, items: [item] };
    expect((await post(body, 'guardian')).statusCode).toBe(403);

    const db = server.database.db;
    const options = await db
      .selectFrom('districts')
      .select('options')
      .where('district_id', '=', 11)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('districts')
      .set({ options: JSON.stringify({ ...JSON.parse(options.options), nwea_enabled: false }) })
      .where('district_id', '=', 11)
      .execute();
    expect((await post(body)).statusCode).toBe(403);
    await db.updateTable('districts').set(options).where('district_id', '=', 11).execute();

    await db
      .updateTable('third_party_assessments')
      .set({ active: false })
      .where('district_id', '=', 11)
      .where('name', '=', 'NWEA')
      .execute();
    const inactive = await post(body);
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json().apiError.message).toBe('You cannot make NWEA assignments.');
    const policy = (await server.getAs('/n/customer_info', 'districtAdmin')).json().data.policy.classroom;
    expect([policy.create_nwea_assignment, policy.create_quantile_assignment]).toEqual([false, true]);
    await db
      .updateTable('third_party_assessments')
      .set({ active: true })
      .where('district_id', '=', 11)
      .execute();
    expect((await post(body)).statusCode).toBe(200);
  });

  it('sends NWEA and Quantile types of the plain create to their own path', async () => {
    const classroom = classroomOfGrade((g) => g === 3);
    const today = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const response = await server.sendAs(
      'POST',
      '/m/assignments',
      {
        classroom_id: classroom.id,
        focus_id: domainId('3.G'),
        focus_type: 'DOMAIN',
        assignment_type: 'NWEA',
        start_date: today,
        end_date: today,
        user_ids: [classroom.students[5]!],
      },
      'districtAdmin',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().apiError.fields[0].path).toBe('INVALID_SCORE_RANGE_SELECTION');
    expect(response.json().apiError.message).toContain('/m/assignments/third_party');
  });
});
