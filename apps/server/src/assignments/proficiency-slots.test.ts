import { describe, expect, it } from 'vitest';
import { getCatalogue } from '../curriculum/catalogue.js';
import { lessonSlotsOfFocus, proficiencySlotsOf } from './proficiency-slots.js';

const catalogue = getCatalogue();
const standard = (code: string) => catalogue.standardByCode.get(code)!;
const clusterOf = (code: string) => catalogue.clusters.find((c) => c.code === code)!;
const slot = (id: number) => catalogue.slotById.get(id)!;

describe('proficiency slots of a focus (spec §3)', () => {
  it('a standard: its first lesson for not started, one halfway for in progress, its last for proficient', () => {
    const focus = standard('3.NF.A.1');
    const own = catalogue.lessonSlots.filter((s) => s.standard_id === focus.standard_id);
    const slots = proficiencySlotsOf('STANDARD', focus.standard_id)!;
    expect(slots.not_started_lesson_slot_id).toBe(own[0]!.lesson_slot_id);
    expect(slots.in_progress_lesson_slot_id).toBe(own[Math.floor(own.length / 2)]!.lesson_slot_id);
    expect(slots.proficient_lesson_slot_id).toBe(own.at(-1)!.lesson_slot_id);
    // The lesson plan's phases read in that order: sense making first, fluency last.
    expect(slot(slots.not_started_lesson_slot_id).phase).toBe('Early Sense Making');
    expect(slot(slots.proficient_lesson_slot_id).phase).toBe('Fluency and Practice');
  });

  it('a cluster or domain runs from its first standard’s first lesson to its last standard’s last', () => {
    for (const [type, id, standards] of [
      [
        'CLUSTER',
        clusterOf('3.NF.A').cluster_id,
        catalogue.standards.filter((s) => s.cluster_id === clusterOf('3.NF.A').cluster_id),
      ],
      [
        'DOMAIN',
        clusterOf('3.NF.A').domain_id,
        catalogue.standards.filter((s) => s.domain_id === clusterOf('3.NF.A').domain_id),
      ],
    ] as const) {
      const topLevel = standards.filter((s) => s.parent_standard_id === null);
      const slots = proficiencySlotsOf(type, id)!;
      expect(slot(slots.not_started_lesson_slot_id).standard_id, type).toBe(topLevel[0]!.standard_id);
      expect(slot(slots.proficient_lesson_slot_id).standard_id, type).toBe(topLevel.at(-1)!.standard_id);
      const all = lessonSlotsOfFocus(type, id);
      expect(all.indexOf(slots.in_progress_lesson_slot_id), type).toBe(Math.floor(all.length / 2));
      expect(all.length, type).toBeGreaterThan(2);
    }
  });

  it('a sub-standard plays its parent standard’s lessons', () => {
    const sub = catalogue.standards.find((s) => s.parent_standard_id !== null)!;
    expect(proficiencySlotsOf('STANDARD', sub.standard_id)).toEqual(
      proficiencySlotsOf('STANDARD', sub.parent_standard_id!),
    );
  });

  it('knows no slots for a focus the curriculum does not hold', () => {
    expect(proficiencySlotsOf('STANDARD', 999_999)).toBeNull();
    expect(proficiencySlotsOf('CLUSTER', 0)).toBeNull();
    expect(proficiencySlotsOf('DOMAIN', -1)).toBeNull();
  });
});
