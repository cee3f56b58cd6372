import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {testDir} from './tempDir';
import {localeOutDir} from '../../src/docusaurus-internals/node/buildOutput';
import {
  archiveSize,
  bundleSides,
  localePhases,
  localesSideBySide,
  LOCALES_IN_TURN_FROM_ARTICLES,
  PUBLISH_LOCALES_IN_TURN_FROM_ARTICLES,
  PUBLISH_SEPARATE_SIDES_FROM_ARTICLES,
  localeStagingDir,
  planBuild,
  replacedPart,
  SEPARATE_SIDES_FROM_ARTICLES,
  shardDir,
  ssgWorkerMemory,
  renderHeapLimit,
  stagingDir,
} from '../../scripts/buildPlan';
import {localeBaseUrl, type Locale} from '../../src/config/locales';

const plan = (...args: string[]) => planBuild(args, ['fa', 'en'], 'fa');

describe('planBuild', () => {
  it('builds every locale, the default one first (it clears the output folder), into build/', () => {
    expect(plan()).toEqual({
      locales: ['fa', 'en'],
      passThrough: [],
      outDir: 'build',
    });
    expect(planBuild([], ['en', 'fa'], 'fa').locales).toEqual(['fa', 'en']);
  });

  it('builds one locale when asked, in any spelling of the option', () => {
    expect(plan('--locale', 'en').locales).toEqual(['en']);
    expect(plan('--locale=en').locales).toEqual(['en']);
    expect(plan('-l', 'fa').locales).toEqual(['fa']);
  });

  it('passes the other options on unchanged, in order, and reads the output folder from them', () => {
    expect(
      plan('--out-dir', '/tmp/x', '--locale', 'fa', '--no-minify'),
    ).toEqual({
      locales: ['fa'],
      passThrough: ['--no-minify'],
      outDir: '/tmp/x',
    });
    expect(plan('--out-dir=out').outDir).toBe('out');
  });

  it('takes --bundle-sides for itself, in either spelling', () => {
    expect(plan('--bundle-sides', 'separate', '--no-minify')).toEqual({
      locales: ['fa', 'en'],
      passThrough: ['--no-minify'],
      outDir: 'build',
      bundleSides: 'separate',
    });
    expect(plan('--bundle-sides=together').bundleSides).toBe('together');
  });

  it('says what each option expects when it is given something else', () => {
    expect(() => plan('--locale', 'de')).toThrow(
      'unknown locale "de"; the site has fa, en',
    );
    expect(() => plan('--locale')).toThrow('--locale needs a locale: fa, en');
    expect(() => plan('--bundle-sides', 'both')).toThrow(
      '--bundle-sides takes together or separate, not "both"',
    );
    expect(() => plan('--bundle-sides')).toThrow(
      '--bundle-sides takes together or separate, not ""',
    );
    expect(() => plan('--out-dir')).toThrow('--out-dir needs a folder');
  });
});

describe('shards', () => {
  it('builds one locale as a shard, into its own folder unless told where', () => {
    expect(plan('--shard', 'en')).toEqual({
      locales: ['en'],
      passThrough: [],
      outDir: shardDir('en'),
      shard: 'en',
    });
    expect(plan('--shard=fa', '--out-dir', '/tmp/fa')).toMatchObject({
      locales: ['fa'],
      outDir: '/tmp/fa',
      shard: 'fa',
    });
  });

  it('names the shards it knows, and will not take a locale beside one', () => {
    expect(() => plan('--shard', 'de')).toThrow(
      `--shard takes one of the site's shards (a locale): fa, en, not "de"`,
    );
    expect(() => plan('--shard')).toThrow('not ""');
    expect(() => plan('--shard', 'en', '--locale', 'fa')).toThrow(
      '--shard en builds its own locale; leave out --locale',
    );
  });
});

describe('localeOutDir', () => {
  it('puts each locale where Docusaurus does: the out dir plus the locale base URL, relative to the site', () => {
    expect(localeOutDir('/site', 'build', localeBaseUrl('fa'))).toBe(
      path.join('/site', 'build'),
    );
    expect(localeOutDir('/site', 'build', localeBaseUrl('en'))).toBe(
      path.join('/site', 'build', 'en'),
    );
    expect(localeOutDir('/site', '/tmp/out', localeBaseUrl('en'))).toBe(
      path.join('/tmp/out', 'en'),
    );
  });
});

describe('building aside', () => {
  it('stages the build beside the output folder, hidden', () => {
    expect(stagingDir('/site', 'build')).toEqual({
      staging: '/site/.build.next',
      previous: '/site/.build.previous',
      retiredPrefix: '/site/.build.retired-',
    });
    expect(stagingDir('/site', '/tmp/out')).toEqual({
      staging: '/tmp/.out.next',
      previous: '/tmp/.out.previous',
      retiredPrefix: '/tmp/.out.retired-',
    });
  });
  it("replaces the whole folder when the default locale is built, else only the locale's sub-folder", () => {
    const baseUrl = (l: string) => localeBaseUrl(l as Locale);
    expect(replacedPart(['fa', 'en'], 'fa', baseUrl)).toBe('.');
    expect(replacedPart(['fa'], 'fa', baseUrl)).toBe('.');
    expect(replacedPart(['en'], 'fa', baseUrl)).toBe('en');
  });
});

describe('bundleSides', () => {
  it('bundles both sides in one process for a small archive, each in its own from the threshold on', () => {
    expect(bundleSides(158)).toBe('together');
    expect(bundleSides(SEPARATE_SIDES_FROM_ARTICLES - 1)).toBe('together');
    expect(bundleSides(SEPARATE_SIDES_FROM_ARTICLES)).toBe('separate');
    expect(bundleSides(5000)).toBe('separate');
  });

  it('does what it is told when asked', () => {
    expect(bundleSides(158, 'separate')).toBe('separate');
    expect(bundleSides(5000, 'together')).toBe('together');
    expect(bundleSides(5000, 'separate', true)).toBe('separate');
  });

  it('keeps a publish in one process a locale up to its own, higher line', () => {
    expect(PUBLISH_SEPARATE_SIDES_FROM_ARTICLES).toBeGreaterThan(
      SEPARATE_SIDES_FROM_ARTICLES,
    );
    expect(bundleSides(5000, undefined, true)).toBe('together');
    expect(bundleSides(10_000, undefined, true)).toBe('together');
    expect(
      bundleSides(PUBLISH_SEPARATE_SIDES_FROM_ARTICLES - 1, undefined, true),
    ).toBe('together');
    expect(
      bundleSides(PUBLISH_SEPARATE_SIDES_FROM_ARTICLES, undefined, true),
    ).toBe('separate');
    expect(bundleSides(30_000, undefined, true)).toBe('together');
  });

  it("counts the default locale's stories, nothing else in their folder", async () => {
    const {mkdirSync, writeFileSync} = await import('node:fs');
    const site = testDir('archive-');
    mkdirSync(path.join(site, 'news'));
    for (const file of [
      'a.md',
      'b.mdx',
      'authors.yml',
      'tags.yml',
      'c.md.bak',
    ]) {
      writeFileSync(path.join(site, 'news', file), '');
    }
    expect(archiveSize(site)).toBe(2);
  });
});

describe('localePhases', () => {
  it('builds a small archive in one process, a large one bundled a side at a time, then rendered', () => {
    expect(localePhases(bundleSides(158))).toEqual(['whole']);
    expect(localePhases(bundleSides(SEPARATE_SIDES_FROM_ARTICLES))).toEqual([
      'server',
      'client',
      'render',
    ]);
  });
});

describe('localesSideBySide', () => {
  it('runs the locales side by side below the threshold, one after the other from it, a lone locale alone', () => {
    expect(localesSideBySide(158, ['fa', 'en'])).toBe(true);
    expect(localesSideBySide(SEPARATE_SIDES_FROM_ARTICLES, ['fa', 'en'])).toBe(
      true,
    );
    expect(
      localesSideBySide(LOCALES_IN_TURN_FROM_ARTICLES - 1, ['fa', 'en']),
    ).toBe(true);
    expect(localesSideBySide(LOCALES_IN_TURN_FROM_ARTICLES, ['fa', 'en'])).toBe(
      false,
    );
    expect(localesSideBySide(30_000, ['fa', 'en'])).toBe(false);
    expect(localesSideBySide(158, ['en'])).toBe(false);
  });
  it('runs a publish’s locales side by side up to its own, higher line', () => {
    expect(PUBLISH_LOCALES_IN_TURN_FROM_ARTICLES).toBeGreaterThan(
      LOCALES_IN_TURN_FROM_ARTICLES,
    );
    const publishing = (n: number) =>
      localesSideBySide(n, ['fa', 'en'], undefined, true);
    expect(publishing(5000)).toBe(true);
    // Measured: 114 s at 5.57 GiB at 30,000 stories a language.
    expect(publishing(10_000)).toBe(true);
    expect(publishing(30_000)).toBe(true);
    expect(publishing(PUBLISH_LOCALES_IN_TURN_FROM_ARTICLES - 1)).toBe(true);
    expect(publishing(PUBLISH_LOCALES_IN_TURN_FROM_ARTICLES)).toBe(false);
    expect(localesSideBySide(5000, ['fa'], undefined, true)).toBe(false);
    expect(localesSideBySide(5000, ['fa', 'en'], 'in-turn', true)).toBe(false);
  });
  it('does what it is told when asked, but never side by side with one locale', () => {
    expect(localesSideBySide(30_000, ['fa', 'en'], 'side-by-side')).toBe(true);
    expect(localesSideBySide(158, ['fa', 'en'], 'in-turn')).toBe(false);
    expect(localesSideBySide(158, ['fa'], 'side-by-side')).toBe(false);
  });
  it('reads --locales in both spellings and refuses any other order', () => {
    expect(
      planBuild(['--locales', 'in-turn'], ['fa', 'en'], 'fa').localeOrder,
    ).toBe('in-turn');
    expect(
      planBuild(['--locales=side-by-side'], ['fa', 'en'], 'fa').localeOrder,
    ).toBe('side-by-side');
    expect(planBuild([], ['fa', 'en'], 'fa').localeOrder).toBeUndefined();
    expect(() => planBuild(['--locales', 'both'], ['fa', 'en'], 'fa')).toThrow(
      /--locales takes side-by-side or in-turn, not "both"/,
    );
    expect(() => planBuild(['--locales'], ['fa', 'en'], 'fa')).toThrow(
      /--locales takes/,
    );
  });
  it('builds a locale beside the staged folder meanwhile, never inside the folder the default locale clears', () => {
    const {staging} = stagingDir('/site', 'build');
    const beside = localeStagingDir(staging, 'en');
    expect(beside).toBe('/site/.build.next-en');
    expect(path.relative(staging, beside).startsWith('..')).toBe(true);
  });
});

describe("the SSG workers' memory limit", () => {
  it("is Docusaurus's default on top of what the server bundle takes in a worker (twice its bytes)", () => {
    expect(ssgWorkerMemory(0, 1_000_000_000)).toBe(1_000_000_000);
    // 20,000 stories a language: a bundle of about 560 MB no longer fills the default alone.
    expect(ssgWorkerMemory(560_000_000, 1_000_000_000)).toBe(2_120_000_000);
  });
});

describe("the rendering process's heap", () => {
  it("is Node's own until a quarter of a megabyte a story is more, never less than Node's own", () => {
    // A runner with 8 GB: Node's default is about 2 GB.
    expect(renderHeapLimit(159, 2_048)).toBeUndefined();
    expect(renderHeapLimit(8_192, 2_048)).toBeUndefined();
    expect(renderHeapLimit(10_000, 2_048)).toBe(2_500);
    expect(renderHeapLimit(20_000, 2_048)).toBe(5_000);
    // This machine (24 GB): Node's default is about 4 GB, which 10,000 stories do not pass.
    expect(renderHeapLimit(10_000, 4_144)).toBeUndefined();
    expect(renderHeapLimit(20_000, 4_144)).toBe(5_000);
    // At 30,000 the English render stopped at Node's default (about 4 GB) in postBuild.
    expect(renderHeapLimit(30_000, 4_144)).toBe(7_500);
  });
});
