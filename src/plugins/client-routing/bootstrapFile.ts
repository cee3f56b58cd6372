/**
 * The page's bootstrap as a file (its source: ./bootstrap/): compiled at build time into one small script named by
 * a hash of its content, which the CSP allows as any of the site's own scripts ('self'). Editing it changes the
 * file's name, not the CSP, so the committed nginx config stays as it is.
 */
import {createHash} from 'node:crypto';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {buildSync} from 'esbuild';

/**
 * Under a locale's output folder: `assets/` holds hashed names, cached for a year (deploy/rules.ts); not in
 * `assets/js/`, the app's bundles, which the end-to-end tests hold back to test the page before the app.
 */
const FOLDER = 'assets/boot';

/** The compiled script and its path under a locale's output folder. */
export function bootstrapFile(): {code: string; file: string} {
  const {outputFiles} = buildSync({
    entryPoints: [path.join(__dirname, 'bootstrap/entry.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    // What the site's browserslist reaches; every browser with `navigator.clipboard` or `requestIdleCallback`.
    target: 'es2020',
    charset: 'utf8',
    legalComments: 'none',
    write: false,
  });
  const code = outputFiles[0].text;
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 8);
  return {code, file: `${FOLDER}/bootstrap.${hash}.js`};
}

/** Writes the bootstrap into a locale's output folder; returns its URL. */
export function writeBootstrap(outDir: string, baseUrl: string): string {
  const {code, file} = bootstrapFile();
  mkdirSync(path.join(outDir, FOLDER), {recursive: true});
  writeFileSync(path.join(outDir, file), code);
  return `${baseUrl}${file}`;
}
