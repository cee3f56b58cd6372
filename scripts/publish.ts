/**
 * `npm run publish`: the next build, written from the last one (`build/`) and what changed since.
 *
 *   tsx scripts/publish.ts                     # into build/, from build/
 *   tsx scripts/publish.ts --out-dir /tmp/site # another output folder (its own last build)
 *   tsx scripts/publish.ts --locales in-turn   # the locales one after the other (scripts/buildPlan.ts)
 *   tsx scripts/publish.ts --bundle-sides separate  # each bundle side in its own process (buildPlan.ts)
 *
 * It reads the state the last build left (`build/.publish.json`, scripts/publish/state.ts) and
 * holds it against this checkout: missing, damaged, written by other code or config, or describing
 * other files than the folder holds, the state is not trusted, and the whole site is built
 * (scripts/build.ts) after one line saying why. The pre-flight check runs in a process of its own
 * beside this one's reading of the last build, and nothing is built unless it passes. Otherwise
 * it runs the same build with PUBLISH_FROM_ENV set: per locale the bundling (an article is a new
 * chunk; from the bundler cache the last publish of this code left, scripts/publish/bundleCache.ts,
 * so only the changed modules are bundled again) and a render of only the pages whose inputs
 * changed (src/plugins/publish-pages), the others copied from the last build; then the whole-site
 * files, the deploy config, the file list (`build/.publish-changes.json`: added, changed, removed)
 * and the swap. Any failure leaves the last build byte for byte as it was. Design:
 * docs/scaling.md; figures: docs/performance.md.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {LOCALES} from '../src/config/locales';
import {gtagIdFrom} from '../src/config/brand';
import {buildNow, describeTehranTime, NOW_ENV} from '../src/lib/schedule';
import {
  BUNDLE_CACHE_ENV,
  LIST_LAYOUTS_FROM_ENV,
  PUBLISH_FROM_ENV,
  PUBLISH_STATE,
} from '../src/plugins/publish-pages/files';
import {prepareBundleCache} from './publish/bundleCache';
import {
  LAST_BUILD_FILES_ENV,
  PUBLISH_CHANGES,
  type PublishChanges,
} from './publish/record';
import {
  checkState,
  contentChanges,
  isPublishFile,
  nothingToPublish,
  type PublishState,
} from './publish/state';
import {
  codeFingerprint,
  contentDigests,
  readStateText,
  summarizeListing,
} from './publish/stateFiles';
import {listFolder, writeFolderListing, type FolderListing} from './fileHashes';
import {keptListing} from './publish/keptListing';
import {markBusy, NEWS_CHECK_PASSED_ENV, startNewsCheck} from './buildSteps';
import {SOURCE_DIGESTS_ENV, writeSourceDigests} from '../src/lib/sourceDigests';

const ROOT = path.resolve(import.meta.dirname, '..');
const started = performance.now();
// One moment for the line below and the build it starts (scripts/build.ts keeps a given one).
process.env[NOW_ENV] ||= new Date().toISOString();
const {values} = parseArgs({
  options: {
    'out-dir': {type: 'string', default: 'build'},
    locales: {type: 'string'},
    'bundle-sides': {type: 'string'},
  },
});
const outDirArg = values['out-dir'];
/** How the build runs its processes, when told (scripts/buildPlan.ts checks the values). */
const processOptions = (['locales', 'bundle-sides'] as const).flatMap((name) =>
  values[name] === undefined ? [] : [`--${name}`, values[name]],
);
const target = path.resolve(ROOT, outDirArg);
// The remover of the builds earlier publishes retired waits while this one runs (buildSteps.ts).
markBusy(target);
const where = `${path.relative(ROOT, target) || '.'}/.publish.json`;

/** scripts/build.ts into the same output folder; its exit status. */
function build(env: Record<string, string> = {}): number {
  const result = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
      path.join(ROOT, 'scripts/build.ts'),
      '--out-dir',
      outDirArg,
      ...processOptions,
    ],
    {cwd: ROOT, env: {...process.env, ...env}, stdio: 'inherit'},
  );
  return result.status ?? 1;
}

const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const count = (n: number) => n.toLocaleString('en-US');

// The pre-flight check reads only the checkout, so it runs on the other core while this process
// looks at the last build (its kept listing, else a walk) and digests the sources; both a publish
// and a full build wait for it.
const newsCheck = startNewsCheck(ROOT, {holdOutput: true});
// Whatever ends this command (an error, nothing to publish) ends the check with it.
process.on('exit', () => newsCheck.stop());
const checkStarted = performance.now();
/** The check's verdict: the process ends here when the news does not pass. */
async function newsChecked(): Promise<Record<string, string>> {
  const failure = await newsCheck.result;
  if (failure) {
    console.error(`[publish] ${failure}`);
    console.error(
      `[publish] ${path.relative(ROOT, target) || '.'} is left as it was.`,
    );
    process.exit(1);
  }
  console.log(
    `[publish] pre-flight check passed in ${((performance.now() - checkStarted) / 1000).toFixed(1)} s, beside this command's look at the last build and the checkout`,
  );
  return {[NEWS_CHECK_PASSED_ENV]: 'true'};
}

/** The last build's files: the listing its build kept, or one walk of it (then handed on as a file). */
interface LastBuildFiles {
  /** Kept by its build, and still the folder's (publish/keptListing.ts). */
  keptFile?: string;
  /** Walked here: the summary for the state's check, and the files for the list of changes. */
  files?: FolderListing;
}

function lastBuildFiles(): LastBuildFiles {
  if (!existsSync(target)) return {};
  const kept = keptListing(target);
  if ('file' in kept) return {keptFile: kept.file};
  const files = listFolder(target, (file) => !isPublishFile(file));
  console.log(
    `[publish] walked ${path.relative(ROOT, target) || '.'} (${count(files.size)} files): ${kept.why}`,
  );
  return {files};
}

async function main() {
  const {code, codeFiles} = codeFingerprint(ROOT);
  const lastBuild = lastBuildFiles();
  const state = checkState(
    readStateText(target),
    {
      code,
      codeFiles,
      gtagId: gtagIdFrom(process.env),
      locales: LOCALES,
      output: lastBuild.keptFile
        ? undefined
        : lastBuild.files
          ? summarizeListing(lastBuild.files)
          : {files: 0, bytes: 0, digest: ''},
    },
    where,
  );
  if (typeof state === 'string') {
    console.log(`[publish] ${state}`);
    const status = build(await newsChecked());
    if (status === 0) console.log(`[publish] full build, ${seconds()} s`);
    process.exit(status);
  }
  await publish(state, {code, codeFiles}, lastBuild);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

async function publish(
  last: PublishState,
  {code, codeFiles}: {code: string; codeFiles: Record<string, string>},
  /** The last build's files; a walk is let go once handed on, being hundreds of megabytes at 30,000 stories. */
  lastBuild: LastBuildFiles,
) {
  // Built when no content file changed, too, once the clock has reached a moment that changes the
  // site (src/lib/clockChange.ts): a scheduled story comes out, a breaking story leaves the lead (the
  // home page and the first news list page follow it), a new Tehran day begins. Before it, nothing.
  const content = contentDigests(ROOT);
  const changes = contentChanges(last.content, content);
  const files = [...changes.added, ...changes.changed, ...changes.removed];
  console.log(
    `[publish] as of ${describeTehranTime(buildNow())}; the last build was as of ${describeTehranTime(last.now)}`,
  );
  console.log(
    `[publish] since the last build: ${changes.added.length} added, ${changes.changed.length} changed, ${changes.removed.length} removed content file(s)${files.length > 0 ? `: ${files.join(', ')}` : ''}`,
  );
  if (nothingToPublish(last, changes, buildNow())) {
    // A scheduled publish (every quarter of an hour) mostly finds this: it costs the checks above.
    console.log(
      `[publish] nothing to write: the site as of now is the last build's, and stays so until ${describeTehranTime(last.nextClockChange!)} unless the content changes (the next moment a scheduled story comes out, a breaking story stops leading or a Tehran day begins); ${path.relative(ROOT, target) || '.'} is left as it was, ${seconds()} s`,
    );
    newsCheck.stop();
    return;
  }
  // The build records the digests this command took: it need not read the checkout again.
  const digestsFile = path.join(
    mkdtempSync(path.join(tmpdir(), 'nerkhnama-publish-')),
    'sources.json',
  );
  process.on('exit', () =>
    rmSync(path.dirname(digestsFile), {recursive: true, force: true}),
  );
  writeSourceDigests(digestsFile, {code, codeFiles, content});
  const lastFilesFile = path.join(
    path.dirname(digestsFile),
    'last-build.ndjson',
  );
  const listed = lastBuild.keptFile ?? (lastBuild.files && lastFilesFile);
  if (lastBuild.files) {
    writeFolderListing(lastFilesFile, target, lastBuild.files);
  }
  lastBuild.files = undefined;
  const cache = prepareBundleCache(ROOT, code);
  console.log(
    `[publish] bundling with ${path.relative(ROOT, cache.dir)}: ${cache.warm ? 'the cache the last build or publish of this code left (only what changed is bundled again)' : 'no cache of this code yet (bundled whole, and kept for the next publish)'}`,
  );
  const checked = await newsChecked();
  const status = build({
    ...checked,
    [PUBLISH_FROM_ENV]: target,
    [LIST_LAYOUTS_FROM_ENV]: path.join(target, PUBLISH_STATE),
    [BUNDLE_CACHE_ENV]: cache.dir,
    [SOURCE_DIGESTS_ENV]: digestsFile,
    ...(listed && {[LAST_BUILD_FILES_ENV]: listed}),
  });
  if (status !== 0) process.exit(status);
  const written = JSON.parse(
    readFileSync(path.join(target, PUBLISH_CHANGES), 'utf8'),
  ) as PublishChanges;
  const changed =
    written.added.length + written.changed.length + written.removed.length;
  console.log(
    `[publish] ${written.locales} locales, ${count(written.rendered)} pages rendered of ${count(written.routes)}, ${count(changed)} files changed (${written.added.length} added, ${written.changed.length} changed, ${written.removed.length} removed; listed in ${path.relative(ROOT, path.join(target, PUBLISH_CHANGES))}), ${seconds()} s`,
  );
}
