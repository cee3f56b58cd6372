/**
 * The version guard, run when any node module of this folder loads: the build, the dev server and
 * the scripts stop with a clear message on a Docusaurus outside the minor line this folder was read
 * against (version.ts), instead of running on private files that may have changed. Patches pass: the
 * touchpoints' own shape checks throw if one changes a format.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {isSupported, READ_AGAINST, SUPPORTED_RANGE} from '../version';
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

/** Throws, naming each package and what to do, when a version is outside the supported range. */
export function assertVersions(
  versions: Readonly<Record<string, string>>,
): void {
  const other = Object.entries(versions).filter(
    ([, version]) => !isSupported(version),
  );
  if (other.length === 0) return;
  throw new Error(
    [
      `Docusaurus ${other.map(([name, version]) => `${name}@${version}`).join(', ')} is installed, but src/docusaurus-internals supports ${SUPPORTED_RANGE} (read against ${READ_AGAINST}).`,
      'It reaches into Docusaurus files that are not public API (the table in src/docusaurus-internals/README.md) and they may have changed.',
      'To upgrade: check each touchpoint of that table against the new release, run `npm run check:swizzles` and the post-build tests (`npm run build && npm run test:internals`),',
      'then set SUPPORTED and READ_AGAINST in src/docusaurus-internals/version.ts.',
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
