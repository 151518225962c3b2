import { describe, expect, it } from 'vitest';
import { initialChunks } from './initial-js-size.ts';

describe('initialChunks', () => {
  it('takes the entries and their static imports, not the lazy route chunks', () => {
    const bundle = {
      'index.js': { type: 'chunk' as const, isEntry: true, imports: ['vendor.js'], code: '' },
      'vendor.js': { type: 'chunk' as const, imports: ['shared.js'], code: '' },
      'shared.js': { type: 'chunk' as const, imports: ['vendor.js'], code: '' },
      'report.js': { type: 'chunk' as const, imports: ['shared.js'], code: '' },
      'style.css': { type: 'asset' as const },
    };
    expect(initialChunks(bundle).sort()).toEqual(['index.js', 'shared.js', 'vendor.js']);
  });
});
