/**
 * Environment variables through which the build steers `docusaurus build`. None is documented API,
 * and Docusaurus may rename or drop them in any release. So when this module loads it checks that
 * the installed Docusaurus still reads each one, and fails with the file and the line it expected.
 */
import './installed';
import {CURRENT_LOCALE_ENV} from '../names';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {assertPackageMentions, packageDir} from './packages';

export {CURRENT_LOCALE_ENV};

/** `docusaurus build` bundles, then exits before rendering a page (core, commands/build/buildLocale.js). */
export const EXIT_AFTER_BUNDLING_ENV = 'DOCUSAURUS_EXIT_AFTER_BUNDLING';

/** `docusaurus build` renders from the bundles already on disk, without bundling (core, commands/build/buildLocale.js). */
export const SKIP_BUNDLING_ENV = 'DOCUSAURUS_SKIP_BUNDLING';

/** The generated-files folder's name instead of `.docusaurus` (utils, constants.js). */
export const GENERATED_DIR_ENV = 'DOCUSAURUS_GENERATED_FILES_DIR_NAME';

/** The folder Docusaurus generates its modules into when GENERATED_DIR_ENV is unset (utils, constants.js). */
export const DEFAULT_GENERATED_DIR = '.docusaurus';

/** How much memory an SSG worker thread may hold before Docusaurus replaces it (core, ssg/ssgEnv.js; default 1 GB). */
export const SSG_WORKER_MEMORY_ENV =
  'DOCUSAURUS_SSG_WORKER_THREAD_RECYCLER_MAX_MEMORY';

/** The default of SSG_WORKER_MEMORY_ENV, in bytes (core, ssg/ssgEnv.js). */
export const SSG_WORKER_DEFAULT_MEMORY = 1_000_000_000;

/** What each file must still contain for these variables to work as the build expects. */
export const ENV_READS = [
  {
    name: '@docusaurus/core',
    file: 'lib/commands/build/buildLocale.js',
    needles: [
      `process.env.${EXIT_AFTER_BUNDLING_ENV} === 'true'`,
      `process.env.${SKIP_BUNDLING_ENV} === 'true'`,
      `process.env.${CURRENT_LOCALE_ENV} = locale`,
    ],
  },
  {
    name: '@docusaurus/core',
    file: 'lib/commands/start/start.js',
    needles: [`process.env.${CURRENT_LOCALE_ENV} = cliOptions.locale`],
  },
  {
    name: '@docusaurus/core',
    file: 'lib/ssg/ssgEnv.js',
    needles: [`.${SSG_WORKER_MEMORY_ENV}`, `${SSG_WORKER_DEFAULT_MEMORY}`],
  },
  {
    name: '@docusaurus/utils',
    file: 'lib/constants.js',
    needles: [`process.env.${GENERATED_DIR_ENV} ?? '${DEFAULT_GENERATED_DIR}'`],
  },
] as const;

for (const {name, file, needles} of ENV_READS) {
  assertPackageMentions(
    name,
    file,
    needles,
    'the build (scripts/build.ts) and the site config',
  );
}

/** The `docusaurus` command of the installed core, from its package.json `bin`. */
export function docusaurusCli(): string {
  const dir = packageDir('@docusaurus/core');
  const {bin} = JSON.parse(
    readFileSync(path.join(dir, 'package.json'), 'utf8'),
  ) as {bin?: {docusaurus?: string}};
  if (!bin?.docusaurus) {
    throw new Error(
      'docusaurus-internals: @docusaurus/core no longer declares a `docusaurus` command in its package.json.',
    );
  }
  return path.join(dir, bin.docusaurus);
}
