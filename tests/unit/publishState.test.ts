import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {
  checkState,
  contentChanges,
  describeChanges,
  isContentPath,
  isOutsideTheBuild,
  nothingToPublish,
  PUBLISH_FORMAT,
  type PublishState,
  type StateExpectation,
} from '../../scripts/publish/state';
import {
  readSourceDigests,
  writeSourceDigests,
} from '../../src/lib/sourceDigests';

const output = {files: 3, bytes: 120, digest: 'abc'};
const codeFiles = {'src/lib/a.ts': 'a1', 'src/lib/b.ts': 'b1'};
const expected: StateExpectation = {
  code: 'code-1',
  codeFiles,
  gtagId: '',
  locales: ['fa', 'en'],
  output,
};
const state: PublishState = {
  format: PUBLISH_FORMAT,
  code: 'code-1',
  codeFiles,
  gtagId: '',
  now: '2026-11-26T12:00:00.000Z',
  content: {'news/1.md': 'd1'},
  pages: {fa: {'/': 'p1'}, en: {'/en/': 'p2'}},
  sidebars: {fa: {'/news/1/a': 's1'}, en: {'/en/news/1/a': 's2'}},
  lists: {
    fa: {'/news': {pages: [[1]], fresh: 1, count: 1, settledCount: 1}},
    en: {'/en/news': {pages: [[1]], fresh: 1, count: 1, settledCount: 1}},
  },
  output,
};
const check = (text: string | undefined, against = expected) =>
  checkState(text, against, 'build/.publish.json');

describe('publish state on load', () => {
  it('a state that matches the checkout and the folder is used', () => {
    expect(check(JSON.stringify(state))).toEqual(state);
  });

  it('missing: a full build, and why', () => {
    expect(check(undefined)).toBe(
      'no state in build/.publish.json (the last build did not write one, or there is no last build); running a full build.',
    );
  });

  it('damaged: not JSON, cut short, or lacking a locale', () => {
    const text = JSON.stringify(state);
    expect(check(text.slice(0, 40))).toBe(
      'the state in build/.publish.json is not JSON (damaged); running a full build.',
    );
    expect(check('[]')).toMatch(/is not an object \(damaged\)/);
    const {en: _en, ...faOnly} = state.pages;
    expect(check(JSON.stringify({...state, pages: faOnly}))).toMatch(
      /lacks fields or a locale's pages or lists \(damaged\); running a full build\.$/,
    );
    const {now: _now, ...noMoment} = state;
    const {sidebars: _sidebars, ...noSidebars} = state;
    const {lists: _lists, ...noLists} = state;
    const {codeFiles: _codeFiles, ...noCodeFiles} = state;
    const layout = state.lists.fa['/news'];
    for (const broken of [
      noMoment,
      noCodeFiles,
      {...state, codeFiles: {'src/lib/a.ts': 1}},
      {...state, now: 'yesterday'},
      noSidebars,
      {...state, sidebars: {fa: state.sidebars.fa}},
      noLists,
      {...state, lists: {fa: state.lists.fa}},
      {
        ...state,
        lists: {...state.lists, fa: {'/news': {...layout, pages: [['1']]}}},
      },
      {
        ...state,
        lists: {...state.lists, fa: {'/news': {...layout, fresh: undefined}}},
      },
    ]) {
      expect(check(JSON.stringify(broken))).toMatch(
        /lacks fields or a locale's pages or lists \(damaged\)/,
      );
    }
  });

  it('stale: written by other code, another format or another analytics id', () => {
    expect(check(JSON.stringify({...state, code: 'code-0'}))).toBe(
      'state in build/.publish.json was written by another version of the code; running a full build.',
    );
    // The files that differ are named, so that a stray file left in the checkout is found.
    expect(
      check(JSON.stringify({...state, code: 'code-0'}), {
        ...expected,
        codeFiles: {
          'src/lib/a.ts': 'a2',
          'notes.txt': 'n1',
          'old/scratch.ts': 's1',
        },
      }),
    ).toBe(
      'state in build/.publish.json was written by another version of the code (changed: src/lib/a.ts; added: notes.txt, old/scratch.ts; removed: src/lib/b.ts); running a full build.',
    );
    expect(check(JSON.stringify({...state, format: 0}))).toContain(
      `has format 0, this code writes ${PUBLISH_FORMAT} (written by another version of the code)`,
    );
    expect(check(JSON.stringify({...state, gtagId: 'G-1'}))).toMatch(
      /another analytics id/,
    );
  });

  it('a folder changed since the state was written (files added, edited or lost)', () => {
    expect(
      check(JSON.stringify(state), {
        ...expected,
        output: {files: 2, bytes: 80, digest: 'def'},
      }),
    ).toBe(
      'the output folder holds 2 files (80 bytes) where the build that wrote build/.publish.json left 3 (120 bytes), or other ones (changed since); running a full build.',
    );
  });

  it("a folder its build's kept listing shows unchanged is not summed up again (publish/keptListing.ts)", () => {
    expect(
      check(JSON.stringify(state), {...expected, output: undefined}),
    ).toEqual(state);
    // The rest is checked all the same.
    expect(
      check(JSON.stringify({...state, code: 'code-2'}), {
        ...expected,
        output: undefined,
      }),
    ).toMatch(/another version of the code/);
  });
});

describe('the files a fallback names', () => {
  it('three of each kind, the rest counted', () => {
    const files = ['a', 'b', 'c', 'd', 'e'];
    expect(describeChanges({added: files, changed: [], removed: []})).toBe(
      'added: a, b, c and 2 more',
    );
    expect(describeChanges({added: [], changed: ['x'], removed: ['y']})).toBe(
      'changed: x; removed: y',
    );
    expect(describeChanges({added: [], changed: [], removed: []})).toBe('');
  });
});

describe('files no build reads', () => {
  it('the tests, the documents, CI and the tools’ settings; never the site’s own sources', () => {
    for (const file of [
      'tests',
      'docs',
      'tests/unit/slug.test.ts',
      'tests/e2e/news.spec.ts',
      'docs/scaling.md',
      'README.md',
      'EDITORS.md',
      '.github/workflows/build.yml',
      '.ci/run',
      'playwright.config.ts',
      'vitest.config.mts',
      'vitest.internals.config.mts',
      'eslint.config.mjs',
      'knip.json',
      '.prettierrc',
      'scripts/bench',
      'scripts/bench/run.ts',
      'scripts/conformance/feeds.ts',
      'scripts/newsroom-week/plan.ts',
      'scripts/check-shards.ts',
      'scripts/check-swizzles.ts',
      'scripts/load-test.ts',
      'scripts/test.ts',
      'scripts/bench-search.mjs',
    ]) {
      expect(isOutsideTheBuild(file), file).toBe(true);
    }
    for (const file of [
      'docusaurus.config.ts',
      'sidebars.ts',
      'package.json',
      'package-lock.json',
      'tsconfig.json',
      'src/lib/newsRecord.ts',
      'src/theme/README.md',
      'scripts/build.ts',
      'scripts/build-merge.ts',
      'scripts/publish.ts',
      'scripts/swizzleRegistry.ts',
      'scripts/testing.ts',
      'scripts/benchmark.ts',
      'deploy/precompress.ts',
      'info/about.md',
      'news/tags.yml',
      'static/robots.txt',
      'docsy/readme.md',
      'notes.txt',
    ]) {
      expect(isOutsideTheBuild(file), file).toBe(false);
    }
  });
});

describe('content changes since the last build', () => {
  it('lists added, changed and removed files, each sorted', () => {
    expect(
      contentChanges(
        {'news/1.md': 'a', 'news/2.md': 'b', 'news/3.md': 'c'},
        {
          'news/1.md': 'a',
          'news/2.md': 'B',
          'news/5.md': 'e',
          'news/4.md': 'd',
        },
      ),
    ).toEqual({
      added: ['news/4.md', 'news/5.md'],
      changed: ['news/2.md'],
      removed: ['news/3.md'],
    });
  });

  it('content is articles, their photos and market days; tags, authors, instruments and code are not', () => {
    for (const file of [
      'news/1404-07-01-dollar.md',
      'i18n/en/docusaurus-plugin-content-blog/1404-07-01-dollar.md',
      'static/img/photos/1404/dollar.jpg',
      'market/days/2025-08-23.yml',
    ]) {
      expect(isContentPath(file)).toBe(true);
    }
    for (const file of [
      'news/tags.yml',
      'news/authors.yml',
      'i18n/en/docusaurus-plugin-content-blog/options.json',
      'market/instruments.yml',
      'src/lib/newsRecord.ts',
      'package-lock.json',
    ]) {
      expect(isContentPath(file)).toBe(false);
    }
  });
});

describe('the source digests a publish hands to its build', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'nerkhnama-digests-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));
  const file = path.join(dir, 'sources.json');

  it('read back as written', () => {
    const digests = {code: 'code-1', codeFiles, content: state.content};
    writeSourceDigests(file, digests);
    expect(readSourceDigests(file)).toEqual(digests);
  });

  it('missing, cut short or of another shape: none, and the build takes its own', () => {
    expect(readSourceDigests(path.join(dir, 'missing.json'))).toBeUndefined();
    writeFileSync(file, '{"code":"code-1","codeFiles":{');
    expect(readSourceDigests(file)).toBeUndefined();
    writeFileSync(file, JSON.stringify({code: 'code-1', codeFiles}));
    expect(readSourceDigests(file)).toBeUndefined();
    writeFileSync(
      file,
      JSON.stringify({code: 1, codeFiles, content: state.content}),
    );
    expect(readSourceDigests(file)).toBeUndefined();
  });
});

describe('a publish with nothing to write', () => {
  const last = {
    now: '2026-12-03T06:00:00.000Z',
    nextClockChange: '2026-12-03T08:15:00.000Z',
  };
  const none = {added: [], changed: [], removed: []};
  const at = (iso: string) => new Date(iso);

  it('is one with no content change before the clock next changes the site', () => {
    expect(nothingToPublish(last, none, at('2026-12-03T06:00:00Z'))).toBe(true);
    expect(nothingToPublish(last, none, at('2026-12-03T08:14:59Z'))).toBe(true);
  });

  it('is not one from the moment the clock changes the site, or with any content file changed', () => {
    expect(nothingToPublish(last, none, at('2026-12-03T08:15:00Z'))).toBe(
      false,
    );
    for (const kind of ['added', 'changed', 'removed'] as const) {
      expect(
        nothingToPublish(
          last,
          {...none, [kind]: ['news/2026-12-03-130001.md']},
          at('2026-12-03T06:05:00Z'),
        ),
      ).toBe(false);
    }
  });

  it('is never one from a state that does not say when the clock changes the site, says a moment no build writes, or with the clock gone back', () => {
    expect(
      nothingToPublish({now: last.now}, none, at('2026-12-03T06:05:00Z')),
    ).toBe(false);
    expect(
      nothingToPublish(
        {...last, nextClockChange: 'soon'},
        none,
        at('2026-12-03T06:05:00Z'),
      ),
    ).toBe(false);
    expect(nothingToPublish(last, none, at('2026-12-03T05:59:59Z'))).toBe(
      false,
    );
    // No build writes a moment past the next Tehran day (20:30 UTC): a damaged state.
    expect(
      nothingToPublish(
        {...last, nextClockChange: '2027-01-01T00:00:00.000Z'},
        none,
        at('2026-12-03T06:05:00Z'),
      ),
    ).toBe(false);
    expect(
      nothingToPublish(
        {...last, nextClockChange: '2026-12-03T20:30:00.000Z'},
        none,
        at('2026-12-03T20:29:00Z'),
      ),
    ).toBe(true);
  });
});
