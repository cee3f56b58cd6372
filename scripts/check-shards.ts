/**
 * `npm run test:shards` (part of `npm test`, after `npm run build`): the full build split over
 * machines (shards.ts) must write the same site as one machine. Each locale's shard is built here
 * by a process of its own (`npm run build -- --shard NAME`), one after the other as separate CI
 * runners would, into a temporary folder; `npm run build:merge` puts them together; the result
 * must be build/ byte for byte, every file (pages, search indexes, sitemaps, feeds, images,
 * `_headers`, `_redirects`, gzip copies, and what the next publish reads: the state and the page
 * facts), and deploy/nginx.conf must come out as the build wrote it. The state's records of the
 * client compilations are the one exception: they list what each compilation read as the bundler's
 * resolver met it, which differs with the way of bundling (below) and its cache while the bundles
 * do not, so the merged state must keep one for each locale, not the same one.
 *
 * The default locale's shard is bundled the other way than the site's size picks for build/ (each
 * bundle side in its own process, as archives of 1,000 articles and more are built: buildPlan.ts),
 * so the same comparison shows that the way of bundling changes nothing either, without a build of
 * its own for that.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {DEFAULT_LOCALE, LOCALES, localeBaseUrl} from '../src/config/locales';
import {
  PAGE_FACTS_FILE,
  readFacts,
} from '../src/plugins/publish-pages/pageFacts';
import {PUBLISH_STATE} from '../src/plugins/publish-pages/files';
import {NOW_ENV} from '../src/lib/schedule';
import {archiveSize, bundleSides} from './buildPlan';
import {fileHashes, readFolderListing} from './fileHashes';
import {KEPT_FILES, KEPT_FOLDERS} from './publish/keptListing';
import type {PublishState} from './publish/state';
import {readStateText} from './publish/stateFiles';
import {siteDifferences} from './sameSite';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUILD = path.join(ROOT, 'build');
const NGINX_CONF = path.join(ROOT, 'deploy/nginx.conf');
const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
/** The way build/ was not bundled at this archive's size, for the default locale's shard. */
const otherSides =
  bundleSides(archiveSize(ROOT)) === 'together' ? 'separate' : 'together';

function run(script: string, args: string[], now: string): string | undefined {
  const result = spawnSync(
    process.execPath,
    [TSX, path.join(ROOT, script), ...args],
    {cwd: ROOT, stdio: 'inherit', env: {...process.env, [NOW_ENV]: now}},
  );
  return result.status === 0
    ? undefined
    : `${script} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`;
}

/** Each locale's page facts file, relative to the site. */
const FACTS_FILES = LOCALES.map((locale) =>
  `${localeBaseUrl(locale)}${PAGE_FACTS_FILE}`.slice(1),
);

/** The files the kept listing of a built site names, with their sizes (publish/keptListing.ts). */
function keptSizes(dir: string): string | undefined {
  const listing = readFolderListing(path.join(dir, KEPT_FILES), dir);
  return (
    listing &&
    JSON.stringify([...listing].map(([file, {size}]) => [file, size]).sort())
  );
}

/**
 * A locale's page facts as pageFacts.ts reads them back, without each page's file identity (device,
 * inode, size, time: the file's, not the page's); none read (missing, damaged) is a difference.
 */
function factsOfPages(dir: string, file: string): string | undefined {
  const known = readFacts(path.join(dir, path.dirname(file)));
  return known.size === 0
    ? undefined
    : JSON.stringify([...known].map(([page, {facts}]) => [page, facts]));
}

/**
 * A build's publish state without its client records (as text), and the locales it keeps a record
 * of; undefined when there is none or it is damaged.
 */
function stateOf(dir: string) {
  try {
    const {clients, ...state} = JSON.parse(
      readStateText(dir) ?? '',
    ) as PublishState;
    return {state: JSON.stringify(state), clients: Object.keys(clients ?? {})};
  } catch {
    return undefined;
  }
}

/** The moment a build published as of, from the state it left (none: undefined). */
function builtAsOf(dir: string): string | undefined {
  try {
    const state = JSON.parse(
      readStateText(dir) ?? '{}',
    ) as Partial<PublishState>;
    return typeof state.now === 'string' ? state.now : undefined;
  } catch {
    return undefined; // damaged: the comparison of the state will say so
  }
}

if (!existsSync(path.join(BUILD, 'index.html'))) {
  console.error('check-shards: no build in build/: run `npm run build` first.');
  process.exit(1);
}

const work = mkdtempSync(path.join(tmpdir(), 'nerkhnama-shards-'));
const conf = readFileSync(NGINX_CONF, 'utf8');
// One "now" for every shard, as the CI workflow gives them: build/'s own, so that the pages that
// follow the clock and the publish state the merge writes can be compared with build/'s too.
const now = builtAsOf(BUILD) ?? new Date().toISOString();
const started = Date.now();
const seconds: Record<string, number> = {};
let differences: string[] = [];
let compared = 0;
try {
  for (const locale of LOCALES) {
    const at = Date.now();
    const sides = locale === DEFAULT_LOCALE;
    const error = run(
      'scripts/build.ts',
      [
        '--shard',
        locale,
        '--out-dir',
        path.join(work, locale),
        ...(sides ? ['--bundle-sides', otherSides] : []),
      ],
      now,
    );
    if (error) throw new Error(error);
    seconds[sides ? `${locale} (${otherSides})` : locale] =
      (Date.now() - at) / 1000;
  }
  const at = Date.now();
  const site = path.join(work, 'site');
  const error = run(
    'scripts/build-merge.ts',
    [
      ...LOCALES.map((locale) => path.join(work, locale)),
      '--no-fallback',
      '--out-dir',
      site,
    ],
    now,
  );
  if (error) throw new Error(error);
  seconds.merge = (Date.now() - at) / 1000;
  // Every file, the publish state included: a publish from the merged site must do what it does
  // from build/. The page facts name each page's file by its inode and time, so they are compared
  // without those (a copied page proves itself unchanged by them, pageFacts.ts).
  const isFacts = (file: string) => FACTS_FILES.includes(file);
  // The kept listing names each file by its inode and each folder by its time too: compared by the
  // files' names and sizes.
  const isKept = (file: string) => file === KEPT_FILES || file === KEPT_FOLDERS;
  const compare = (file: string) =>
    !isFacts(file) && !isKept(file) && file !== PUBLISH_STATE;
  const expected = fileHashes(BUILD, compare);
  compared = expected.size + FACTS_FILES.length + 3;
  if (keptSizes(BUILD) === undefined || keptSizes(BUILD) !== keptSizes(site)) {
    differences.push(`differs: ${KEPT_FILES} (its files' names and sizes)`);
  }
  differences.push(...siteDifferences(expected, fileHashes(site, compare)));
  const [built, merged] = [stateOf(BUILD), stateOf(site)];
  if (!built || built.state !== merged?.state) {
    differences.push(`differs: ${PUBLISH_STATE}`);
  }
  const unrecorded = LOCALES.filter(
    (locale) => !merged?.clients.includes(locale),
  );
  if (unrecorded.length > 0) {
    differences.push(
      `${PUBLISH_STATE}: no record of the ${unrecorded.join(' and ')} client compilation`,
    );
  }
  for (const file of FACTS_FILES) {
    const built = factsOfPages(BUILD, file);
    if (built === undefined || built !== factsOfPages(site, file)) {
      differences.push(`differs: ${file} (the facts of its pages)`);
    }
  }
  if (readFileSync(NGINX_CONF, 'utf8') !== conf) {
    differences.push('differs: deploy/nginx.conf');
  }
} catch (error) {
  differences = [(error as Error).message];
} finally {
  rmSync(work, {recursive: true, force: true});
}
if (differences.length) {
  console.error(
    `check-shards: the merged shards are not the site build/ holds (${differences.length}):`,
  );
  for (const line of differences.slice(0, 20)) console.error(`  ${line}`);
  process.exit(1);
}
const times = Object.entries(seconds)
  .map(([step, s]) => `${step} ${s.toFixed(1)} s`)
  .join(', ');
console.log(
  `check-shards: ${compared} files of build/ and deploy/nginx.conf identical when built as shards and merged (${times}; ${((Date.now() - started) / 1000).toFixed(1)} s in all).`,
);
