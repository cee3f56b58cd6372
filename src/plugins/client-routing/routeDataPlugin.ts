/**
 * The route data: one `route-data/{key}.json` per news route with its chunk-name tree and, for each
 * of its per-route modules, either the module id to require and the files that hold it, or, for a
 * data module, its value (those most routes load, once, in `route-data/shared.json`), or, for an
 * article, its metadata (its text is the page's own HTML: articleBodyFile.ts,
 * client/articleBody.tsx). Written by the process that renders the pages, from the record of the
 * client compilation (clientBundle.ts) that the bundler plugin below leaves once the compilation is
 * done, having dropped the news-chunks entry from the client manifest so no page loads it.
 */
import {mkdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {
  chunkNamesIn,
  routeChunkKey,
} from '../../docusaurus-internals/client/chunkNames';
import {
  articleMetadataFile,
  isArticleModule,
} from '../../docusaurus-internals/node/blogPlugin';
import {
  dropManifestEntrypoint,
  statsModuleName,
  type RegistryEntry,
  type RouteEntry,
} from '../../docusaurus-internals/node/generatedFiles';
import {
  CLIENT_BUNDLE_FORMAT,
  recordChunks,
  recordedChunkLookup,
  recordInputs,
  type ClientBundle,
} from './clientBundle';
import {
  articleBodyFile,
  routeDataFile,
  routeDataKey,
  SHARED_ROUTE_DATA_KEY,
} from './routeDataKey';
import {normalizePath} from './routePath';
import {linkWithGzipCopy} from '../publish-pages/linkOrCopy';
import {
  readRouteDataRecord,
  routeDataInputs,
  stillRecorded,
  writeRouteDataRecord,
  writtenRouteData,
  type WrittenRouteData,
} from './routeDataReuse';

export const NEWS_CHUNKS_ENTRY = 'nerkhnama-news-chunks';

interface NamedModule {
  id?: string | number | null;
  name?: string;
}
/** A module the client bundle compiled: its id, and the files to load before requiring it. */
type ChunkModule = {id: string | number; files: string[]};
/** A data module, carried in the route data: its value, as `import()` of the JSON gives it as `default`. */
type InlineModule = {json: unknown};
/**
 * An article, carried in the route data: its metadata (the blog's JSON for the post). Its text is
 * not compiled for the browser: the page's HTML holds it as the server rendered it, and a
 * client-side navigation fetches it from `route-data/{key}.body.json` (client/articleBody.tsx).
 */
type ArticleModule = {article: {metadata: unknown}};
/** A data module as the lookup finds it: its file, read when its route's data is written. */
type DataModuleFile = {jsonFile: string; article?: true};
export type RouteModule = ChunkModule | InlineModule | ArticleModule;

/**
 * Route modules that are data: the blog's list items and page props, the sidebar's headlines, the
 * home page's and the price pages' data. Compiled, each was a chunk of the client bundle (at 5,000
 * stories a language about 5,700 of them, a fifth of the client-side bundling's time and a third
 * of its memory), and a reader's list page fetched its route data, then the chunk it named: two
 * round trips one after the other. Their values go into the route data itself; the server bundle
 * requires the same JSON files as it renders (serverBundleOptions, index.ts), so every page is
 * rendered from the data the browser gets.
 */
export const isInlineModule = (modulePath: string) =>
  modulePath.endsWith('.json');

/** A folder's path from the site, with forward slashes, as the bundler's module names give it. */
export const siteRelative = (siteDir: string, dir: string) =>
  path.relative(siteDir, dir).split(path.sep).join('/');

/**
 * A data module's JSON file: under the site, from its request (`@generated/…`, `~blog/…`,
 * `@site/…`, the aliases `statsModuleName` resolves). Any other alias would name no file here,
 * and the route data and the server's route table would load nothing: it stops the build.
 */
function dataModuleFile(
  modulePath: string,
  generatedDir: string | undefined,
  siteDir: string,
): string {
  const relative = statsModuleName(modulePath, generatedDir);
  if (!relative.startsWith('./')) {
    throw new Error(
      `client-routing: the data module ${modulePath} comes through an alias the route data does not resolve to a file (statsModuleName, src/docusaurus-internals/node/generatedFiles.ts knows @site, @generated and ~blog).`,
    );
  }
  return path.join(siteDir, relative);
}

/** The JSON file of each data module among the route modules, by the request that imports it. */
export function dataModuleFiles(
  registry: readonly RegistryEntry[],
  generatedDir: string,
  siteDir: string,
): Map<string, string> {
  return new Map(
    registry
      .filter(({modulePath}) => isInlineModule(modulePath))
      .map(({modulePath}) => [
        modulePath,
        dataModuleFile(modulePath, generatedDir, siteDir),
      ]),
  );
}

export interface RouteDataFile<M = RouteModule> {
  path: string;
  hash: string;
  chunkNames: unknown;
  /** The route's own modules; those most routes load are in the shared file (sharedRouteData). */
  modules: Record<string, M>;
}

/** `route-data/shared.json`: the modules most routes load, each under its chunk name. */
export interface SharedRouteData<M = RouteModule> {
  modules: Record<string, M>;
}

/**
 * What the route data needs of the client compilation's chunks, by chunk name: a chunk's modules
 * (id, and name as the bundler's stats print it) and the JS and CSS files that must load for it.
 */
export interface ChunkLookup {
  /** The named chunk's modules, or undefined when the compilation has no chunk of that name. */
  modules(chunkName: string): NamedModule[] | undefined;
  /** The chunk's files and its siblings' (chunks split off the same async group), siblings first. */
  files(chunkName: string): string[];
}

const loadedFiles = (files: Iterable<string>) =>
  [...files].filter((f) => /\.(js|css)$/.test(f));

/** Chunk ids in the order the bundler's stats list siblings: numbers by value, else as text. */
const byChunkId = (a: string | number, b: string | number) =>
  typeof a === 'number' && typeof b === 'number'
    ? a - b
    : String(a) < String(b)
      ? -1
      : String(a) > String(b)
        ? 1
        : 0;

/** The parts of an Rspack compilation the lookup reads (`@rspack/core` 1.x). */
interface RspackChunk {
  id?: string | number | null;
  files: ReadonlySet<string>;
  groupsIterable: ReadonlySet<{chunks: readonly RspackChunk[]}>;
}
interface RspackModule {
  readableIdentifier(): string;
}
export interface CompilationLike {
  namedChunks: ReadonlyMap<string, RspackChunk>;
  chunkGraph: {
    getChunkModules(chunk: RspackChunk): RspackModule[];
    getModuleId(module: RspackModule): string | number | null;
  };
}

/**
 * The lookup read straight from the compilation's chunk graph, only for the chunks asked for.
 * Serialising the whole compilation through `stats.toJson` to read the same facts took seconds
 * per bundling at a large archive (one chunk per story), on every publish.
 */
export function compilationChunkLookup(
  compilation: CompilationLike,
): ChunkLookup {
  const files = new Map<string, string[]>();
  return {
    modules: (name) => {
      const chunk = compilation.namedChunks.get(name);
      if (!chunk) return undefined;
      return compilation.chunkGraph.getChunkModules(chunk).map((module) => ({
        id: compilation.chunkGraph.getModuleId(module),
        name: module.readableIdentifier(),
      }));
    },
    files: (name) => {
      const known = files.get(name);
      if (known) return known;
      const chunk = compilation.namedChunks.get(name);
      if (!chunk) return [];
      const siblings = new Map<string, RspackChunk>();
      for (const group of chunk.groupsIterable) {
        for (const other of group.chunks) {
          if (other.id != null && other.id !== chunk.id) {
            siblings.set(String(other.id), other);
          }
        }
      }
      const group = [
        ...[...siblings.values()].sort((a, b) => byChunkId(a.id!, b.id!)),
        chunk,
      ];
      const found = loadedFiles(group.flatMap((c) => [...c.files]));
      files.set(name, found);
      return found;
    },
  };
}

/** What the record of a client compilation reads besides its chunks (clientBundle.ts). */
export interface ClientCompilation extends CompilationLike {
  fileDependencies: Iterable<string>;
  missingDependencies: Iterable<string>;
  getAssets(): readonly {name: string}[];
}

/** The compilation as the lookup and the record read it; a loud failure when the bundler's shape changed. */
export function rspackCompilation(compilation: unknown): ClientCompilation {
  const c = compilation as Partial<ClientCompilation> | undefined;
  const iterable = (value: unknown) =>
    typeof (value as Iterable<string> | undefined)?.[Symbol.iterator] ===
    'function';
  if (
    typeof c?.namedChunks?.get !== 'function' ||
    typeof c.namedChunks.keys !== 'function' ||
    typeof c.chunkGraph?.getChunkModules !== 'function' ||
    typeof c.chunkGraph.getModuleId !== 'function' ||
    typeof c.getAssets !== 'function' ||
    !iterable(c.fileDependencies) ||
    !iterable(c.missingDependencies)
  ) {
    throw new Error(
      'client-routing: the client compilation has no namedChunks, chunkGraph (getChunkModules, getModuleId), getAssets and file and missing dependencies as @rspack/core 1.x has; the route data cannot be written. Check src/plugins/client-routing/routeDataPlugin.ts against the bundler in use.',
    );
  }
  return c as ClientCompilation;
}

/**
 * Resolves each per-route chunk name to the module id to require and the files to load first (the
 * named chunk and its siblings), or, for a data module (isInlineModule), to its JSON file under
 * `siteDir`, which the client bundle does not compile.
 */
export function resolveChunkModules(
  chunks: ChunkLookup,
  registry: readonly RegistryEntry[],
  generatedDir?: string,
  siteDir = '.',
): Map<string, ChunkModule | DataModuleFile> {
  const resolved = new Map<string, ChunkModule | DataModuleFile>();
  for (const {chunkName, modulePath} of registry) {
    if (isInlineModule(modulePath)) {
      resolved.set(chunkName, {
        jsonFile: dataModuleFile(modulePath, generatedDir, siteDir),
      });
      continue;
    }
    if (isArticleModule(modulePath)) {
      resolved.set(chunkName, {
        jsonFile: articleMetadataFile(
          modulePath,
          path.join(siteDir, generatedDir ?? '.docusaurus'),
        ),
        article: true,
      });
      continue;
    }
    const modules = chunks.modules(chunkName);
    if (!modules) {
      throw new Error(
        `client-routing: no chunk "${chunkName}" for ${modulePath} in the client build.`,
      );
    }
    const wanted = statsModuleName(modulePath, generatedDir);
    const module = modules.find(
      (m) => m.name === wanted || m.name?.startsWith(`${wanted} + `),
    );
    if (module?.id == null) {
      throw new Error(
        `client-routing: module ${wanted} not found in chunk "${chunkName}".`,
      );
    }
    resolved.set(chunkName, {id: module.id, files: chunks.files(chunkName)});
  }
  return resolved;
}

/**
 * Route modules whose region of the page may be older than the page (src/components/StaticRegion):
 * the blog sidebar's latest headlines, which every news page shows and each new story changes. A
 * page's HTML does not name their files, so a page a publish copies from the last build names no
 * file the new build lacks; the app loads the current ones through the route data when it boots.
 */
const LAGGING_MODULES: readonly string[] = ['sidebar'];

/**
 * The route's modules with each data module's value read from its file (what the browser is sent);
 * a file that does not read back as JSON stops the build, naming it.
 */
export function withInlineValues(
  modules: Record<string, ChunkModule | DataModuleFile>,
): Record<string, RouteModule> {
  return Object.fromEntries(
    Object.entries(modules).map(([name, module]) => {
      if (!('jsonFile' in module)) return [name, module];
      try {
        const json = JSON.parse(
          readFileSync(module.jsonFile, 'utf8'),
        ) as unknown;
        return [name, module.article ? {article: {metadata: json}} : {json}];
      } catch (error) {
        throw new Error(
          `client-routing: the data module ${module.jsonFile} of chunk "${name}" could not be read as JSON (${(error as Error).message}).`,
        );
      }
    }),
  );
}

/** The chunk names a page's HTML preloads: all of its route's but the lagging modules'. */
export function preloadedChunkNames(tree: unknown): string[] {
  if (!tree || typeof tree !== 'object' || Array.isArray(tree)) {
    return chunkNamesIn(tree);
  }
  return chunkNamesIn(
    Object.fromEntries(
      Object.entries(tree).filter(([key]) => !LAGGING_MODULES.includes(key)),
    ),
  );
}

/**
 * What a route-data page's HTML should preload: its route data file and the shared one (the app
 * reads both to resolve any route), and the chunk files of its chunk names but the lagging ones.
 */
export interface PagePreload {
  path: string;
  routeDataFiles: string[];
  files: string[];
  /** An article's text as the rendering writes it from the page (articleBodyFile.ts). */
  articleBody?: string;
}

/**
 * Moves the modules that more than half of the routes load (the blog sidebar's headlines, the
 * blog's metadata) out of each route's file into one shared file. The sidebar's chunk is renamed
 * by every new story: inside each route's file, it changed every file; shared, it changes one.
 */
export function sharedRouteData<M>(
  files: ReadonlyMap<string, RouteDataFile<M>>,
): {
  shared: SharedRouteData<M>;
  files: Map<string, RouteDataFile<M>>;
} {
  const uses = new Map<string, number>();
  for (const data of files.values()) {
    for (const name of Object.keys(data.modules)) {
      uses.set(name, (uses.get(name) ?? 0) + 1);
    }
  }
  const isShared = (name: string) =>
    (uses.get(name) ?? 0) > Math.max(1, files.size / 2);
  const shared: SharedRouteData<M> = {modules: {}};
  const own = new Map<string, RouteDataFile<M>>();
  for (const [key, data] of files) {
    const modules: Record<string, M> = {};
    for (const [name, module] of Object.entries(data.modules)) {
      if (isShared(name)) shared.modules[name] = module;
      else modules[name] = module;
    }
    own.set(key, {...data, modules});
  }
  return {shared, files: own};
}

export function routeDataFiles<M>(
  routes: readonly RouteEntry[],
  chunkNames: Record<string, unknown>,
  modules: Map<string, M>,
): Map<string, RouteDataFile<M>> {
  const out = new Map<string, RouteDataFile<M>>();
  for (const route of routes) {
    const tree = chunkNames[routeChunkKey(route.path, route.hash)];
    const data: RouteDataFile<M> = {
      path: route.path,
      hash: route.hash!,
      chunkNames: tree,
      modules: {},
    };
    for (const name of chunkNamesIn(tree)) {
      const module = modules.get(name);
      if (module) data.modules[name] = module;
    }
    // Named by the path the browser asks for (`/en/` is requested as `/en`).
    const key = routeDataKey(normalizePath(route.path));
    const clash = out.get(key);
    if (clash) {
      throw new Error(
        `client-routing: route data key ${key} is shared by ${clash.path} and ${route.path}; change routeDataKey.`,
      );
    }
    out.set(key, data);
  }
  return out;
}

interface CompilerLike {
  hooks: {
    done: {
      tap(
        name: string,
        fn: (stats: {compilation: unknown; hasErrors(): boolean}) => void,
      ): void;
    };
  };
}

/** What writing a locale's route data takes: its news routes and their modules, and where they go. */
export interface RouteDataOptions {
  routes: RouteEntry[];
  chunkNames: Record<string, unknown>;
  dynamicRegistry: RegistryEntry[];
  preloadsPath: string;
  /** Docusaurus's generated-files folder (its path from the site is in the bundler's module names). */
  generatedFilesDir: string;
  siteDir: string;
  /** The locale's output folder. */
  outDir: string;
  /** Where the record of the route data files written is kept (routeDataReuse.ts). */
  recordFile: string;
  /** The last build's output folder of the locale, in a publish: its unchanged files are linked. */
  lastOutDir?: string;
}

/**
 * Writes one `route-data/{key}.json` per news route and the shared file, and what each page's HTML
 * preloads (read by the rendering, here or in the process after: scripts/build.ts), resolving the
 * routes' chunk names through `chunks`: the client bundle's record (clientBundle.ts), whether this
 * build bundled the client side or took the last build's.
 */
export function writeRouteData(
  options: RouteDataOptions,
  chunks: ChunkLookup,
): void {
  const modules = resolveChunkModules(
    chunks,
    options.dynamicRegistry,
    siteRelative(options.siteDir, options.generatedFilesDir),
    options.siteDir,
  );
  mkdirSync(path.join(options.outDir, 'route-data'), {recursive: true});
  const {shared, files} = sharedRouteData(
    routeDataFiles(options.routes, options.chunkNames, modules),
  );
  const sharedFile = routeDataFile(SHARED_ROUTE_DATA_KEY);
  writeFileSync(
    path.join(options.outDir, sharedFile),
    JSON.stringify({modules: withInlineValues(shared.modules)}),
  );
  const preloads: PagePreload[] = [];
  const record = options.lastOutDir
    ? readRouteDataRecord(options.recordFile)
    : new Map<string, WrittenRouteData>();
  const written = new Map<string, WrittenRouteData>();
  for (const [key, data] of files) {
    const file = routeDataFile(key);
    const target = path.join(options.outDir, file);
    const inputs = routeDataInputs(
      data,
      Object.values(data.modules).flatMap((module) =>
        'jsonFile' in module ? [module.jsonFile] : [],
      ),
    );
    const last = options.lastOutDir && path.join(options.lastOutDir, file);
    if (
      last &&
      stillRecorded(
        record.get(key),
        inputs,
        statSync(last, {throwIfNoEntry: false}),
      )
    ) {
      linkWithGzipCopy(last, target);
      written.set(key, record.get(key)!);
    } else {
      writeFileSync(
        target,
        JSON.stringify({...data, modules: withInlineValues(data.modules)}),
      );
      if (inputs) written.set(key, writtenRouteData(inputs, statSync(target)));
    }
    // A data module has no file of its own to preload: its value came with the route data.
    const inline = (name: string) => {
      const module = data.modules[name] ?? shared.modules[name];
      return module !== undefined && 'jsonFile' in module;
    };
    const isArticle = Object.values(data.modules).some(
      (module) => 'article' in module,
    );
    preloads.push({
      path: data.path,
      routeDataFiles: [routeDataFile(key), sharedFile],
      files: preloadedChunkNames(data.chunkNames)
        .filter((name) => !inline(name))
        .flatMap((name) => chunks.files(name)),
      ...(isArticle ? {articleBody: articleBodyFile(key)} : {}),
    });
  }
  mkdirSync(path.dirname(options.preloadsPath), {recursive: true});
  writeFileSync(options.preloadsPath, JSON.stringify(preloads));
  mkdirSync(path.dirname(options.recordFile), {recursive: true});
  writeRouteDataRecord(options.recordFile, written);
}

/** The route data's modules the client bundle compiles (neither data nor an article): their chunk names. */
const compiledChunkNames = (registry: readonly RegistryEntry[]) =>
  new Set(
    registry
      .filter(
        ({modulePath}) =>
          !isInlineModule(modulePath) && !isArticleModule(modulePath),
      )
      .map(({chunkName}) => chunkName),
  );

/**
 * Bundler plugin (client build only): once the client compilation is done, drops the news-chunks
 * entry from the client manifest so no page loads it, and records the compilation
 * (clientBundle.ts); a process that renders next writes the route data from that record.
 */
export class RouteDataPlugin {
  constructor(
    private readonly options: RouteDataOptions & {
      manifestPath: string;
      bundlePath: string;
      /** The folders the client compilation copies into the output (Docusaurus's static directories). */
      staticDirectories: string[];
      /** Whether this process renders the pages (else a later one does, writing the route data). */
      renders: boolean;
    },
  ) {}

  apply(compiler: CompilerLike) {
    compiler.hooks.done.tap('nerkhnama-route-data', (stats) => {
      if (stats.hasErrors()) return;
      const compilation = rspackCompilation(stats.compilation);
      dropManifestEntrypoint(this.options.manifestPath, NEWS_CHUNKS_ENTRY);
      const bundle: ClientBundle = {
        format: CLIENT_BUNDLE_FORMAT,
        inputs: recordInputs(this.options.siteDir, {
          files: compilation.fileDependencies,
          folders: this.options.staticDirectories,
          missing: compilation.missingDependencies,
        }),
        outputs: compilation
          .getAssets()
          .map(({name}) => name)
          .sort(),
        manifest: JSON.parse(
          readFileSync(this.options.manifestPath, 'utf8'),
        ) as unknown,
        chunks: recordChunks(
          compilationChunkLookup(compilation),
          compilation.namedChunks.keys(),
          compiledChunkNames(this.options.dynamicRegistry),
        ),
      };
      mkdirSync(path.dirname(this.options.bundlePath), {recursive: true});
      writeFileSync(this.options.bundlePath, JSON.stringify(bundle));
      if (this.options.renders) {
        writeRouteData(this.options, recordedChunkLookup(bundle));
      }
    });
  }
}
