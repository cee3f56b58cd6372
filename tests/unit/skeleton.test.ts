import {
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {EMPTY_FOLDER, fileHashes, listFolder} from '../../scripts/fileHashes';
import {emptyOfFiles, retire} from '../../scripts/retiredBuilds.mjs';
import {removeEmptyFolders, takeSkeleton} from '../../scripts/skeleton';
import {testDir} from './tempDir';

/** Writes `files` (relative path → text) below `root`. */
function write(root: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    writeFileSync(path.join(root, file), text);
  }
}

/** Every entry below `root`, folders ending in `/`, sorted. */
function tree(root: string): string[] {
  return (readdirSync(root, {recursive: true, encoding: 'utf8'}) as string[])
    .map((entry) =>
      statSync(path.join(root, entry)).isDirectory() ? `${entry}/` : entry,
    )
    .sort();
}

const A_BUILD = {
  'index.html': 'home',
  'news/2025-01-01-1/index.html': 'a story',
  'news/2025-01-01-1/index.html.gz': 'its gzip copy',
  'tags/economy/page/2/index.html': 'a list page',
  'en/index.html': 'home (en)',
};
const ITS_FOLDERS = [
  'en/',
  'news/',
  'news/2025-01-01-1/',
  'tags/',
  'tags/economy/',
  'tags/economy/page/',
  'tags/economy/page/2/',
];

describe('a retired build emptied of its files', () => {
  it('keeps every folder and no file, and leaves the files it shared with a later build as they were', () => {
    const root = testDir('skeleton-');
    const retired = path.join(root, 'retired');
    const current = path.join(root, 'current');
    write(retired, A_BUILD);
    mkdirSync(current);
    linkSync(
      path.join(retired, 'index.html'),
      path.join(current, 'index.html'),
    );
    expect(emptyOfFiles(retired)).toEqual({files: 5, folders: 8});
    expect(tree(retired)).toEqual(ITS_FOLDERS);
    expect(readFileSync(path.join(current, 'index.html'), 'utf8')).toBe('home');
  });
});

describe('retiring builds', () => {
  const retiredBuild = (root: string, time: number) => {
    const dir = path.join(root, `.build.retired-${time}-100`);
    write(dir, A_BUILD);
    return dir;
  };

  it("keeps the newest one's folders as the skeleton and removes the rest", () => {
    const root = testDir('skeleton-');
    const older = retiredBuild(root, 1000);
    const newer = retiredBuild(root, 2000);
    mkdirSync(path.join(newer, 'only-in-the-newer'));
    const skeleton = path.join(root, '.build.skeleton');
    retire([newer, older], skeleton);
    expect(existsSync(older)).toBe(false);
    expect(existsSync(newer)).toBe(false);
    expect(tree(skeleton)).toEqual(
      [...ITS_FOLDERS, 'only-in-the-newer/'].sort(),
    );
  });

  it('removes it when a skeleton is kept already, which stays as it was', () => {
    const root = testDir('skeleton-');
    const skeleton = path.join(root, '.build.skeleton');
    mkdirSync(path.join(skeleton, 'kept-before'), {recursive: true});
    const retired = retiredBuild(root, 1000);
    retire([retired], skeleton);
    expect(existsSync(retired)).toBe(false);
    expect(tree(skeleton)).toEqual(['kept-before/']);
  });
});

describe('a build staged into the skeleton', () => {
  it('takes its folders, the part of a locale built beside it where that locale writes', () => {
    const root = testDir('skeleton-');
    const skeleton = path.join(root, '.build.skeleton');
    for (const folder of ITS_FOLDERS) {
      mkdirSync(path.join(skeleton, folder), {recursive: true});
    }
    const staging = path.join(root, '.build.next');
    const beside = path.join(root, '.build.next-en');
    expect(
      takeSkeleton(skeleton, staging, [
        {part: 'en', to: path.join(beside, 'en')},
      ]),
    ).toBe(true);
    expect(existsSync(skeleton)).toBe(false);
    expect(tree(staging)).toEqual(ITS_FOLDERS.filter((f) => f !== 'en/'));
    expect(tree(beside)).toEqual(['en/']);
  });

  it('is made from nothing when there is no skeleton', () => {
    const root = testDir('skeleton-');
    const staging = path.join(root, '.build.next');
    expect(takeSkeleton(path.join(root, '.build.skeleton'), staging)).toBe(
      false,
    );
    expect(existsSync(staging)).toBe(false);
  });

  it('loses the folders the new build left empty, and those above them left empty by that, before it is served', () => {
    const root = testDir('skeleton-');
    write(root, {
      'index.html': 'home',
      'news/2025-01-02-2/index.html': 'a story',
      'tags/economy/index.html': 'a tag',
    });
    for (const folder of ['news/2025-01-01-1', 'tags/economy/page/2']) {
      mkdirSync(path.join(root, folder), {recursive: true});
    }
    const empty: string[] = [];
    listFolder(
      root,
      () => true,
      (folder) => empty.push(folder),
    );
    expect(empty.sort()).toEqual(['news/2025-01-01-1', 'tags/economy/page/2']);
    expect(fileHashes(root).get('tags/economy/page/2/')).toBe(EMPTY_FOLDER);
    expect(removeEmptyFolders(root, empty)).toBe(3);
    expect(tree(root)).toEqual([
      'index.html',
      'news/',
      'news/2025-01-02-2/',
      'news/2025-01-02-2/index.html',
      'tags/',
      'tags/economy/',
      'tags/economy/index.html',
    ]);
    expect([...fileHashes(root).keys()].some((f) => f.endsWith('/'))).toBe(
      false,
    );
  });
});
