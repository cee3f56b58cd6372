/**
 * Splits Docusaurus's generated client route table into what every page must ship (the few
 * static routes: home, info pages, not found) and what grows with the archive (every news route),
 * which the browser instead fetches per route as a small JSON file. Pure functions over the
 * generated files' text, so they can be unit-tested against real output.
 */
export {routeDataKey} from './routeDataKey';

export interface RouteEntry {
  path: string;
  exact?: boolean;
  /** Route hash passed to ComponentCreator, undefined for the not-found route. */
  hash?: string;
  routes?: RouteEntry[];
  [extra: string]: unknown;
}

export interface RegistryEntry {
  chunkName: string;
  modulePath: string;
}

/** Evaluates `.docusaurus/routes.js` with a ComponentCreator stub that records path and hash. */
export function evaluateRoutes(source: string): RouteEntry[] {
  const body = source
    .replace(/^import .*$/gm, '')
    .replace(/export default/, 'return');
  const ComponentCreator = (path: string, hash?: string) => ({__creator: true, path, hash});
  const raw = new Function('ComponentCreator', body)(ComponentCreator) as Array<Record<string, unknown>>;
  const toEntry = (route: Record<string, unknown>): RouteEntry => {
    const {component, routes, ...rest} = route as {component: {hash?: string}; routes?: Array<Record<string, unknown>>; path: string};
    return {...rest, hash: component.hash, ...(routes ? {routes: routes.map(toEntry)} : {})};
  };
  return raw.map(toEntry);
}

const REGISTRY_LINE = /^\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "((?:[^"\\]|\\.)*)"\)/gm;

/** Reads `.docusaurus/registry.js`: chunk name → the module it imports. */
export function parseRegistry(source: string): RegistryEntry[] {
  return [...source.matchAll(REGISTRY_LINE)].map((m) => ({chunkName: m[1], modulePath: JSON.parse(`"${m[2]}"`)}));
}

/** Every chunk name in a route's chunk-name tree (the shape of routesChunkNames.json values). */
export function chunkNamesIn(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (Array.isArray(tree)) return tree.flatMap(chunkNamesIn);
  if (tree && typeof tree === 'object') return Object.values(tree).flatMap(chunkNamesIn);
  return [];
}

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
  const underPrefix = (path: string) => path === prefix || path.startsWith(`${prefix}/`);
  const dynamicRoutes = routes.filter((r) => underPrefix(r.path));
  for (const route of dynamicRoutes) {
    if (!route.exact || route.routes) throw new Error(`Route ${route.path}: only exact, unnested routes can be served from route data.`);
  }
  const firstDynamic = routes.findIndex((r) => underPrefix(r.path));
  const kept = routes.filter((r) => !underPrefix(r.path));
  const staticRoutes = firstDynamic < 0 ? kept : [...kept.slice(0, firstDynamic), {path: prefix, exact: false, prefixRoute: true}, ...kept.slice(firstDynamic)];

  const staticKeys = new Set<string>();
  const visit = (r: RouteEntry) => {
    if (r.hash !== undefined) staticKeys.add(`${r.path}-${r.hash}`);
    r.routes?.forEach(visit);
  };
  kept.forEach(visit);
  const staticChunkNames = Object.fromEntries(Object.entries(chunkNames).filter(([key]) => staticKeys.has(key)));
  const staticNames = new Set(chunkNamesIn(staticChunkNames));
  const staticRegistry = registry.filter((e) => staticNames.has(e.chunkName) || !isDynamicModule(e.modulePath));
  const kept2 = new Set(staticRegistry.map((e) => e.chunkName));
  const dynamicRegistry = registry.filter((e) => !kept2.has(e.chunkName));
  return {staticRoutes, dynamicRoutes, staticRegistry, dynamicRegistry, staticChunkNames};
}

/** The bundler's readable name of a module, from the registry's import request (`generatedDir`: the generated-files folder's name). */
export function statsModuleName(modulePath: string, generatedDir = '.docusaurus'): string {
  return modulePath.replace(/^@site\//, './').replace(/^@generated\//, `./${generatedDir}/`);
}
