import { describe, expect, it } from 'vitest';
import { nextTableSort, sortRows } from './sort-rows';

const rows = [
  { name: 'Ávila', n: 3 },
  { name: 'Baker', n: null },
  { name: 'adams', n: 10 },
  { name: 'Cole', n: 3 },
];

describe('district pane table sorting', () => {
  it('sorts numbers as numbers with nulls last both ways and ties in their order', () => {
    expect(sortRows(rows, (r) => r.n, 'asc', 'en').map((r) => r.name)).toEqual([
      'Ávila',
      'Cole',
      'adams',
      'Baker',
    ]);
    expect(sortRows(rows, (r) => r.n, 'desc', 'en').map((r) => r.name)).toEqual([
      'adams',
      'Ávila',
      'Cole',
      'Baker',
    ]);
  });

  it('sorts names by the locale, not by code point', () => {
    expect(sortRows(rows, (r) => r.name, 'asc', 'es').map((r) => r.name)).toEqual([
      'adams',
      'Ávila',
      'Baker',
      'Cole',
    ]);
  });

  it('toggles the same column and starts a new one in its first direction', () => {
    expect(nextTableSort({ order: 'n', sort: 'asc' }, 'n')).toEqual({ order: 'n', sort: 'desc' });
    expect(nextTableSort({ order: 'n', sort: 'desc' }, 'name')).toEqual({ order: 'name', sort: 'asc' });
    expect(nextTableSort({ order: 'n', sort: 'desc' }, 'm', 'desc')).toEqual({ order: 'm', sort: 'desc' });
  });
});
