/**
 * Splits Docusaurus's generated client route table into what every page must ship (the few
 * static routes: info pages, not found) and what changes with the news (every news route, and the
 * home and price pages, whose data follows the stories), which the browser instead fetches per route as a
 * small JSON file. Every page loads the main bundle's runtime, which names each chunk of the
 * static routes by its content hash: data that changes with each story kept there would rename
 * the runtime, and so change every page. Pure functions over the route table read by
 * src/docusaurus-internals (node/generatedFiles.ts).
 */
import type {
  RegistryEntry,
  RouteEntry,
} from '../../docusaurus-internals/node/generatedFiles';
import {
  chunkNamesIn,
  routeChunkKey,
} from '../../docusaurus-internals/client/chunkNames';

export type {RegistryEntry, RouteEntry};

export interface RouteSplit {
  /**
   * Routes kept in the client table, in order: the prefix route in place of the news routes, an
   * exact route-data route in place of each other route whose page loads news data.
   */
  staticRoutes: RouteEntry[];
  /** Top-level exact routes under the prefix or loading news data, served from route data files. */
  dynamicRoutes: RouteEntry[];
  /** Registry entries the static routes (and the news components) need in the main bundle. */
  staticRegistry: RegistryEntry[];
  /** Registry entries reachable only through route data files. */
  dynamicRegistry: RegistryEntry[];
  /** routesChunkNames entries of the static routes. */
  staticChunkNames: Record<string, unknown>;
}

/**
 * `isDynamicModule` says which modules are per-route data that follows the news (articles, list
 * pages' props, the home page's stories, the price pages' latest news). Every route under the
 * prefix is served from route data; so is each exact, unnested route outside it whose page loads
 * such a module (the home page, the price pages).
 */
export function splitRoutes(options: {
  routes: RouteEntry[];
  registry: RegistryEntry[];
  chunkNames: Record<string, unknown>;
  prefix: string;
  isDynamicModule: (modulePath: string) => boolean;
}): RouteSplit {
  const {routes, registry, chunkNames, prefix, isDynamicModule} = options;
  const underPrefix = (path: string) =>
    path === prefix || path.startsWith(`${prefix}/`);
  const dynamicChunks = new Set(
    registry
      .filter((e) => isDynamicModule(e.modulePath))
      .map((e) => e.chunkName),
  );
  const loadsDynamic = (r: RouteEntry) =>
    r.hash !== undefined &&
    chunkNamesIn(chunkNames[routeChunkKey(r.path, r.hash)]).some((name) =>
      dynamicChunks.has(name),
    );
  const isExactDynamic = (r: RouteEntry) =>
    !underPrefix(r.path) && r.exact === true && !r.routes && loadsDynamic(r);
  const dynamicRoutes = routes.filter(
    (r) => underPrefix(r.path) || isExactDynamic(r),
  );
  for (const route of dynamicRoutes) {
    if (!route.exact || route.routes) {
      throw new Error(
        `Route ${route.path}: only exact, unnested routes can be served from route data.`,
      );
    }
  }
  const firstDynamic = routes.findIndex((r) => underPrefix(r.path));
  const staticRoutes: RouteEntry[] = [];
  routes.forEach((route, at) => {
    if (at === firstDynamic) {
      staticRoutes.push({path: prefix, exact: false, prefixRoute: true});
    }
    if (isExactDynamic(route)) {
      staticRoutes.push({path: route.path, exact: true, exactRoute: true});
    } else if (!underPrefix(route.path)) {
      staticRoutes.push(route);
    }
  });
  const kept = routes.filter((r) => !underPrefix(r.path) && !isExactDynamic(r));

  const staticKeys = new Set<string>();
  const visit = (r: RouteEntry) => {
    if (r.hash !== undefined) staticKeys.add(routeChunkKey(r.path, r.hash));
    r.routes?.forEach(visit);
  };
  kept.forEach(visit);
  const staticChunkNames = Object.fromEntries(
    Object.entries(chunkNames).filter(([key]) => staticKeys.has(key)),
  );
  const staticNames = new Set(chunkNamesIn(staticChunkNames));
  const staticRegistry = registry.filter(
    (e) => staticNames.has(e.chunkName) || !isDynamicModule(e.modulePath),
  );
  const kept2 = new Set(staticRegistry.map((e) => e.chunkName));
  const dynamicRegistry = registry.filter((e) => !kept2.has(e.chunkName));
  return {
    staticRoutes,
    dynamicRoutes,
    staticRegistry,
    dynamicRegistry,
    staticChunkNames,
  };
}
