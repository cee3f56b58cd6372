/**
 * The version guard, run when any node module of this folder loads: the build, the dev server and
 * the scripts stop with a clear message on any Docusaurus release other than the one this folder was
 * read against, instead of running on private files that may have changed.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {WRITTEN_FOR} from '../version';
import {packageDir} from './packages';

/** The packages whose private files or behaviour the touchpoints rely on; Docusaurus releases them together. */
export const GUARDED_PACKAGES = [
  '@docusaurus/core',
  '@docusaurus/bundler',
  '@docusaurus/faster',
  '@docusaurus/mdx-loader',
  '@docusaurus/plugin-content-blog',
  '@docusaurus/theme-classic',
  '@docusaurus/theme-common',
  '@docusaurus/utils',
] as const;

export function installedVersion(name: string): string {
  return (
    JSON.parse(
      readFileSync(path.join(packageDir(name), 'package.json'), 'utf8'),
    ) as {version: string}
  ).version;
}

/** Throws, naming each package and what to do, when a version differs from `expected`. */
export function assertVersions(
  versions: Readonly<Record<string, string>>,
  expected = WRITTEN_FOR,
): void {
  const other = Object.entries(versions).filter(
    ([, version]) => version !== expected,
  );
  if (other.length === 0) return;
  throw new Error(
    [
      `Docusaurus ${other.map(([name, version]) => `${name}@${version}`).join(', ')} is installed, but src/docusaurus-internals was written for ${expected}.`,
      'It reaches into Docusaurus files that are not public API (the table in src/docusaurus-internals/README.md) and they may have changed.',
      'To upgrade: check each touchpoint of that table against the new release, run `npm run check:swizzles` and the post-build tests (`npm run build && npm run test:internals`),',
      'then set WRITTEN_FOR in src/docusaurus-internals/version.ts.',
    ].join('\n'),
  );
}

function assertInstalledVersions(): void {
  assertVersions(
    Object.fromEntries(
      GUARDED_PACKAGES.map((name) => [name, installedVersion(name)]),
    ),
  );
}

assertInstalledVersions();
