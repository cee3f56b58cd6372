/**
 * What the steps after rendering need to know of a built page, read from its HTML once and kept
 * beside the locale's pages (`.publish-pages.ndjson`, one page a line) for the next publish: whether
 * it may be copied (copyable.ts), the key of its text in the search index (bodyCache.ts) and the
 * hashes of its inline scripts for the CSP (deploy/csp.ts).
 *
 * A publish copies most pages from the last build as hard links, so a copied page is the same file
 * as the one the facts were read from: same device, inode, size and modification time (its
 * identity). A page whose identity is the one kept takes the kept facts without being read; any
 * other page (rendered, patched, or whatever changed it) is read again. So at 5,000 stories a
 * language a publish reads the few dozen pages it wrote, not the 15,000 it copied, three times.
 * A file of another format, or a line that does not parse, is no facts at all: every page is read.
 */
import {
  existsSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
  type Stats,
} from 'node:fs';
import path from 'node:path';
import {hashSource, inlineScripts} from '../../../deploy/csp';
import {breakingBarIn, type BreakingStory} from '../../lib/breakingFile';
import {pageKey} from '../search-index/bodyCache';
import {
  anchorsIn,
  bootPreloads,
  buildFilesNamed,
  isNoIndexPage,
  showsPriceStrip,
  showsSidebar,
} from './copyable';
import {sidebarDigest} from './sidebarPatch';
import {processShared} from '../../lib/processShared';

/** The facts' file in a locale's output folder; a publish file, never served (state.ts, isPublishFile). */
export const PAGE_FACTS_FILE = '.publish-pages.ndjson';
const FORMAT = 2;

export interface PageFacts {
  /** The key of the page's text in the search index (bodyCache.ts, pageKey). */
  searchKey: string;
  noIndex: boolean;
  sidebar: boolean;
  /** Which stories its sidebars link to, as one digest (sidebarPatch.ts, sidebarDigest). */
  sidebarLinks?: string;
  strip: boolean;
  breaking?: BreakingStory;
  /** The bundle and route data files it names, and those its boot list preloads (copyable.ts). */
  buildFiles: string[];
  bootPreloads: string[];
  anchors: string[];
  /** The CSP hashes of its inline scripts. */
  inlineScripts: string[];
}

/**
 * Everything the later steps read from a page, from its HTML, as strings of their own. The facts of
 * every page of a locale are kept until the locale is done, and a substring V8 cuts from the page
 * (a regular expression's match, a `slice`) is a view that keeps the whole page alive: at 30,000
 * stories a language the kept facts held every Persian page whole, about 120 KB each, and the
 * rendering process ran out of heap in postBuild (3.9 GB live) under Node's default limit. Copied
 * through JSON, each page's facts hold about 1.3 KB.
 */
export function factsOf(html: string, baseUrl: string): PageFacts {
  return JSON.parse(JSON.stringify(factsViewing(html, baseUrl))) as PageFacts;
}

/** The facts, as views into the page's HTML. */
function factsViewing(html: string, baseUrl: string): PageFacts {
  const breaking = breakingBarIn(html);
  const sidebar = showsSidebar(html);
  return {
    searchKey: pageKey(html),
    noIndex: isNoIndexPage(html),
    sidebar,
    ...(sidebar && {sidebarLinks: sidebarDigest(html)}),
    strip: showsPriceStrip(html),
    ...(breaking && {breaking}),
    buildFiles: buildFilesNamed(html, baseUrl),
    bootPreloads: bootPreloads(html, baseUrl),
    anchors: anchorsIn(html),
    inlineScripts: inlineScripts(html).map(hashSource),
  };
}

/** Same device, inode, size and modification time: the same file, unchanged. */
const identityOf = (stat: Stats) =>
  `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeMs}`;

interface KeptFacts {
  identity: string;
  facts: PageFacts;
}

/** The facts kept in a locale's output folder, by page file (relative, as htmlFileOf names it). */
export type KnownFacts = ReadonlyMap<string, KeptFacts>;

/** The facts kept in `localeDir`; none when the file is missing, of another format or damaged. */
export function readFacts(localeDir: string): KnownFacts {
  const file = path.join(localeDir, PAGE_FACTS_FILE);
  const known = new Map<string, KeptFacts>();
  if (!existsSync(file)) return known;
  try {
    const [header, ...lines] = readFileSync(file, 'utf8').split('\n');
    if ((JSON.parse(header) as {format?: unknown}).format !== FORMAT) {
      return new Map();
    }
    for (const line of lines) {
      if (!line) continue;
      const [page, identity, facts] = JSON.parse(line) as [
        string,
        string,
        PageFacts,
      ];
      known.set(page, {identity, facts});
    }
  } catch {
    return new Map();
  }
  return known;
}

/**
 * The facts the last build kept in `localeDir`, read once a process however many steps look its
 * pages up (the pages a publish copies, the search index's texts): at 30,000 stories a language the
 * file is 54 MB a locale. A publish never writes into the build it follows, so the file stays as read.
 */
export function lastBuildFacts(localeDir: string): KnownFacts {
  const read = processShared(
    'lastBuildPageFacts',
    () => new Map<string, KnownFacts>(),
  );
  let known = read.get(localeDir);
  if (!known) {
    known = readFacts(localeDir);
    read.set(localeDir, known);
  }
  return known;
}

/** The facts kept for the page `file` of `localeDir` when it is still the same file; else undefined. */
export function keptFacts(
  localeDir: string,
  file: string,
  known: KnownFacts,
): PageFacts | undefined {
  const kept = known.get(file);
  if (!kept) return undefined;
  const stat = statSync(path.join(localeDir, file), {throwIfNoEntry: false});
  return stat && identityOf(stat) === kept.identity ? kept.facts : undefined;
}

/**
 * The facts of the page `file` of `localeDir`: those kept for it when it is the same file, else
 * read from it. Undefined when there is no such file.
 */
export function pageFacts(
  localeDir: string,
  file: string,
  known: KnownFacts,
  baseUrl: string,
): {facts: PageFacts; identity: string} | undefined {
  const full = path.join(localeDir, file);
  const stat = statSync(full, {throwIfNoEntry: false});
  if (!stat) return undefined;
  const identity = identityOf(stat);
  const kept = known.get(file);
  if (kept?.identity === identity) return {facts: kept.facts, identity};
  return {facts: factsOf(readFileSync(full, 'utf8'), baseUrl), identity};
}

/**
 * Keeps the facts of these pages in `localeDir`, for the steps after this one and the next publish.
 * The first line also holds every inline script hash of the pages together (`FactsHeader`): the
 * deploy step of the same build takes the CSP's hashes from it without reading every page's facts.
 */
export function writeFacts(
  localeDir: string,
  pages: Iterable<readonly [string, {facts: PageFacts; identity: string}]>,
): void {
  const lines = [''];
  const inlineScripts = new Set<string>();
  for (const [page, {identity, facts}] of pages) {
    lines.push(JSON.stringify([page, identity, facts]));
    for (const hash of facts.inlineScripts) inlineScripts.add(hash);
  }
  const header: FactsHeader = {
    format: FORMAT,
    inlineScripts: [...inlineScripts].sort(),
  };
  lines[0] = JSON.stringify(header);
  const file = path.join(localeDir, PAGE_FACTS_FILE);
  writeFileSync(`${file}.partial`, `${lines.join('\n')}\n`);
  renameSync(`${file}.partial`, file);
}

interface FactsHeader {
  format: number;
  /** The inline script hashes of all the pages below, each once. */
  inlineScripts?: string[];
}

/**
 * What the facts in `localeDir` say of all its pages at once: the pages they describe and the inline
 * script hashes those hold, from the first line and each line's page name (not its facts). As true
 * as the pages are as their render left them: for the deploy step of the build that wrote them.
 * Undefined when the file is missing, of another format or has no hashes in its first line.
 */
export function factsSummary(
  localeDir: string,
): {pages: string[]; inlineScripts: string[]} | undefined {
  const file = path.join(localeDir, PAGE_FACTS_FILE);
  if (!existsSync(file)) return undefined;
  try {
    const [first, ...lines] = readFileSync(file, 'utf8').split('\n');
    const header = JSON.parse(first) as FactsHeader;
    const {inlineScripts} = header;
    if (
      header.format !== FORMAT ||
      !Array.isArray(inlineScripts) ||
      !inlineScripts.every((hash) => typeof hash === 'string')
    ) {
      return undefined;
    }
    const pages = lines
      .filter(Boolean)
      // A line opens with its page's name, a JSON string: `["/news/….html","dev:ino:…",{…}]`.
      .map(
        (line) => JSON.parse(line.slice(1, line.indexOf('",') + 1)) as string,
      );
    return {pages, inlineScripts};
  } catch {
    return undefined;
  }
}

/**
 * Every page's kept facts in a built site, by the page's path from the site's folder (`en/news.html`),
 * from each locale's facts file among `files` (the site's files, relative).
 */
export function readSiteFacts(
  siteDir: string,
  files: readonly string[],
): KnownFacts {
  const known = new Map<string, KeptFacts>();
  for (const file of files) {
    if (path.basename(file) !== PAGE_FACTS_FILE) continue;
    const localeDir = path.dirname(file);
    for (const [page, kept] of readFacts(path.join(siteDir, localeDir))) {
      known.set(path.posix.join(localeDir, page).replace(/^\//, ''), kept);
    }
  }
  return known;
}
