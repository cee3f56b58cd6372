/**
 * Bundler plugin (client build only): once the client compilation is done, writes one
 * `route-data/{key}.json` per news route with its chunk-name tree and, for each of its per-route
 * chunks, the module id to require and the files that hold it (those most routes load, once, in
 * `route-data/shared.json`); then drops the news-chunks entry from the client manifest so no page
 * loads it.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {
  chunkNamesIn,
  routeChunkKey,
} from '../../docusaurus-internals/client/chunkNames';
import {
  dropManifestEntrypoint,
  statsModuleName,
  type RegistryEntry,
  type RouteEntry,
} from '../../docusaurus-internals/node/generatedFiles';
import {
  routeDataFile,
  routeDataKey,
  SHARED_ROUTE_DATA_KEY,
} from './routeDataKey';
import {normalizePath} from './routePath';

export const NEWS_CHUNKS_ENTRY = 'nerkhnama-news-chunks';

interface StatsModule {
  id?: string | number | null;
  name?: string;
}
interface StatsChunk {
  id?: string | number | null;
  names?: string[];
  files?: string[];
  siblings?: Array<string | number>;
  modules?: StatsModule[];
}
interface StatsJson {
  chunks?: StatsChunk[];
}

type ChunkModule = {id: string | number; files: string[]};

export interface RouteDataFile {
  path: string;
  hash: string;
  chunkNames: unknown;
  /** The route's own modules; those most routes load are in the shared file (sharedRouteData). */
  modules: Record<string, ChunkModule>;
}

/** `route-data/shared.json`: the modules most routes load, each under its chunk name. */
export interface SharedRouteData {
  modules: Record<string, ChunkModule>;
}

/**
 * Resolves each per-route chunk name to the module id to require and the files to load first: the
 * named chunk and its siblings (chunks split off the same async group), from the compilation's stats.
 */
export function resolveChunkModules(
  stats: StatsJson,
  registry: readonly RegistryEntry[],
  generatedDir?: string,
): Map<string, {id: string | number; files: string[]}> {
  const chunks = stats.chunks ?? [];
  const chunksByName = new Map(
    chunks.flatMap((c) => (c.names ?? []).map((name) => [name, c] as const)),
  );
  const filesByName = chunkFilesByName(stats);
  const resolved = new Map<string, {id: string | number; files: string[]}>();
  for (const {chunkName, modulePath} of registry) {
    const chunk = chunksByName.get(chunkName);
    if (!chunk) {
      throw new Error(
        `client-routing: no chunk "${chunkName}" for ${modulePath} in the client build.`,
      );
    }
    const wanted = statsModuleName(modulePath, generatedDir);
    const module = (chunk.modules ?? []).find(
      (m) => m.name === wanted || m.name?.startsWith(`${wanted} + `),
    );
    if (module?.id == null) {
      throw new Error(
        `client-routing: module ${wanted} not found in chunk "${chunkName}".`,
      );
    }
    resolved.set(chunkName, {
      id: module.id,
      files: filesByName.get(chunkName) ?? [],
    });
  }
  return resolved;
}

/** Chunk name → the JS and CSS files that must load for it (the chunk and its siblings). */
export function chunkFilesByName(stats: StatsJson): Map<string, string[]> {
  const chunks = stats.chunks ?? [];
  const chunksById = new Map(chunks.map((c) => [String(c.id), c]));
  const files = new Map<string, string[]>();
  for (const chunk of chunks) {
    const group = [
      ...(chunk.siblings ?? []).map((id) => chunksById.get(String(id))),
      chunk,
    ];
    const groupFiles = group
      .flatMap((c) => c?.files ?? [])
      .filter((f) => /\.(js|css)$/.test(f));
    for (const name of chunk.names ?? []) files.set(name, groupFiles);
  }
  return files;
}

/**
 * Route modules whose region of the page may be older than the page (src/components/StaticRegion):
 * the blog sidebar's latest headlines, which every news page shows and each new story changes. A
 * page's HTML does not name their files, so a page a publish copies from the last build names no
 * file the new build lacks; the app loads the current ones through the route data when it boots.
 */
const LAGGING_MODULES: readonly string[] = ['sidebar'];

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
}

/**
 * Moves the modules that more than half of the routes load (the blog sidebar's headlines, the
 * blog's metadata) out of each route's file into one shared file. The sidebar's chunk is renamed
 * by every new story: inside each route's file, it changed every file; shared, it changes one.
 */
export function sharedRouteData(files: ReadonlyMap<string, RouteDataFile>): {
  shared: SharedRouteData;
  files: Map<string, RouteDataFile>;
} {
  const uses = new Map<string, number>();
  for (const data of files.values()) {
    for (const name of Object.keys(data.modules)) {
      uses.set(name, (uses.get(name) ?? 0) + 1);
    }
  }
  const isShared = (name: string) =>
    (uses.get(name) ?? 0) > Math.max(1, files.size / 2);
  const shared: SharedRouteData = {modules: {}};
  const own = new Map<string, RouteDataFile>();
  for (const [key, data] of files) {
    const modules: Record<string, ChunkModule> = {};
    for (const [name, module] of Object.entries(data.modules)) {
      if (isShared(name)) shared.modules[name] = module;
      else modules[name] = module;
    }
    own.set(key, {...data, modules});
  }
  return {shared, files: own};
}

export function routeDataFiles(
  routes: readonly RouteEntry[],
  chunkNames: Record<string, unknown>,
  modules: Map<string, ChunkModule>,
): Map<string, RouteDataFile> {
  const out = new Map<string, RouteDataFile>();
  for (const route of routes) {
    const tree = chunkNames[routeChunkKey(route.path, route.hash)];
    const data: RouteDataFile = {
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
  options: {output: {path?: string}};
  hooks: {
    done: {
      tap(
        name: string,
        fn: (stats: {
          toJson(options: object): StatsJson;
          hasErrors(): boolean;
        }) => void,
      ): void;
    };
  };
}

export class RouteDataPlugin {
  constructor(
    private readonly options: {
      routes: RouteEntry[];
      chunkNames: Record<string, unknown>;
      dynamicRegistry: RegistryEntry[];
      manifestPath: string;
      preloadsPath: string;
      /** Docusaurus's generated-files folder (its name is in the bundler's module names). */
      generatedFilesDir: string;
    },
  ) {}

  apply(compiler: CompilerLike) {
    compiler.hooks.done.tap('nerkhnama-route-data', (stats) => {
      if (stats.hasErrors()) return;
      const json = stats.toJson({
        all: false,
        chunks: true,
        chunkModules: true,
        chunkRelations: true,
        ids: true,
      });
      const modules = resolveChunkModules(
        json,
        this.options.dynamicRegistry,
        path.basename(this.options.generatedFilesDir),
      );
      const outDir = path.join(compiler.options.output.path!, 'route-data');
      mkdirSync(outDir, {recursive: true});
      const filesByName = chunkFilesByName(json);
      const {shared, files} = sharedRouteData(
        routeDataFiles(this.options.routes, this.options.chunkNames, modules),
      );
      const sharedFile = routeDataFile(SHARED_ROUTE_DATA_KEY);
      writeFileSync(
        path.join(compiler.options.output.path!, sharedFile),
        JSON.stringify(shared),
      );
      // Read by the Docusaurus plugin's postBuild, which may run in another process (scripts/build.ts).
      const preloads: PagePreload[] = [];
      for (const [key, data] of files) {
        writeFileSync(
          path.join(compiler.options.output.path!, routeDataFile(key)),
          JSON.stringify(data),
        );
        preloads.push({
          path: data.path,
          routeDataFiles: [routeDataFile(key), sharedFile],
          files: preloadedChunkNames(data.chunkNames).flatMap(
            (name) => filesByName.get(name) ?? [],
          ),
        });
      }
      writeFileSync(this.options.preloadsPath, JSON.stringify(preloads));
      dropManifestEntrypoint(this.options.manifestPath, NEWS_CHUNKS_ENTRY);
    });
  }
}
