/**
 * Browser side of the route data design (see ../index.ts): the news section is one prefix route
 * whose pages are resolved on demand from `route-data/{key}.json` files, so the client bundle
 * holds no table of every article. A resolved page is registered in Docusaurus's own registry and
 * chunk-name table and built with its own `ComponentCreator`, so loading, the Loading box, route
 * context and hydration work exactly as for any other route.
 */
import {useState} from 'react';
import Loading from '@theme/Loading';
import type {RouteConfig} from 'react-router-config';
import {chunkNamesIn} from '../../../docusaurus-internals/client/chunkNames';
import {hasHydrated} from '../../../docusaurus-internals/client/hydration';
import {
  baseUrl,
  chunkAssetUrl,
  notFoundComponent,
  registerChunk,
  registerRouteChunkNames,
  requireModule,
  routeComponent,
  type RouteComponent as Preloadable,
} from '../../../docusaurus-internals/client/routeTable';
import {
  articleBodyFile,
  routeDataFile,
  routeDataKey,
  SHARED_ROUTE_DATA_KEY,
} from '../routeDataKey';
import {isUnderPrefix, normalizePath} from '../routePath';
import {arrivedArticleHtml} from './articleBody';
import {articleModule} from './articleModule';

/**
 * A chunk's module to require once its files load, a data module's value, or an article's metadata,
 * whose text is the page's HTML (routeDataPlugin.ts, articleModule.ts).
 */
type RouteModule =
  | {id: string | number; files: string[]}
  | {json: unknown}
  | {article: {metadata: unknown}};
type Modules = Record<string, RouteModule>;

interface RouteData {
  path: string;
  hash: string;
  chunkNames: unknown;
  /** Chunk name → the module to require and the files that hold it, or its value. */
  modules: Modules;
}

const NOT_FOUND = notFoundComponent();
const prefixes: string[] = [];
/** Paths outside the prefixes served from route data (the home page), normalised. */
const exactPaths = new Set<string>();
const components = new Map<string, Preloadable>();
const routeData = new Map<string, RouteData>();
const pending = new Map<string, Promise<Preloadable>>();
const files = new Map<string, Promise<void>>();

export {normalizePath};
export const isRouteDataPath = (pathname: string) =>
  isUnderPrefix(pathname, prefixes) || exactPaths.has(normalizePath(pathname));

function chunkLoadError(file: string, url: string): Error {
  const error = new Error(`Loading chunk ${file} failed.\n(error: ${url})`);
  error.name = 'ChunkLoadError';
  return error;
}

/** Loads a chunk file once; the chunk registers its modules with the page's webpack runtime. */
function loadFile(file: string): Promise<void> {
  const url = `${baseUrl}${file}`;
  let loading = files.get(url);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const element = file.endsWith('.css')
        ? Object.assign(document.createElement('link'), {
            rel: 'stylesheet',
            href: url,
          })
        : Object.assign(document.createElement('script'), {
            src: url,
            async: true,
          });
      element.onload = () => resolve();
      element.onerror = () => {
        files.delete(url); // a later retry fetches it again
        element.remove();
        reject(chunkLoadError(file, url));
      };
      document.head.appendChild(element);
    });
    files.set(url, loading);
  }
  return loading;
}

async function fetchJson<T>(file: string, what: string): Promise<T | null> {
  const response = await fetch(`${baseUrl}${file}`);
  if (response.status === 404) return null;
  if (!response.ok) {
    throw new Error(`Could not load ${what} (HTTP ${response.status}).`);
  }
  return (await response.json()) as T;
}

/** An article's text: the one the page arrived with, else fetched beside the route data. */
const articleBodyUrl = (path: string) =>
  articleBodyFile(routeDataKey(normalizePath(path)));

async function loadArticle(path: string, metadata: unknown) {
  const html =
    arrivedArticleHtml(path) ??
    (
      await fetchJson<{html: string}>(
        articleBodyUrl(path),
        `the text of ${path}`,
      )
    )?.html;
  if (typeof html !== 'string') {
    throw new Error(`Could not load the text of ${path}.`);
  }
  return articleModule(metadata, html);
}

let sharedModules: Promise<Modules> | undefined;
/**
 * The modules most routes load (route-data/shared.json), fetched once beside the first route's own
 * data, which names them but does not hold them. Fetched again after a failure.
 */
function shared(): Promise<Modules> {
  sharedModules ??= fetchJson<{modules: Modules}>(
    routeDataFile(SHARED_ROUTE_DATA_KEY),
    'the data most pages share',
  ).then(
    (data) => data?.modules ?? {},
    (error: unknown) => {
      sharedModules = undefined;
      throw error;
    },
  );
  return sharedModules;
}

/** The route's data with the shared modules its chunk names ask for. */
function withShared(data: RouteData, modules: Modules): RouteData {
  const all = {...data.modules};
  for (const name of chunkNamesIn(data.chunkNames)) {
    if (!all[name] && modules[name]) all[name] = modules[name];
  }
  return {...data, modules: all};
}

function register(data: RouteData): Preloadable {
  for (const [chunkName, module] of Object.entries(data.modules)) {
    if ('json' in module) {
      // As `import()` of the JSON module would give it; no webpack id, as nothing compiled it.
      const loaded = {default: module.json};
      registerChunk(
        chunkName,
        () => Promise.resolve(loaded),
        `route-data:${chunkName}`,
      );
      continue;
    }
    if ('article' in module) {
      const {metadata} = module.article;
      registerChunk(
        chunkName,
        () => loadArticle(data.path, metadata),
        `route-data:${chunkName}`,
      );
      continue;
    }
    registerChunk(
      chunkName,
      () =>
        Promise.all(module.files.map(loadFile)).then(() =>
          requireModule(module.id),
        ),
      module.id,
    );
  }
  registerRouteChunkNames(data.path, data.hash, data.chunkNames);
  routeData.set(normalizePath(data.path), data);
  return routeComponent(data.path, data.hash);
}

/** The page component for a path under a prefix route, fetching its route data once. */
export function resolveRoute(pathname: string): Promise<Preloadable> {
  const path = normalizePath(pathname);
  const known = components.get(path);
  if (known) return Promise.resolve(known);
  let resolving = pending.get(path);
  if (!resolving) {
    resolving = Promise.all([
      fetchJson<RouteData>(
        routeDataFile(routeDataKey(path)),
        `the page data of ${path}`,
      ),
      shared(),
    ])
      .then(([data, modules]) =>
        // A key collision is caught at build time; be safe anyway.
        data && normalizePath(data.path) === path
          ? register(withShared(data, modules))
          : NOT_FOUND,
      )
      .then(
        (component) => {
          components.set(path, component);
          return component;
        },
        (error: unknown) => {
          pending.delete(path);
          throw error;
        },
      );
    pending.set(path, resolving);
  }
  return resolving;
}

/** Fetches a page's data and hints its chunk files to the browser, without running anything. */
export async function prefetchRoute(pathname: string): Promise<void> {
  await resolveRoute(pathname);
  const data = routeData.get(normalizePath(pathname));
  if (!data) return;
  const urls = new Set<string>();
  for (const chunkName of chunkNamesIn(data.chunkNames)) {
    const module = data.modules[chunkName];
    if (module) {
      // A data module came with the route data: nothing more to fetch.
      if ('files' in module) {
        module.files.forEach((file) => urls.add(`${baseUrl}${file}`));
      } else if (
        'article' in module &&
        // The page shown (a link to itself in the latest news) has its text already.
        normalizePath(window.location.pathname) !== normalizePath(data.path)
      ) {
        urls.add(`${baseUrl}${articleBodyUrl(data.path)}`);
      }
    } else {
      const asset = chunkAssetUrl(chunkName);
      if (asset) urls.add(asset);
    }
  }
  for (const url of urls) {
    if (
      files.has(url) ||
      document.head.querySelector(
        `link[rel="prefetch"][href="${CSS.escape(url)}"]`,
      )
    ) {
      continue;
    }
    document.head.appendChild(
      Object.assign(document.createElement('link'), {
        rel: 'prefetch',
        href: url,
      }),
    );
  }
}

export const preloadRoute = (pathname: string) =>
  resolveRoute(pathname).then((component) => component.preload());

/** The client route standing for every page under `prefix` (e.g. /news, /en/news). */
export function prefixRoute(prefix: string): Preloadable {
  prefixes.push(prefix);
  return routeDataPage();
}

/** The client route of one page outside the prefixes served from route data (e.g. /, /en/). */
export function exactRoute(path: string): Preloadable {
  exactPaths.add(normalizePath(path));
  return routeDataPage();
}

function routeDataPage(): Preloadable {
  function RouteDataPage(
    props: Record<string, unknown> & {location: {pathname: string}},
  ) {
    const path = normalizePath(props.location.pathname);
    const [error, setError] = useState<Error | null>(null);
    const [, rerender] = useState(0);
    const Page = components.get(path);
    if (Page) return <Page {...props} />;
    // Only reached when the page's data could not be fetched on first load (see settleOnFirstLoad).
    const retry = () => {
      setError(null);
      preloadRoute(path).then(
        () => rerender((n) => n + 1),
        (e: Error) => setError(e),
      );
    };
    return (
      <Loading
        error={error ?? new Error(`Could not load the page data of ${path}.`)}
        retry={retry}
        pastDelay
        timedOut={false}
        isLoading={false}
      />
    );
  }
  // Core calls preload() without a path, once history already points at the new location.
  RouteDataPage.preload = () => preloadRoute(window.location.pathname);
  return RouteDataPage as unknown as Preloadable;
}

/**
 * Makes a route's `preload` settle on the first page load even when the page's code cannot be
 * fetched. Core hydrates only after `preload(location)` resolves and has no `catch`, so a failed
 * chunk on first load would leave a static page whose buttons never work. Settling lets React
 * render the route, whose Loadable shows `@theme/Loading`'s error box with Retry. After hydration a
 * failing preload still rejects, so `PendingNavigation` warns and reloads the page as specified.
 */
export function settleOnFirstLoad(route: RouteConfig): void {
  const component = route.component as Partial<Preloadable> & {
    settles?: boolean;
  };
  if (
    component &&
    typeof component.preload === 'function' &&
    !component.settles
  ) {
    const preload = component.preload.bind(component);
    component.preload = () =>
      preload().catch((error: unknown) => {
        if (typeof document === 'undefined' || hasHydrated()) throw error;
        console.warn(
          'A page chunk failed on first load; showing the retry box.',
          error,
        );
        return undefined;
      });
    component.settles = true;
  }
  route.routes?.forEach(settleOnFirstLoad);
}
