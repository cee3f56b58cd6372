/** Where `docusaurus build` writes things, as core 3.10.2 lays them out. */
import './installed';
import path from 'node:path';
import {assertPackageMentions} from './packages';

/** The folder holding the server bundle during static rendering, inside the locale's output folder (core, webpack/server.js). */
export const SERVER_BUNDLE_FOLDER = '__server';

assertPackageMentions(
  '@docusaurus/core',
  'lib/webpack/server.js',
  [`path_1.default.join(props.outDir, '${SERVER_BUNDLE_FOLDER}')`],
  'the build with separate bundle sides (scripts/build.ts)',
);

/** A locale's output folder, as core derives it (server/site.js): the out dir plus the locale's base URL. */
export function localeOutDir(
  siteDir: string,
  outDir: string,
  baseUrl: string,
): string {
  return path.resolve(siteDir, outDir, `.${baseUrl}`);
}

/** Where static rendering reads the server bundle of a locale. */
export const serverBundleDir = (localeDir: string) =>
  path.join(localeDir, SERVER_BUNDLE_FOLDER);

/**
 * The HTML file of a route with `trailingSlash: false`: `/en/news` → `/news.html` under the locale's
 * folder (baseUrl `/en/`); a route named as a file (`/en/404.html`) is that file, as core's static
 * rendering names it (ssg/ssgUtils.js, pathnameToFilename).
 */
export function htmlFileOf(routePath: string, baseUrl: string): string {
  const relative = routePath.slice(baseUrl.length - 1);
  if (/\.html?$/i.test(relative)) return relative;
  return relative === '/' ? '/index.html' : `${relative}.html`;
}
