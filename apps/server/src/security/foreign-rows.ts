/** Roster ids carry their district: id = district × 1,000,000 + n (demo/roster-generator). */
const DISTRICT_ID_SPAN = 1_000_000;

/** Keys whose values are roster ids of a district. */
const ROSTER_ID_KEYS = new Set([
  'id',
  'school_id',
  'teacher_id',
  'classroom_id',
  'student_id',
  'customer_id',
  'classroom_ids',
  'student_ids',
]);

/**
 * Every roster id (or district_id) in an API answer that belongs to a district other than `districtId`,
 * as "path=value". Used to prove no answer leaks another district's rows.
 */
export function findForeignIds(value: unknown, districtId: number, path = ''): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, i) => findForeignIds(item, districtId, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  const found: string[] = [];
  for (const [key, child] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    const numbers = Array.isArray(child)
      ? child.filter((c): c is number => typeof c === 'number')
      : typeof child === 'number'
        ? [child]
        : [];
    if (key === 'district_id' || key === 'districtId') {
      for (const n of numbers) if (n !== districtId) found.push(`${at}=${n}`);
    } else if (ROSTER_ID_KEYS.has(key)) {
      for (const n of numbers)
        if (n >= DISTRICT_ID_SPAN && Math.floor(n / DISTRICT_ID_SPAN) !== districtId)
          found.push(`${at}=${n}`);
    }
    if (typeof child === 'object') found.push(...findForeignIds(child, districtId, at));
  }
  return found;
}
