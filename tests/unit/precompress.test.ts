import {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gunzipSync, gzipSync} from 'node:zlib';
import {afterEach, describe, expect, it} from 'vitest';
import {precompress} from '../../deploy/precompress';
import {listFolder} from '../../scripts/fileHashes';
import {linkWithGzipCopy} from '../../src/plugins/publish-pages/linkOrCopy';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, {recursive: true, force: true});
});

/** A build folder holding `files` (relative path → text). */
function buildWith(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nerkhnama-gz-'));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const page = (n: number) =>
  `<!doctype html><p>${'نرخ دلار و طلا در بازار تهران '.repeat(40)} ${n}</p>`;

describe('precompress, reusing the last build', () => {
  it("takes the last build's copy of an unchanged file and compresses a changed one, as a full build would", async () => {
    const files = {'a.html': page(1), 'news/b.html': page(2)};
    const last = buildWith(files);
    await precompress(last, Object.keys(files));
    const next = buildWith({...files, 'news/b.html': page(3)});
    const result = await precompress(next, Object.keys(files), last);
    expect(result).toMatchObject({files: 2, reused: 1});
    expect(statSync(path.join(next, 'a.html.gz')).ino).toBe(
      statSync(path.join(last, 'a.html.gz')).ino,
    );
    const fresh = buildWith({...files, 'news/b.html': page(3)});
    await precompress(fresh, Object.keys(files));
    for (const file of Object.keys(files)) {
      expect(readFileSync(path.join(next, `${file}.gz`))).toEqual(
        readFileSync(path.join(fresh, `${file}.gz`)),
      );
    }
  });

  it('compresses again over a damaged copy or one of other content', async () => {
    const files = {
      'a.html': page(1),
      'c.js': `console.log(${'1+'.repeat(200)}1)`,
    };
    const last = buildWith(files);
    writeFileSync(path.join(last, 'a.html.gz'), 'not gzip at all');
    writeFileSync(path.join(last, 'c.js.gz'), gzipSync('other content'));
    const next = buildWith(files);
    const result = await precompress(next, Object.keys(files), last);
    expect(result.reused).toBe(0);
    for (const [file, text] of Object.entries(files)) {
      expect(readFileSync(path.join(next, `${file}.gz`))).toEqual(
        gzipSync(text, {level: 9}),
      );
    }
  });

  it('compresses everything when the last build has no copies', async () => {
    const files = {'a.html': page(1)};
    const result = await precompress(
      buildWith(files),
      ['a.html'],
      buildWith({}),
    );
    expect(result).toMatchObject({files: 1, reused: 0});
  });

  it('takes the copy of a page that is the same file as in the last build (a link) without reading it', async () => {
    const files = {'a.html': page(1), 'news/b.html': page(2)};
    const last = buildWith(files);
    const full = await precompress(last, Object.keys(files));
    const next = buildWith({'news/b.html': page(2)});
    linkSync(path.join(last, 'a.html'), path.join(next, 'a.html'));
    // Its copy there is trusted as made from these bytes: a copy of other bytes shows it was not read.
    writeFileSync(path.join(last, 'a.html.gz'), gzipSync('made from a.html'));
    const result = await precompress(next, Object.keys(files), last);
    expect(result).toMatchObject({files: 2, reused: 2, before: full.before});
    expect(statSync(path.join(next, 'a.html.gz')).ino).toBe(
      statSync(path.join(last, 'a.html.gz')).ino,
    );
  });

  it('takes the copy of a bundle named after its content, of the same size, without reading it; not a file of another name or size', async () => {
    const bundle = 'en/assets/js/main.1a2b3c4d.js';
    const data = 'route-data/0a1b2c3d.json';
    const files = {
      [bundle]: `console.log(${'1+'.repeat(200)}1)`,
      [data]: JSON.stringify({chunks: 'x'.repeat(400)}),
    };
    const last = buildWith(files);
    await precompress(last, Object.keys(files));
    // Copies of other bytes there: the bundle's is taken as it is (its name says its bytes), the
    // route data's, whose name is the route's, is found out and made again.
    writeFileSync(path.join(last, `${bundle}.gz`), gzipSync('made from main'));
    writeFileSync(path.join(last, `${data}.gz`), gzipSync('other data'));
    const next = buildWith(files);
    const result = await precompress(next, Object.keys(files), last);
    expect(result).toMatchObject({files: 2, reused: 1});
    expect(statSync(path.join(next, `${bundle}.gz`)).ino).toBe(
      statSync(path.join(last, `${bundle}.gz`)).ino,
    );
    expect(readFileSync(path.join(next, `${data}.gz`))).toEqual(
      gzipSync(files[data], {level: 9}),
    );
    // The same name with another size is not the same content.
    const grown = buildWith({[bundle]: `${files[bundle]};`});
    expect((await precompress(grown, [bundle], last)).reused).toBe(0);
  });

  it('compresses in worker threads what one thread compresses, file for file', async () => {
    const files = Object.fromEntries(
      Array.from({length: 300}, (_, i) => [
        `news/${i}/index.html`,
        i % 7 === 0 ? `<p>${i}</p>` : page(i),
      ]),
    );
    const one = buildWith(files);
    const two = buildWith(files);
    const alone = await precompress(one, Object.keys(files), undefined, 1);
    const shared = await precompress(two, Object.keys(files), undefined, 2);
    const sizesOf = (copies: Map<string, {size: number}>) =>
      new Map([...copies].map(([file, {size}]) => [file, size]));
    expect({...shared, copies: sizesOf(shared.copies)}).toEqual({
      ...alone,
      copies: sizesOf(alone.copies),
    });
    expect(alone.files).toBe(Object.keys(files).length - 43);
    for (const file of Object.keys(files)) {
      const gz = path.join(two, `${file}.gz`);
      if (files[file].length < 256) continue;
      expect(readFileSync(gz)).toEqual(
        readFileSync(path.join(one, `${file}.gz`)),
      );
    }
  });
});

describe('precompress from walks already made', () => {
  const files = {
    'a.html': page(1),
    'news/b.html': page(2),
    'news/c.html': page(3),
    'tiny.html': '<p>1</p>',
  };
  const keep = () => true;

  it('lists every gzip copy it wrote or took as a walk of the folder finds it', async () => {
    const last = buildWith(files);
    await precompress(last, Object.keys(files));
    const next = buildWith({...files, 'news/c.html': page(4)});
    rmSync(path.join(next, 'a.html'));
    linkSync(path.join(last, 'a.html'), path.join(next, 'a.html'));
    const result = await precompress(
      next,
      Object.keys(files),
      last,
      undefined,
      {files: listFolder(next, keep), last: listFolder(last, keep)},
    );
    expect(result).toMatchObject({files: 3, reused: 2});
    const walked = listFolder(next, (file) => file.endsWith('.gz'));
    expect(result.copies).toEqual(walked);
  });

  it('gives what looking at each file on disk gives, and takes a file the last walk left out as missing there', async () => {
    const last = buildWith(files);
    await precompress(last, Object.keys(files));
    const changed = {...files, 'news/c.html': page(4)};
    const onDisk = buildWith(changed);
    const listed = buildWith(changed);
    for (const dir of [onDisk, listed]) {
      rmSync(path.join(dir, 'a.html'));
      linkSync(path.join(last, 'a.html'), path.join(dir, 'a.html'));
    }
    const looked = await precompress(onDisk, Object.keys(files), last);
    const fromWalks = await precompress(
      listed,
      Object.keys(files),
      last,
      undefined,
      {files: listFolder(listed, keep), last: listFolder(last, keep)},
    );
    expect({...fromWalks, copies: undefined}).toEqual({
      ...looked,
      copies: undefined,
    });
    for (const file of Object.keys(files).filter((f) => f !== 'tiny.html')) {
      expect(readFileSync(path.join(listed, `${file}.gz`))).toEqual(
        readFileSync(path.join(onDisk, `${file}.gz`)),
      );
    }
    // A last build whose walk does not name b.html's copy: compressed again, not taken.
    const lastListing = listFolder(last, keep);
    lastListing.delete('news/b.html.gz');
    const again = buildWith(files);
    const partial = await precompress(
      again,
      Object.keys(files),
      last,
      undefined,
      {files: listFolder(again, keep), last: lastListing},
    );
    expect(partial).toMatchObject({files: 3, reused: 2});
    expect(statSync(path.join(again, 'news/b.html.gz')).ino).not.toBe(
      statSync(path.join(last, 'news/b.html.gz')).ino,
    );
  });
});

describe('precompress over gzip copies taken with their files', () => {
  const files = {
    'a.html': page(1),
    'news/b.html': page(2),
    'news/c.html': page(3),
  };
  const keep = () => true;

  /** The last build, compressed, and the next one with every file and copy taken from it (linkWithGzipCopy). */
  async function takenFromLast() {
    const last = buildWith(files);
    await precompress(last, Object.keys(files));
    const next = buildWith({});
    for (const file of Object.keys(files)) {
      mkdirSync(path.dirname(path.join(next, file)), {recursive: true});
      linkWithGzipCopy(path.join(last, file), path.join(next, file));
    }
    return {last, next};
  }

  const run = (next: string, last: string, names: string[]) =>
    precompress(next, names, last, undefined, {
      files: listFolder(next, keep),
      last: listFolder(last, keep),
    });

  it('keeps the copy of a file that is still the same file, without linking it again', async () => {
    const {last, next} = await takenFromLast();
    const result = await run(next, last, Object.keys(files));
    expect(result).toMatchObject({files: 3, reused: 3, removed: []});
    expect(result.copies).toEqual(
      listFolder(next, (file) => file.endsWith('.gz')),
    );
    for (const file of Object.keys(files)) {
      expect(statSync(path.join(next, `${file}.gz`)).ino).toBe(
        statSync(path.join(last, `${file}.gz`)).ino,
      );
    }
  });

  it('replaces the copy of a file written again since, leaving the last build as it was, and removes a copy whose file is gone', async () => {
    const {last, next} = await takenFromLast();
    const lastCopy = readFileSync(path.join(last, 'news/b.html.gz'));
    // Written beside and renamed, as the build writes a page: another file, the old copy still linked.
    writeFileSync(path.join(next, 'news/b.html.next'), page(4));
    renameSync(
      path.join(next, 'news/b.html.next'),
      path.join(next, 'news/b.html'),
    );
    rmSync(path.join(next, 'news/c.html'));
    const result = await run(next, last, ['a.html', 'news/b.html']);
    expect(result).toMatchObject({files: 2, reused: 1});
    expect(result.removed.sort()).toEqual(['news/b.html.gz', 'news/c.html.gz']);
    expect(gunzipSync(readFileSync(path.join(next, 'news/b.html.gz')))).toEqual(
      Buffer.from(page(4)),
    );
    expect(existsSync(path.join(next, 'news/c.html.gz'))).toBe(false);
    expect(readFileSync(path.join(last, 'news/b.html.gz'))).toEqual(lastCopy);
    expect(existsSync(path.join(last, 'news/c.html.gz'))).toBe(true);
    // What is left is what a full build of the same files writes.
    const fresh = buildWith({'a.html': page(1), 'news/b.html': page(4)});
    await precompress(fresh, ['a.html', 'news/b.html']);
    expect(listFolder(next, (f) => f.endsWith('.gz')).size).toBe(2);
    for (const file of ['a.html', 'news/b.html']) {
      expect(readFileSync(path.join(next, `${file}.gz`))).toEqual(
        readFileSync(path.join(fresh, `${file}.gz`)),
      );
    }
  });

  it("leaves a .gz of the site's own alone: one that is no copy taken from the last build", async () => {
    const {last, next} = await takenFromLast();
    writeFileSync(path.join(next, 'prices.csv.gz'), gzipSync('usd,1'));
    const result = await run(next, last, Object.keys(files));
    expect(result.removed).toEqual([]);
    expect(existsSync(path.join(next, 'prices.csv.gz'))).toBe(true);
  });

  it('takes no copy where the last build has none', () => {
    const last = buildWith({'tiny.html': '<p>1</p>'});
    const next = buildWith({});
    linkWithGzipCopy(
      path.join(last, 'tiny.html'),
      path.join(next, 'tiny.html'),
    );
    expect(existsSync(path.join(next, 'tiny.html'))).toBe(true);
    expect(existsSync(path.join(next, 'tiny.html.gz'))).toBe(false);
  });
});
