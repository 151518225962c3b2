import { describe, expect, it } from 'vitest';
import { payloadsOf, writesOf } from './invalidation-channel.js';

describe('invalidation payloads', () => {
  it('carry writes to another process and nothing back to their own', () => {
    const writes = [
      { tables: ['student_day', 'events'], districtId: 4 },
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
});
