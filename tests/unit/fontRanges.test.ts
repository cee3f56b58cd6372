import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {FONT_FILES, fontFaceCss} from '../../src/config/fonts';

/**
 * The faces' unicode-range says which characters a page takes from Vazirmatn. It must name only what the files
 * hold (a character the file lacks would still be looked up in it first), must hold the space (the face with the
 * space is a line's primary font, which keeps Persian lines in one font), and must leave Latin letters out
 * (English pages never download the font).
 */

/** The package's TrueType files have the same character map as the woff2 files the site serves. */
const TTF_DIR = path.join(
  path.dirname(require.resolve('vazirmatn/package.json')),
  'misc/Non-Latin/fonts/ttf',
);

/** The code points a TrueType file maps to a glyph, from its Windows Unicode cmap (format 4 or 12). */
function mappedCodePoints(file: string): Set<number> {
  const font = readFileSync(file);
  const tables = font.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < tables; i++) {
    const record = 12 + i * 16;
    if (font.toString('latin1', record, record + 4) === 'cmap') {
      cmap = font.readUInt32BE(record + 8);
    }
  }
  if (cmap < 0) throw new Error(`${file}: no cmap table`);
  const encodings = font.readUInt16BE(cmap + 2);
  const subtables = new Map<string, number>();
  for (let i = 0; i < encodings; i++) {
    const record = cmap + 4 + i * 8;
    const key = `${font.readUInt16BE(record)}/${font.readUInt16BE(record + 2)}`;
    subtables.set(key, cmap + font.readUInt32BE(record + 4));
  }
  const points = new Set<number>();
  const full = subtables.get('3/10');
  if (full !== undefined && font.readUInt16BE(full) === 12) {
    const groups = font.readUInt32BE(full + 12);
    for (let g = 0; g < groups; g++) {
      const group = full + 16 + g * 12;
      const [start, end] = [
        font.readUInt32BE(group),
        font.readUInt32BE(group + 4),
      ];
      for (let c = start; c <= end; c++) points.add(c);
    }
    return points;
  }
  const bmp = subtables.get('3/1');
  if (bmp === undefined || font.readUInt16BE(bmp) !== 4) {
    throw new Error(`${file}: no Unicode cmap of format 4 or 12`);
  }
  const segments = font.readUInt16BE(bmp + 6) / 2;
  const ends = bmp + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let s = 0; s < segments; s++) {
    const start = font.readUInt16BE(starts + s * 2);
    const end = font.readUInt16BE(ends + s * 2);
    const delta = font.readInt16BE(deltas + s * 2);
    const rangeOffset = font.readUInt16BE(rangeOffsets + s * 2);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      const glyph =
        rangeOffset === 0
          ? (c + delta) & 0xffff
          : font.readUInt16BE(
              rangeOffsets + s * 2 + rangeOffset + (c - start) * 2,
            );
      if (glyph !== 0) points.add(c);
    }
  }
  return points;
}

/** Each face's unicode-range, as [first, last] pairs. */
function faceRanges(): Array<Array<[number, number]>> {
  return [...fontFaceCss().matchAll(/unicode-range:([^;}]+)/g)].map((m) =>
    m[1]!.split(',').map((part) => {
      const [first, last] = part.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(first!, 16), parseInt(last ?? first!, 16)];
    }),
  );
}

/** Whole Unicode blocks of the script: their unassigned points are in no file, and no page can show them. */
const SCRIPT_BLOCKS: Array<[number, number]> = [
  [0x0600, 0x06ff],
  [0x0750, 0x077f],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfeff],
];
const inBlock = (c: number) => SCRIPT_BLOCKS.some(([a, b]) => c >= a && c <= b);

describe('Vazirmatn unicode-range', () => {
  const ranges = faceRanges();
  const fonts = FONT_FILES.map((file) =>
    mappedCodePoints(path.join(TTF_DIR, file.replace(/\.woff2$/, '.ttf'))),
  );

  it('is given for each face the site serves', () => {
    expect(ranges).toHaveLength(FONT_FILES.length);
  });

  it('names outside the script blocks only characters both files hold', () => {
    for (const range of ranges) {
      const missing = range
        .flatMap(([a, b]) => Array.from({length: b - a + 1}, (_, i) => a + i))
        .filter((c) => !inBlock(c) && fonts.some((font) => !font.has(c)))
        .map((c) => `U+${c.toString(16).toUpperCase().padStart(4, '0')}`);
      expect(missing).toEqual([]);
    }
  });

  it('holds the space, the no-break space, the ZWNJ, «» and Persian digits', () => {
    for (const range of ranges) {
      const covered = (c: number) => range.some(([a, b]) => c >= a && c <= b);
      for (const c of [0x20, 0xa0, 0x200c, 0xab, 0xbb, 0x06f0, 0x06f9]) {
        expect(covered(c), `U+${c.toString(16)}`).toBe(true);
      }
    }
  });

  it('leaves Latin letters and digits to the system fonts', () => {
    for (const range of ranges) {
      const covered = (c: number) => range.some(([a, b]) => c >= a && c <= b);
      const latin = [...'AZaz09'].map((ch) => ch.codePointAt(0)!);
      expect(latin.filter(covered)).toEqual([]);
    }
  });
});
