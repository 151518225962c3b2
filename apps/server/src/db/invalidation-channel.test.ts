import { describe, expect, it } from 'vitest';
import { payloadsOf, writesOf } from './invalidation-channel.js';

describe('invalidation payloads', () => {
  it('carry writes to another process and nothing back to their own', () => {
    const writes = [
      { tables: ['student_day', 'events'], districtId: 4 },
      { tables: ['student_day'], districtId: 4, places: ['classroom:9', 'student:12'] as const },
      { tables: null, districtId: null },
    ];
    const [payload, ...rest] = payloadsOf('me', writes);
    expect(rest).toEqual([]);
    expect(writesOf(payload!, 'other')).toEqual(writes);
    expect(writesOf(payload!, 'me')).toEqual([]);
  });

  it('split under the NOTIFY size limit, and read an unreadable payload as "anything changed"', () => {
    const writes = Array.from({ length: 400 }, (_, i) => ({
      tables: ['student_day', 'events'],
      districtId: i,
    }));
    const payloads = payloadsOf('me', writes);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(payload.length).toBeLessThan(8000);
    expect(payloads.flatMap((p) => writesOf(p, 'other'))).toEqual(writes);
    expect(writesOf('not json', 'other')).toEqual([{ tables: null, districtId: null }]);
  });

  it('name a write’s district alone when its places are too many for one payload', () => {
    const places = Array.from({ length: 2_000 }, (_, i) => `student:${i}` as const);
    const [payload, ...rest] = payloadsOf('me', [{ tables: ['student_day'], districtId: 4, places }]);
    expect(rest).toEqual([]);
    expect(writesOf(payload!, 'other')).toEqual([{ tables: ['student_day'], districtId: 4 }]);
    const unreadable = JSON.stringify({ o: 'me', w: [[['student_day'], 4, ['room:1']]] });
    expect(writesOf(unreadable, 'other')).toEqual([{ tables: null, districtId: null }]);
  });
});
