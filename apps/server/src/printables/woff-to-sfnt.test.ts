import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff-to-sfnt.js';

const require = createRequire(import.meta.url);
const NOTO = ['400', '700'].map((weight) =>
  readFileSync(require.resolve(`@fontsource/noto-sans/files/noto-sans-latin-${weight}-normal.woff`)),
);

/** The tables of a TrueType/OpenType file: tag, stated checksum, data. */
function sfntTables(sfnt: Buffer) {
  return Array.from({ length: sfnt.readUInt16BE(4) }, (_, index) => {
    const record = 12 + index * 16;
    const offset = sfnt.readUInt32BE(record + 8);
    return {
      tag: sfnt.toString('latin1', record, record + 4),
      checksum: sfnt.readUInt32BE(record + 4),
      data: sfnt.subarray(offset, offset + sfnt.readUInt32BE(record + 12)),
    };
  });
}

/** The OpenType table checksum: the sum of its big-endian 32-bit words, zero-padded, modulo 2^32. */
function tableChecksum(data: Buffer) {
  const words = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  let sum = 0;
  for (let at = 0; at < words.length; at += 4) sum = (sum + words.readUInt32BE(at)) >>> 0;
  return sum;
}

describe('woffToSfnt', () => {
  it.each(NOTO.map((woff, index) => [index, woff] as const))(
    'unpacks each table of Noto Sans (%i) to the bytes its checksum names',
    (_index, woff) => {
      const sfnt = woffToSfnt(woff);
      expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
      const tables = sfntTables(sfnt);
      expect(tables.length).toBe(woff.readUInt16BE(12));
      expect(tables.map((table) => table.tag)).toEqual(
        expect.arrayContaining(['cmap', 'glyf', 'head', 'hmtx']),
      );
      for (const table of tables) {
        // The head table's checksum is taken with its checkSumAdjustment (bytes 8–11) as zero.
        const data =
          table.tag === 'head'
            ? Buffer.concat([table.data.subarray(0, 8), Buffer.alloc(4), table.data.subarray(12)])
            : table.data;
        expect(tableChecksum(data), table.tag).toBe(table.checksum);
      }
      const head = tables.find((table) => table.tag === 'head')!;
      expect(head.data.readUInt32BE(12)).toBe(0x5f0f3cf5);
      // Every table starts on a four-byte boundary, as the format asks.
      expect(tables.every((table) => table.data.byteOffset % 4 === sfnt.byteOffset % 4)).toBe(true);
    },
  );

  it('refuses what is not a WOFF 1.0 font', () => {
    expect(() =>
      woffToSfnt(Buffer.from('not a font at all, but long enough to have a header of 44 bytes')),
    ).toThrow('not a WOFF 1.0 font');
  });
});
