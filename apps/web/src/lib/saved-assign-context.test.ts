import { describe, expect, it } from 'vitest';
import { saveAssignStudent, savedAssignStudents } from './saved-assign-context';

/** A sessionStorage stand-in. */
function memoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('saved assignment context', () => {
  it('gives back the student saved for the same classroom, and nothing for another', () => {
    const store = memoryStore();
    expect(savedAssignStudents(5, 10, store)).toEqual([]);
    saveAssignStudent({ districtId: 5, classroomId: 10, studentId: 77 }, store);
    expect(savedAssignStudents(5, 10, store)).toEqual([77]);
    expect(savedAssignStudents(5, 11, store)).toEqual([]);
    expect(savedAssignStudents(6, 10, store)).toEqual([]);
    saveAssignStudent({ districtId: 5, classroomId: 10, studentId: 78 }, store);
    expect(savedAssignStudents(5, 10, store)).toEqual([78]);
  });

  it('reads an unreadable or tampered value as no context', () => {
    const store = memoryStore();
    store.setItem('assign.savedContext', '{not json');
    expect(savedAssignStudents(5, 10, store)).toEqual([]);
    store.setItem(
      'assign.savedContext',
      JSON.stringify({ districtId: 5, classroomId: 10, studentIds: ['x', -1, 3] }),
    );
    expect(savedAssignStudents(5, 10, store)).toEqual([3]);
    expect(savedAssignStudents(5, 10, null)).toEqual([]);
  });
});
