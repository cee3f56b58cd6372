/**
 * Splits Docusaurus's generated client route table into what every page must ship (the few
 * static routes: home, info pages, not found) and what grows with the archive (every news route),
 * which the browser instead fetches per route as a small JSON file. Pure functions over the route
 * table read by src/docusaurus-internals (node/generatedFiles.ts).
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
  /** Routes kept in the client table, in order, with the prefix route in place of the news routes. */
  staticRoutes: RouteEntry[];
  /** Top-level exact routes under the prefix, served from route data files. */
  dynamicRoutes: RouteEntry[];
  /** Registry entries the static routes (and the news components) need in the main bundle. */
  staticRegistry: RegistryEntry[];
  /** Registry entries reachable only through route data files. */
  dynamicRegistry: RegistryEntry[];
  /** routesChunkNames entries of the static routes. */
  staticChunkNames: Record<string, unknown>;
}

/** `isDynamicModule` says which modules are per-route data (articles, list pages' props). */
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
  const dynamicRoutes = routes.filter((r) => underPrefix(r.path));
  for (const route of dynamicRoutes) {
    if (!route.exact || route.routes) {
      throw new Error(
        `Route ${route.path}: only exact, unnested routes can be served from route data.`,
      );
    }
  }
  const firstDynamic = routes.findIndex((r) => underPrefix(r.path));
  const kept = routes.filter((r) => !underPrefix(r.path));
  const staticRoutes =
    firstDynamic < 0
      ? kept
      : [
          ...kept.slice(0, firstDynamic),
          {path: prefix, exact: false, prefixRoute: true},
          ...kept.slice(firstDynamic),
        ];

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
