/**
 * The pages side of `npm run publish` (scripts/publish.ts), in every build's rendering process.
 *
 * Once the content is loaded, it describes each page of the locale by the inputs it shows
 * (pageRules.ts), from the articles' records and the market days, and leaves those digests for the
 * build script to keep in the output folder's state (`publishPagesFile`). When the script names
 * the last build (PUBLISH_FROM_ENV), the page digests kept with it decide what this process
 * renders: a page whose inputs did not change is copied from the last build (its regions that
 * may lag as they were, unless what they show no longer stands), every other route
 * (and every route the rules do not describe: information pages, search, 404, author pages) is
 * rendered. The whole-site steps after rendering (feeds, sitemaps, search index, images) run as
 * in a full build, over the copied and the rendered pages alike. A publish's bundling keeps
 * Rspack's persistent cache in the folder the script names (BUNDLE_CACHE_ENV).
 *
 * What the copy checks, the search index and the deploy config read from a page is read once, when
 * the page is written, and kept beside the locale's pages with the page's file identity
 * (pageFacts.ts): a copied page, a hard link to the last build's, is never read again.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {writeFile} from 'node:fs/promises';
import {createHash} from 'node:crypto';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {
  htmlFileOf,
  localeOutDir,
} from '../../docusaurus-internals/node/buildOutput';
import {
  renderOnly,
  checkEachLinkOnce,
  routesLeftOut,
} from '../../docusaurus-internals/node/ssgSubset';
import {pagesFinal} from '../client-routing/pagesFinal';
import {writtenModuleDigest} from '../../docusaurus-internals/node/openFiles';
import {articleMetadataPath} from '../../docusaurus-internals/node/blogPlugin';
import {contentDigest} from '../../lib/writtenFiles';
import {
  lastBuildFacts as lastFactsIn,
  pageFacts,
  writeFacts,
  type KnownFacts,
} from './pageFacts';
import {cardOf} from '../../lib/newsCard';
import {newsRecordOf} from '../../lib/newsRecord';
import {tehranDay} from '../../lib/tehranTime';
import {buildNow} from '../../lib/schedule';
import {NEWS_PAGE_SIZE} from '../../config/newsPageSize';
import {toSiteLocale} from '../../config/locales';
import {RELATED_COUNT} from '../news-images';
import {
  INSTRUMENT_NEWS_COUNT,
  MARKET_PLUGIN,
  type MarketContent,
} from '../market';
import {marketPages} from '../market/routes';
import {
  laggingSidebars,
  sidebarArticles,
  type SidebarArticle,
  pageChanges,
  pageDigests,
  routeKey,
  sidebarEntries,
  type SidebarItem,
  type ArticleFacts,
  type LocaleFacts,
  type MarketFacts,
} from './pageRules';
import {keepBundlerCacheIn} from '../../docusaurus-internals/node/bundler';
import {EXIT_AFTER_BUNDLING_ENV} from '../../docusaurus-internals/node/env';
import {
  BUNDLE_CACHE_ENV,
  PUBLISH_FROM_ENV,
  PUBLISH_STATE,
  publishPagesFile,
  type PublishPages,
} from './files';
import {anchorsIn, preloadsMatch} from './copyable';
import {
  PRICE_STRIP_FILE,
  stripAsOf,
  stripStillStands,
} from '../../lib/market/stripFile';
import type {StripView} from '../../lib/market/view';

/** The strip the last build's pages were rendered with (none if that build did not write it). */
function lastStrip(lastDir: string): StripView | null {
  const file = path.join(lastDir, PRICE_STRIP_FILE);
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as StripView | null)
    : null;
}
import {pagePreloadsFile} from '../client-routing';
import {normalizePath} from '../client-routing/routePath';
import {breakingBarStands} from '../../lib/breakingFile';
import {linkWithGzipCopy} from './linkOrCopy';
import {keptListLayouts} from '../news-blog/listRoutes';
import {nextClockChangeOfNews} from '../news-blog/clock';
import {sidebarPatcher} from './sidebarPatch';
import type {PagePreload} from '../client-routing/routeDataPlugin';
import type {PublishState} from '../../../scripts/publish/state';
import {NEWS_SIDEBAR_COUNT} from '../../config/blog';

const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';

/** A post's sidebar entry, as the blog's sidebar prop gives it (props.js, toBlogSidebarProp). */
const sidebarItem = (post: BlogContent['blogPosts'][number]): SidebarItem => ({
  permalink: routeKey(post.metadata.permalink),
  title: post.metadata.frontMatter.sidebar_label ?? post.metadata.title,
  date: new Date(post.metadata.date).toISOString(),
  unlisted: !!post.metadata.unlisted,
});

/** Whether this `docusaurus build` exits after bundling (scripts/build.ts's bundling processes). */
const bundlingOnly = () => process.env[EXIT_AFTER_BUNDLING_ENV] === 'true';

const digest = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * What an article's page is made from: its text, and its metadata as the module the page imports
 * holds it (the blog's `createData`, `JSON.stringify(metadata, null, 2)`). That module's digest was
 * taken when it was written (`writtenModuleDigest`), so it is looked up rather than the metadata
 * serialised and hashed again: at 30,000 stories that was about 2.7 s of each locale's load. Where
 * no digest was taken (the dev server), the same string is hashed here: the same value.
 */
function articleSourceDigest(
  post: BlogContent['blogPosts'][number],
  generatedFilesDir: string,
): string {
  const metadata =
    writtenModuleDigest(
      articleMetadataPath(post.metadata.source, generatedFilesDir),
    ) ?? contentDigest(JSON.stringify(post.metadata, null, 2));
  return createHash('sha256')
    .update(post.content)
    .update('\0')
    .update(metadata)
    .digest('hex');
}

export default function publishPagesPlugin(context: LoadContext): Plugin {
  const locale = context.i18n.currentLocale;
  const {baseUrl} = context;
  const prefix = baseUrl.replace(/\/$/, '');
  const result: PublishPages = {
    pages: {},
    sidebar: {},
    lists: {},
    rendered: 0,
    routes: 0,
  };
  return {
    name: 'nerkhnama-publish-pages',
    // A publish bundles with the cache the last publish of this code left (scripts/publish.ts):
    // Rspack rebuilds only the modules whose files changed, and writes what a cold build writes.
    // A folder a locale, as the locales' processes may run side by side.
    configureWebpack(config) {
      const cacheDir = process.env[BUNDLE_CACHE_ENV];
      if (cacheDir) keepBundlerCacheIn(config, path.join(cacheDir, locale));
      return {};
    },
    async allContentLoaded({allContent}) {
      // A process that only bundles renders nothing: the digests and the pages to copy are the
      // rendering process's (at 5,000 stories a language, about half a second a process).
      if (bundlingOnly()) return;
      // Every page's menus and sidebar are the same links: the broken-link check takes each once.
      if (process.env.NODE_ENV === 'production') checkEachLinkOnce();
      const blog = allContent[BLOG_PLUGIN]?.default as BlogContent | undefined;
      if (!blog) {
        throw new Error(
          `The publish pages need the blog plugin (${BLOG_PLUGIN}).`,
        );
      }
      const market = allContent[MARKET_PLUGIN]?.default as
        MarketContent | undefined;
      // How the news-blog plugin cut each list into pages in this process (listRoutes.ts).
      result.lists = {...keptListLayouts()};
      const facts = localeFacts(blog, market);
      result.pages = Object.fromEntries(
        Object.entries(pageDigests(facts)).map(([route, pageDigest]) => [
          routeKey(route),
          pageDigest,
        ]),
      );
      // Every article's sidebar entry, and the sidebar this build renders: the blog's newest
      // posts, as its plugin picks them (routes.js, sidebarBlogPosts).
      const articles = sidebarArticles(blog.blogPosts.map(sidebarItem));
      result.sidebar = sidebarEntries(
        blog.blogPosts.slice(0, NEWS_SIDEBAR_COUNT).map(sidebarItem),
      );
      const from = process.env[PUBLISH_FROM_ENV];
      if (from) {
        followLastBuild(from, articles, listedTitles(facts.articles), market);
      }
    },
    async postBuild({routesPaths}) {
      result.rendered = routesPaths.length;
      result.routes ||= routesPaths.length;
      result.clockChange = nextClockChangeOfNews();
      // Every page of the locale, the copied ones too (a publish narrows routesPaths to the rendered).
      await keepPageFacts([...routesPaths, ...routesLeftOut()]);
      await writeFile(
        publishPagesFile(context.generatedFilesDir, locale),
        JSON.stringify(result),
      );
    },
  };

  /** The page facts the last build kept for this locale (none in a full build), read once a process. */
  function lastBuildFacts(): KnownFacts {
    const from = process.env[PUBLISH_FROM_ENV];
    return from
      ? lastFactsIn(localeOutDir(context.siteDir, from, baseUrl))
      : new Map();
  }

  /**
   * The facts of the locale's pages as they will be served (pageFacts.ts), for the steps after
   * rendering and the next publish: a page copied from the last build takes the facts it kept, any
   * other is read.
   */
  async function keepPageFacts(routes: readonly string[]) {
    await pagesFinal();
    const known = lastBuildFacts();
    const outDir = context.outDir;
    const pages: Array<[string, NonNullable<ReturnType<typeof pageFacts>>]> =
      [];
    for (const route of routes) {
      const file = htmlFileOf(route, baseUrl);
      const facts = pageFacts(outDir, file, known, baseUrl);
      if (facts) pages.push([file, facts]);
    }
    writeFacts(outDir, pages);
  }

  /** Each author with a page (authors.yml, `page: true`) → its first list page's route, as the blog gives it. */
  function authorPagesOf(blog: BlogContent): Map<string, string> {
    return new Map(
      Object.values(blog.authorsMap ?? {}).flatMap((author) =>
        author.page ? [[author.key, author.page.permalink] as const] : [],
      ),
    );
  }

  /** Each listed story's headline by its decoded permalink: what a kept breaking bar must still show. */
  function listedTitles(
    articles: readonly ArticleFacts[],
  ): Map<string, string> {
    return new Map(
      articles.flatMap(({permalink, title, unlisted}) =>
        unlisted ? [] : [[normalizePath(permalink), title] as const],
      ),
    );
  }

  function localeFacts(
    blog: BlogContent,
    market: MarketContent | undefined,
  ): LocaleFacts {
    const tagPages = new Map<string, string>();
    const articles = blog.blogPosts.map((post): ArticleFacts => {
      const record = newsRecordOf(post.metadata);
      for (const tag of record.tags) tagPages.set(tag.key, tag.permalink);
      return {
        id: record.id,
        permalink: record.permalink,
        title: record.title,
        date: record.date,
        day: tehranDay(record.date),
        tags: record.tags.map((tag) => tag.key),
        // Inline authors (no key) have no page.
        authors: post.metadata.authors.flatMap(({key}) => (key ? [key] : [])),
        unlisted: record.unlisted,
        card: digest([cardOf(record), record.tags]),
        // The metadata carries the site's extras: related articles, price boxes, corrections.
        source: articleSourceDigest(post, context.generatedFilesDir),
      };
    });
    return {
      prefix,
      now: buildNow().toISOString(),
      articles,
      tagPages,
      authorPages: authorPagesOf(blog),
      market: market && marketFacts(market),
      pageSize: NEWS_PAGE_SIZE,
      lists: new Map(Object.entries(result.lists)),
      relatedCount: RELATED_COUNT,
      instrumentNewsCount: INSTRUMENT_NEWS_COUNT,
    };
  }

  function marketFacts(market: MarketContent): MarketFacts {
    const pages = marketPages(market, baseUrl);
    return {
      pricesRoute: pages.find((page) => !page.instrument)?.path ?? '',
      instruments: pages.flatMap(({path: route, instrument}) =>
        instrument ? [{key: instrument.key, tag: instrument.tag, route}] : [],
      ),
      days: market.days.map((day) => ({
        date: day.date,
        digest: digest(day),
        instruments: Object.keys(day.close),
      })),
    };
  }

  /**
   * Renders only the pages whose inputs changed since the build in `lastOutDir`; copies the rest
   * from it, with the sidebar they were rendered with (a headline that no longer stands taken out
   * or corrected in it, sidebarPatch.ts), and with the price strip they were rendered with unless
   * its day's closes changed since, and with the breaking bar they were rendered with while its
   * story still stands.
   */
  function followLastBuild(
    lastOutDir: string,
    articles: ReadonlyMap<string, SidebarArticle>,
    titles: ReadonlyMap<string, string>,
    market: MarketContent | undefined,
  ) {
    const state = JSON.parse(
      readFileSync(path.join(lastOutDir, PUBLISH_STATE), 'utf8'),
    ) as Pick<PublishState, 'pages' | 'sidebars'>;
    const last = state.pages[locale];
    if (!last) {
      throw new Error(
        `publish: the last build's state has no ${locale} pages.`,
      );
    }
    const sidebars = laggingSidebars(
      state.sidebars[locale],
      articles,
      result.sidebar,
    );
    result.sidebar = sidebars.shown;
    const {render} = pageChanges(last, result.pages);
    const changed = new Set(render);
    const lastDir = localeOutDir(context.siteDir, lastOutDir, baseUrl);
    const keepStrip = stripStillStands(lastStrip(lastDir), (timeIso) =>
      market
        ? stripAsOf({...market, locale: toSiteLocale(locale), baseUrl}, timeIso)
        : undefined,
    );
    // What this build's bundling gives each route-data page to load, read when rendering begins
    // (rendering starts after the bundling that writes it, in this process or one before).
    let preloads: Map<string, PagePreload> | undefined;
    const routePreloads = () =>
      (preloads ??= new Map(
        (
          JSON.parse(
            readFileSync(pagePreloadsFile(context.generatedFilesDir), 'utf8'),
          ) as PagePreload[]
        ).map((page) => [routeKey(page.path), page]),
      ));
    const outDir = context.outDir;
    const copiedAnchors = new Map<string, string[]>();
    const lastFacts = lastBuildFacts();
    // Most pages name the same few bundle files (main.js, its runtime, the styles): looked up once.
    const bundleFiles = new Map<string, boolean>();
    const written = (file: string) => {
      let exists = bundleFiles.get(file);
      if (exists === undefined) {
        exists = existsSync(path.join(outDir, file));
        bundleFiles.set(file, exists);
      }
      return exists;
    };
    const patchSidebar =
      sidebars.patch.removed.length > 0 ||
      Object.keys(sidebars.patch.retitled).length > 0
        ? sidebarPatcher(sidebars.patch)
        : undefined;
    renderOnly(
      (routes) => {
        result.routes = routes.length;
        return routes.filter((route) => {
          const key = routeKey(route);
          if (!(key in result.pages) || changed.has(key)) return true;
          const file = htmlFileOf(route, baseUrl);
          const from = path.join(lastDir, file);
          // Read from the page only when it is not the file the last build kept facts of.
          const facts = pageFacts(lastDir, file, lastFacts, baseUrl)?.facts;
          if (!facts) {
            throw new Error(
              `publish: ${from} is missing from the last build, whose state lists the page.`,
            );
          }
          // The sitemap leaves out pages marked noindex, which it learns only from rendering them.
          if (facts.noIndex) return true;
          // A sidebar never keeps a headline which no longer stands: taken out or corrected in
          // the copy, or, where that cannot be, the page is rendered.
          if (facts.sidebar && !sidebars.keep) return true;
          // The page as it is copied, when the patch changes it (else the file itself, linked).
          let patched: string | undefined;
          if (facts.sidebar && patchSidebar) {
            const outcome = patchSidebar(facts.sidebarLinks, () =>
              readFileSync(from, 'utf8'),
            );
            if (outcome.page === 'render') return true;
            if (outcome.page === 'patched') patched = outcome.html;
          }
          // A strip whose closes were corrected or removed is never kept; one only older is.
          if (!keepStrip && facts.strip) return true;
          // So is a breaking bar: one whose story was deleted or retitled since is never kept.
          if (!breakingBarStands(facts.breaking, (p) => titles.get(p))) {
            return true;
          }
          // A route-data page whose chunks this bundling grouped otherwise preloads other files.
          const preload = routePreloads().get(key);
          if (
            preload &&
            !preloadsMatch(facts, [...preload.routeDataFiles, ...preload.files])
          ) {
            return true;
          }
          // An article's text goes with its page (written from it: client-routing's articleBodyFile.ts).
          const body = preload?.articleBody;
          if (body && !existsSync(path.join(lastDir, body))) return true;
          // A page that loads a bundle file this build no longer has (main.js with new global data,
          // a chunk that changed) is rendered again: its script and preload tags would be stale.
          const stale = facts.buildFiles.some((named) => !written(named));
          if (stale) return true;
          mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
          // The article's text is the page's, whatever the sidebar patch changes: linked.
          if (body) {
            linkWithGzipCopy(path.join(lastDir, body), path.join(outDir, body));
          }
          // A page the patch left as it was is the same file: a link, with the same facts.
          if (patched === undefined) {
            linkWithGzipCopy(from, path.join(outDir, file));
            copiedAnchors.set(route, facts.anchors);
          } else {
            writeFileSync(path.join(outDir, file), patched);
            copiedAnchors.set(route, anchorsIn(patched));
          }
          return false;
        });
      },
      (route) => copiedAnchors.get(route) ?? [],
    );
  }
}
