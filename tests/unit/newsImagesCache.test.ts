import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {
  shipFiles,
  copyWhole,
  isCached,
  removeUnused,
  saveWhole,
  UNUSED_FOR_MS,
} from '../../src/plugins/news-images/cacheFiles';

const root = mkdtempSync(path.join(tmpdir(), 'news-images-cache-'));
afterAll(() => rmSync(root, {recursive: true, force: true}));

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-27T10:00:00Z');

function fileAt(dir: string, name: string, modifiedAt: number) {
  mkdirSync(dir, {recursive: true});
  const file = path.join(dir, name);
  writeFileSync(file, name);
  utimesSync(file, new Date(modifiedAt), new Date(modifiedAt));
  return file;
}

describe('the shared image folder', () => {
  it('a reused file is marked as used, at most once a day', () => {
    const dir = path.join(root, 'mark');
    const old = fileAt(dir, 'old.webp', NOW - 3 * DAY);
    const fresh = fileAt(dir, 'fresh.webp', NOW - DAY / 2);
    expect(isCached(old, NOW)).toBe(true);
    expect(statSync(old).mtimeMs).toBe(NOW);
    expect(isCached(fresh, NOW)).toBe(true);
    expect(statSync(fresh).mtimeMs).toBe(NOW - DAY / 2);
    expect(isCached(path.join(dir, 'missing.webp'), NOW)).toBe(false);
  });

  it('removes only the files nobody wants that nobody has used for a month', () => {
    const dir = path.join(root, 'prune');
    fileAt(dir, 'wanted-but-old.webp', NOW - 2 * UNUSED_FOR_MS);
    // Another build (npm start, a copy of the site) may be about to ship this one.
    fileAt(dir, 'unwanted-recent.webp', NOW - UNUSED_FOR_MS + DAY);
    fileAt(dir, 'unwanted-old.webp', NOW - UNUSED_FOR_MS - DAY);
    expect(removeUnused(dir, new Set(['wanted-but-old.webp']), NOW)).toBe(1);
    expect(readdirSync(dir).sort()).toEqual([
      'unwanted-recent.webp',
      'wanted-but-old.webp',
    ]);
  });

  it('ships the files asked for and nothing else of the folder', () => {
    const from = path.join(root, 'from');
    const to = path.join(root, 'to');
    fileAt(path.join(from, 'img/news'), 'a.webp', NOW);
    fileAt(path.join(from, 'img/news'), 'another-build.webp', NOW);
    fileAt(path.join(from, 'img/photos'), 'p.avif', NOW);
    shipFiles(from, ['img/news/a.webp', 'img/photos/p.avif'], to);
    expect(readdirSync(path.join(to, 'img/news'))).toEqual(['a.webp']);
    expect(readFileSync(path.join(to, 'img/photos/p.avif'), 'utf8')).toBe(
      'p.avif',
    );
    // On one file system, the same file under a second name: no bytes copied.
    expect(statSync(path.join(to, 'img/news/a.webp')).ino).toBe(
      statSync(path.join(from, 'img/news/a.webp')).ino,
    );
  });

  it('a file appears under its name only whole: an encode that fails leaves nothing a later build would trust', async () => {
    const dir = path.join(root, 'whole');
    mkdirSync(dir, {recursive: true});
    const file = path.join(dir, '12-abc-800.webp');
    await expect(
      saveWhole(file, () => Promise.reject(new Error('encoder stopped'))),
    ).rejects.toThrow('encoder stopped');
    expect(isCached(file)).toBe(false);
    expect(readdirSync(dir)).toEqual([]);

    await saveWhole(file, () => Promise.resolve(Buffer.from('image bytes')));
    expect(readFileSync(file, 'utf8')).toBe('image bytes');
    expect(readdirSync(dir)).toEqual(['12-abc-800.webp']);
  });

  it('a copy into the static folder is whole too, and a missing source copies nothing', () => {
    const dir = path.join(root, 'copy-whole');
    const from = fileAt(path.join(dir, 'shared'), 'photo-320.avif', NOW);
    const into = path.join(dir, 'static');
    mkdirSync(into, {recursive: true});
    copyWhole(from, path.join(into, 'photo-320.avif'));
    expect(readFileSync(path.join(into, 'photo-320.avif'), 'utf8')).toBe(
      'photo-320.avif',
    );
    expect(() =>
      copyWhole(
        path.join(dir, 'shared', 'gone.avif'),
        path.join(into, 'gone.avif'),
      ),
    ).toThrow();
    expect(readdirSync(into)).toEqual(['photo-320.avif']);
  });
});
