import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {
  prepareBundleCache,
  removeBundleCaches,
} from '../../scripts/publish/bundleCache';
import {
  bundleCacheDir,
  bundleCacheRoot,
} from '../../src/plugins/publish-pages/files';

const root = mkdtempSync(path.join(tmpdir(), 'bundle-cache-'));
afterAll(() => rmSync(root, {recursive: true, force: true}));

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-27T10:00:00Z');
const CODE_A = 'a'.repeat(64);
const CODE_B = 'b'.repeat(64);

/** A site folder, with its own `node_modules/.cache`. */
function site(name: string) {
  const dir = path.join(root, name);
  mkdirSync(dir, {recursive: true});
  return dir;
}

/** A cache folder holding one file, last touched at `at`. */
function cacheOf(dir: string, at: number) {
  mkdirSync(dir, {recursive: true});
  writeFileSync(path.join(dir, 'pack'), 'bytes');
  utimesSync(dir, new Date(at), new Date(at));
}

describe("a publish's bundler cache", () => {
  it('is one folder per site folder and code', () => {
    const one = site('one');
    const two = site('two');
    expect(bundleCacheDir(one, CODE_A)).not.toBe(bundleCacheDir(one, CODE_B));
    expect(bundleCacheDir(one, CODE_A)).not.toBe(bundleCacheDir(two, CODE_A));
    expect(path.dirname(bundleCacheDir(one, CODE_A))).toBe(
      bundleCacheRoot(one),
    );
    expect(bundleCacheRoot(one)).toBe(
      path.join(one, 'node_modules/.cache/nerkhnama-bundles'),
    );
  });

  it('is cold the first time, warm once a publish of the same code has written it', () => {
    const dir = site('first');
    const first = prepareBundleCache(dir, CODE_A, {now: NOW});
    expect(first).toEqual({
      dir: bundleCacheDir(dir, CODE_A),
      warm: false,
      removed: 0,
    });
    expect(existsSync(first.dir)).toBe(true);
    writeFileSync(path.join(first.dir, 'pack'), 'bytes');
    expect(prepareBundleCache(dir, CODE_A, {now: NOW}).warm).toBe(true);
  });

  it('is written afresh by a full build, which never reads what was there', () => {
    const dir = site('fresh');
    const kept = prepareBundleCache(dir, CODE_A, {now: NOW});
    writeFileSync(path.join(kept.dir, 'pack'), 'bytes');
    const fresh = prepareBundleCache(dir, CODE_A, {now: NOW, fresh: true});
    expect(fresh).toEqual({dir: kept.dir, warm: false, removed: 0});
    expect(readdirSync(fresh.dir)).toEqual([]);
  });

  it("drops this site's folders of other code, and any folder unused for a fortnight, and keeps the rest", () => {
    const dir = site('drops');
    const older = bundleCacheDir(dir, CODE_B);
    cacheOf(older, NOW);
    // Other site folders sharing the same node_modules/.cache (folders named as theirs would be).
    const cacheRoot = bundleCacheRoot(dir);
    const recent = path.join(cacheRoot, 'aaaaaaaaaaaa-recent');
    const gone = path.join(cacheRoot, 'bbbbbbbbbbbb-gone');
    cacheOf(recent, NOW - 3 * DAY);
    cacheOf(gone, NOW - 15 * DAY);
    const cache = prepareBundleCache(dir, CODE_A, {now: NOW});
    expect(cache.removed).toBe(2);
    expect(existsSync(older)).toBe(false);
    expect(existsSync(gone)).toBe(false);
    expect(readdirSync(cacheRoot).sort()).toEqual(
      [path.basename(cache.dir), 'aaaaaaaaaaaa-recent'].sort(),
    );
  });

  it('a copy of the site going away takes its folders with it, and only its own', () => {
    const dir = site('copy');
    cacheOf(bundleCacheDir(dir, CODE_A), NOW);
    cacheOf(bundleCacheDir(dir, CODE_B), NOW);
    const other = path.join(bundleCacheRoot(dir), 'cccccccccccc-other');
    cacheOf(other, NOW);
    removeBundleCaches(dir);
    expect(readdirSync(bundleCacheRoot(dir))).toEqual(['cccccccccccc-other']);
  });
});
