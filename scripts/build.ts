/**
 * `npm run build`: `docusaurus build`, one locale after the other, each bundled, then rendered
 * in a process of its own.
 *
 *   tsx scripts/build.ts                               # both locales, into build/
 *   tsx scripts/build.ts --locale fa --out-dir /tmp/x  # any `docusaurus build` option passes through
 *   tsx scripts/build.ts --bundle-sides separate       # force either way of bundling (buildPlan.ts)
 *
 * Rspack keeps the native memory of a compilation until its process exits: about 0.6 MB per
 * article for each of the client and server bundles, which Docusaurus compiles together. So the
 * bundling process exits before a second one loads the site again, renders every page and runs
 * postBuild, reading the bundles from disk (Docusaurus 3.10's own switches, in commands/build/
 * buildLocale.js: DOCUSAURUS_EXIT_AFTER_BUNDLING, DOCUSAURUS_SKIP_BUNDLING). From 1,000 articles
 * on, the server and the client side are also bundled by separate processes, one after the other
 * (src/plugins/bundle-sides, NERKHNAMA_BUNDLE_SIDE). Each process costs one "Load site", about
 * 1.5 s per locale at 158 articles. Figures: README, "Benchmark".
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync, renameSync, rmSync} from 'node:fs';
import path from 'node:path';
import {DEFAULT_LOCALE, LOCALES, localeBaseUrl, type Locale} from '../src/config/locales';
import {BUNDLE_SIDE_ENV, stagedServerBundleDir} from '../src/plugins/bundle-sides/side';
import {bundleSides, localeOutDir, planBuild, type BuildPlan} from './buildPlan';

const ROOT = path.resolve(import.meta.dirname, '..');
const DOCUSAURUS = path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

let plan: BuildPlan;
try {
  plan = planBuild(process.argv.slice(2), LOCALES, DEFAULT_LOCALE);
} catch (error) {
  fail((error as Error).message.replace(/^build: /, ''), 2);
}
const {locales, passThrough, outDir} = plan;

type Phase = 'bundle' | 'server' | 'client' | 'render';

const PHASE_ENV: Record<Phase, Record<string, string>> = {
  bundle: {DOCUSAURUS_EXIT_AFTER_BUNDLING: 'true'},
  server: {[BUNDLE_SIDE_ENV]: 'server', DOCUSAURUS_EXIT_AFTER_BUNDLING: 'true'},
  client: {[BUNDLE_SIDE_ENV]: 'client', DOCUSAURUS_EXIT_AFTER_BUNDLING: 'true'},
  render: {DOCUSAURUS_SKIP_BUNDLING: 'true'},
};
const PHASE_NAME: Record<Phase, string> = {bundle: 'bundling', server: 'bundling the server side of', client: 'bundling the client side of', render: 'rendering'};

function fail(message: string, code = 1): never {
  console.error(`build: ${message}`);
  process.exit(code);
}

function docusaurusBuild(locale: string, phase: Phase) {
  const result = spawnSync(process.execPath, [DOCUSAURUS, 'build', '--locale', locale, ...passThrough], {cwd: ROOT, env: {...process.env, ...PHASE_ENV[phase]}, stdio: 'inherit'});
  if (result.status !== 0) fail(`${PHASE_NAME[phase]} the ${locale} site failed (exit ${result.status ?? result.signal}).`, result.status ?? 1);
}

const articleCount = readdirSync(path.join(ROOT, 'news')).filter((file) => /\.mdx?$/.test(file)).length;
const sides = bundleSides(articleCount, plan.bundleSides);

/** The separate server side leaves its bundle aside (the client side clears the output folder); static site generation reads it from `{outDir}/__server`. */
function moveServerBundle(locale: string) {
  const staged = stagedServerBundleDir(ROOT, locale);
  if (!existsSync(staged)) fail(`the server side of the ${locale} site left no bundle in ${staged}.`);
  const serverDir = path.join(localeOutDir(ROOT, outDir, localeBaseUrl(locale as Locale)), '__server');
  rmSync(serverDir, {recursive: true, force: true});
  renameSync(staged, serverDir);
}

for (const locale of locales) {
  if (sides === 'together') docusaurusBuild(locale, 'bundle');
  else {
    docusaurusBuild(locale, 'server');
    docusaurusBuild(locale, 'client');
    moveServerBundle(locale);
  }
  docusaurusBuild(locale, 'render');
}
