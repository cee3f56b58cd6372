/**
 * The server bundle's route table, read from files as the bundle starts rather than compiled into
 * it (serverRouteModules.ts writes both the files and the small modules that call these). The
 * routes, the registry's entries for data modules and articles, and the routes' chunk names follow
 * every story; compiled, they were 47 MB of generated code at 30,000 stories a language, which the
 * bundler parsed again whenever a story changed the table. What is compiled is what the routes'
 * components are: the theme's pages and the site's own, the same few whatever the archive holds.
 */
import {SERVER_ARTICLE_RUNTIME} from '../serverArticleRuntime';

/** A route as routes.json keeps it: core's route fields, the hash ComponentCreator takes, its children. */
export interface TableRoute {
  path: string;
  hash?: string;
  routes?: TableRoute[];
  [field: string]: unknown;
}

/**
 * A registry entry read from a file: the module's request (what the server's render reports, so
 * each page names the same chunks), and the JSON file of a data module or the compiled module of
 * an article.
 */
export type TableEntry = [
  request: string,
  kind: 'data' | 'article',
  file: string,
];

/** A registry entry as core's ComponentCreator reads it: loader, request, the bundler's module id. */
export type RegistryValue = [
  load: () => Promise<unknown>,
  request: string,
  moduleId: string | number | undefined,
];

/** Core's ComponentCreator(path, hash), and what it makes (a loadable component). */
type ComponentCreator = (path: string, hash?: string) => unknown;

/** The routes in core's shape: each route's component made from its path and hash, as routes.js would. */
export function routesFrom(
  table: readonly TableRoute[],
  componentCreator: ComponentCreator,
): unknown[] {
  const revive = ({hash, routes, ...route}: TableRoute): unknown => ({
    ...route,
    component: componentCreator(route.path, hash),
    ...(routes && {routes: routes.map(revive)}),
  });
  return table.map(revive);
}

/** An article compiled outside the bundler, loaded through the runtime the bundle's first module publishes. */
const loadArticle = (file: string) =>
  (
    (globalThis as Record<symbol, unknown>)[
      Symbol.for(SERVER_ARTICLE_RUNTIME)
    ] as (file: string) => unknown
  )(file);

/**
 * Core's registry: the compiled entries as they are, and one for each entry of the table. A data
 * module resolves to `{default: value}` and an article to its module, what `import()` of each gave
 * when they were bundled: ComponentCreator takes `default` and copies the other exports onto it. No
 * module id: the bundler never saw them, and the server reads ids only to load modules before a
 * render, which static rendering does by preloading the page's routes.
 */
export function registryFrom(
  table: Readonly<Record<string, TableEntry>>,
  compiled: Readonly<Record<string, RegistryValue>>,
  requireFile: (file: string) => unknown,
): Record<string, RegistryValue> {
  const registry: Record<string, RegistryValue> = {...compiled};
  // Each article runs once however many routes load it, as a bundled module would.
  const articles = new Map<string, unknown>();
  const article = (file: string) => {
    if (!articles.has(file)) articles.set(file, loadArticle(file));
    return articles.get(file);
  };
  for (const [chunkName, [request, kind, file]] of Object.entries(table)) {
    registry[chunkName] = [
      kind === 'data'
        ? () => Promise.resolve({default: requireFile(file)})
        : () => Promise.resolve(article(file)),
      request,
      undefined,
    ];
  }
  return registry;
}
