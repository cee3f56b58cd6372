/**
 * What a page looks like once core's static rendering wrote it: its template (core,
 * ssg/ssgTemplate.html.js) gives each file of the page's bundles a `<script src="…" defer>` in the
 * head, and the HTML minifier (`future.faster.swcHtmlMinimizer`) drops quotes and shortens
 * attributes. A page these patterns cannot read throws instead of passing through unchanged.
 */
import './installed';
import {copyFile, mkdir, rm} from 'node:fs/promises';
import path from 'node:path';

const APP_SCRIPT =
  /<script\s+src=["']?([^"'\s>]*\/assets\/js\/[^"'\s>]+\.js)["']?\s+defer(?:=["']?defer["']?)?\s*>\s*<\/script>/gi;
/** Any script element loading a bundle file, whatever its form: each must be an APP_SCRIPT. */
const ANY_BUNDLE_SCRIPT = /<script\b[^>]*\bsrc=["']?[^"'\s>]*\/assets\/js\//gi;

const changed = (page: string, what: string) =>
  new Error(
    `docusaurus-internals: ${page} ${what}; Docusaurus changed how its pages load their scripts (see src/docusaurus-internals/README.md).`,
  );

/** The page's app scripts (the entry's files, then its route chunks), in order. */
export function appScriptsOf(html: string, page = 'the page'): string[] {
  const scripts = [...html.matchAll(APP_SCRIPT)].map((m) => m[1]);
  if (scripts.length === 0) {
    throw changed(page, 'has no `<script src=… defer>` of its bundles');
  }
  const all = html.match(ANY_BUNDLE_SCRIPT)?.length ?? 0;
  if (all !== scripts.length) {
    throw changed(
      page,
      `loads ${all} bundle scripts, of which ${scripts.length} in the expected \`<script src=… defer>\` form`,
    );
  }
  return scripts;
}

/** The page without its app scripts, `replacement` standing where the first one was. */
export function replaceAppScripts(html: string, replacement: string): string {
  let inserted = false;
  return html.replace(APP_SCRIPT, () => {
    if (inserted) return '';
    inserted = true;
    return replacement;
  });
}

/** Whether the page already references `url` in an attribute: quoted, or unquoted as the minifier leaves simple values. */
export const referencesUrl = (html: string, url: string) =>
  html.includes(`"${url}"`) || html.includes(`=${url}`);

/** Where the build keeps a few pages as core's renderer wrote them, for the post-build tests (tests/internals). */
export const renderedSamplesDir = (generatedFilesDir: string, locale: string) =>
  path.join(generatedFilesDir, 'docusaurus-internals', 'rendered', locale);

/** Copies these pages (paths relative to the locale's output folder) before anything rewrites them. */
export async function keepRenderedSamples(
  outDir: string,
  samplesDir: string,
  pages: readonly string[],
): Promise<void> {
  await rm(samplesDir, {recursive: true, force: true});
  for (const page of pages) {
    await mkdir(path.dirname(path.join(samplesDir, page)), {recursive: true});
    await copyFile(path.join(outDir, page), path.join(samplesDir, page));
  }
}
