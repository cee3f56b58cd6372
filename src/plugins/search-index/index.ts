/**
 * Builds the locale's Pagefind index after `docusaurus build` into `{outDir}/pagefind/` (fa:
 * `build/pagefind/`, en: `build/en/pagefind/`). Indexed: listed articles (body, title, tags,
 * date), tag pages (title) and information pages (title, body); not lists, not the not-found page,
 * not unlisted pages, not navigation chrome. All text goes through `normalizePersian` (see
 * `records.ts`); the search box normalises the query the same way. The prices pages are indexed
 * as pages (title and tables), so «قیمت دلار» finds `/prices/usd`. A page's body is read from
 * the page as it will be served, and kept by the digest of its HTML for the next build
 * (`bodyCache.ts`): a publish parses only the pages it rendered.
 */
import {execFile} from 'node:child_process';
import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {pipeline} from 'node:stream/promises';
import {tmpdir} from 'node:os';
import {promisify} from 'node:util';
import {createWriteStream, existsSync, readFileSync} from 'node:fs';
import {createHash} from 'node:crypto';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {formatLongDate} from '../../lib/format';
import {listedRecords} from '../../lib/newsRecord';
import {toSiteLocale} from '../../config/locales';
import {bodyText, recordHtml, type SearchPage} from './records';
import {bodyCacheFile, bodyWriter, loadBodies, pageKey} from './bodyCache';
import {pagesFinal} from '../client-routing/pagesFinal';
import {MARKET_PLUGIN, type MarketContent} from '../market';
import {searchPagePath} from './route';
import {htmlFileOf} from '../../docusaurus-internals/node/buildOutput';

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
      const kept = bodyWriter(cacheFile, code);
      let reused = 0;
      // Pages are read as they will be served, so a publish that copies one finds its key.
      await pagesFinal();
      async function* documentLines() {
        for (const page of pending) {
          const body = page.withBody ? await pageBody(page.url) : undefined;
          const html = recordHtml({...page, body}, lang).html;
          yield `${JSON.stringify({url: page.url, html})}\n`;
        }
      }
      /** A page's text: as kept for the same HTML, else read from it. */
      async function pageBody(url: string): Promise<string> {
        const html = await readPage(outDir, context.baseUrl, url);
        const key = pageKey(html);
        const known = cached.bodies.get(key);
        if (known !== undefined) reused += 1;
        const body = known ?? bodyText(html, url);
        await kept.add(key, body);
        return body;
      }
      const outputPath = path.join(outDir, 'pagefind');
      const documentsFile = path.join(
        await mkdtemp(path.join(tmpdir(), 'nerkhnama-search-')),
        'documents.ndjson',
      );
      try {
        // One document a line, written as it is read: the archive's text is never one string.
        try {
          await pipeline(documentLines(), createWriteStream(documentsFile));
          await kept.close();
        } catch (error) {
          await kept.discard();
          throw error;
        }
        const {stdout} = await run(
          process.execPath,
          [WRITER, documentsFile, outputPath, language],
          {cwd: context.siteDir},
        );
        process.stdout.write(
          `[${context.i18n.currentLocale}] search index: ${reused} page texts kept from the last build\n[${context.i18n.currentLocale}] ${stdout}`,
        );
      } finally {
        await rm(path.dirname(documentsFile), {recursive: true, force: true});
      }
      await Promise.all(
        UNUSED_BUNDLE_FILES.map((file) =>
          rm(path.join(outputPath, file), {force: true}),
        ),
      );
    },
  };
}

/** A permalink's built page (permalinks may come percent-encoded; files are named decoded). */
async function readPage(
  outDir: string,
  baseUrl: string,
  url: string,
): Promise<string> {
  const file = path.join(outDir, htmlFileOf(decodeURIComponent(url), baseUrl));
  if (!existsSync(file)) {
    throw new Error(`search index: no built page for ${url} (${file})`);
  }
  return readFile(file, 'utf8');
}
