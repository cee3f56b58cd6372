/**
 * `npm run build:merge -- build-shards/fa build-shards/en`: the shards of a full build
 * (`npm run build -- --shard NAME`, one per locale, each on its own machine) put together into
 * the site `npm run build` writes, byte for byte: each shard's part moved into place, then the
 * deploy config and gzip copies written for the whole site, then the state `npm run publish`
 * writes the next build from (scripts/publish/record.ts, from the page digests each shard kept),
 * and the result swapped into the output folder (`--out-dir`, default build/) as a build swaps it in.
 *
 * Every shard's manifest is checked first (shards.ts). A shard missing, damaged, built from other
 * sources or with another "now" than the others is never merged: the whole site is built here
 * instead, with one line saying why (`--no-fallback`: stop with an error instead). The shard
 * folders are consumed: their files are moved, not copied.
 */
import {spawnSync} from 'node:child_process';
import {rmSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {LOCALES} from '../src/config/locales';
import {NOW_ENV} from '../src/lib/schedule';
import {stagingDir} from './buildPlan';
import {markBusy, removeRetired, swapIn, writeDeployConfig} from './buildSteps';
import {moveShardInto, readShard, sourceFingerprint} from './shardFolders';
import {parseManifest, shardProblems} from './shards';
import {
  shardClientFile,
  shardPagesFile,
  type PublishPages,
} from '../src/plugins/publish-pages/files';
import {recordBuild, takePublishPages, takeShardClient} from './publish/record';
import {codeFingerprint, contentDigests} from './publish/stateFiles';
import type {FolderListing} from './fileHashes';

const ROOT = path.resolve(import.meta.dirname, '..');

const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {
    'out-dir': {type: 'string', default: 'build'},
    'no-fallback': {type: 'boolean', default: false},
  },
});
const outDir = values['out-dir'];
const target = path.resolve(ROOT, outDir);
// The remover of the builds earlier swaps retired waits while this merge runs (buildSteps.ts).
markBusy(target);
const {staging, previous, retiredPrefix} = stagingDir(ROOT, outDir);
const log = (message: string) => console.log(`build:merge: ${message}`);

function fail(message: string): never {
  rmSync(staging, {recursive: true, force: true});
  console.error(`build:merge: ${message}`);
  console.error(
    `build:merge: ${path.relative(ROOT, target) || target} is left as it was.`,
  );
  process.exit(1);
}

/** The whole site built here: the merge's fallback, never a site assembled from doubtful parts. */
function fullBuild(reasons: string[], now: string | undefined): never {
  for (const reason of reasons) console.error(`build:merge: ${reason}`);
  if (values['no-fallback']) {
    fail('the shards do not make the whole site (--no-fallback: stopping).');
  }
  log(
    `the shards do not make the whole site: building all of it here instead (npm run build -- --out-dir ${outDir}).`,
  );
  const result = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
      path.join(ROOT, 'scripts/build.ts'),
      '--out-dir',
      outDir,
    ],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: {...process.env, ...(now && {[NOW_ENV]: now})},
    },
  );
  process.exit(result.status ?? 1);
}

if (positionals.length === 0) {
  console.error(
    `build:merge: name the shard folders, e.g. npm run build:merge -- ${LOCALES.map((l) => `build-shards/${l}`).join(' ')}`,
  );
  process.exit(2);
}

const found = positionals.map((dir) => readShard(path.resolve(ROOT, dir)));
const problems = shardProblems(found, {
  shards: LOCALES,
  sources: sourceFingerprint(ROOT),
});
const shards = found.flatMap((shard) => {
  const manifest = shard.manifest && parseManifest(shard.manifest);
  return typeof manifest === 'object' ? [{...shard, manifest}] : [];
});
// The shards' "now", when they agree on one, so the fallback leaves out the same scheduled articles.
const nows = new Set(shards.map((s) => s.manifest.now));
if (problems.length > 0) {
  fullBuild(problems, nows.size === 1 ? [...nows][0] : process.env[NOW_ENV]);
}

rmSync(staging, {recursive: true, force: true});
// The default locale's shard first: it holds the site's root.
const rank = (s: (typeof shards)[number]) =>
  (LOCALES as readonly string[]).indexOf(s.manifest.shard);
const order = [...shards].sort((a, b) => rank(a) - rank(b));
try {
  for (const shard of order) {
    moveShardInto(shard.dir, staging);
    rmSync(shard.dir, {recursive: true, force: true});
  }
} catch (error) {
  fail((error as Error).message);
}
// What each shard's render and client compilation kept for the publish state, taken out of the
// site before its gzip copies.
let pagesOf: ReadonlyMap<string, PublishPages> = new Map();
let clientOf: ReadonlyMap<
  string,
  ReturnType<typeof takeShardClient>
> = new Map();
try {
  pagesOf = new Map(
    LOCALES.map((locale) => [
      locale,
      takePublishPages(path.join(staging, shardPagesFile(locale))),
    ]),
  );
  clientOf = new Map(
    LOCALES.map((locale) => [
      locale,
      takeShardClient(path.join(staging, shardClientFile(locale))),
    ]),
  );
} catch (error) {
  fail(
    `a shard's page digests for the publish state: ${(error as Error).message}`,
  );
}
writeDeployConfig(ROOT, staging).then(
  (stagingFiles) => {
    if (typeof stagingFiles === 'string') fail(stagingFiles);
    finish(stagingFiles);
  },
  (error: unknown) => fail(String(error)),
);

/** The state, the swap and the line saying so, once the deploy config is written. */
function finish(stagingFiles: FolderListing) {
  // The state a full build leaves for the next publish: the shards were built from this checkout's
  // sources (checked above), so its code and content digests are theirs.
  const [{now, gtagId}] = order.map((shard) => shard.manifest);
  recordBuild({
    pagesOf: (locale) => pagesOf.get(locale)!,
    clientOf: (locale) => clientOf.get(locale)!,
    staging,
    target,
    stagingFiles,
    publishing: false,
    locales: LOCALES,
    ...codeFingerprint(ROOT),
    content: contentDigests(ROOT),
    gtagId,
    now,
  });
  swapIn({staging, target, previous, retiredPrefix}, '.');
  removeRetired(retiredPrefix, target);
  log(
    `${order.map((s) => path.relative(ROOT, s.dir) || s.dir).join(' + ')} → ${path.relative(ROOT, target) || target}`,
  );
}
