/**
 * Client-side routing for a news archive that only grows.
 *
 * Docusaurus puts every route, every chunk loader and every route's chunk names into `main.js`,
 * which every page loads before it can hydrate (docs/performance.md): the bytes grow
 * with each article. In production builds this plugin gives the client bundle (never the server
 * bundle, so every page is still pre-rendered as before) replacements for the three generated
 * modules holding only the static routes plus one prefix route for the news section; each news
 * page is resolved on demand from a small `route-data/{key}.json` (client/routeRuntime.tsx). The
 * home page and the price pages are served the same way: their data follows the news (the stories,
 * each instrument's latest news), and kept in the main bundle's chunk table it would rename its
 * runtime, which every page names.
 * The route data carries the values of the news routes' data modules and each article's metadata
 * (routeDataPlugin.ts); an article's text is not compiled for the browser at all: the page holds it
 * as the server rendered it, and the rendering writes it beside the route data for a client-side
 * navigation (`route-data/{key}.body.json`, articleBodyFile.ts, client/articleBody.tsx). Anything
 * else a route loads is compiled through a second entry no page loads. The server bundle keeps the
 * full table, read from files as it starts rather than compiled (serverRouteModules.ts), and
 * matches it through an index (serverBundleOptions).
 *
 * It also carries the site's own route behaviours: the Loading box with Retry when a
 * page's code fails on first load (settleOnFirstLoad), a spinner with the progress bar
 * (navigationFeedback.ts), and prefetch/preload for route data pages (client/clientApi.ts).
 * `docusaurus start` keeps Docusaurus's own table: editors preview with the stock dev server.
 */
import {existsSync, mkdirSync} from 'node:fs';
import {readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import pLimit from 'p-limit';
import type {Configuration} from 'webpack';
import {isBlogPluginModule} from '../../docusaurus-internals/node/blogPlugin';
import {
  htmlFileOf,
  localeOutDir,
} from '../../docusaurus-internals/node/buildOutput';
import {routesLeftOut} from '../../docusaurus-internals/node/ssgSubset';
import {pagesWillBeRewritten} from './pagesFinal';
import {
  keepRenderedSamples,
  referencesUrl,
  renderedSamplesDir,
} from '../../docusaurus-internals/node/builtHtml';
import {
  aliasServerRouterConfig,
  prependServerEntry,
  assertClientModuleOrder,
  nprogressClientModule,
} from '../../docusaurus-internals/node/bundler';
import {
  aliasRouteModules,
  clientManifestPath,
  readGeneratedRouteTable,
} from '../../docusaurus-internals/node/generatedFiles';
import {generateClientModules} from './generateModules';
import {articleBodyJson, articleBodyOf} from './articleBodyFile';
import {injectIntoHead, preloadLinks} from './htmlPreload';
import {deferBoot} from './lazyBoot';
import {writeBootstrap} from './bootstrapFile';
import {
  dataModuleFiles,
  NEWS_CHUNKS_ENTRY,
  RouteDataPlugin,
  siteRelative,
  writeRouteData,
  type PagePreload,
  type RouteDataOptions,
} from './routeDataPlugin';
import {
  clientBundleFile,
  readClientBundle,
  recordedChunkLookup,
  type ClientBundle,
} from './clientBundle';
import {
  EXIT_AFTER_BUNDLING_ENV,
  SKIP_BUNDLING_ENV,
} from '../../docusaurus-internals/node/env';
import {splitRoutes} from './routeSplit';
import {
  ServerArticlesPlugin,
  serverArticles,
  type ServerArticlesOptions,
} from './serverArticles';
import {isHomePageData} from '../home-page';
import {isMarketPageData} from '../market';
import {writeIfChanged} from './writeIfChanged';
import {
  serverRouteDir,
  serverRouteModules,
  type ServerRouteModules,
} from './serverRouteModules';
import {ROUTE_DATA_RECORD} from './routeDataReuse';
import {PUBLISH_FROM_ENV} from '../publish-pages/files';
import {processShared} from '../../lib/processShared';

/** Per-route modules of the blog: article bodies, list and tag pages' props, blog metadata. */
export const isNewsModule = (modulePath: string) =>
  modulePath.startsWith('@site/news/') || isBlogPluginModule(modulePath);

/** The chunk of the packages the news chunks use, under one name that no story changes. */
export const NEWS_VENDORS_CHUNK = 'news-vendors';

/** Pages postBuild rewrites at a time: enough to keep the process busy while the disk reads and writes. */
const PAGES_AT_ONCE = 16;

/**
 * The news entry has a runtime of its own, so the packages its chunks use (React, the JSX runtime,
 * MDX's provider), though `main.js` has them, are bundled again for them. Left to the default
 * rules, they went into a chunk per article, named after the set of chunks sharing it: a reader
 * fetched the same 8.6 KB with every article, and a new story renamed old articles' chunks, so a
 * publish rendered those pages again. One named chunk for all of them is fetched once, and its
 * name changes only with the packages.
 */
export function withNewsVendors(
  splitChunks: NonNullable<Configuration['optimization']>['splitChunks'],
  newsChunks: ReadonlySet<string>,
) {
  if (splitChunks === false || splitChunks === undefined) {
    throw new Error(
      'client-routing: the bundler config has no splitChunks rules to add the news vendors to (Docusaurus changed its defaults).',
    );
  }
  return {
    ...splitChunks,
    cacheGroups: {
      ...splitChunks.cacheGroups,
      [NEWS_VENDORS_CHUNK]: {
        name: NEWS_VENDORS_CHUNK,
        test: /[\\/]node_modules[\\/]/,
        chunks: (chunk: {name?: string | null}) =>
          !!chunk.name && newsChunks.has(chunk.name),
        enforce: true,
        priority: 30,
      },
    },
  };
}

/**
 * The server bundle renders every page once (SSG), so its cost is paid per page: route matching
 * that does not scan every route (server/routerConfig.tsx), and no chunk per route module (its
 * chunk loader mapped chunk ids to file names through an object literal of every chunk, rebuilt on
 * each load; both grew with the archive for every page rendered).
 *
 * Its route table is data it reads as it starts (serverRouteModules.ts): the routes, the routes'
 * chunk names, and the registry's data modules (the JSON files of this build's generated folder)
 * and articles (compiled once outside the bundler and loaded with the bundle's React and MDX
 * runtime, serverArticles.ts), each loaded as the page that shows it renders, from the same files
 * the browser gets in the route data (routeDataPlugin.ts). Compiled, the table was about 47 MB at
 * 30,000 stories a language, bundled again whenever a story changed it; the bundle now holds the
 * site's code alone and comes out the same whatever the news.
 */
function serverBundleOptions(
  config: Configuration,
  routeModules: ServerRouteModules,
  articles: Omit<ServerArticlesOptions, 'log'>,
): Configuration {
  aliasServerRouterConfig(
    config,
    path.join(__dirname, 'server/routerConfig.tsx'),
  );
  prependServerEntry(config, path.join(__dirname, 'server/articleRuntime.ts'));
  aliasRouteModules(config, routeModules.aliases);
  return {
    plugins: [new ServerArticlesPlugin({...articles, log: console.log})],
    output: {
      asyncChunks: false,
      // Core renders from `server.bundle.js`.
      filename: 'server.bundle.js',
    },
  };
}

/** Where the route data's writer leaves what each route-data page preloads (PagePreload[]). */
export const pagePreloadsFile = (generatedFilesDir: string) =>
  path.join(generatedFilesDir, 'nerkhnama-client-routing', 'preloads.json');

/** This load's route table, and its news routes split from the rest (routeSplit.ts). */
function newsRouteTable(context: LoadContext) {
  let table = loadedRouteTables.get(context);
  if (!table) {
    table = readNewsRouteTable(context);
    loadedRouteTables.set(context, table);
  }
  return table;
}

/**
 * Each load's table, read once: both bundler configs and the route data's writer take it, and at
 * 30,000 stories a language each reading of the 47 MB of generated modules took about 2.5 s.
 * Keyed by the load's context, so a new load (another locale, the dev server's) reads its own, and
 * shared by every copy of this module in the process: the bundle-sides plugin's copy writes the
 * route data from the table the bundler configs read (processShared.ts).
 */
const loadedRouteTables = processShared(
  'clientRoutingRouteTables',
  () => new WeakMap<LoadContext, ReturnType<typeof readNewsRouteTable>>(),
);

function readNewsRouteTable(context: LoadContext) {
  const table = readGeneratedRouteTable(context.generatedFilesDir);
  return {
    ...table,
    split: splitRoutes({
      ...table,
      prefix: `${context.baseUrl}news`,
      isDynamicModule: (modulePath) =>
        isNewsModule(modulePath) ||
        isHomePageData(modulePath) ||
        isMarketPageData(modulePath),
    }),
  };
}

/** What writing the locale's route data takes, from its route table (routeDataPlugin.ts). */
const routeDataOptions = (
  context: LoadContext,
  {chunkNames, split}: ReturnType<typeof newsRouteTable>,
): RouteDataOptions => ({
  routes: split.dynamicRoutes,
  chunkNames,
  dynamicRegistry: split.dynamicRegistry,
  preloadsPath: pagePreloadsFile(context.generatedFilesDir),
  generatedFilesDir: context.generatedFilesDir,
  siteDir: context.siteDir,
  outDir: context.outDir,
  recordFile: path.join(
    context.generatedFilesDir,
    'nerkhnama-client-routing',
    ROUTE_DATA_RECORD,
  ),
  // In a publish, the route data files of the last build that would be written the same are linked.
  ...(process.env[PUBLISH_FROM_ENV] && {
    lastOutDir: localeOutDir(
      context.siteDir,
      process.env[PUBLISH_FROM_ENV],
      context.baseUrl,
    ),
  }),
});

/**
 * Writes the route data of this load's news routes from the record of a client compilation: for a
 * process that takes the last build's client side rather than bundling it (bundle-sides).
 */
export function writeRouteDataFrom(
  context: LoadContext,
  bundle: ClientBundle,
): void {
  writeRouteData(
    routeDataOptions(context, newsRouteTable(context)),
    recordedChunkLookup(bundle),
  );
}

export default function clientRoutingPlugin(context: LoadContext): Plugin {
  const preloadsPath = pagePreloadsFile(context.generatedFilesDir);
  const pagesDone = pagesWillBeRewritten();
  return {
    name: 'nerkhnama-client-routing',
    getClientModules() {
      return [
        path.join(__dirname, 'navigationFeedback.ts'),
        path.join(__dirname, 'client/clientApi.ts'),
      ];
    },
    configureWebpack(config, isServer) {
      // navigationFeedback.ts reconfigures the theme's progress bar, so it must run after the theme's module.
      assertClientModuleOrder(
        context.generatedFilesDir,
        nprogressClientModule(),
        path.join(__dirname, 'navigationFeedback.ts'),
      );
      if (config.mode !== 'production') return {};
      const generated = context.generatedFilesDir;
      const table = newsRouteTable(context);
      const {split} = table;
      if (isServer) {
        const articles = serverArticles(
          split.dynamicRegistry,
          generated,
          context.siteDir,
        );
        const routeModules = serverRouteModules({
          table,
          dataFiles: dataModuleFiles(
            table.registry,
            siteRelative(context.siteDir, generated),
            context.siteDir,
          ),
          articleModules: new Map(
            articles.map((article) => [article.request, article.module]),
          ),
          generatedFilesDir: generated,
          runtimeModule: path.join(__dirname, 'server/routeTable.ts'),
        });
        for (const [file, content] of Object.entries(routeModules.files)) {
          writeIfChanged(path.join(serverRouteDir(generated), file), content);
        }
        return serverBundleOptions(config, routeModules, {
          articles,
          siteDir: context.siteDir,
          locale: context.i18n.currentLocale,
          staticDirs: context.siteConfig.staticDirectories
            .map((dir) => path.resolve(context.siteDir, dir))
            .filter((dir) => existsSync(dir)),
        });
      }
      const outDir = path.join(generated, 'nerkhnama-client-routing');
      mkdirSync(outDir, {recursive: true});
      const modules = generateClientModules(
        split,
        path.join(__dirname, 'client/routeRuntime.tsx'),
      );
      for (const [file, content] of Object.entries(modules)) {
        writeIfChanged(path.join(outDir, file), content);
      }

      aliasRouteModules(config, {
        routes: path.join(outDir, 'routes.js'),
        registry: path.join(outDir, 'registry.js'),
        routesChunkNames: path.join(outDir, 'routesChunkNames.js'),
      });
      config.entry = {
        main: config.entry as string,
        [NEWS_CHUNKS_ENTRY]: path.join(outDir, 'news-chunks-entry.js'),
      };
      // The second entry has a runtime of its own; with per-runtime export analysis a module shared
      // by both (e.g. @mdx-js/react) is emitted in two variants under one id, and whichever loads
      // first wins: the news entry's variant lacks exports only `main` uses. One global analysis.
      config.optimization = {
        ...config.optimization,
        usedExports: 'global',
        splitChunks: withNewsVendors(
          config.optimization?.splitChunks,
          new Set(split.dynamicRegistry.map((entry) => entry.chunkName)),
        ),
      };
      const routeData = routeDataOptions(context, table);
      // Rendering from bundles on disk (scripts/build.ts): the route data comes from the record
      // the client side left, in its process or taken from the last build's.
      if (process.env[SKIP_BUNDLING_ENV] === 'true') {
        const bundle = readClientBundle(generated);
        if (typeof bundle === 'string') {
          throw new Error(
            `client-routing: rendering without bundling needs the client bundle's record, and found ${bundle}.`,
          );
        }
        writeRouteData(routeData, recordedChunkLookup(bundle));
        return {};
      }
      return {
        plugins: [
          new RouteDataPlugin({
            ...routeData,
            manifestPath: clientManifestPath(generated),
            bundlePath: clientBundleFile(generated),
            staticDirectories: context.siteConfig.staticDirectories
              .map((dir) => path.resolve(context.siteDir, dir))
              .filter((dir) => existsSync(dir)),
            renders: process.env[EXIT_AFTER_BUNDLING_ENV] !== 'true',
          }),
        ],
      };
    },
    async postBuild(props) {
      try {
        await rewritePages(props);
      } finally {
        pagesDone();
      }
    },
  };

  async function rewritePages({
    outDir,
    routesPaths,
  }: {
    outDir: string;
    routesPaths: string[];
  }) {
    // Written aside and renamed, never in place: a page a publish copied is a hard link to the
    // last build's, which must stay as it was.
    const writeAside = async (file: string, content: string) => {
      await writeFile(`${file}.tmp`, content);
      await rename(`${file}.tmp`, file);
    };
    // Each news page preloads its route data and chunks (see htmlPreload.ts), as the route data's
    // writer found them from the client bundle's record (in this process, before rendering)…
    if (!existsSync(preloadsPath)) {
      throw new Error(
        `client-routing: ${preloadsPath} is missing: the client bundle of this build was not compiled (run the build through scripts/build.ts or docusaurus build).`,
      );
    }
    const preloads = JSON.parse(
      await readFile(preloadsPath, 'utf8'),
    ) as PagePreload[];
    const samples = [
      '/index.html',
      '/404.html',
      ...preloads
        .slice(0, 1)
        .map((page) => htmlFileOf(page.path, context.baseUrl)),
    ];
    await keepRenderedSamples(
      outDir,
      renderedSamplesDir(context.generatedFilesDir, context.i18n.currentLocale),
      samples,
    );
    // A publish copies unchanged pages from the last build, already rewritten (publish-pages).
    const copied = routesLeftOut();
    const preloadOf = new Map(
      preloads
        .filter((page) => !copied.has(page.path))
        .map((page) => [htmlFileOf(page.path, context.baseUrl), page]),
    );
    // …and every page loads the bootstrap instead of the app, which it boots later (see lazyBoot.ts).
    const bootstrapUrl = writeBootstrap(outDir, context.baseUrl);
    const booted = new Set([
      ...routesPaths.map((route) => htmlFileOf(route, context.baseUrl)),
      '/404.html',
    ]);
    // Each page read and written once, with both changes (a locale has 46,000 pages at 30,000
    // stories); several at a time, so the process works on one while the disk reads another. The
    // first failure stops the build: the pages not yet started are left.
    const atOnce = pLimit(PAGES_AT_ONCE);
    const rewrite = async (page: string) => {
      const pageFile = path.join(outDir, page);
      const preload = preloadOf.get(page);
      if (!preload && !existsSync(pageFile)) return;
      const html = await readFile(pageFile, 'utf8');
      let changed = html;
      if (preload) {
        // An article's text, for a client-side navigation to it (a copied page's is linked with it).
        if (preload.articleBody) {
          const body = articleBodyOf(html);
          if (body === undefined) {
            throw new Error(
              `client-routing: ${pageFile} has no article container, though its route shows an article.`,
            );
          }
          await writeAside(
            path.join(outDir, preload.articleBody),
            articleBodyJson(body),
          );
        }
        const files = preload.files.filter(
          (f) => !referencesUrl(html, `${context.baseUrl}${f}`),
        ); // already linked
        changed = injectIntoHead(
          html,
          preloadLinks(context.baseUrl, preload.routeDataFiles, files),
        );
      }
      if (booted.has(page)) changed = deferBoot(changed, bootstrapUrl, page);
      if (changed !== html) await writeAside(pageFile, changed);
    };
    await Promise.all(
      [...new Set([...preloadOf.keys(), ...booted])].map((page) =>
        atOnce(() => rewrite(page)).catch((error: unknown) => {
          atOnce.clearQueue();
          throw error;
        }),
      ),
    );
  }
}
