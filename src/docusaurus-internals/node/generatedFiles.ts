/**
 * The route modules Docusaurus generates into its generated-files folder (`.docusaurus/`, or
 * `.docusaurus-build/` for production builds): `routes.js`, `registry.js`, `routesChunkNames.json`
 * and `client-manifest.json`, read and written in the shapes core 3.10.2 gives them
 * (core, server/codegen/codegenRoutes.js; webpack/client.js). A changed shape throws, naming the file.
 */
import './installed';
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {DEFAULT_GENERATED_DIR} from './env';

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

export interface GeneratedRouteTable {
  routes: RouteEntry[];
  registry: RegistryEntry[];
  /** Route key (`{path}-{hash}`) → its chunk-name tree. */
  chunkNames: Record<string, unknown>;
}

const formatChanged = (file: string, what: string) =>
  new Error(
    `docusaurus-internals: ${file} ${what}; Docusaurus changed the format of its generated route modules (see src/docusaurus-internals/README.md).`,
  );

const COMPONENT_CREATOR_IMPORT = `import ComponentCreator from '@docusaurus/ComponentCreator';`;
const CREATED = Symbol('ComponentCreator');

/** routes.js: an array literal of routes whose components are `ComponentCreator(path, hash)` calls; evaluated with a stub that records them. */
export function evaluateRoutes(source: string): RouteEntry[] {
  if (
    !source.includes(COMPONENT_CREATOR_IMPORT) ||
    !/^export default \[/m.test(source)
  ) {
    throw formatChanged(
      'routes.js',
      'no longer imports ComponentCreator and exports an array of routes',
    );
  }
  const body = source
    .replace(/^import .*$/gm, '')
    .replace(/^export default /m, 'return ');
  const ComponentCreator = (routePath: string, hash?: string) => ({
    [CREATED]: true,
    path: routePath,
    hash,
  });
  let raw: unknown;
  try {
    raw = new Function('ComponentCreator', body)(ComponentCreator);
  } catch (error) {
    throw formatChanged(
      'routes.js',
      `no longer evaluates with ComponentCreator alone (${(error as Error).message})`,
    );
  }
  const toEntry = (route: unknown): RouteEntry => {
    const {component, routes, ...rest} = (route ?? {}) as {
      component?: {[CREATED]?: true; path: string; hash?: string};
      routes?: unknown[];
      path?: unknown;
    };
    if (
      typeof rest.path !== 'string' ||
      !component?.[CREATED] ||
      component.path !== rest.path
    ) {
      throw formatChanged(
        'routes.js',
        `has a route that is not {path, component: ComponentCreator(path, hash)}: ${JSON.stringify(route)}`,
      );
    }
    return {
      ...rest,
      path: rest.path,
      hash: component.hash,
      ...(routes ? {routes: routes.map(toEntry)} : {}),
    };
  };
  if (!Array.isArray(raw)) {
    throw formatChanged('routes.js', 'no longer exports an array');
  }
  return raw.map(toEntry);
}

const REGISTRY_LINE =
  /^\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "((?:[^"\\]|\\.)*)"\), "(?:[^"\\]|\\.)*", require\.resolveWeak\("(?:[^"\\]|\\.)*"\)\],/gm;

/** registry.js: chunk name → `[() => import(module), module, require.resolveWeak(module)]`, one line each. */
export function parseRegistry(source: string): RegistryEntry[] {
  if (!/^export default \{$/m.test(source)) {
    throw formatChanged('registry.js', 'no longer exports an object literal');
  }
  const entries = [...source.matchAll(REGISTRY_LINE)].map((m) => ({
    chunkName: m[1],
    modulePath: JSON.parse(`"${m[2]}"`) as string,
  }));
  const imports = source.match(/\(\) => import\(/g)?.length ?? 0;
  if (entries.length !== imports) {
    throw formatChanged(
      'registry.js',
      `has ${imports} imports, of which ${entries.length} in the expected line format`,
    );
  }
  return entries;
}

/** routesChunkNames.json: route key → chunk-name tree (objects and arrays whose leaves are chunk names). */
export function parseChunkNames(source: string): Record<string, unknown> {
  const parsed = JSON.parse(source) as unknown;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw formatChanged(
      'routesChunkNames.json',
      'is not an object of route keys',
    );
  }
  return parsed as Record<string, unknown>;
}

/** The client route table of the build whose generated files are in `generatedFilesDir`. */
export function readGeneratedRouteTable(
  generatedFilesDir: string,
): GeneratedRouteTable {
  const read = (file: string) =>
    readFileSync(path.join(generatedFilesDir, file), 'utf8');
  return {
    routes: evaluateRoutes(read('routes.js')),
    registry: parseRegistry(read('registry.js')),
    chunkNames: parseChunkNames(
      readFileSync(routeChunkNamesFile(generatedFilesDir), 'utf8'),
    ),
  };
}

const q = (value: unknown) => JSON.stringify(value);

/** The object literal of registry.js for these entries, in core's line format (read by ComponentCreator: loader, module, webpack id). */
export function registryObjectSource(
  entries: readonly RegistryEntry[],
): string {
  const line = ({chunkName, modulePath}: RegistryEntry) =>
    `  ${q(chunkName)}: [() => import(/* webpackChunkName: ${q(chunkName)} */ ${q(modulePath)}), ${q(modulePath)}, require.resolveWeak(${q(modulePath)})],`;
  return `{\n${entries.map(line).join('\n')}\n}`;
}

/** A registry.js of these entries. */
export const registryModuleSource = (entries: readonly RegistryEntry[]) =>
  `export default ${registryObjectSource(entries)};\n`;

/** Where core writes the routes' chunk names (routesChunkNames.json) in the generated-files folder. */
export const routeChunkNamesFile = (generatedFilesDir: string) =>
  path.join(generatedFilesDir, 'routesChunkNames.json');

/** A routesChunkNames module of these entries. */
export const chunkNamesModuleSource = (chunkNames: Record<string, unknown>) =>
  `export default ${JSON.stringify(chunkNames, null, 1)};\n`;

/** The import a routes module needs for `ComponentCreator(path, hash)` and the expression of one route's component. */
export const componentCreatorImport = COMPONENT_CREATOR_IMPORT;
export const componentCreatorCall = (
  routePath: string,
  hash: string | undefined,
) =>
  routePath === '*'
    ? `ComponentCreator('*')`
    : `ComponentCreator(${q(routePath)}, ${q(hash)})`;

/** The generated modules the client entry imports, by the bundler alias core gives them (core, webpack/aliases). */
export const ROUTE_MODULE_ALIASES = {
  routes: '@generated/routes',
  registry: '@generated/registry',
  routesChunkNames: '@generated/routesChunkNames',
} as const;

type Aliases = Record<string, unknown>;

/**
 * Points the client bundle's imports of the three route modules at other files. Exact-match aliases
 * must come before core's `@generated` prefix alias, which would otherwise win: the object is rebuilt
 * with them first.
 */
export function aliasRouteModules(
  config: {resolve?: {alias?: unknown}},
  files: Record<keyof typeof ROUTE_MODULE_ALIASES, string>,
): void {
  const alias = config.resolve?.alias;
  if (
    !alias ||
    typeof alias !== 'object' ||
    Array.isArray(alias) ||
    !('@generated' in alias)
  ) {
    throw new Error(
      'docusaurus-internals: the client config has no `@generated` alias in an object of aliases; Docusaurus changed how it resolves its generated modules.',
    );
  }
  const ours = Object.fromEntries(
    Object.entries(ROUTE_MODULE_ALIASES).map(([key, request]) => [
      `${request}$`,
      files[key as keyof typeof ROUTE_MODULE_ALIASES],
    ]),
  );
  config.resolve!.alias = {...ours, ...(alias as Aliases)};
}

/** The request of a file in the generated-files folder, through core's `@generated` alias. */
export function generatedModuleRequest(
  generatedFilesDir: string,
  file: string,
): string {
  const relative = path.relative(generatedFilesDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) {
    throw new Error(
      `docusaurus-internals: ${file} is outside the generated-files folder ${generatedFilesDir}.`,
    );
  }
  return `@generated/${relative.split(path.sep).join('/')}`;
}

/** The bundler's readable name of a module (its stats `name`), from the registry's request: paths relative to the site. */
export function statsModuleName(
  modulePath: string,
  generatedDir = DEFAULT_GENERATED_DIR,
): string {
  return (
    modulePath
      .replace(/^@site\//, './')
      .replace(/^@generated\//, `./${generatedDir}/`)
      // The blog plugin's alias of its data folder (plugin-content-blog, index.js: `~blog`).
      .replace(/^~blog\//, `./${generatedDir}/docusaurus-plugin-content-blog/`)
  );
}

/** The client manifest (which files each entry loads) that static rendering reads to write each page's scripts (core, webpack/client.js). */
export const clientManifestPath = (generatedFilesDir: string) =>
  path.join(generatedFilesDir, 'client-manifest.json');

/** Removes an entry point from the client manifest, so no page loads it. */
export function dropManifestEntrypoint(
  manifestPath: string,
  entry: string,
): void {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    entrypoints?: unknown;
  };
  if (
    !Array.isArray(manifest.entrypoints) ||
    !manifest.entrypoints.includes(entry)
  ) {
    throw formatChanged(
      'client-manifest.json',
      `has no entrypoints list holding "${entry}"`,
    );
  }
  manifest.entrypoints = manifest.entrypoints.filter((name) => name !== entry);
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
}

/** The client modules every page loads, as core lists them in client-modules.js: `require("{absolute path}")` lines. */
export function readClientModules(generatedFilesDir: string): string[] {
  const lines = readFileSync(
    path.join(generatedFilesDir, 'client-modules.js'),
    'utf8',
  )
    .trim()
    .split('\n');
  const body = lines
    .slice(1, -1)
    .map((line) => /^\s*require\(("(?:[^"\\]|\\.)*")\),$/.exec(line));
  if (
    lines[0] !== 'export default [' ||
    lines.at(-1) !== '];' ||
    body.some((match) => !match)
  ) {
    throw formatChanged(
      'client-modules.js',
      'is no longer a list of require("…") lines',
    );
  }
  return body.map((match) => JSON.parse(match![1]) as string);
}
