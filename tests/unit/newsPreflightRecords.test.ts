import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {
  codeDigest,
  moduleClosure,
} from '../../src/plugins/news-guard/codeDigest';
import type {FileRecord} from '../../src/plugins/news-guard/fileRecord';
import {
  fileStamp,
  noteReads,
  readsHold,
} from '../../src/plugins/news-guard/reads';
import {
  loadRecords,
  saveRecords,
} from '../../src/plugins/news-guard/recordStore';
import {closest} from '../../src/plugins/news-guard/schema';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'news-records-unit-'));
});
afterEach(() => rmSync(dir, {recursive: true, force: true}));

const keys = (tags: string[], authors: string[] = ['newsroom']) => ({
  tagKeys: new Set(tags),
  authorKeys: new Set(authors),
});

describe('the reads of a file’s check', () => {
  it('hold while each key asked about is there or not as before', () => {
    const noted = noteReads(keys(['gold', 'dollar']));
    expect(noted.ctx.tagKeys.has('gold')).toBe(true);
    expect(noted.ctx.tagKeys.has('oil')).toBe(false);
    const reads = noted.reads()!;
    expect(readsHold(reads, keys(['gold', 'dollar']))).toBe(true);
    expect(readsHold(reads, keys(['gold', 'dollar', 'coins']))).toBe(true);
    expect(readsHold(reads, keys(['dollar']))).toBe(false);
    expect(readsHold(reads, keys(['gold', 'oil']))).toBe(false);
  });

  it('depend on the whole list once it was searched ("did you mean") or listed', () => {
    const noted = noteReads(keys(['gold', 'dollar']));
    expect(closest('gld', noted.ctx.tagKeys)).toBe('gold');
    const reads = noted.reads()!;
    expect(readsHold(reads, keys(['gold', 'dollar']))).toBe(true);
    expect(readsHold(reads, keys(['gold', 'dollar', 'coins']))).toBe(false);
    expect(readsHold(reads, keys(['dollar', 'gold']))).toBe(false);
  });

  it('note the photos looked at, and no longer hold once one is rewritten or removed', async () => {
    const photo = path.join(dir, 'photo.jpg');
    writeFileSync(photo, 'one');
    // A file written within the last moments is not trusted to its stamp.
    const fresh = noteReads(keys([]));
    fresh.ctx.photos!.inspect(photo);
    expect(fresh.reads()).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const noted = noteReads(keys([]));
    noted.ctx.photos!.inspect(photo);
    expect(noted.ctx.photos!.exists(path.join(dir, 'missing.jpg'))).toBe(false);
    const reads = noted.reads()!;
    expect(reads.files.map(([file]) => path.basename(file))).toEqual([
      'photo.jpg',
      'missing.jpg',
    ]);
    expect(readsHold(reads, keys([]))).toBe(true);
    writeFileSync(path.join(dir, 'missing.jpg'), 'now here');
    expect(readsHold(reads, keys([]))).toBe(false);
    rmSync(path.join(dir, 'missing.jpg'));
    writeFileSync(photo, 'two');
    expect(readsHold(reads, keys([]))).toBe(false);
    expect(fileStamp(path.join(dir, 'missing.jpg'))).toBe('-');
    expect(fileStamp(dir)).toBe('d');
  });
});

describe('the code digest', () => {
  it('follows relative imports, dynamic ones too, and changes with any module of the closure', () => {
    mkdirSync(path.join(dir, 'src/lib'), {recursive: true});
    const write = (file: string, text: string) =>
      writeFileSync(path.join(dir, file), text);
    write('src/entry.ts', "import {a} from './lib/a';\nexport const b = a;\n");
    write('src/lib/a.ts', "export const a = import('./c');\n");
    write('src/lib/c.ts', 'export const c = 1;\n');
    write('src/other.ts', 'export const other = 1;\n');
    expect(
      moduleClosure(path.join(dir, 'src/entry.ts')).map((f) =>
        path.relative(dir, f),
      ),
    ).toEqual(['src/entry.ts', 'src/lib/a.ts', 'src/lib/c.ts']);
    const before = codeDigest(path.join(dir, 'src/entry.ts'), dir);
    write('src/other.ts', 'export const other = 2;\n');
    expect(codeDigest(path.join(dir, 'src/entry.ts'), dir)).toBe(before);
    write('src/lib/c.ts', 'export const c = 2;\n');
    expect(codeDigest(path.join(dir, 'src/entry.ts'), dir)).not.toBe(before);
    // Code that cannot be read matches nothing, not even itself.
    expect(codeDigest(path.join(dir, 'gone.ts'), dir)).not.toBe(
      codeDigest(path.join(dir, 'gone.ts'), dir),
    );
  });

  it('of the pre-flight check covers the modules a file record is made with', () => {
    const closure = moduleClosure(
      path.resolve(__dirname, '../../src/plugins/news-guard/fileRecord.ts'),
    ).map((f) => path.basename(f));
    expect(closure).toEqual(
      expect.arrayContaining([
        'validate.ts',
        'schema.ts',
        'article.ts',
        'template.ts',
        'letters.ts',
        'reads.ts',
        'photos.ts',
        'persianNormalize.ts',
      ]),
    );
  });
});

describe('the record store', () => {
  const origin = {code: 'c1', site: '/site'};
  const record: FileRecord = {
    digest: 'a'.repeat(40),
    check: {problems: []},
    own: [],
    compileKey: 'b'.repeat(40),
    reads: {tags: {asked: []}, authors: {asked: []}, files: []},
  };
  const file = () => path.join(dir, 'cache/records.json');

  it('gives back what it kept, for the same code and site folder only', () => {
    saveRecords(file(), origin, new Map([['news/a.md', record]]));
    expect(loadRecords(file(), origin)).toEqual(
      new Map([['news/a.md', record]]),
    );
    expect(loadRecords(file(), {...origin, code: 'c2'}).size).toBe(0);
    expect(loadRecords(file(), {...origin, site: '/elsewhere'}).size).toBe(0);
    expect(loadRecords(path.join(dir, 'none.json'), origin).size).toBe(0);
  });

  it('gives nothing from a damaged file, or one with a record of another shape', () => {
    saveRecords(file(), origin, new Map([['news/a.md', record]]));
    const text = readFileSync(file(), 'utf8');
    for (const damaged of [
      text.slice(0, -10),
      text.replace('"own":[]', '"own":[{}]'),
      `{}\n${text.split('\n')[1]}`,
      '',
    ]) {
      writeFileSync(file(), damaged);
      expect(loadRecords(file(), origin).size).toBe(0);
    }
    const {reads: _reads, ...noReads} = record;
    saveRecords(file(), origin, new Map([['news/a.md', noReads]]));
    expect(loadRecords(file(), origin).size).toBe(0);
  });
});
