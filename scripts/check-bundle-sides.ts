/**
 * `npm run test:bundle-sides` (part of `npm test`, after `npm run build`): an archive of 1,000
 * articles or more is bundled by one process per side (scripts/buildPlan.ts, src/plugins/
 * bundle-sides), the 158-article site by one process for both, and the e2e suite checks the
 * latter. Here the default locale is built again with separate sides, into a temporary folder,
 * and must come out byte for byte as in build/.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {DEFAULT_LOCALE, LOCALES} from '../src/config/locales';
import {fileHashes} from './fileHashes';
import {comparedPath, siteDifferences} from './sameSite';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUILD = path.join(ROOT, 'build');
const otherLocales = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
/** The default locale's files as Docusaurus writes them (sameSite.ts). */
const hashes = (dir: string) =>
  fileHashes(dir, (relative) => comparedPath(relative, otherLocales));

if (!existsSync(path.join(BUILD, 'index.html'))) {
  console.error(
    'check-bundle-sides: no build in build/: run `npm run build` first.',
  );
  process.exit(1);
}
/** Builds the default locale with separate sides into `outDir` and compares it with build/. */
function compareSeparateSides(outDir: string): {
  compared: number;
  differences: string[];
} {
  const build = spawnSync(
    'npx',
    [
      'tsx',
      'scripts/build.ts',
      '--locale',
      DEFAULT_LOCALE,
      '--bundle-sides',
      'separate',
      '--out-dir',
      outDir,
    ],
    {cwd: ROOT, stdio: 'inherit'},
  );
  if (build.status !== 0) {
    return {
      compared: 0,
      differences: [
        `the ${DEFAULT_LOCALE} build with separate sides failed (exit ${build.status ?? build.signal})`,
      ],
    };
  }
  const expected = hashes(BUILD);
  return {
    compared: expected.size,
    differences: siteDifferences(expected, hashes(outDir)),
  };
}

const outDir = mkdtempSync(path.join(tmpdir(), 'nerkhnama-sides-'));
const started = Date.now();
let result: {compared: number; differences: string[]};
try {
  result = compareSeparateSides(outDir);
} finally {
  rmSync(outDir, {recursive: true, force: true});
}
const {compared, differences} = result;
if (differences.length) {
  console.error(
    `check-bundle-sides: bundling each side in its own process changed the ${DEFAULT_LOCALE} site (${differences.length}):`,
  );
  for (const line of differences.slice(0, 20)) console.error(`  ${line}`);
  process.exit(1);
}
console.log(
  `check-bundle-sides: ${compared} files of the ${DEFAULT_LOCALE} site identical with separate sides (in ${((Date.now() - started) / 1000).toFixed(1)} s).`,
);
