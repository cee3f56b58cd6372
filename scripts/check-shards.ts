/**
 * `npm run test:shards` (part of `npm test`, after `npm run build`): the full build split over
 * machines (shards.ts) must write the same site as one machine. Each locale's shard is built here
 * by a process of its own (`npm run build -- --shard NAME`), one after the other as separate CI
 * runners would, into a temporary folder; `npm run build:merge` puts them together; the result
 * must be build/ byte for byte, every file (pages, search indexes, sitemaps, feeds, images,
 * `_headers`, `_redirects`, gzip copies), and deploy/nginx.conf must come out as the build wrote it.
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
import {DEFAULT_LOCALE, LOCALES} from '../src/config/locales';
import {NOW_ENV} from '../src/lib/schedule';
import {archiveSize, bundleSides} from './buildPlan';
import {fileHashes} from './fileHashes';
import {isPublishFile} from './publish/state';
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

if (!existsSync(path.join(BUILD, 'index.html'))) {
  console.error('check-shards: no build in build/: run `npm run build` first.');
  process.exit(1);
}

const work = mkdtempSync(path.join(tmpdir(), 'nerkhnama-shards-'));
const conf = readFileSync(NGINX_CONF, 'utf8');
// One "now" for every shard, as the CI workflow gives them.
const now = new Date().toISOString();
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
  // The merge writes no publish state: the next publish after a merged build is a full build. The
  // shards' page facts (publish files too) are left out on both sides.
  const ofTheSite = (file: string) => !isPublishFile(file);
  const expected = fileHashes(BUILD, ofTheSite);
  compared = expected.size;
  differences = siteDifferences(expected, fileHashes(site, ofTheSite));
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
