/**
 * The deploy config and gzip copies of a built site (`npm run deploy:config`, and the last step of
 * `npm run build`, `npm run publish` and the shards' merge before the swap): deploy/nginx.conf
 * (committed), `_headers`, `_redirects` and nginx's map of short links in the site, and a `.gz`
 * beside each text file for nginx's gzip_static. The CSP lists the hashes of the site's inline
 * scripts, so this runs once every page is written.
 *
 * One walk of the site serves every part, and is handed back with the files this step added, so
 * the publish state and the list of changes that follow (scripts/publish/record.ts) do not walk
 * 600,000 files again at 30,000 stories a language.
 */
import {readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {hashSource, inlineScripts} from '../deploy/csp';
import {renderNginxConf, shortLinksMapLines} from '../deploy/nginx';
import {precompress} from '../deploy/precompress';
import {SHORT_LINKS_MAP} from '../deploy/rules';
import {cleanUrlOf, redirectLines, renderHeaders} from '../deploy/staticHost';
import {writeLines} from '../deploy/writeLines';
import {
  factsSummary,
  keptFacts,
  PAGE_FACTS_FILE,
  readSiteFacts,
} from '../src/plugins/publish-pages/pageFacts';
import {listFolder, type FolderListing} from './fileHashes';
import {isPublishFile} from './publish/state';

/** More distinct inline scripts than this means per-page scripts, which hashes do not scale to. */
const MAX_DISTINCT_INLINE_SCRIPTS = 20;

/** The site's files this step reads and writes: all but the publish's own (publish/state.ts). */
export const siteFile = (relativePath: string) => !isPublishFile(relativePath);

/** The site's files but the gzip copies, and its pages, from one walk. */
function siteFiles(listing: FolderListing) {
  const files = [...listing.keys()].filter((file) => !file.endsWith('.gz'));
  return {
    files,
    htmlFiles: files.filter((file) => file.endsWith('.html')).sort(),
  };
}

/**
 * The hashes of the inline scripts of every page: as each page's render kept them
 * (src/plugins/publish-pages/pageFacts.ts) while it is the same file, else read from it. With
 * `factsFinal` (the build's own deploy step, each locale's facts written after its last write to its
 * pages), the hashes of all the pages a locale's facts describe are taken at once from their first
 * line, and only the pages they do not describe are read: at 30,000 stories a language the other way
 * parses 108 MB of facts and looks at 93,000 pages.
 */
function inlineScriptHashes(
  buildDir: string,
  files: readonly string[],
  htmlFiles: readonly string[],
  factsFinal = false,
): string[] {
  const hashes = new Set<string>();
  const described = factsFinal
    ? summarizedPages(buildDir, files, hashes)
    : undefined;
  const toRead = described
    ? htmlFiles.filter((file) => !described.has(file))
    : htmlFiles;
  const facts = described ? new Map() : readSiteFacts(buildDir, files);
  for (const file of toRead) {
    const kept = keptFacts(buildDir, file, facts)?.inlineScripts;
    for (const hash of kept ??
      inlineScripts(readFileSync(path.join(buildDir, file), 'utf8')).map(
        hashSource,
      )) {
      hashes.add(hash);
    }
  }
  if (hashes.size > MAX_DISTINCT_INLINE_SCRIPTS) {
    throw new Error(
      `${hashes.size} distinct inline scripts in ${htmlFiles.length} pages: a CSP of hashes cannot list them all. Move per-page scripts into a bundle.`,
    );
  }
  return [...hashes];
}

/**
 * The pages every locale's facts summary describes (pageFacts.ts, factsSummary), their hashes added
 * to `hashes`; undefined, `hashes` untouched, when a locale's facts have no summary.
 */
function summarizedPages(
  buildDir: string,
  files: readonly string[],
  hashes: Set<string>,
): Set<string> | undefined {
  const pages = new Set<string>();
  const found = new Set<string>();
  for (const file of files) {
    if (path.basename(file) !== PAGE_FACTS_FILE) continue;
    const localeDir = path.dirname(file);
    const summary = factsSummary(path.join(buildDir, localeDir));
    if (!summary) return undefined;
    for (const page of summary.pages) {
      pages.add(path.posix.join(localeDir, page).replace(/^\//, ''));
    }
    for (const hash of summary.inlineScripts) found.add(hash);
  }
  for (const hash of found) hashes.add(hash);
  return pages;
}

/** deploy/nginx.conf as the site in `buildDir` needs it. */
export function nginxConfFor(buildDir: string): {
  conf: string;
  hashes: number;
} {
  const {files, htmlFiles} = siteFiles(listFolder(buildDir, () => true));
  const hashes = inlineScriptHashes(buildDir, files, htmlFiles);
  return {conf: renderNginxConf(hashes), hashes: hashes.length};
}

export interface DeployFiles {
  /** The site's files once this step is done (`siteFile`), as one walk and this step's writes found them. */
  listing: FolderListing;
  pages: number;
  hashes: number;
  gzip: {files: number; before: number; after: number; reused: number};
}

/**
 * Writes the deploy config and the gzip copies of the site in `buildDir`. With `reuseFrom` (the
 * build a publish replaces) and its listing as the publish walked it, the gzip copies of unchanged
 * files are taken from it without a look at that folder (deploy/precompress.ts).
 */
export async function writeDeployFiles(input: {
  buildDir: string;
  nginxConf: string;
  reuseFrom?: string;
  lastListing?: FolderListing;
  /** Each locale's page facts were written after its last write to its pages (inlineScriptHashes). */
  factsFinal?: boolean;
  /** Every file of `buildDir` as the caller walked them (listFolder, nothing left out), if it did. */
  walked?: FolderListing;
}): Promise<DeployFiles> {
  const {buildDir} = input;
  // Every file, the pages' kept facts among them (a publish file, but what spares reading each page).
  const listing = input.walked ?? listFolder(buildDir, () => true);
  const {files, htmlFiles} = siteFiles(listing);
  // The gzip copies first: once it has found which copies to take from the last build, it links
  // them on other threads, and compresses on workers, while this one writes the config.
  const gzipping = precompress(buildDir, files, input.reuseFrom, undefined, {
    files: listing,
    last: input.reuseFrom ? input.lastListing : undefined,
  });
  gzipping.catch(() => {}); // awaited below, unless the config fails first
  const hashes = inlineScriptHashes(
    buildDir,
    files,
    htmlFiles,
    input.factsFinal,
  );
  for (const file of listing.keys()) if (!siteFile(file)) listing.delete(file);
  writeFileSync(input.nginxConf, renderNginxConf(hashes));
  const written = ['_headers', '_redirects', SHORT_LINKS_MAP];
  writeFileSync(path.join(buildDir, '_headers'), renderHeaders(hashes));
  writeLines(path.join(buildDir, '_redirects'), redirectLines(htmlFiles));
  writeLines(
    path.join(buildDir, SHORT_LINKS_MAP),
    shortLinksMapLines(
      htmlFiles
        .map(cleanUrlOf)
        .filter((url): url is string => url !== undefined),
    ),
  );
  for (const file of written) {
    const {dev, ino, size} = statSync(path.join(buildDir, file));
    listing.set(file, {dev, ino, size});
  }
  const gzip = await gzipping;
  for (const file of gzip.removed) listing.delete(file);
  for (const [file, facts] of gzip.copies) listing.set(file, facts);
  return {
    listing,
    pages: htmlFiles.length,
    hashes: hashes.length,
    gzip: {
      files: gzip.files,
      before: gzip.before,
      after: gzip.after,
      reused: gzip.reused,
    },
  };
}

/** What `writeDeployFiles` wrote, in two lines (`folder`: the site's folder as the reader knows it). */
export function describeDeployFiles(
  folder: string,
  written: DeployFiles,
  reusing: boolean,
): string {
  const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
  const {gzip} = written;
  return [
    `Wrote deploy/nginx.conf, ${folder}/_headers and _redirects (${written.pages} pages, ${written.hashes} inline script hashes).`,
    `Precompressed ${gzip.files} files: ${mb(gzip.before)} MB → ${mb(gzip.after)} MB gzip${reusing ? ` (${gzip.reused} copies taken from the last build, unchanged)` : ''}.`,
  ].join('\n');
}
