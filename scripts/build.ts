/**
 * `npm run build`: `docusaurus build`, one locale after the other, each in two processes.
 *
 *   tsx scripts/build.ts                               # both locales, into build/
 *   tsx scripts/build.ts --locale fa --out-dir /tmp/x  # any `docusaurus build` option passes through
 *
 * Rspack keeps the native memory of a compilation until its process exits: after bundling 5,000
 * articles the build process held 6–7 GB through static site generation and postBuild, which then
 * added their own on top. Here one process bundles (DOCUSAURUS_EXIT_AFTER_BUNDLING) and exits; a
 * second loads the site again, renders every page and runs postBuild (DOCUSAURUS_SKIP_BUNDLING),
 * reading the bundles from disk. Both switches are Docusaurus 3.10's own (commands/build/
 * buildLocale.js); the second process costs one more "Load site", about 2 s per locale at 158
 * articles. Figures: README, "Benchmark".
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {DEFAULT_LOCALE, LOCALES} from '../src/config/locales';
import {planBuild, type BuildPlan} from './buildPlan';

const ROOT = path.resolve(import.meta.dirname, '..');
const DOCUSAURUS = path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

let plan: BuildPlan;
try {
  plan = planBuild(process.argv.slice(2), LOCALES, DEFAULT_LOCALE);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const {locales, passThrough} = plan;

function docusaurusBuild(locale: string, phase: 'bundle' | 'render') {
  const env = {...process.env, [phase === 'bundle' ? 'DOCUSAURUS_EXIT_AFTER_BUNDLING' : 'DOCUSAURUS_SKIP_BUNDLING']: 'true'};
  const result = spawnSync(process.execPath, [DOCUSAURUS, 'build', '--locale', locale, ...passThrough], {cwd: ROOT, env, stdio: 'inherit'});
  if (result.status !== 0) {
    console.error(`build: ${phase === 'bundle' ? 'bundling' : 'rendering'} the ${locale} site failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

for (const locale of locales) {
  docusaurusBuild(locale, 'bundle');
  docusaurusBuild(locale, 'render');
}
