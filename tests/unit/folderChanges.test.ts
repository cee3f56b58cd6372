import {
  linkSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {
  compareFolders,
  listFolder,
  readFolderListing,
  writeFolderListing,
} from '../../scripts/fileHashes';
import {isContentHashed} from '../../deploy/rules';
import {isPublishFile} from '../../scripts/publish/state';
import {
  summarizeListing,
  summarizeOutput,
} from '../../scripts/publish/stateFiles';
import {outputSummary} from '../../scripts/shards';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, {recursive: true, force: true});
});

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nerkhnama-changes-'));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('what a publish changed, from one build to the next', () => {
  it('lists added, changed and removed files; a file written again with the same bytes is unchanged', () => {
    const before = folder({
      'index.html': 'home 1',
      'news/a.html': 'story a',
      'news/gone.html': 'deleted story',
      'news/b.html': 'story b',
    });
    const after = folder({
      'index.html': 'home 2',
      'news/a.html': 'story a',
      'news/b.html': 'story B, corrected',
      'news/new.html': 'new story',
    });
    expect(compareFolders(before, after).changes).toEqual({
      added: ['news/new.html'],
      changed: ['index.html', 'news/b.html'],
      removed: ['news/gone.html'],
    });
  });

  it('knows a linked file as unchanged, and every file as added when there was no build', () => {
    const before = folder({'news/a.html': 'story a'});
    const after = folder({});
    mkdirSync(path.join(after, 'news'));
    linkSync(path.join(before, 'news/a.html'), path.join(after, 'news/a.html'));
    expect(compareFolders(before, after).changes).toEqual({
      added: [],
      changed: [],
      removed: [],
    });
    expect(
      compareFolders(path.join(before, 'missing'), after, (f) => f !== 'x')
        .changes,
    ).toEqual({added: ['news/a.html'], changed: [], removed: []});
  });

  it('the sizes from the same walk summarize the new build as a walk of its own does (its publish files left out)', () => {
    const before = folder({'index.html': 'home 1', 'news/a.html': 'story a'});
    const after = folder({
      'index.html': 'home 2',
      'news/a.html': 'story a',
      'news/b.html': 'story b',
      '.publish.json': '{}',
      'en/.publish-pages.ndjson': '{}',
    });
    const compared = compareFolders(
      before,
      after,
      (file) => !isPublishFile(file),
    );
    expect(compared.changes).toEqual({
      added: ['news/b.html'],
      changed: ['index.html'],
      removed: [],
    });
    expect(outputSummary(compared.sizes)).toEqual(summarizeOutput(after));
    expect(outputSummary(compared.sizes).files).toBe(3);
  });

  it('takes a file named after its content, of the same size, as unchanged without reading it', () => {
    const bundle = 'assets/js/main.1a2b3c4d.js';
    const before = folder({[bundle]: 'aaaa', 'route-data/x.json': 'aaaa'});
    const after = folder({[bundle]: 'bbbb', 'route-data/x.json': 'bbbb'});
    // Same sizes, other bytes: only a name that says its content is believed.
    expect(
      compareFolders(before, after, undefined, isContentHashed).changes,
    ).toEqual({added: [], changed: ['route-data/x.json'], removed: []});
    expect(compareFolders(before, after).changes.changed).toEqual([
      bundle,
      'route-data/x.json',
    ]);
  });

  it("takes the last build's files from the walk the publish made at its start, kept in a file", () => {
    const before = folder({
      'index.html': 'home 1',
      'news/a.html': 'story a',
      'news/gone.html': 'deleted story',
      '.publish.json': '{}',
    });
    const after = folder({'index.html': 'home 2', 'news/new.html': 'new'});
    mkdirSync(path.join(after, 'news'), {recursive: true});
    linkSync(path.join(before, 'news/a.html'), path.join(after, 'news/a.html'));
    const keep = (file: string) => !isPublishFile(file);
    const listing = listFolder(before, keep);
    expect(summarizeListing(listing)).toEqual(summarizeOutput(before));
    const file = path.join(folder({}), 'last-build.ndjson');
    writeFolderListing(file, before, listing);
    const kept = readFolderListing(file, before);
    expect(kept).toEqual(listing);
    expect(compareFolders(before, after, keep, undefined, kept)).toEqual(
      compareFolders(before, after, keep),
    );
    expect(
      compareFolders(
        before,
        after,
        keep,
        undefined,
        kept,
        listFolder(after, keep),
      ),
    ).toEqual(compareFolders(before, after, keep));
    expect(
      compareFolders(before, after, keep, undefined, kept).changes,
    ).toEqual({
      added: ['news/new.html'],
      changed: ['index.html'],
      removed: ['news/gone.html'],
    });
  });

  it('reads no listing of another folder, a damaged one or none', () => {
    const before = folder({'index.html': 'home'});
    const file = path.join(folder({}), 'last-build.ndjson');
    expect(readFolderListing(file, before)).toBeUndefined();
    writeFolderListing(
      file,
      before,
      listFolder(before, () => true),
    );
    expect(readFolderListing(file, `${before}-other`)).toBeUndefined();
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.slice(0, -5));
    expect(readFolderListing(file, before)).toBeUndefined();
    writeFileSync(file, text.replace(/\d+\]\n$/, '"x"]\n'));
    expect(readFolderListing(file, before)).toBeUndefined();
  });
});

describe("a folder's listing put together from its parts", () => {
  it('equals one walk of the whole: a part walked on its own under its prefix, the rest without it', () => {
    const site = folder({
      'index.html': 'خانه',
      'news/1/a.html': 'الف',
      'en/index.html': 'home',
      'en/news/1/a.html': 'a',
      'enough/x.html': 'not the en part',
    });
    const whole = listFolder(site, () => true);
    const together = listFolder(path.join(site, 'en'), () => true, {
      prefix: 'en/',
    });
    listFolder(site, () => true, {
      skip: (relativeFolder) => relativeFolder === 'en',
      into: together,
    });
    expect(new Map([...together].sort())).toEqual(new Map([...whole].sort()));
    expect(together.has('enough/x.html')).toBe(true);
  });
});
