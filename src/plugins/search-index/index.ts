/**
 * Builds the locale's Pagefind index after `docusaurus build` into `{outDir}/pagefind/` (fa:
 * `build/pagefind/`, en: `build/en/pagefind/`). Indexed: listed articles (body, title, tags,
 * date), tag pages (title) and information pages (title, body); not lists, not the not-found page,
 * not unlisted pages, not navigation chrome. All text goes through `normalizePersian` (see
 * `records.ts`); the search box normalises the query the same way. The prices pages are indexed
 * as pages (title and tables), so «قیمت دلار» finds `/prices/usd`. A page's body is read from
 * the page as it will be served, and kept by the digest of its HTML for the next build
 * (`bodyCache.ts`): a publish parses only the pages it rendered, and reads only those, a copied
 * page's digest being among the last build's page facts (publish-pages/pageFacts.ts).
 *
 * The index is a main index and the articles' parts (`parts.ts`); a publish takes each index whose
 * documents are those of the last build's from that build, and writes only the others.
 */
import {execFile} from 'node:child_process';
import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {pipeline} from 'node:stream/promises';
import {tmpdir} from 'node:os';
import {promisify} from 'node:util';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import {createHash} from 'node:crypto';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {formatLongDate} from '../../lib/format';
import {listedRecords} from '../../lib/newsRecord';
import {toSiteLocale} from '../../config/locales';
import {
  bodyText,
  documentLine,
  documentSource,
  type SearchPage,
} from './records';
import {
  bodyAppender,
  bodyCacheFile,
  bodyWriter,
  loadBodies,
  pageKey,
} from './bodyCache';
import {pagesFinal} from '../client-routing/pagesFinal';
import {MARKET_PLUGIN, type MarketContent} from '../market';
import {searchPagePath} from './route';
import {
  htmlFileOf,
  localeOutDir,
} from '../../docusaurus-internals/node/buildOutput';
import {PUBLISH_FROM_ENV} from '../publish-pages/files';
import {linkOrCopy} from '../publish-pages/linkOrCopy';
import {keptFacts, lastBuildFacts} from '../publish-pages/pageFacts';
import {
  isPartFolder,
  PARTS_FILE,
  MAX_PART_PAGES,
  partsTooLarge,
  splitIntoParts,
  type SearchParts,
} from './parts';

const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
/** Pagefind writes its own UIs too; the site has its own box, so these are removed. */
const UNUSED_BUNDLE_FILES = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
];

/** What a page's text is read with: the cache's entries are only as good as this code and its parser. */
const bodyCode = (siteDir: string) =>
  createHash('sha1')
    .update(readFileSync(path.join(__dirname, 'records.ts')))
    .update(
      readFileSync(path.join(siteDir, 'node_modules/cheerio/package.json')),
    )
    .digest('hex');

/** Pagefind's Node API runs in a child process: see write-index.mjs for why. */
const WRITER = path.join(__dirname, 'write-index.mjs');
const run = promisify(execFile);

/** A page from its data; `withBody`: its body is read from the built page in postBuild. */
type PendingPage = SearchPage & {withBody?: true};

export default function searchIndexPlugin(context: LoadContext): Plugin {
  let pending: PendingPage[] = [];
  return {
    name: 'nerkhnama-search-index',
    async contentLoaded({actions}) {
      // The search page (every result, paged) at /search and /en/search.
      actions.addRoute({
        path: searchPagePath(context.baseUrl),
        component: '@site/src/components/SearchPage',
        exact: true,
      });
    },
    async allContentLoaded({allContent}) {
      const locale = toSiteLocale(context.i18n.currentLocale);
      const blog = allContent[BLOG_PLUGIN]?.default as BlogContent | undefined;
      const docs = allContent[DOCS_PLUGIN]?.default as DocsContent | undefined;
      if (!blog || !docs) {
        throw new Error(
          `The search index needs the blog (${BLOG_PLUGIN}) and docs (${DOCS_PLUGIN}) plugins.`,
        );
      }
      const articles: PendingPage[] = listedRecords(blog.blogPosts).map(
        (record) => ({
          kind: 'article',
          url: record.permalink,
          title: record.title,
          date: record.date,
          dateText: formatLongDate(record.date, locale),
          tags: record.tags.map((tag) => tag.label),
          withBody: true,
        }),
      );
      const tags: PendingPage[] = Object.values(blog.blogTags)
        .filter((tag) => !tag.unlisted)
        .map((tag) => ({kind: 'tag', url: tag.permalink, title: tag.label}));
      const pages: PendingPage[] = docs.loadedVersions
        .flatMap((version) => version.docs)
        .filter((doc) => !doc.unlisted)
        .map((doc) => ({
          kind: 'page',
          url: doc.permalink,
          title: doc.title,
          withBody: true,
        }));
      const market = allContent[MARKET_PLUGIN]?.default as
        MarketContent | undefined;
      const prices: PendingPage[] = (market?.pages ?? []).map((page) => ({
        kind: 'page',
        url: page.url,
        title: page.title,
        withBody: true,
      }));
      pending = [...articles, ...tags, ...pages, ...prices];
    },
    async postBuild({outDir}) {
      const language = toSiteLocale(context.i18n.currentLocale);
      const lang =
        context.i18n.localeConfigs[context.i18n.currentLocale]?.htmlLang ??
        language;
      const code = bodyCode(context.siteDir);
      const cacheFile = bodyCacheFile(
        context.siteDir,
        context.i18n.currentLocale,
      );
      const cached = await loadBodies(cacheFile, code);
      if (cached.unusable) {
        console.log(
          `[${context.i18n.currentLocale}] search index: the page texts kept in ${path.relative(context.siteDir, cacheFile)} are not used (${cached.unusable}); every page is read again.`,
        );
      }
      const lastDir = lastBuildDir(context);
      // A publish adds its few new texts to the file; a full build writes it anew, its pages only.
      const kept =
        lastDir && !cached.unusable && cached.bodies.size > 0
          ? bodyAppender(cacheFile, cached.bodies)
          : bodyWriter(cacheFile, code);
      let reused = 0;
      // Pages are read as they will be served, so a publish that copies one finds its key.
      await pagesFinal();
      // A page a publish copied is the last build's file: the key of its text is in that build's facts.
      const lastFacts = lastDir ? lastBuildFacts(lastDir) : new Map();
      /** A page's text: as kept for the same HTML, else read from it. */
      async function pageBody(url: string): Promise<string> {
        const copiedKey = keptFacts(
          outDir,
          pageFile(url, context.baseUrl),
          lastFacts,
        )?.searchKey;
        const copied =
          copiedKey === undefined ? undefined : cached.bodies.get(copiedKey);
        if (copied !== undefined) {
          reused += 1;
          await kept.add(copiedKey!, copied);
          return copied;
        }
        const html = await readPage(outDir, context.baseUrl, url);
        const key = pageKey(html);
        const known = cached.bodies.get(key);
        if (known !== undefined) reused += 1;
        const body = known ?? bodyText(html, url);
        await kept.add(key, body);
        return body;
      }
      function* documentLines(pages: readonly SearchPage[]) {
        for (const page of pages) {
          yield documentLine(page, lang);
        }
      }
      const {main, parts} = splitIntoParts(pending);
      for (const part of partsTooLarge(parts)) {
        console.warn(
          `[${context.i18n.currentLocale}] search index: ${part.name} holds ${part.pages.length} pages, more than the ${MAX_PART_PAGES - 1} its date weight keeps apart from the next part (parts.ts); a search by date may put some of its pages among the next part's.`,
        );
      }
      const indexes = [{name: '', pages: main}, ...parts];
      const outputPath = path.join(outDir, 'pagefind');
      const lastOutputPath = lastDir && path.join(lastDir, 'pagefind');
      const workDir = await mkdtemp(path.join(tmpdir(), 'nerkhnama-search-'));
      const written: string[] = [];
      const taken: string[] = [];
      try {
        // One documents file an index, one document a line, written as it is made: the archive's text
        // is never one string. An index whose documents are the last build's (the same digest of what
        // they are made from) is that build's index, file for file, and its documents are not made.
        // The digest leaves out the code that makes them: a publish runs only on the code of the
        // build it follows (scripts/publish/state.ts), and a full build has no last index to take.
        const documents: Array<{dir: string; digest: string}> = [];
        const toWrite: Array<{dir: string; file: string}> = [];
        try {
          const writer = writerCode(context.siteDir);
          for (const [n, {name, pages}] of indexes.entries()) {
            const digest = createHash('sha256').update(writer).update(lang);
            const withBodies: SearchPage[] = [];
            for (const page of pages) {
              const {withBody, ...fields} = page;
              const body = withBody ? await pageBody(page.url) : undefined;
              const document = {...fields, body};
              digest.update(documentSource(document));
              withBodies.push(document);
            }
            const dir = path.join(outputPath, name);
            const hex = digest.digest('hex');
            documents.push({dir, digest: hex});
            if (
              lastOutputPath &&
              indexHolds(path.join(lastOutputPath, name), hex)
            ) {
              continue;
            }
            const file = path.join(workDir, `documents-${n}.ndjson`);
            await pipeline(documentLines(withBodies), createWriteStream(file));
            toWrite.push({dir, file});
          }
          await kept.close();
        } catch (error) {
          await kept.discard();
          throw error;
        }
        if (toWrite.length > 0) {
          const {stdout} = await run(
            process.execPath,
            [
              WRITER,
              language,
              ...toWrite.flatMap(({file, dir}) => [file, dir]),
            ],
            {cwd: context.siteDir},
          );
          written.push(stdout);
        }
        for (const {dir, digest} of documents) {
          if (!toWrite.some((index) => index.dir === dir)) {
            copyIndex(
              path.join(lastOutputPath!, path.relative(outputPath, dir)),
              dir,
            );
            taken.push(path.relative(outputPath, dir) || 'main');
          }
          writeFileSync(path.join(dir, DOCUMENTS_DIGEST), `${digest}\n`);
        }
      } finally {
        await rm(workDir, {recursive: true, force: true});
      }
      const listed: SearchParts = {parts: parts.map(({name}) => name)};
      writeFileSync(
        path.join(outputPath, PARTS_FILE),
        `${JSON.stringify(listed)}\n`,
      );
      await Promise.all([
        ...UNUSED_BUNDLE_FILES.map((file) =>
          rm(path.join(outputPath, file), {force: true}),
        ),
        // A part is read by the main index's engine: it needs none of its own.
        ...parts.map(({name}) => pruneEngine(path.join(outputPath, name))),
      ]);
      process.stdout.write(
        `[${context.i18n.currentLocale}] search index: ${reused} page texts kept from the last build; ${indexes.length} indexes (the main one and ${parts.length} ${parts.length === 1 ? 'part' : 'parts'})${taken.length ? `, ${taken.length} taken unchanged from the last build (${taken.join(', ')})` : ''}\n${written
          .flatMap((out) => out.split('\n').filter(Boolean))
          .map((line) => `[${context.i18n.currentLocale}] ${line}\n`)
          .join('')}`,
      );
    },
  };
}

/** Beside each index: the digest of the documents it was written from (with the writer's code). */
const DOCUMENTS_DIGEST = '.documents';

/** What makes an index from its documents: the writer and Pagefind's version. */
const writerCode = (siteDir: string) =>
  createHash('sha256')
    .update(readFileSync(WRITER))
    .update(
      readFileSync(path.join(siteDir, 'node_modules/pagefind/package.json')),
    )
    .digest('hex');

/** The last build's folder for this locale, when a publish follows it (scripts/publish.ts). */
function lastBuildDir(context: LoadContext): string | undefined {
  const from = process.env[PUBLISH_FROM_ENV];
  return from
    ? localeOutDir(context.siteDir, from, context.baseUrl)
    : undefined;
}

/** Whether the index in `dir` was written from documents of this digest. */
function indexHolds(dir: string, digest: string): boolean {
  const file = path.join(dir, DOCUMENTS_DIGEST);
  return (
    existsSync(file) &&
    readFileSync(file, 'utf8').trim() === digest &&
    existsSync(path.join(dir, 'pagefind-entry.json'))
  );
}

/**
 * The last build's index in `from`, into `to`, as hard links (a copy across file systems): not the
 * parts inside the main index's folder, which are indexes of their own, nor the files written anew
 * (the digest, the list of parts) or made after the build (gzip copies), which are never written
 * through a link into the last build.
 */
function copyIndex(from: string, to: string): void {
  mkdirSync(to, {recursive: true});
  for (const entry of readdirSync(from, {withFileTypes: true})) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      if (!isPartFolder(entry.name)) copyIndex(source, target);
    } else if (
      entry.name !== DOCUMENTS_DIGEST &&
      entry.name !== PARTS_FILE &&
      !entry.name.endsWith('.gz')
    ) {
      linkOrCopy(source, target);
    }
  }
}

/** Pagefind's engine in a part's folder: the script, its worker and WebAssembly, which the main index's engine serves. */
async function pruneEngine(dir: string): Promise<void> {
  const engine = /^(pagefind(-worker)?\.js|wasm\..+\.pagefind)$/;
  await Promise.all(
    readdirSync(dir)
      .filter((file) => engine.test(file) || UNUSED_BUNDLE_FILES.includes(file))
      .map((file) => rm(path.join(dir, file), {force: true})),
  );
}

/** A permalink's page file, relative to the locale's folder (permalinks may come percent-encoded; files are named decoded). */
const pageFile = (url: string, baseUrl: string) =>
  htmlFileOf(decodeURIComponent(url), baseUrl);

/** A permalink's built page. */
async function readPage(
  outDir: string,
  baseUrl: string,
  url: string,
): Promise<string> {
  const file = path.join(outDir, pageFile(url, baseUrl));
  if (!existsSync(file)) {
    throw new Error(`search index: no built page for ${url} (${file})`);
  }
  return readFile(file, 'utf8');
}
