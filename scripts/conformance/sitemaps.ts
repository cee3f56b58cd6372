/**
 * Every sitemap of the build validated by xmllint (libxml2) against the official schemas in
 * `schemas/` (sitemaps.org's and Google News's), and every `<loc>` percent-encoded and a page (or,
 * in an index, a sitemap) of the build; no file past the protocol's 50,000 URLs, which the schema
 * does not count, and every part listed by the index beside it.
 */
import {execFile} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import {brand} from '../../src/config/brand';
import {fileOfUrl, isPercentEncoded} from './builtSite';
import type {CheckResult} from './report';

const SCHEMA = path.join(import.meta.dirname, 'schemas', 'sitemaps.xsd');

/** The `<loc>` values of a sitemap (entities decoded: `&amp;` is `&`). */
export function sitemapLocs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) =>
    m[1].replace(/&amp;/g, '&'),
  );
}

/** The protocol's limit of URLs (or sitemaps, in an index) a file. */
const MAX_LOCS = 50_000;

/** Problems of the sitemaps as a set: a file over the limit, a part its folder's index does not list. */
export function sitemapSetProblems(
  locsOf: ReadonlyMap<string, readonly string[]>,
  siteUrl: string,
): string[] {
  const problems: string[] = [];
  for (const [file, locs] of locsOf) {
    if (locs.length > MAX_LOCS) {
      problems.push(
        `${file}: ${locs.length} URLs, past the protocol's ${MAX_LOCS}`,
      );
    }
    if (!/(^|\/)sitemap-[^/]+\.xml$/.test(file)) continue;
    const index = path.posix.join(path.posix.dirname(file), 'sitemap.xml');
    const url = `${siteUrl}/${file}`;
    if (!locsOf.get(index)?.includes(url)) {
      problems.push(`${file}: not listed by ${index}`);
    }
  }
  return problems;
}

export function locProblems(
  locs: readonly string[],
  exists: (file: string) => boolean,
): string[] {
  const problems: string[] = [];
  for (const loc of locs) {
    if (!isPercentEncoded(loc)) {
      problems.push(`<loc> not percent-encoded: ${loc}`);
    }
    const file = fileOfUrl(loc);
    if (!file || !exists(file)) {
      problems.push(`<loc> is not a page of the build: ${loc}`);
    }
  }
  return problems;
}

export async function checkSitemaps(
  buildDir: string,
  sitemaps: readonly string[],
  files: ReadonlySet<string>,
): Promise<CheckResult> {
  const paths = sitemaps.map((s) => path.join(buildDir, s));
  // xmllint exits 3 on a validity error and writes one line per error, plus "x validates" or
  // "x fails to validate" per file, on stderr.
  const output = await promisify(execFile)(
    'xmllint',
    ['--noout', '--schema', SCHEMA, ...paths],
    {maxBuffer: 64 * 1024 * 1024},
  ).then(
    (r) => r.stderr,
    (error: {stderr?: string; code?: unknown}) => {
      if (error.code === 'ENOENT') {
        throw new Error(
          'xmllint is not installed (Debian: apt-get install libxml2-utils).',
        );
      }
      return String(error.stderr ?? error);
    },
  );
  const problems = output
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.endsWith(' validates'))
    .map((line) => line.replace(`${buildDir}${path.sep}`, ''));
  let urls = 0;
  const locsOf = new Map<string, string[]>();
  for (const sitemap of sitemaps) {
    const locs = sitemapLocs(
      readFileSync(path.join(buildDir, sitemap), 'utf8'),
    );
    locsOf.set(sitemap, locs);
    urls += locs.length;
    problems.push(
      ...locProblems(locs, (f) => files.has(f)).map((p) => `${sitemap}: ${p}`),
    );
  }
  problems.push(...sitemapSetProblems(locsOf, brand.siteUrl));
  return {
    tool: 'sitemaps (xmllint, sitemaps.org + Google News XSD)',
    checked: sitemaps.length,
    unit: `sitemaps (${urls} URLs)`,
    problems,
  };
}
