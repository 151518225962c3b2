import { ACADEMIC_STANDARD_CATALOGUE, CCSS_COPYRIGHT_NOTICE } from '@dash/contracts';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { createTestDatabase } from '../testing/test-database.js';
import { getCatalogue, shortDescriptionFrom } from './catalogue.js';
import { ensureCurriculum } from './curriculum.repository.js';
import { groupClusters, topicLetterOf } from './lesson-plan.js';

const catalogue = getCatalogue();

describe('curriculum catalogue', () => {
  it('holds CCSS K–8: 9 levels with the grade codes of §9, 93 clusters, 229 standards and 88 sub-standards', () => {
    expect(catalogue.levels.map((l) => [l.code, l.grade_id, l.ordinal])).toEqual([
      ['K', 0, 1],
      ['1', 1, 2],
      ['2', 2, 3],
      ['3', 3, 4],
      ['4', 4, 5],
      ['5', 5, 6],
      ['6', 6, 7],
      ['7', 7, 8],
      ['8', 8, 9],
    ]);
    expect(catalogue.clusters).toHaveLength(93);
    expect(catalogue.standards.filter((s) => s.parent_standard_id === null)).toHaveLength(229);
    expect(catalogue.standards.filter((s) => s.parent_standard_id !== null)).toHaveLength(88);
    expect(catalogue.standardByCode.get('3.NF.A.1')).toMatchObject({ alt_code: '3.NF.1', level_id: 3 });
  });

  it('has a lesson group per cluster and four to six lessons per standard, each tied to the standards it teaches', () => {
    expect(catalogue.lessonGroups).toHaveLength(93);
    for (const standard of catalogue.standards.filter((s) => s.parent_standard_id === null)) {
      const own = catalogue.lessonSlots.filter((s) => s.standard_id === standard.standard_id);
      expect(own.length).toBeGreaterThanOrEqual(4);
      expect(own.length).toBeLessThanOrEqual(6);
      expect(catalogue.slotsOfStandard.get(standard.standard_id)!.length).toBeGreaterThanOrEqual(own.length);
    }
    for (const group of catalogue.lessonGroups) {
      expect(group.name.length).toBeGreaterThan(3);
      expect(['W', 'D', 'R', 'I', 'F']).toContain(group.topic_letter);
      expect(group.demo_lesson_name).toBe(
        catalogue.lessonSlots.find((s) => s.lesson_group_id === group.lesson_group_id)!.name,
      );
      expect(group.lessons_count).toBe(catalogue.slotsOfGroup.get(group.lesson_group_id)!.length);
    }
    expect(new Set(catalogue.lessonSlots.map((s) => s.lesson_slot_id)).size).toBe(
      catalogue.lessonSlots.length,
    );
  });

  it('gives every sub-standard some of its parent standard’s lessons, one of them each in turn', () => {
    const subStandards = catalogue.standards.filter((s) => s.parent_standard_id !== null);
    for (const sub of subStandards) {
      const slots = catalogue.slotsOfStandard.get(sub.standard_id) ?? [];
      expect(slots.length, sub.code).toBeGreaterThanOrEqual(1);
      const parentSlots = new Set(catalogue.slotsOfStandard.get(sub.parent_standard_id!));
      for (const slotId of slots) {
        expect(parentSlots.has(slotId), sub.code).toBe(true);
        expect(catalogue.slotById.get(slotId)!.standard_id).toBe(sub.parent_standard_id);
      }
    }
    // K.CC.B.4 has three sub-standards: its lessons teach a, b, c, a, … in order.
    const parent = catalogue.standardByCode.get('K.CC.B.4')!;
    const own = catalogue.lessonSlots.filter((s) => s.standard_id === parent.standard_id);
    const subOf = (slotId: number) =>
      catalogue.standardsOfSlot
        .get(slotId)!
        .map((id) => catalogue.standardById.get(id)!)
        .find((s) => s.parent_standard_id === parent.standard_id)!.code;
    expect(own.map((s) => subOf(s.lesson_slot_id))).toEqual(
      ['K.CC.B.4a', 'K.CC.B.4b', 'K.CC.B.4c', 'K.CC.B.4a', 'K.CC.B.4b', 'K.CC.B.4c'].slice(0, own.length),
    );
    // 1,165 own lessons, 136 revisits of the standard before, and one sub-standard on each of the 155 lessons
    // of the 30 standards with sub-standards.
    expect(catalogue.lessonSlots).toHaveLength(1165);
    expect(catalogue.slotStandards).toHaveLength(1165 + 136 + 155);
  });

  it('topic letters follow the domain: whole numbers, fractions, data/geometry, ratios, integers/algebra', () => {
    expect(['K.CC', '3.NF', '4.MD', '6.RP', '7.EE', '8.F'].map(topicLetterOf)).toEqual([
      'W',
      'F',
      'D',
      'R',
      'I',
      'I',
    ]);
  });

  it('merges "---" pseudo-clusters of a domain into one group where the first one was', () => {
    const groups = groupClusters([{ name: 'A' }, { name: '---' }, { name: 'B' }, { name: '---' }]);
    expect(groups.map((g) => g.map((c) => c.name))).toEqual([['A'], ['---', '---'], ['B']]);
  });

  it('is built the same way every time (ids and names are stable)', () => {
    const slot = catalogue.lessonSlots[0]!;
    expect(slot).toMatchObject({ lesson_slot_id: 1001, lesson_group_id: 1, standard_id: 1 });
    expect(slot.name).toMatch(/^Count to 100 by Ones: /);
  });

  it("gives each standard a whole short description: its statement's first sentence, never cut mid-phrase", () => {
    expect(catalogue.standardByCode.get('6.NS.B.3')!.short_description).toBe(
      'Fluently add, subtract, multiply, and divide multi-digit decimals using the standard algorithm for each operation',
    );
    expect(catalogue.standardByCode.get('K.CC.B.4a')!.short_description).toMatch(
      /^When counting objects, say the number names in the standard order, .* one and only one object$/,
    );
    for (const standard of catalogue.standards) {
      const short = standard.short_description;
      expect(standard.description.startsWith(short), standard.code).toBe(true);
      // What follows is the end of the text or of a sentence, never the rest of a phrase.
      const rest = standard.description.slice(short.length);
      expect(short.endsWith('?') ? /^\s/.test(rest) : /^([.;]\s|[.:]?$)/.test(rest), standard.code).toBe(
        true,
      );
    }
    expect(shortDescriptionFrom('Interpret multiplication as scaling (resizing), by:')).toBe(
      'Interpret multiplication as scaling (resizing), by',
    );
    expect(shortDescriptionFrom('Understand a question: which values make it true? Use substitution.')).toBe(
      'Understand a question: which values make it true?',
    );
  });

  it('names each lesson group after its cluster heading, cut where a phrase ends, and apart from its grade’s others', () => {
    const nameOf = (clusterCode: string) => {
      const cluster = catalogue.clusters.find((c) => c.code === clusterCode)!;
      return catalogue.lessonGroups.find((g) => g.cluster_id === cluster.cluster_id)!.name;
    };
    // Before the phrase that follows, not inside it ("…to Gain", "…and Find Common", "Draw").
    expect(nameOf('2.OA.C')).toBe('Work with Equal Groups of Objects');
    expect(nameOf('6.NS.B')).toBe('Compute Fluently with Multi-digit Numbers');
    expect(nameOf('7.G.A')).toBe('Draw, Construct, and Describe Geometrical Figures');
    expect(nameOf('3.OA.D')).toBe('Solve Problems Involving the Four Operations');
    // Never inside a list: after its first item.
    expect(nameOf('8.EE.B')).toBe('Understand the Connections Between Proportional Relationships');
    // A topic before a colon stays ahead of its own clause.
    expect(nameOf('3.MD.C')).toBe('Geometric Measurement: Understand Concepts of Area');
    // Two of one grade that would read alike are told apart by their domain.
    expect(nameOf('7.EE.B')).toBe('Solve Real-life and Mathematical Problems (Expressions and Equations)');
    expect(nameOf('7.G.B')).toBe('Solve Real-life and Mathematical Problems (Geometry)');
    const names = catalogue.lessonGroups.map((g) => `${g.level_id} ${g.name}`);
    expect(new Set(names).size).toBe(names.length);
    for (const group of catalogue.lessonGroups) {
      expect(group.name, group.short_description).not.toMatch(/\b(and|the|to|of|a|by),?$|,$/i);
      expect(group.name.split(' ').length, group.short_description).toBeGreaterThanOrEqual(2);
    }
  });

  it('lists every academic standard of §9, selectable only where there is content', () => {
    expect(ACADEMIC_STANDARD_CATALOGUE.map((a) => a.name).sort()).toEqual([
      'ccss',
      'dbl',
      'florida',
      'georgia',
      'teks',
      'uk_standards_2013',
    ]);
    expect(ACADEMIC_STANDARD_CATALOGUE.filter((a) => a.selectable).map((a) => a.name)).toEqual(['ccss']);
  });

  it('ships its source notes and the CCSS copyright notice', () => {
    const source = readFileSync(new URL('./data/SOURCE.md', import.meta.url), 'utf8');
    expect(source).toContain('National Governors Association Center for Best Practices');
    expect(CCSS_COPYRIGHT_NOTICE).toContain('© Copyright 2010');
  });
});

describe('curriculum tables', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('are filled once and left alone when already current', async () => {
    expect(await ensureCurriculum(database.db)).toBe(true);
    expect(await ensureCurriculum(database.db)).toBe(false);
    const slots = await database.db
      .selectFrom('lesson_slots')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(slots.n)).toBe(catalogue.lessonSlots.length);
    const standard = await database.db
      .selectFrom('curriculum_standards')
      .selectAll()
      .where('code', '=', '3.OA.A.1')
      .executeTakeFirstOrThrow();
    expect(standard).toMatchObject({ level_id: 3, parent_standard_id: null });
  });

  it('are loaded again when a lesson group is named otherwise than in the catalogue', async () => {
    await ensureCurriculum(database.db);
    await database.db
      .updateTable('lesson_groups')
      .set({ name: 'Draw' })
      .where('lesson_group_id', '=', 1)
      .execute();
    expect(await ensureCurriculum(database.db)).toBe(true);
    const group = await database.db
      .selectFrom('lesson_groups')
      .select('name')
      .where('lesson_group_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(group.name).toBe(catalogue.lessonGroups[0]!.name);
  });

  it('are loaded again when a standard text differs from the catalogue (a changed wording)', async () => {
    await ensureCurriculum(database.db);
    await database.db
      .updateTable('curriculum_standards')
      .set({ short_description: 'Fluently Add' })
      .where('code', '=', '6.NS.B.3')
      .execute();
    expect(await ensureCurriculum(database.db)).toBe(true);
    const standard = await database.db
      .selectFrom('curriculum_standards')
      .select('short_description')
      .where('code', '=', '6.NS.B.3')
      .executeTakeFirstOrThrow();
    expect(standard.short_description).toBe(catalogue.standardByCode.get('6.NS.B.3')!.short_description);
  });
});
