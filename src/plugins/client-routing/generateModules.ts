/**
 * Writes the client bundle's replacements for Docusaurus's generated route modules, from a
 * `RouteSplit`: the same module shapes (`routes`, `registry`, `routesChunkNames`), holding only
 * the static routes plus one prefix route per route-data section; and the entry that keeps the
 * news chunks compiled although no page imports them.
 */
import type {RegistryEntry, RouteEntry, RouteSplit} from './routeSplit';

const q = (value: unknown) => JSON.stringify(value);

function registryLine({chunkName, modulePath}: RegistryEntry): string {
  return `  ${q(chunkName)}: [() => import(/* webpackChunkName: ${q(chunkName)} */ ${q(modulePath)}), ${q(modulePath)}, require.resolveWeak(${q(modulePath)})],`;
}

function routeSource(route: RouteEntry, indent: string): string {
  const {path, hash, routes, prefixRoute: isPrefix, ...extra} = route;
  const component = isPrefix ? `prefixRoute(${q(path)})` : path === '*' ? `ComponentCreator('*')` : `ComponentCreator(${q(path)}, ${q(hash)})`;
  const fields = [`path: ${q(path)}`, `component: ${component}`, ...Object.entries(extra).map(([k, v]) => `${k}: ${q(v)}`)];
  if (routes) fields.push(`routes: [\n${routes.map((r) => routeSource(r, `${indent}  `)).join(',\n')}\n${indent}]`);
  return `${indent}{${fields.join(', ')}}`;
}

export function generateClientModules(split: RouteSplit, runtimeModule: string) {
  return {
    'routes.js': [
      `import ComponentCreator from '@docusaurus/ComponentCreator';`,
      `import {prefixRoute, settleOnFirstLoad} from ${q(runtimeModule)};`,
      `const routes = [\n${split.staticRoutes.map((r) => routeSource(r, '  ')).join(',\n')}\n];`,
      `routes.forEach(settleOnFirstLoad);`,
      `export default routes;`,
      '',
    ].join('\n'),
    'registry.js': `export default {\n${split.staticRegistry.map(registryLine).join('\n')}\n};\n`,
    'routesChunkNames.js': `export default ${JSON.stringify(split.staticChunkNames, null, 1)};\n`,
    'news-chunks-entry.js': `// Never loaded by a page: compiles the route-data chunks and names them.\nexport default [\n${split.dynamicRegistry
      .map(({chunkName, modulePath}) => `  () => import(/* webpackChunkName: ${q(chunkName)} */ ${q(modulePath)}),`)
      .join('\n')}\n];\n`,
  };
}
