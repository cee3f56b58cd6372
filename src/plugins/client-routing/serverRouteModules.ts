/**
 * The server bundle's replacements for Docusaurus's three generated route modules: the route table
 * as data files the bundle reads as it starts (server/routeTable.ts), and modules whose text does
 * not change as stories come and go. Compiled, `routes.js`, `registry.js` and
 * `routesChunkNames.json` were 47 MB at 30,000 stories a language, parsed and linked by the bundler
 * whenever a story changed them (a publish's server-side bundling: about 25 s a locale). Now what
 * the server side compiles is the site's code and the modules the routes' components are; the
 * data modules and the articles, which follow the news, are named in `registry.json` and loaded
 * from their files as each page renders, as the data modules were already (an external each) and
 * the articles (compiled outside the bundler, serverArticles.ts).
 */
import path from 'node:path';
import {
  registryObjectSource,
  routeChunkNamesFile,
  type GeneratedRouteTable,
} from '../../docusaurus-internals/node/generatedFiles';
import type {TableEntry} from './server/routeTable';

const q = (value: unknown) => JSON.stringify(value);

/** The folder of the server's route modules, inside the generated-files folder. */
export const serverRouteDir = (generatedFilesDir: string) =>
  path.join(generatedFilesDir, 'nerkhnama-client-routing', 'server');

export interface ServerRouteModules {
  /** File name (in serverRouteDir) → text. */
  files: Record<string, string>;
  /** The modules to alias core's `@generated/routes`, `registry` and `routesChunkNames` to. */
  aliases: {routes: string; registry: string; routesChunkNames: string};
}

/**
 * `dataFiles`: each data module's JSON file, by its request; `articleModules`: each article's
 * compiled module, by its request. Every other registry entry (the routes' components, the site's
 * pages) is compiled as core's registry would have it.
 */
export function serverRouteModules({
  table,
  dataFiles,
  articleModules,
  generatedFilesDir,
  runtimeModule,
}: {
  table: Pick<GeneratedRouteTable, 'routes' | 'registry'>;
  dataFiles: ReadonlyMap<string, string>;
  articleModules: ReadonlyMap<string, string>;
  generatedFilesDir: string;
  runtimeModule: string;
}): ServerRouteModules {
  const dir = serverRouteDir(generatedFilesDir);
  const read: Record<string, TableEntry> = {};
  const compiled = table.registry.filter(({chunkName, modulePath}) => {
    const data = dataFiles.get(modulePath);
    const article = articleModules.get(modulePath);
    if (data) read[chunkName] = [modulePath, 'data', data];
    else if (article) read[chunkName] = [modulePath, 'article', article];
    return !data && !article;
  });
  const requireFile = (file: string) => `__non_webpack_require__(${q(file)})`;
  return {
    files: {
      'routes.json': JSON.stringify(table.routes),
      'registry.json': JSON.stringify(read),
      'routes.js': [
        `import ComponentCreator from '@docusaurus/ComponentCreator';`,
        `import {routesFrom} from ${q(runtimeModule)};`,
        `export default routesFrom(${requireFile(path.join(dir, 'routes.json'))}, ComponentCreator);`,
        '',
      ].join('\n'),
      'registry.js': [
        `import {registryFrom} from ${q(runtimeModule)};`,
        `const compiled = ${registryObjectSource(compiled)};`,
        `export default registryFrom(${requireFile(path.join(dir, 'registry.json'))}, compiled, (file) => __non_webpack_require__(file));`,
        '',
      ].join('\n'),
      'routesChunkNames.js': `export default ${requireFile(routeChunkNamesFile(generatedFilesDir))};\n`,
    },
    aliases: {
      routes: path.join(dir, 'routes.js'),
      registry: path.join(dir, 'registry.js'),
      routesChunkNames: path.join(dir, 'routesChunkNames.js'),
    },
  };
}
