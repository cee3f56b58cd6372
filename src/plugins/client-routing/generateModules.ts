/**
 * Writes the client bundle's replacements for Docusaurus's generated route modules, from a
 * `RouteSplit`: the same module shapes (`routes`, `registry`, `routesChunkNames`), holding only
 * the static routes plus one prefix route per route-data section and one exact route-data route
 * for each page outside it served the same way (the home page); and the entry that keeps the
 * news chunks (the articles' text; their data goes into the route data) compiled although no
 * page imports them.
 */
import {
  chunkNamesModuleSource,
  componentCreatorCall,
  componentCreatorImport,
  registryModuleSource,
} from '../../docusaurus-internals/node/generatedFiles';
import {isArticleModule} from '../../docusaurus-internals/node/blogPlugin';
import {isInlineModule} from './routeDataPlugin';
import type {RouteEntry, RouteSplit} from './routeSplit';

const q = (value: unknown) => JSON.stringify(value);

function routeSource(route: RouteEntry, indent: string): string {
  const {
    path,
    hash,
    routes,
    prefixRoute: isPrefix,
    exactRoute,
    ...extra
  } = route;
  const component = isPrefix
    ? `prefixRoute(${q(path)})`
    : exactRoute
      ? `exactRoute(${q(path)})`
      : componentCreatorCall(path, hash);
  const fields = [
    `path: ${q(path)}`,
    `component: ${component}`,
    ...Object.entries(extra).map(([k, v]) => `${k}: ${q(v)}`),
  ];
  if (routes) {
    fields.push(
      `routes: [\n${routes.map((r) => routeSource(r, `${indent}  `)).join(',\n')}\n${indent}]`,
    );
  }
  return `${indent}{${fields.join(', ')}}`;
}

export function generateClientModules(
  split: RouteSplit,
  runtimeModule: string,
) {
  return {
    'routes.js': [
      componentCreatorImport,
      `import {exactRoute, prefixRoute, settleOnFirstLoad} from ${q(runtimeModule)};`,
      `const routes = [\n${split.staticRoutes.map((r) => routeSource(r, '  ')).join(',\n')}\n];`,
      `routes.forEach(settleOnFirstLoad);`,
      `export default routes;`,
      '',
    ].join('\n'),
    'registry.js': registryModuleSource(split.staticRegistry),
    'routesChunkNames.js': chunkNamesModuleSource(split.staticChunkNames),
    'news-chunks-entry.js': `// Never loaded by a page: compiles the route-data chunks and names them.\nexport default [\n${split.dynamicRegistry
      // Data modules and articles travel inside the route data (routeDataPlugin.ts): nothing to compile.
      .filter(
        ({modulePath}) =>
          !isInlineModule(modulePath) && !isArticleModule(modulePath),
      )
      .map(
        ({chunkName, modulePath}) =>
          `  () => import(/* webpackChunkName: ${q(chunkName)} */ ${q(modulePath)}),`,
      )
      .join('\n')}\n];\n`,
  };
}
