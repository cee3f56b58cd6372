/**
 * `npm run build`: `docusaurus build` of each locale, side by side below 5,000 articles, one after
 * the other from there; from 1,000 articles a locale bundled, then rendered, in processes of its own.
 * A publish, which holds less, has lines of its own (20,000 and 25,000: buildPlan.ts).
 *
 *   tsx scripts/build.ts                               # both locales, into build/
 *   tsx scripts/build.ts --locale fa --out-dir /tmp/x  # any `docusaurus build` option passes through
 *   tsx scripts/build.ts --bundle-sides separate       # force either way of bundling (buildPlan.ts)
 *   tsx scripts/build.ts --shard en                    # one machine's part, into build-shards/en (shards.ts)
 *
 * Rspack keeps the native memory of a compilation until its process exits, some for every
 * article in each of the client and server bundles. So from 1,000 articles on (buildPlan.ts,
 * bundleSides) the server and the client side are bundled by separate processes, one after the
 * other (src/plugins/bundle-sides, NERKHNAMA_BUNDLE_SIDE), and each exits before a third loads the
 * site again, renders every page and runs postBuild, reading the bundles from disk (Docusaurus's
 * own switches, not public API: see src/docusaurus-internals/node/env.ts, which checks that they
 * still work). Below that, both sides and the render fit in one process, as Docusaurus builds:
 * each process costs a start and one "Load site" (less the news after the first, below). Below
 * 5,000 articles the locales' processes run side by side (buildPlan.ts, localesSideBySide), each
 * locale's in turn, each locale with a generated-files folder of its own, the other locales writing
 * beside the staged folder until both are done; `--locales in-turn|side-by-side` overrides it.
 * Figures: docs/performance.md.
 *
 * The news pre-flight check (`npm run news:check`, src/plugins/news-guard/preflight.ts) runs
 * once, in a process of its own beside the build's: a problem stops the build with every problem
 * listed, before anything is swapped in. The site is built beside the output folder
 * (`.build.next`), the deploy config and gzip copies are written into it once the check has
 * passed, and only then is it swapped in: a build that fails at any step leaves the previous
 * `build/` byte for byte as it was. The build's processes use their own generated-files folder
 * (`.docusaurus-build`), so a dev server (`npm start`, `.docusaurus`) keeps working while a build
 * runs. "Now" is fixed once, so every process leaves out the same scheduled articles, and the news
 * is loaded once a locale: the locale's first process keeps what the blog loaded for the others
 * (news-blog/loadedOnce.ts).
 *
 * A build of the whole site also leaves, beside the site, what `npm run publish` needs to write
 * the next one from it (`.publish.json`, scripts/publish.ts), and Rspack's cache of this code for
 * that publish to bundle from (scripts/publish/bundleCache.ts). A shard keeps its locale's part of
 * that state in its folder, and the merge writes the state from them (scripts/build-merge.ts).
 * With PUBLISH_FROM_ENV set (by the publish), its rendering processes copy the pages whose inputs
 * did not change from that last build instead of rendering them, and it lists the files that
 * differ from it (`.publish-changes.json`).
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {getHeapStatistics} from 'node:v8';
import {createInterface} from 'node:readline';
import {
  DEFAULT_LOCALE,
  LOCALES,
  localeBaseUrl,
  type Locale,
} from '../src/config/locales';
import {
  localeOutDir,
  serverBundleDir,
} from '../src/docusaurus-internals/node/buildOutput';
import {
  docusaurusCli,
  EXIT_AFTER_BUNDLING_ENV,
  GENERATED_DIR_ENV,
  SKIP_BUNDLING_ENV,
  SSG_WORKER_DEFAULT_MEMORY,
  SSG_WORKER_MEMORY_ENV,
} from '../src/docusaurus-internals/node/env';
import {NOW_ENV} from '../src/lib/schedule';
import {
  BUNDLE_SIDE_ENV,
  localeGeneratedDir,
  PRODUCTION_GENERATED_DIR,
  stagedServerBundleDir,
} from '../src/plugins/bundle-sides/side';
import {NEWS_CHECKED_ENV} from '../src/plugins/news-guard/index';
import {LOADED_NEWS_ENV} from '../src/plugins/news-blog/loadedOnce';
import {brand, gtagIdFrom} from '../src/config/brand';
import {PRODUCTION_ENV, productionProblems} from '../src/config/production';
import {readMarket} from '../src/plugins/market/load';
import {
  archiveSize,
  bundleSides,
  localePhases,
  localesSideBySide,
  localeStagingDir,
  planBuild,
  PUBLISH_SEMI_SPACE_MB,
  renderHeapLimit,
  replacedPart,
  ssgWorkerMemory,
  stagingDir,
  type BuildPhase,
  type BuildPlan,
} from './buildPlan';
import {
  NEWS_CHECK_PASSED_ENV,
  markBusy,
  removeRetired,
  startNewsCheck,
  swapIn,
  writeDeployConfig,
} from './buildSteps';
import {formatStepTimes, stepClock} from './buildTimes';
import {summarizeShard, sourceFingerprint, writeManifest} from './shardFolders';
import {SHARD_FORMAT} from './shards';
import {
  BUNDLE_CACHE_ENV,
  PUBLISH_FROM_ENV,
  PUBLISH_STATE,
  publishPagesFile,
  shardClientFile,
  shardPagesFile,
} from '../src/plugins/publish-pages/files';
import {readClientBundle} from '../src/plugins/client-routing/clientBundle';
import {
  describeClientSide,
  handedClientSides,
  LAST_CLIENT_SIDES_ENV,
  lastClientSide,
  lastClientSides,
  takeClientSide,
} from '../src/plugins/client-routing/lastClientSide';
import {
  LAST_BUILD_FILES_ENV,
  recordBuild,
  takePublishPages,
} from './publish/record';
import {listFolder, readFolderListing, type FolderListing} from './fileHashes';
import {codeFingerprint, contentDigests} from './publish/stateFiles';
import {
  handedSourceDigests,
  SOURCE_DIGESTS_ENV,
  writeSourceDigests,
} from '../src/lib/sourceDigests';
import {prepareBundleCache} from './publish/bundleCache';

const ROOT = path.resolve(import.meta.dirname, '..');
const DOCUSAURUS = docusaurusCli();

let plan: BuildPlan;
try {
  plan = planBuild(process.argv.slice(2), LOCALES, DEFAULT_LOCALE);
} catch (error) {
  // Before anything is staged: the message alone (fail() cleans up folders not yet named).
  console.error((error as Error).message);
  process.exit(2);
}
const {locales, passThrough} = plan;
const target = path.resolve(ROOT, plan.outDir);
const {staging, previous, retiredPrefix} = stagingDir(ROOT, plan.outDir);
const outDir = staging;
process.env[NOW_ENV] ||= new Date().toISOString();
process.env[GENERATED_DIR_ENV] ||= PRODUCTION_GENERATED_DIR;

const PHASE_ENV: Record<BuildPhase, Record<string, string>> = {
  // Both sides, then every page: the server bundle is a few megabytes below 1,000 articles, so the
  // SSG workers' memory limit stays Docusaurus's default (ssgWorkerMemory is for the render process).
  whole: {},
  server: {[BUNDLE_SIDE_ENV]: 'server', [EXIT_AFTER_BUNDLING_ENV]: 'true'},
  client: {[BUNDLE_SIDE_ENV]: 'client', [EXIT_AFTER_BUNDLING_ENV]: 'true'},
  render: {[SKIP_BUNDLING_ENV]: 'true'},
};
/** Each process's step, as the closing line of the build names it (buildTimes.ts). */
const PHASE_STEP: Record<BuildPhase, string> = {
  whole: 'bundling and rendering',
  server: 'bundling (server side)',
  client: 'bundling (client side)',
  render: 'rendering',
};
const PHASE_NAME: Record<BuildPhase, string> = {
  whole: 'bundling and rendering',
  server: 'bundling the server side of',
  client: 'bundling the client side of',
  render: 'rendering',
};

/** The staged folder, and the folders beside it that locales built side by side write. */
function removeStaging() {
  for (const dir of [
    staging,
    ...locales.map((locale) => localeStagingDir(staging, locale)),
  ]) {
    rmSync(dir, {recursive: true, force: true});
  }
}

/** The `docusaurus build` processes running now, each with its end: a build that fails stops them before it goes. */
const running = new Map<ChildProcess, Promise<void>>();

function fail(message: string, code = 1): never {
  for (const child of running.keys()) child.kill('SIGTERM');
  removeStaging();
  console.error(`build: ${message}`);
  if (existsSync(target)) {
    console.error(
      `build: ${path.relative(ROOT, target) || target} is left as it was.`,
    );
  }
  process.exit(code);
}

const clock = stepClock();

const articles = archiveSize(ROOT);
// A publish holds less than a full build, and its lines are its own (buildPlan.ts).
const publishing = Boolean(process.env[PUBLISH_FROM_ENV]);
const sides = bundleSides(articles, plan.bundleSides, publishing);
const sideBySide = localesSideBySide(
  articles,
  locales,
  plan.localeOrder,
  publishing,
);

/** A locale's generated-files folder, relative to the site (side.ts, localeGeneratedDir). */
const generatedDirOf = (locale: string) =>
  localeGeneratedDir(process.env[GENERATED_DIR_ENV]!, locale, DEFAULT_LOCALE);

/** Every locale into one site (not a shard, not a locale alone): the deploy config and the state follow. */
const wholeSiteBuild = () => !plan.shard && locales.length === LOCALES.length;

/** The `--out-dir` of a locale's processes: the staged folder, or beside it when side by side. */
const outDirOf = (locale: string) =>
  sideBySide && locale !== DEFAULT_LOCALE
    ? localeStagingDir(staging, locale)
    : outDir;

/**
 * Stops the build when a locale's process did not succeed: once the pre-flight check has passed,
 * since an editor's mistake can break a process before the check has named it (then the check's
 * problems end the build, not the process's error).
 */
async function checkExit(
  locale: string,
  phase: BuildPhase,
  status: number | string,
) {
  if (status === 0) return;
  await newsPassed();
  fail(
    `${PHASE_NAME[phase]} the ${locale} site failed (exit ${status}).`,
    typeof status === 'number' ? status : 1,
  );
}

/** A locale's processes, one after the other; the first that fails stops it (its phase and status). */
async function buildLocale(
  locale: string,
): Promise<{phase: BuildPhase; status: number | string} | undefined> {
  for (const phase of localePhases(sides)) {
    const taken =
      phase === 'client' &&
      clock.time(`${locale} client side from the last build`, () =>
        takeLastClientSide(locale),
      );
    if (!taken) {
      const status = await clock.timeAsync(
        `${locale} ${PHASE_STEP[phase]}`,
        () => docusaurusProcess(locale, phase),
      );
      if (status !== 0) return {phase, status};
    }
    // The client side cleared the output folder the server side's bundle was kept out of.
    if (phase === 'client') moveServerBundle(locale);
  }
  return undefined;
}

/**
 * In a publish, the client sides the last build kept in its state, handed to every process of the
 * build (LAST_CLIENT_SIDES_ENV): a process bundling both sides takes its locale's in place of
 * bundling it when nothing it read changed (bundle-sides).
 */
function handOnLastClientSides() {
  const from = process.env[PUBLISH_FROM_ENV];
  if (!from) return;
  const clients = lastClientSides(path.join(from, PUBLISH_STATE));
  if (!clients) return;
  const dir = mkdtempSync(path.join(tmpdir(), 'nerkhnama-client-sides-'));
  process.on('exit', () => rmSync(dir, {recursive: true, force: true}));
  process.env[LAST_CLIENT_SIDES_ENV] = path.join(dir, 'clients.json');
  writeFileSync(process.env[LAST_CLIENT_SIDES_ENV], JSON.stringify(clients));
}

/**
 * When each side has a process of its own, the locale's client side as the last build wrote it,
 * taken after the server side's process has loaded the site, when nothing it read changed
 * (client-routing/lastClientSide.ts): whether it was taken (else the client side is bundled).
 */
function takeLastClientSide(locale: string): boolean {
  const from = process.env[PUBLISH_FROM_ENV];
  if (!from) return false;
  const last = lastClientSide(handedClientSides(), locale, ROOT);
  console.log(describeClientSide(locale, last));
  if ('why' in last) return false;
  takeClientSide(last.bundle, {
    from: localeOutDir(ROOT, from, localeBaseUrl(locale as Locale)),
    to: localeOutDir(ROOT, outDirOf(locale), localeBaseUrl(locale as Locale)),
    generatedDir: path.resolve(ROOT, generatedDirOf(locale)),
  });
  return true;
}

/**
 * Each locale's part of the staged site as this thread walked it once that locale's processes had
 * ended while another's still ran (on the core they left), by locale; the deploy step walks only
 * the rest (`stagedSiteListing`). At 30,000 stories a language a part is 309,000 files, about 1.5 s.
 */
const walkedEarly = new Map<string, FolderListing>();

/** Where a locale's files are in the site: '' for the default locale's, at the root; `en` … */
const sitePart = (locale: string) =>
  localeBaseUrl(locale as Locale).replace(/^\/|\/$/g, '');

function walkWhileOthersRun(locale: string) {
  const part = sitePart(locale);
  walkedEarly.set(
    locale,
    listFolder(
      localeOutDir(ROOT, outDirOf(locale), localeBaseUrl(locale as Locale)),
      () => true,
      {prefix: part && `${part}/`},
    ),
  );
}

/** Every file of the staged site, from the parts walked early and a walk of the rest; none walked early: undefined. */
function stagedSiteListing(): FolderListing | undefined {
  if (walkedEarly.size === 0) return undefined;
  const listing: FolderListing = new Map();
  const parts = new Set(locales.map(sitePart).filter(Boolean));
  for (const locale of locales) {
    const early = walkedEarly.get(locale);
    if (early) {
      for (const [file, facts] of early) listing.set(file, facts);
      continue;
    }
    const part = sitePart(locale);
    listFolder(path.join(staging, part), () => true, {
      prefix: part && `${part}/`,
      // The default locale's part is the root, without the other locales' folders.
      skip: (folder) => !part && parts.has(folder),
      into: listing,
    });
  }
  return listing;
}

/** Every locale's processes at once; a failure of either fails the build once both have ended. */
async function buildLocalesSideBySide() {
  let running = locales.length;
  const ended = await Promise.all(
    locales.map(async (locale) => {
      const failed = await buildLocale(locale);
      running -= 1;
      if (!failed && running > 0 && wholeSiteBuild()) {
        walkWhileOthersRun(locale);
      }
      return {locale, failed};
    }),
  );
  for (const {locale, failed} of ended) {
    if (failed) await checkExit(locale, failed.phase, failed.status);
  }
  for (const locale of locales) {
    if (outDirOf(locale) === outDir) continue;
    const part = path.relative(
      outDirOf(locale),
      localeOutDir(ROOT, outDirOf(locale), localeBaseUrl(locale as Locale)),
    );
    mkdirSync(path.dirname(path.join(outDir, part)), {recursive: true});
    renameSync(path.join(outDirOf(locale), part), path.join(outDir, part));
    rmSync(outDirOf(locale), {recursive: true, force: true});
  }
}

/** The SSG workers' memory limit for a locale's server bundle (buildPlan.ts, ssgWorkerMemory). */
function ssgWorkerMemoryFor(locale: string): string {
  const serverDir = serverBundleDir(
    localeOutDir(ROOT, outDirOf(locale), localeBaseUrl(locale as Locale)),
  );
  const bundleBytes = existsSync(serverDir)
    ? readdirSync(serverDir).reduce(
        (sum, file) => sum + statSync(path.join(serverDir, file)).size,
        0,
      )
    : 0;
  return String(ssgWorkerMemory(bundleBytes, SSG_WORKER_DEFAULT_MEMORY));
}

/**
 * One `docusaurus build` process of a locale; its exit status (or the signal that ended it). Side by
 * side, each line it prints is headed by its locale, so that two processes' output stays readable.
 */
function docusaurusProcess(
  locale: string,
  phase: BuildPhase,
): Promise<number | string> {
  // Every process that renders holds the loaded site and the pages' heads (renderHeapLimit).
  const heap =
    phase === 'render' || phase === 'whole'
      ? renderHeapLimit(articles, getHeapStatistics().heap_size_limit / 2 ** 20)
      : undefined;
  // Unless the operator set them (NODE_OPTIONS), which the command line would override.
  const operatorSet = (flag: string) =>
    (process.env.NODE_OPTIONS ?? '').includes(flag);
  const args = [
    ...(heap && !operatorSet('--max-old-space-size')
      ? [`--max-old-space-size=${heap}`]
      : []),
    ...(publishing && !operatorSet('--max-semi-space-size')
      ? [`--max-semi-space-size=${PUBLISH_SEMI_SPACE_MB}`]
      : []),
    DOCUSAURUS,
    'build',
    '--locale',
    locale,
    '--out-dir',
    outDirOf(locale),
    ...passThrough,
  ];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      ...PHASE_ENV[phase],
      [GENERATED_DIR_ENV]: generatedDirOf(locale),
      ...(phase === 'render' &&
        !process.env[SSG_WORKER_MEMORY_ENV] && {
          [SSG_WORKER_MEMORY_ENV]: ssgWorkerMemoryFor(locale),
        }),
      [NEWS_CHECKED_ENV]: 'true',
      // A build of a part of the site (a locale, a shard) neither reads nor keeps a bundler cache.
      ...(!process.env[BUNDLE_CACHE_ENV] && {
        DOCUSAURUS_NO_PERSISTENT_CACHE: 'true',
      }),
    },
    stdio: sideBySide ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (sideBySide) {
    for (const [from, to] of [
      [child.stdout!, process.stdout],
      [child.stderr!, process.stderr],
    ] as const) {
      createInterface({input: from}).on('line', (line) =>
        to.write(`${locale} | ${line}\n`),
      );
    }
  }
  return new Promise((resolve) => {
    running.set(
      child,
      new Promise((closed) =>
        child.on('close', (code, signal) => {
          running.delete(child);
          resolve(code ?? signal ?? 1);
          closed();
        }),
      ),
    );
  });
}

/** The separate server side leaves its bundle aside (the client side clears the output folder); static site generation reads it from `{outDir}/__server`. */
function moveServerBundle(locale: string) {
  const staged = stagedServerBundleDir(ROOT, locale, generatedDirOf(locale));
  if (!existsSync(staged)) {
    fail(`the server side of the ${locale} site left no bundle in ${staged}.`);
  }
  const serverDir = serverBundleDir(
    localeOutDir(ROOT, outDirOf(locale), localeBaseUrl(locale as Locale)),
  );
  rmSync(serverDir, {recursive: true, force: true});
  renameSync(staged, serverDir);
}

/** SITE_ENV=production: no launch placeholder or sample figure may reach the site (src/config/production.ts). */
function checkProduction() {
  if (process.env[PRODUCTION_ENV] !== 'production') return;
  const problems = productionProblems({
    brand,
    gtagId: gtagIdFrom(process.env),
    marketSample: readMarket(ROOT).data.sample,
  });
  if (problems.length > 0) {
    console.error(problems.map((problem) => `- ${problem}`).join('\n'));
    fail(
      `${PRODUCTION_ENV}=production, but the site still carries ${problems.length} launch placeholder(s); nothing was built. Fix them, or build without ${PRODUCTION_ENV}=production for a preview.`,
    );
  }
}

/**
 * The pre-flight check, once for every process of the build (they skip it: NEWS_CHECKED_ENV), unless
 * the command that started this build ran it and saw it pass (NEWS_CHECK_PASSED_ENV). It runs
 * beside them: they write only into the staged folder and the build's caches, and nothing is
 * written beside it (the deploy config) or swapped in before it has passed. A problem it finds
 * stops them, and the build ends with the problems listed. Its time is spent on the cores the
 * build's processes leave (a cold check of 30,000 stories a language takes more than a minute).
 */
let news: {passed: Promise<void>; seconds?: number} | undefined;

function startTheNewsCheck() {
  if (process.env[NEWS_CHECK_PASSED_ENV] === 'true') return;
  const started = performance.now();
  const check = startNewsCheck(ROOT, {holdOutput: true});
  process.on('exit', () => check.stop());
  const passed = check.result.then(async (failure) => {
    news!.seconds = (performance.now() - started) / 1000;
    if (failure) await stopForTheNews(failure);
  });
  news = {passed};
}

/** Resolves once the check has passed; never, when it finds a problem (the build ends there). */
function newsPassed(): Promise<void> {
  return news?.passed ?? Promise.resolve();
}

/** Stops the build's processes, once they have ended removes what they staged, and ends the build. */
async function stopForTheNews(failure: string): Promise<never> {
  // Until none is left: one that had just ended may have started the next phase meanwhile.
  while (running.size > 0) {
    const ending = [...running.values()];
    for (const child of running.keys()) child.kill('SIGTERM');
    await Promise.all(ending);
  }
  fail(failure);
}

/** Every process of this build takes the news its locale's first process loaded (news-blog/loadedOnce.ts). */
function shareLoadedNews() {
  const dir = mkdtempSync(path.join(tmpdir(), 'nerkhnama-loaded-news-'));
  process.env[LOADED_NEWS_ENV] = dir;
  process.on('exit', () => rmSync(dir, {recursive: true, force: true}));
}

/**
 * A shard's manifest, beside its part of the site, for `npm run build:merge` (shards.ts); and,
 * counted in it, what its render kept for the publish state, which the merge writes.
 */
function writeShardManifest(shard: string, sources: string) {
  const generated = path.resolve(ROOT, generatedDirOf(shard));
  renameSync(
    publishPagesFile(generated, shard),
    path.join(staging, shardPagesFile(shard)),
  );
  const client = readClientBundle(generated);
  if (typeof client === 'object') {
    writeFileSync(
      path.join(staging, shardClientFile(shard)),
      JSON.stringify(client),
    );
  }
  writeManifest(staging, {
    format: SHARD_FORMAT,
    shard,
    now: process.env[NOW_ENV]!,
    gtagId: gtagIdFrom(process.env),
    sources,
    output: summarizeShard(staging),
  });
}

/** The last build's files as the publish that started this build handed them on (kept or walked), if it did. */
function lastBuildFiles() {
  const file = process.env[LAST_BUILD_FILES_ENV];
  if (!file || !process.env[PUBLISH_FROM_ENV]) return undefined;
  const listing = readFolderListing(file, target);
  if (!listing) {
    console.log(
      `build: the last build's files as the publish listed them (${file}) are missing or damaged; the list of changes walks ${path.relative(ROOT, target) || '.'} again.`,
    );
  }
  return listing;
}

async function main() {
  // The remover of the builds earlier swaps retired waits while this one runs (buildSteps.ts).
  markBusy(target);
  checkProduction();
  startTheNewsCheck();
  const wholeSite = wholeSiteBuild();
  const {sources, content, ...code} = clock.time('source digests', () => ({
    // Before anything is written: what the shard is built from, for the merge to compare…
    sources: plan.shard ? sourceFingerprint(ROOT) : '',
    // …and, for the next publish, the code and the content apart (scripts/publish/state.ts): those
    // a publish took just before it started this build, else read here.
    ...(wholeSite
      ? (handedSourceDigests() ?? {
          ...codeFingerprint(ROOT),
          content: contentDigests(ROOT),
        })
      : {code: '', codeFiles: {}, content: {}}),
  }));
  // Its processes name the stories they keep for the next publish by these (news-blog/keptPosts.ts).
  if (wholeSite && !process.env[SOURCE_DIGESTS_ENV]) {
    const dir = mkdtempSync(path.join(tmpdir(), 'nerkhnama-sources-'));
    process.on('exit', () => rmSync(dir, {recursive: true, force: true}));
    process.env[SOURCE_DIGESTS_ENV] = path.join(dir, 'sources.json');
    writeSourceDigests(process.env[SOURCE_DIGESTS_ENV], {...code, content});
  }
  // A whole site's build bundles cold, and leaves Rspack's cache of this code for the publish
  // after it (written into a folder emptied first: the build never reads what was there).
  if (wholeSite && !process.env[BUNDLE_CACHE_ENV]) {
    process.env[BUNDLE_CACHE_ENV] = prepareBundleCache(ROOT, code.code, {
      fresh: true,
    }).dir;
  }
  removeStaging();
  handOnLastClientSides();
  // One process a locale loads the news once anyway.
  if (sides === 'separate') shareLoadedNews();
  const publishFrom = process.env[PUBLISH_FROM_ENV];
  // The last build's files as the publish handed them on (the listing its build kept, or its own
  // walk), read while the locales' processes run, the moment they have started: this thread only
  // waits for them.
  const lastFilesRead =
    wholeSite && publishFrom && path.resolve(publishFrom) === target
      ? new Promise<ReturnType<typeof lastBuildFiles>>((resolve) =>
          setTimeout(() => resolve(lastBuildFiles()), 0),
        )
      : Promise.resolve(undefined);
  if (sideBySide) await buildLocalesSideBySide();
  else {
    for (const locale of locales) {
      const failed = await buildLocale(locale);
      if (failed) await checkExit(locale, failed.phase, failed.status);
    }
  }
  if (news) {
    // What the check adds to the build: the wait for it once the processes are done.
    await clock.timeAsync('pre-flight check', newsPassed);
    console.log(
      `build: pre-flight check passed in ${news.seconds!.toFixed(1)} s, beside the build's processes`,
    );
  }
  if (plan.shard) writeShardManifest(plan.shard, sources);
  else if (wholeSite) {
    const lastFiles = await lastFilesRead;
    const stagingFiles = await clock.timeAsync(
      'deploy config and gzip copies',
      () =>
        writeDeployConfig(
          ROOT,
          staging,
          publishFrom ? {dir: publishFrom, files: lastFiles} : undefined,
          stagedSiteListing(),
        ),
    );
    if (typeof stagingFiles === 'string') fail(stagingFiles);
    clock.time('publish state', () =>
      recordBuild({
        pagesOf: (locale) =>
          takePublishPages(
            publishPagesFile(
              path.resolve(ROOT, generatedDirOf(locale)),
              locale,
            ),
          ),
        clientOf: (locale) =>
          readClientBundle(path.resolve(ROOT, generatedDirOf(locale))),
        staging,
        target,
        lastFiles,
        stagingFiles,
        publishing: Boolean(publishFrom),
        locales,
        ...code,
        content,
        gtagId: gtagIdFrom(process.env),
        now: process.env[NOW_ENV]!,
      }),
    );
  }
  // A shard's folder is all its own; a locale built alone replaces its part of the site.
  clock.time('swap', () =>
    swapIn(
      {staging, target, previous, retiredPrefix},
      plan.shard
        ? '.'
        : replacedPart(locales, DEFAULT_LOCALE, (locale) =>
            localeBaseUrl(locale as Locale),
          ),
    ),
  );
  const retiring = removeRetired(retiredPrefix, target).removing;
  console.log(formatStepTimes(clock.steps));
  console.log(
    `build: ${path.relative(ROOT, target) || target} is ready to serve; what it replaced is kept in ${path.relative(ROOT, previous) || previous}${retiring > 0 ? `, and the build kept there before is being removed in the background` : ''}.`,
  );
}

main().catch((error: unknown) =>
  fail(error instanceof Error ? error.message : String(error)),
);
