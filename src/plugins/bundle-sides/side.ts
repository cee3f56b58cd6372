/**
 * Which side of the bundle (client or server) a `docusaurus build` process compiles, as
 * scripts/build.ts asks through NERKHNAMA_BUNDLE_SIDE, and where a server-side process leaves its
 * bundle for the script to move into the locale's output folder. Unset: both sides, as Docusaurus
 * does.
 */
import path from 'node:path';
import {
  DEFAULT_GENERATED_DIR,
  GENERATED_DIR_ENV,
} from '../../docusaurus-internals/node/env';

export const BUNDLE_SIDE_ENV = 'NERKHNAMA_BUNDLE_SIDE';

export type BundleSide = 'client' | 'server';

export function bundleSideOf(
  env: Record<string, string | undefined>,
): BundleSide | undefined {
  const value = env[BUNDLE_SIDE_ENV];
  if (value === undefined || value === '') return undefined;
  if (value === 'client' || value === 'server') return value;
  throw new Error(
    `${BUNDLE_SIDE_ENV}="${value}": expected "client" or "server", or unset to bundle both sides.`,
  );
}

/** Whether a bundler config of this side is the one this process compiles. */
export const compilesSide = (side: BundleSide | undefined, isServer: boolean) =>
  side === undefined || side === (isServer ? 'server' : 'client');

/**
 * scripts/build.ts gives production builds a generated-files folder of their own (GENERATED_DIR_ENV),
 * so a dev server running from `.docusaurus` is not rewritten under its feet.
 */
export const PRODUCTION_GENERATED_DIR = '.docusaurus-build';

/**
 * A locale's generated-files folder in a build: the default locale's is the build's folder, another
 * locale's a sub-folder of it. Every process rewrites `routes.js`, `registry.js`… there as it loads
 * the site, so locales built side by side (scripts/build.ts) each need their own.
 */
export const localeGeneratedDir = (
  buildDir: string,
  locale: string,
  defaultLocale: string,
) => (locale === defaultLocale ? buildDir : path.join(buildDir, locale));

const generatedDirName = (
  env: Record<string, string | undefined> = process.env,
) => env[GENERATED_DIR_ENV] || DEFAULT_GENERATED_DIR;

/**
 * Outside the output folder: the client side's process clears that folder before it compiles, and
 * may run at the same time. Inside the generated-files folder of the locale's processes
 * (`generatedDir`, relative to the site; by default this process's).
 */
export const stagedServerBundleDir = (
  siteDir: string,
  locale: string,
  generatedDir = generatedDirName(),
) =>
  path.join(
    siteDir,
    generatedDir,
    'nerkhnama-bundle-sides',
    `server-${locale}`,
  );
