/** The build the post-build tests read: build/ and its generated-files folder (the default locale's, with the other locales' inside it). */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_LOCALE,
  LOCALES,
  localeBaseUrl,
  type Locale,
} from '../../src/config/locales';
import {renderedSamplesDir} from '../../src/docusaurus-internals/node/builtHtml';
import {
  localeGeneratedDir,
  PRODUCTION_GENERATED_DIR,
} from '../../src/plugins/bundle-sides/side';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const BUILD = path.join(ROOT, 'build');
export const GENERATED = path.join(ROOT, PRODUCTION_GENERATED_DIR);

if (
  !existsSync(path.join(BUILD, 'index.html')) ||
  !existsSync(path.join(GENERATED, 'routes.js'))
) {
  throw new Error(
    'tests/internals read a production build: run `npm run build` first.',
  );
}

export {LOCALES, type Locale};

/** A locale's output folder under build/. */
export const localeDir = (locale: Locale) =>
  path.join(BUILD, localeBaseUrl(locale));

export const readGenerated = (file: string) =>
  readFileSync(path.join(GENERATED, file), 'utf8');

/** A page as core's renderer wrote it, before the site's postBuild rewrote it (kept by client-routing). */
export const renderedPage = (locale: Locale, page: string) =>
  readFileSync(
    path.join(
      renderedSamplesDir(
        localeGeneratedDir(GENERATED, locale, DEFAULT_LOCALE),
        locale,
      ),
      page,
    ),
    'utf8',
  );

/** The same page as the build leaves it. */
export const builtPage = (locale: Locale, page: string) =>
  readFileSync(path.join(localeDir(locale), page), 'utf8');

/** The file under build/ of a URL path the pages use (`/en/assets/js/main.x.js`). */
export const builtFileOf = (url: string) => path.join(BUILD, decodeURI(url));
