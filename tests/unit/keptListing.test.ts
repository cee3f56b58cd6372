import {
  mkdirSync,
  renameSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {listFolder, readFolderListing} from '../../scripts/fileHashes';
import {
  KEPT_FILES,
  KEPT_FOLDERS,
  keepListing,
  keptListing,
} from '../../scripts/publish/keptListing';
import {isPublishFile} from '../../scripts/publish/state';
import {testDir} from './tempDir';

const SITE: Record<string, string> = {
  'index.html': '<p>خانه</p>',
  'news.html': '<p>اخبار</p>',
  'news/12/نرخ-دلار.html': '<p>نرخ دلار</p>',
  'news/13/سکه.html': '<p>سکه</p>',
  'en/index.html': '<p>Home</p>',
  'en/news/12/usd.html': '<p>USD</p>',
  'route-data/0a1b.json': '{}',
};

/** A build staged beside its output folder, its listing kept, then swapped in as a build does. */
function builtAndSwapped(): string {
  const root = testDir('kept-listing-');
  const staging = path.join(root, '.build.next');
  const target = path.join(root, 'build');
  for (const [file, text] of Object.entries(SITE)) {
    mkdirSync(path.dirname(path.join(staging, file)), {recursive: true});
    writeFileSync(path.join(staging, file), text);
  }
  // Written an hour ago: a change the test makes next moves each folder's time on, however soon.
  const hourAgo = new Date(Date.now() - 3_600_000);
  for (const file of Object.keys(SITE)) {
    for (let dir = path.dirname(file); dir !== '.'; dir = path.dirname(dir)) {
      utimesSync(path.join(staging, dir), hourAgo, hourAgo);
    }
  }
  const listing = listFolder(staging, (file) => !isPublishFile(file));
  writeFileSync(path.join(staging, '.publish.json'), '{}');
  keepListing(staging, target, listing);
  renameSync(staging, target);
  return target;
}

describe('the listing a build keeps of its output folder', () => {
  it('is taken while every folder is as the build left it, the publish files at the root rewritten included', () => {
    const target = builtAndSwapped();
    writeFileSync(path.join(target, '.publish-changes.json'), '{}');
    const kept = keptListing(target);
    expect(kept).toEqual({file: path.join(target, KEPT_FILES)});
    const listing = readFolderListing(path.join(target, KEPT_FILES), target);
    expect(listing).toEqual(listFolder(target, (file) => !isPublishFile(file)));
  });

  it.each([
    [
      'a file added in a folder',
      (t: string) => writeFileSync(path.join(t, 'news/12/x.html'), 'x'),
      'news/12/ changed since its build',
    ],
    [
      'a file removed deep down',
      (t: string) => rmSync(path.join(t, 'en/news/12/usd.html')),
      'en/news/12/ changed since its build',
    ],
    [
      'a folder removed',
      (t: string) => rmSync(path.join(t, 'news/13'), {recursive: true}),
      'news/ changed since its build',
    ],
    [
      'a file at the root removed',
      (t: string) => rmSync(path.join(t, 'news.html')),
      'the files at its root are not those its build left',
    ],
    [
      'a file at the root written anew (beside it, then renamed over it)',
      (t: string) => {
        writeFileSync(path.join(t, 'index.next'), '<p>خانه‌ای دیگر</p>');
        renameSync(path.join(t, 'index.next'), path.join(t, 'index.html'));
      },
      'index.html is not the file its build left',
    ],
    [
      'a folder added at the root',
      (t: string) => mkdirSync(path.join(t, 'extra')),
      'the folders at its root are not those its build left',
    ],
    [
      'the folders file damaged',
      (t: string) => writeFileSync(path.join(t, KEPT_FOLDERS), '{"format":'),
      `${KEPT_FOLDERS} is not JSON (damaged)`,
    ],
    [
      'the folders file of another format',
      (t: string) => writeFileSync(path.join(t, KEPT_FOLDERS), '{"format":0}'),
      `${KEPT_FOLDERS} is of another format`,
    ],
    [
      'the listing missing',
      (t: string) => rmSync(path.join(t, KEPT_FILES)),
      'the last build kept no listing of its files',
    ],
  ])('is not taken after %s: the folder is walked', (_, change, why) => {
    const target = builtAndSwapped();
    change(target);
    expect(keptListing(target)).toEqual({why});
  });
});
