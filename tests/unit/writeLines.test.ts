import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {writeLines} from '../../deploy/writeLines';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, {recursive: true, force: true});
  dir = undefined;
});

describe('writeLines', () => {
  it('writes each line with its newline, across chunk boundaries, as one joined string would', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'write-lines-'));
    const file = path.join(dir, '_redirects');
    // About 3 MB of lines: several chunks, Persian text included.
    const lines = Array.from(
      {length: 40_000},
      (_, i) => `/news/${i}/دلار-${'x'.repeat(i % 97)} /news/${i} 301`,
    );
    writeLines(file, lines);
    expect(readFileSync(file, 'utf8')).toBe(`${lines.join('\n')}\n`);
  });

  it('takes any iterable, and writes an empty file for no lines', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'write-lines-'));
    const file = path.join(dir, 'map');
    writeLines(file, new Set(['a', 'b']));
    expect(readFileSync(file, 'utf8')).toBe('a\nb\n');
    writeLines(file, []);
    expect(readFileSync(file, 'utf8')).toBe('');
  });
});
