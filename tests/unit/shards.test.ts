import {describe, expect, it} from 'vitest';
import {
  isSourcePath,
  outputSummary,
  parseManifest,
  SHARD_FORMAT,
  SHARD_MANIFEST,
  shardProblems,
  type FoundShard,
  type ShardManifest,
} from '../../scripts/shards';

const FA_FILES = [
  ['index.html', 1200],
  ['news.html', 3400],
  ['pagefind/pagefind.js', 900],
] as const;
const EN_FILES = [
  ['en/index.html', 1100],
  ['en/news.html', 3000],
] as const;
const SOURCES = 'a'.repeat(64);
const NOW = '2026-11-26T08:00:00.000Z';

function manifest(
  shard: string,
  files: ReadonlyArray<readonly [string, number]>,
  change: Partial<ShardManifest> = {},
): ShardManifest {
  return {
    format: SHARD_FORMAT,
    shard,
    now: NOW,
    gtagId: 'G-XXXXXXXXXX',
    sources: SOURCES,
    output: outputSummary(files),
    ...change,
  };
}

const found = (
  dir: string,
  text: string | undefined,
  files: ReadonlyArray<readonly [string, number]>,
): FoundShard => ({dir, manifest: text, output: outputSummary(files)});

const good = () => [
  found('shards/fa', JSON.stringify(manifest('fa', FA_FILES)), FA_FILES),
  found('shards/en', JSON.stringify(manifest('en', EN_FILES)), EN_FILES),
];
const expected = {shards: ['fa', 'en'], sources: SOURCES};

describe('shard manifests', () => {
  it('accepts one shard per locale, built from these sources with one "now", complete', () => {
    expect(shardProblems(good(), expected)).toEqual([]);
  });

  it('sends a missing shard or a folder without a manifest to a full build', () => {
    expect(shardProblems(good().slice(0, 1), expected)).toEqual([
      'shard en is missing',
    ]);
    const [fa, en] = good();
    expect(shardProblems([fa, {...en, manifest: undefined}], expected)).toEqual(
      [
        `shards/en: no ${SHARD_MANIFEST} (not a shard folder, or its build did not finish)`,
        'shard en is missing',
      ],
    );
  });

  it('sends a corrupt manifest, or one of another format, to a full build', () => {
    const [fa, en] = good();
    expect(
      shardProblems([fa, {...en, manifest: '{"format": 1, "sha'}], expected),
    ).toContain(
      'shards/en: its manifest is not JSON (a damaged or partly copied shard)',
    );
    expect(
      parseManifest(JSON.stringify({...manifest('en', []), format: 0})),
    ).toBe(
      `its manifest has format 0, this build writes ${SHARD_FORMAT} (a shard of another version of the build)`,
    );
    expect(
      parseManifest(JSON.stringify({format: SHARD_FORMAT, shard: 'en'})),
    ).toBe('its manifest lacks now, gtagId, sources, output');
    expect(parseManifest('null')).toBe('its manifest is empty');
  });

  it('sends a shard whose files are not those its build wrote (damaged, partly copied) to a full build', () => {
    const [fa] = good();
    const truncated = found(
      'shards/en',
      JSON.stringify(manifest('en', EN_FILES)),
      [EN_FILES[0], ['en/news.html', 2048]],
    );
    const missingFile = found(
      'shards/en',
      JSON.stringify(manifest('en', EN_FILES)),
      EN_FILES.slice(0, 1),
    );
    expect(shardProblems([fa, truncated], expected)).toEqual([
      'shards/en: holds 2 files (3148 bytes) where its build wrote 2 (4100 bytes), or other ones (damaged or partly copied)',
    ]);
    expect(shardProblems([fa, missingFile], expected)).toHaveLength(1);
  });

  it('sends a stale shard (other sources) and shards that disagree on "now" or the analytics id to a full build', () => {
    const [fa] = good();
    const stale = found(
      'shards/en',
      JSON.stringify(manifest('en', EN_FILES, {sources: 'b'.repeat(64)})),
      EN_FILES,
    );
    expect(shardProblems([fa, stale], expected)).toEqual([
      'shards/en: shard en was built from other sources than these (stale: built before the last change, or from another commit)',
    ]);
    const later = found(
      'shards/en',
      JSON.stringify(
        manifest('en', EN_FILES, {now: '2026-11-26T09:00:00.000Z'}),
      ),
      EN_FILES,
    );
    expect(shardProblems([fa, later], expected)).toEqual([
      `the shards were built with different NERKHNAMA_NOW: fa ${NOW}, en 2026-11-26T09:00:00.000Z`,
    ]);
    const otherTag = found(
      'shards/en',
      JSON.stringify(manifest('en', EN_FILES, {gtagId: 'G-OTHER'})),
      EN_FILES,
    );
    expect(shardProblems([fa, otherTag], expected)[0]).toMatch(
      /different GTAG_ID: fa G-XXXXXXXXXX, en G-OTHER/,
    );
  });

  it('refuses a shard given twice or one the site does not have', () => {
    const [fa, en] = good();
    expect(shardProblems([fa, en, {...en, dir: 'copy/en'}], expected)).toEqual([
      'shard en was given twice: shards/en, copy/en',
    ]);
    const de = found('shards/de', JSON.stringify(manifest('de', [])), []);
    expect(shardProblems([fa, en, de], expected)).toEqual([
      'shards/de: shard "de" is not one of this site\'s (fa, en)',
    ]);
  });
});

describe('outputSummary', () => {
  it('counts files and bytes, and its digest depends on names and sizes, not their order', () => {
    const summary = outputSummary(FA_FILES);
    expect(summary.files).toBe(3);
    expect(summary.bytes).toBe(5500);
    expect(outputSummary([...FA_FILES].reverse())).toEqual(summary);
    expect(
      outputSummary([
        ['index.html', 1200],
        ['news.html', 3400],
        ['pagefind/x.js', 900],
      ]).digest,
    ).not.toBe(summary.digest);
  });
});

describe('isSourcePath', () => {
  it('takes what a build reads and leaves out what builds and tools write', () => {
    for (const file of [
      'news/2025-09-21-121530.md',
      'i18n/en/docusaurus-plugin-content-blog/tags.yml',
      'package-lock.json',
      'src/plugins/news-blog/index.ts',
      'deploy/rules.ts',
    ]) {
      expect(isSourcePath(file)).toBe(true);
    }
    for (const file of [
      'node_modules/react/index.js',
      'build/index.html',
      'build-shards/fa/index.html',
      '.build.next/index.html',
      '.docusaurus-build/registry.js',
      '.git/HEAD',
      'deploy/nginx.conf',
      'bench-results/build.log',
      'tests/fixtures/link-check/.docusaurus/registry.js',
      'tests/fixtures/link-check/build/index.html',
    ]) {
      expect(isSourcePath(file)).toBe(false);
    }
  });
});
