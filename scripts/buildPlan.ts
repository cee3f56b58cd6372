/** Which locales scripts/build.ts builds, where each goes, and whether its bundle sides share a process. Pure but for `archiveSize`, which counts the archive's files. */
import {readdirSync} from 'node:fs';
import path from 'node:path';

export interface BuildPlan {
  locales: string[];
  /** Every option but `--locale` and `--out-dir`, as given (`--config y`, `--no-minify`…). */
  passThrough: string[];
  /** The `--out-dir` given, else Docusaurus's default; relative to the site. */
  outDir: string;
  /** `--bundle-sides together|separate`, when given; else chosen by the archive's size (bundleSides). */
  bundleSides?: BundleSides;
  /** `--shard NAME`: one part of the site for one machine, merged by `npm run build:merge` (shards.ts). */
  shard?: string;
  /** `--locales side-by-side|in-turn`, when given; else chosen by the archive's size (localesSideBySide). */
  localeOrder?: LocaleOrder;
}

export type BundleSides = 'together' | 'separate';
const BUNDLE_SIDES: readonly BundleSides[] = ['together', 'separate'];

export type LocaleOrder = 'side-by-side' | 'in-turn';
const LOCALE_ORDERS: readonly LocaleOrder[] = ['side-by-side', 'in-turn'];

/** The value of `--name value` or `--name=value` at `args[i]`, one of `choices`; the index it ends at. */
function choice(
  args: readonly string[],
  i: number,
  name: string,
  choices: readonly string[],
): [string, number] {
  const inline = args[i].includes('=');
  const value = inline ? args[i].slice(`--${name}=`.length) : args[i + 1];
  if (!choices.includes(value)) {
    throw new Error(
      `build: --${name} takes ${choices.join(' or ')}, not "${value ?? ''}".`,
    );
  }
  return [value, inline ? i : i + 1];
}

export function planBuild(
  args: readonly string[],
  locales: readonly string[],
  defaultLocale: string,
): BuildPlan {
  let requested: string | undefined;
  let outDir = 'build';
  let sidesOption: string | undefined;
  let shard: string | undefined;
  let orderOption: string | undefined;
  let outDirGiven = false;
  const passThrough: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--locale' || args[i] === '-l') {
      requested = args[++i];
      if (requested === undefined) {
        throw new Error(
          `build: ${args[i - 1]} needs a locale: ${locales.join(', ')}.`,
        );
      }
      continue;
    }
    if (args[i].startsWith('--locale=')) {
      requested = args[i].slice('--locale='.length);
      continue;
    }
    if (args[i] === '--bundle-sides' || args[i].startsWith('--bundle-sides=')) {
      [sidesOption, i] = choice(args, i, 'bundle-sides', BUNDLE_SIDES);
      continue;
    }
    if (args[i] === '--locales' || args[i].startsWith('--locales=')) {
      [orderOption, i] = choice(args, i, 'locales', LOCALE_ORDERS);
      continue;
    }
    if (args[i] === '--shard' || args[i].startsWith('--shard=')) {
      shard = args[i].includes('=')
        ? args[i].slice('--shard='.length)
        : args[++i];
      if (shard === undefined || !locales.includes(shard)) {
        throw new Error(
          `build: --shard takes one of the site's shards (a locale): ${locales.join(', ')}, not "${shard ?? ''}".`,
        );
      }
      continue;
    }
    // The output folder is the script's: it builds beside it and swaps the result in (stagingDir).
    if (args[i] === '--out-dir') {
      if (args[i + 1] === undefined) {
        throw new Error('build: --out-dir needs a folder.');
      }
      outDir = args[++i];
      outDirGiven = true;
      continue;
    }
    if (args[i].startsWith('--out-dir=')) {
      outDir = args[i].slice('--out-dir='.length);
      outDirGiven = true;
      continue;
    }
    passThrough.push(args[i]);
  }
  if (requested !== undefined && !locales.includes(requested)) {
    throw new Error(
      `build: unknown locale "${requested}"; the site has ${locales.join(', ')}.`,
    );
  }
  if (shard !== undefined && requested !== undefined) {
    throw new Error(
      `build: --shard ${shard} builds its own locale; leave out --locale.`,
    );
  }
  // The default locale first: its build clears the output folder, the other locales' sub-folders included.
  return {
    locales: shard
      ? [shard]
      : requested
        ? [requested]
        : [defaultLocale, ...locales.filter((l) => l !== defaultLocale)],
    passThrough,
    outDir: shard && !outDirGiven ? shardDir(shard) : outDir,
    ...(sidesOption && {bundleSides: sidesOption as BundleSides}),
    ...(shard && {shard}),
    ...(orderOption && {localeOrder: orderOption as LocaleOrder}),
  };
}

/** Where `--shard NAME` writes when no `--out-dir` is given (git-ignored). */
export const shardDir = (shard: string) => `build-shards/${shard}`;

/**
 * From this many articles on, the client and server bundles are compiled in separate processes,
 * one after the other, so the peak is one side's, about half of both together. Below it one
 * process compiles both, sharing each article's MDX compile, which is faster there and within
 * memory, then renders the pages (figures: docs/performance.md). (Side by side the two sides'
 * processes would race: each rewrites the generated files the other is compiling.)
 */
export const SEPARATE_SIDES_FROM_ARTICLES = 1000;

/** The stories of the default locale's archive, which the way of bundling follows. */
export const archiveSize = (siteDir: string): number =>
  readdirSync(path.join(siteDir, 'news')).filter((file) => /\.mdx?$/.test(file))
    .length;

/**
 * The same lines for a publish, which renders the few dozen pages a change touches, bundles from the
 * cache the last build left and, since neither bundle holds an article nor the route table (the
 * server reads it from files: client-routing/serverRouteModules.ts), bundles little: it holds far
 * less than a full build. Measured with a new story (docs/performance.md, "a publish's processes"),
 * both locales' processes at once, one process a locale: 1.65 GiB at today's 158 stories a
 * language, 3.7–3.8 GiB at 5,000 (32–33 s), and, since the server's route table is read from
 * files, 5.57 GiB at 30,000 (114 s, against 185 s and 4.82 GiB with the locales in turn and the
 * table compiled). By the line through 158 and 30,000, both locales at once reach the 8 GiB a
 * build may hold at about 48,000 stories; one process a locale alone stays far below it (2.6 GiB
 * at 30,000), and is never more than three processes' peak: each line is short of those.
 */
export const PUBLISH_SEPARATE_SIDES_FROM_ARTICLES = 50_000;
export const PUBLISH_LOCALES_IN_TURN_FROM_ARTICLES = 45_000;

export const bundleSides = (
  articleCount: number,
  requested?: BundleSides,
  publishing = false,
): BundleSides =>
  requested ??
  (articleCount >=
  (publishing
    ? PUBLISH_SEPARATE_SIDES_FROM_ARTICLES
    : SEPARATE_SIDES_FROM_ARTICLES)
    ? 'separate'
    : 'together');

/** A `docusaurus build` process of a locale: all of it, one side's bundling, or the rendering. */
export type BuildPhase = 'whole' | 'server' | 'client' | 'render';

/**
 * The processes that build one locale, in order. Together: one, bundling both sides and rendering,
 * as Docusaurus builds (each process is a start and a load of the site). Separate: each side's
 * bundling, then the rendering from the bundles on disk, each process exiting before the next
 * so that Rspack's native memory of one compilation is never held beside the other's.
 */
export const localePhases = (sides: BundleSides): BuildPhase[] =>
  sides === 'together' ? ['whole'] : ['server', 'client', 'render'];

/**
 * From this many articles a language on, the locales are built one after the other. Below it both
 * locales' processes run at once, each locale's own in turn (its bundle sides, then its rendering,
 * when they are separate): a locale's process leaves a two-core machine's second core idle much of
 * the time (loading the site, rendering, the search index are one thread each), so a build or a
 * publish ends sooner, at about twice the memory of one locale. Measured at 5,000 stories a
 * language (docs/performance.md): a full build 15% sooner (410 s against 479 s) at a peak of
 * 7.2 GiB against 4.2, a new story's publish 13% sooner (122–133 s against 141 s) at 7.6 GiB
 * against 4.1; the peak grows with the archive, so past this line both at once would pass the
 * 8 GiB a build may hold.
 */
export const LOCALES_IN_TURN_FROM_ARTICLES = 5000;

/** Whether the locales' processes run side by side rather than one after the other (a publish: above). */
export const localesSideBySide = (
  articleCount: number,
  locales: readonly string[],
  requested?: LocaleOrder,
  publishing = false,
) =>
  locales.length > 1 &&
  (requested
    ? requested === 'side-by-side'
    : articleCount <
      (publishing
        ? PUBLISH_LOCALES_IN_TURN_FROM_ARTICLES
        : LOCALES_IN_TURN_FROM_ARTICLES));

/**
 * Where a locale other than the default one is built when the locales run side by side: beside the
 * staged output folder, its part moved into that folder once both are done, since the default
 * locale's process clears the whole folder when it starts (core's buildLocale.js).
 */
export const localeStagingDir = (staging: string, locale: string) =>
  `${staging}-${locale}`;

/**
 * Where a build is written before it replaces the output folder: beside it (same file system, so
 * the swap is renames), hidden. A failed build leaves the output folder as it was. The build it
 * replaces stays beside it (`previous`, a rollback away) until the next swap retires it: renamed
 * to a folder starting with `retiredPrefix` and removed in the background.
 */
export function stagingDir(
  siteDir: string,
  outDir: string,
): {staging: string; previous: string; retiredPrefix: string} {
  const target = path.resolve(siteDir, outDir);
  const name = path.basename(target);
  return {
    staging: path.join(path.dirname(target), `.${name}.next`),
    previous: path.join(path.dirname(target), `.${name}.previous`),
    retiredPrefix: path.join(path.dirname(target), `.${name}.retired-`),
  };
}

/**
 * The part of the output folder a build of these locales replaces, relative to it: all of it
 * (`.`) when the default locale is built (Docusaurus's build of it clears the folder, the other
 * locales' sub-folders included), else the built locale's sub-folder, so `--locale en` leaves the
 * Persian site in place.
 */
export function replacedPart(
  locales: readonly string[],
  defaultLocale: string,
  baseUrlOf: (locale: string) => string,
): string {
  return locales.includes(defaultLocale)
    ? '.'
    : baseUrlOf(locales[0]).replace(/^\/|\/$/g, '');
}

/**
 * The memory above which Docusaurus replaces an SSG worker thread (its default: 1 GB), for a server
 * bundle of `bundleBytes`. Each worker holds the whole bundle, about twice its bytes once loaded
 * (Persian text is kept two bytes a character): at 20,000 stories a language that alone was about
 * 1 GB, so every worker was replaced after each task of ten pages and loaded the bundle again
 * (4.4 s each time: hours of rendering). The limit is the default on top of what the bundle takes.
 */
export const ssgWorkerMemory = (bundleBytes: number, defaultBytes: number) =>
  defaultBytes + 2 * bundleBytes;

/**
 * The young generation's semi-space (`--max-semi-space-size`, MB) of a publish's locale processes.
 * Loading the site allocates the archive's posts, routes and generated modules in quick succession,
 * and with V8's default (16 MB here) much of what dies soon after had already survived two
 * scavenges and been promoted, to be marked and compacted with the old generation: at 30,000 stories
 * a language the garbage collector took 14.7 s of the Persian process's 68 s, and 7.3 s with 128 MB,
 * where the locales' processes took 4–7 s less each and held less (the largest 3.0–3.1 GB against
 * 3.5–4.0 GB). A full build's processes keep the default: their peak is what the 8 GiB budget
 * measures, and a larger young generation there is not measured.
 */
export const PUBLISH_SEMI_SPACE_MB = 128;

/** Heap given to a locale's rendering process, in MB a story of the archive (renderHeapLimit). */
export const RENDER_HEAP_MB_PER_ARTICLE = 0.25;

/**
 * The V8 heap limit (`--max-old-space-size`, MB) of a locale's rendering process at `articles`
 * stories a language, or undefined where Node's own suffices. The render holds the loaded news,
 * every page's head after static rendering, and each postBuild step's working set on top: at
 * 30,000 stories a language the English render's live heap reached Node's default limit on this
 * 24 GB machine (about 4 GB) in postBuild and the build stopped (JavaScript heap out of memory),
 * about 0.13 MB a story; it is given twice that, where that is more than Node's default (which
 * follows the machine's memory: a quarter of it, at most 4 GB), so a smaller runner does not stop
 * sooner and a larger one is never given less than its own default.
 */
export function renderHeapLimit(
  articles: number,
  nodeDefaultMb: number,
): number | undefined {
  const megabytes = Math.ceil(articles * RENDER_HEAP_MB_PER_ARTICLE);
  // Never below Node's own: at 10,000 stories a language a limit of 2,500 MB stopped the English
  // render in postBuild (heap at 2.4 GB) on a machine whose default is 4 GB.
  return megabytes > nodeDefaultMb ? megabytes : undefined;
}
