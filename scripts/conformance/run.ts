/**
 * `npm run test:conformance`: the standard validators over the whole production build (build/):
 * the W3C Nu HTML checker on every page, every feed through a feed parser, every sitemap against
 * the official XSDs, and every page's social cards and JSON-LD. Exits 1 on any problem.
 *
 *   npm run test:conformance [-- --only html,feeds,sitemaps,head] [--dir build] [--all] [--jobs 2]
 *
 * `--jobs N` runs the Nu checker as N processes, one core each: worth it where nothing else runs
 * beside this command (`npm test` runs it beside the shards check, with one).
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {builtFiles, isFeed, isPage, isSitemap} from './builtSite';
import {checkFeeds} from './feeds';
import {checkHeads} from './head';
import {checkHtml} from './html';
import {formatResults, type CheckResult} from './report';
import {checkSitemaps} from './sitemaps';

const CHECKS = ['html', 'feeds', 'sitemaps', 'head'] as const;

const {values} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    only: {type: 'string'},
    all: {type: 'boolean', default: false},
    jobs: {type: 'string', default: '1'},
  },
});
const jobs = Number(values.jobs);
if (!Number.isInteger(jobs) || jobs < 1) {
  throw new Error(
    `--jobs ${values.jobs}: not a number of processes. Fix: a whole number from 1.`,
  );
}
const buildDir = path.resolve(values.dir);
const only = new Set(values.only ? values.only.split(',') : CHECKS);
for (const name of only) {
  if (!(CHECKS as readonly string[]).includes(name)) {
    throw new Error(
      `--only ${name}: not a check. Fix: one of ${CHECKS.join(', ')}.`,
    );
  }
}

const files = builtFiles(buildDir);
const fileSet = new Set(files);
const pages = files.filter(isPage);

async function timed(run: () => Promise<CheckResult | CheckResult[]>) {
  const start = performance.now();
  const results = [await run()].flat();
  const seconds = (performance.now() - start) / 1000;
  return results.map((r) => ({...r, seconds: seconds / results.length}));
}

async function main() {
  // The Nu checker (a JVM a job) runs while Node does the rest.
  const html = only.has('html')
    ? timed(() => checkHtml(buildDir, pages, jobs))
    : Promise.resolve([]);
  const rest = [];
  const feedLanguage = (file: string) =>
    file.startsWith('en/') ? 'en' : 'fa-IR';
  if (only.has('feeds')) {
    rest.push(
      ...(await timed(async () =>
        checkFeeds(buildDir, files.filter(isFeed), fileSet, feedLanguage),
      )),
    );
  }
  if (only.has('sitemaps')) {
    rest.push(
      ...(await timed(() =>
        checkSitemaps(buildDir, files.filter(isSitemap), fileSet),
      )),
    );
  }
  if (only.has('head')) {
    rest.push(...(await timed(() => checkHeads(buildDir, pages, fileSet))));
  }
  const results = [...(await html), ...rest];

  console.log(formatResults(results, values.all ? Infinity : 20));
  if (results.some((r) => r.problems.length > 0)) process.exit(1);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
