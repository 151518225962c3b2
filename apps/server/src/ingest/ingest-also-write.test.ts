/**
 * A write made with an ingest batch (`alsoWrite`, the simulator's assignments): in the batch's transaction, so a
 * failure in it stores none of the batch, and the live versions it returns are moved with the batch's own.
 */
import { EVENT_CODES } from '@dash/contracts';
import { describe, expect, it } from 'vitest';
import { getCatalogue } from '../curriculum/catalogue.js';
import { ensureCurriculum } from '../curriculum/curriculum.repository.js';
import { readVersions } from '../live/live-versions.repository.js';
import { useFixtureDistrict } from '../testing/use-fixture-district.js';
import { ingestEvents } from './ingest.service.js';
import { T0 } from './ingest.test-helpers.js';

const fixture = useFixtureDistrict(43, async ({ db }) => {
  await ensureCurriculum(db);
});
const slot = getCatalogue().lessonSlots[0]!.lesson_slot_id;

/** One lesson opened by the teacher's own student. */
const openedLesson = (uid: string) => ({
  uid,
  student_id: fixture.district.ids.ownStudentId,
  event_code: EVENT_CODES.LESSON_OPENED,
  timestamp: T0,
  lesson_slot_id: slot,
});

const storedEvents = async () =>
  (
    await fixture.db
      .selectFrom('events')
      .select('uid')
      .where('district_id', '=', fixture.district.districtId)
      .execute()
  ).map((row) => row.uid);

describe('a write made with an ingest batch', () => {
  it('fails the whole batch when it fails: none of the batch is stored', async () => {
    const { db, engine, district } = fixture;
    const failing = ingestEvents(db, engine, district.districtId, [openedLesson('with-a-failed-write')], T0, {
      alsoWrite: () => Promise.reject(new Error('the write beside the batch failed')),
    });
    await expect(failing).rejects.toThrow('the write beside the batch failed');
    expect(await storedEvents()).not.toContain('with-a-failed-write');
  });

  it('moves the versions of the places it names beside those of the batch’s students', async () => {
    const { db, engine, district } = fixture;
    const { ownClassroomId, ownStudentId, otherSchoolClassroomId, otherSchoolStudentId } = district.ids;
    const before = await readVersions(db, district.districtId, 'classroom', [otherSchoolClassroomId]);
    const result = await ingestEvents(db, engine, district.districtId, [openedLesson('with-a-write')], T0, {
      alsoWrite: () =>
        Promise.resolve({ classroomIds: [otherSchoolClassroomId], studentIds: [otherSchoolStudentId] }),
    });
    expect(result.accepted).toBe(1);
    expect(await storedEvents()).toContain('with-a-write');
    const classrooms = await readVersions(db, district.districtId, 'classroom', [
      ownClassroomId,
      otherSchoolClassroomId,
    ]);
    expect(classrooms.get(otherSchoolClassroomId)).toBe((before.get(otherSchoolClassroomId) ?? 0) + 1);
    expect(classrooms.get(ownClassroomId)).toBeGreaterThan(0);
    const students = await readVersions(db, district.districtId, 'student', [
      ownStudentId,
      otherSchoolStudentId,
    ]);
    expect(students.get(otherSchoolStudentId)).toBe(1);
    expect(students.get(ownStudentId)).toBeGreaterThan(0);
  });
});
