// The route modules core generated for the build's default locale (.docusaurus-build/), read as the
// client-routing plugin reads them, and the same files changed the ways an upgrade could change them.
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {
  chunkNamesIn,
  routeChunkKey,
} from '../../src/docusaurus-internals/client/chunkNames';
import {
  assertClientModuleOrder,
  nprogressClientModule,
  prismClientModule,
  replaceClientModule,
} from '../../src/docusaurus-internals/node/bundler';
import {
  clientManifestPath,
  dropManifestEntrypoint,
  evaluateRoutes,
  parseChunkNames,
  parseRegistry,
  readClientModules,
  readGeneratedRouteTable,
  type RouteEntry,
} from '../../src/docusaurus-internals/node/generatedFiles';
import {isNewsModule} from '../../src/plugins/client-routing';
import {NEWS_CHUNKS_ENTRY} from '../../src/plugins/client-routing/routeDataPlugin';
import {GENERATED, readGenerated, ROOT} from './build';

const table = readGeneratedRouteTable(GENERATED);
const navigationFeedback = path.join(
  ROOT,
  'src/plugins/client-routing/navigationFeedback.ts',
);
const flatten = (routes: RouteEntry[]): RouteEntry[] =>
  routes.flatMap((route) => [route, ...flatten(route.routes ?? [])]);
const allRoutes = flatten(table.routes);
const registered = new Set(table.registry.map((entry) => entry.chunkName));

const scratch = mkdtempSync(path.join(tmpdir(), 'nerkhnama-internals-'));
afterAll(() => rmSync(scratch, {recursive: true, force: true}));
/** A generated-files folder holding one file, changed. */
function folderWith(file: string, content: string): string {
  const dir = mkdtempSync(path.join(scratch, 'generated-'));
  writeFileSync(path.join(dir, file), content);
  return dir;
}

describe('routes.js, registry.js and routesChunkNames.json as core wrote them', () => {
  it('give every route its path and hash (none for the not-found route), nested routes included', () => {
    expect(allRoutes.length).toBeGreaterThan(100);
    for (const route of allRoutes) {
      expect(
        route.path === '*'
          ? route.hash === undefined
          : typeof route.hash === 'string',
        route.path,
      ).toBe(true);
    }
    expect(allRoutes.filter((route) => route.routes).length).toBeGreaterThan(0);
  });
  it('give every registry line its chunk name and module', () => {
    expect(table.registry.length).toBeGreaterThan(100);
    expect(table.registry.length).toBe(
      readGenerated('registry.js').match(/\(\) => import\(/g)!.length,
    );
    expect(
      table.registry.some((entry) => entry.modulePath.startsWith('@theme/')),
    ).toBe(true);
  });
  it('agree with each other: each chunk-name entry is a route’s key, each chunk name a registry entry', () => {
    const routeKeys = new Set(
      allRoutes.map((route) => routeChunkKey(route.path, route.hash)),
    );
    for (const [key, tree] of Object.entries(table.chunkNames)) {
      expect(routeKeys.has(key), key).toBe(true);
      for (const name of chunkNamesIn(tree)) {
        expect(registered.has(name), `${key}: ${name}`).toBe(true);
      }
    }
  });
});

describe('what the client-routing and news-blog plugins made of them', () => {
  const prefix = allRoutes.find((route) => /\/news$/.test(route.path))!.path;
  const newsRoutes = table.routes.filter(
    (route) => route.path === prefix || route.path.startsWith(`${prefix}/`),
  );
  const mainRegistry = parseRegistry(
    readGenerated('nerkhnama-client-routing/registry.js'),
  );

  it('keeps in the main bundle’s registry no data module that only one news page uses', () => {
    const uses = new Map<string, number>();
    for (const route of allRoutes) {
      for (const name of new Set(
        chunkNamesIn(table.chunkNames[routeChunkKey(route.path, route.hash)]),
      )) {
        uses.set(name, (uses.get(name) ?? 0) + 1);
      }
    }
    const moduleOf = new Map(
      table.registry.map((entry) => [entry.chunkName, entry.modulePath]),
    );
    // Components (`@theme/…`) stay in the main bundle, even the one of a single page (the authors index).
    const perNewsPage = new Set(
      newsRoutes
        .flatMap((route) =>
          chunkNamesIn(table.chunkNames[routeChunkKey(route.path, route.hash)]),
        )
        .filter(
          (name) =>
            uses.get(name) === 1 && !moduleOf.get(name)!.startsWith('@theme/'),
        ),
    );
    expect(newsRoutes.length).toBeGreaterThan(50);
    expect(perNewsPage.size).toBeGreaterThan(newsRoutes.length);
    expect(
      mainRegistry.filter((entry) => perNewsPage.has(entry.chunkName)),
    ).toEqual([]);
    for (const chunkName of perNewsPage) {
      expect(isNewsModule(moduleOf.get(chunkName)!), chunkName).toBe(true);
    }
  });
  it('gives list pages card data instead of every article’s excerpt', () => {
    expect(
      table.registry.filter((entry) =>
        entry.modulePath.includes('truncated=true'),
      ),
    ).toEqual([]);
    expect(
      table.registry.filter((entry) =>
        entry.modulePath.includes('/news-list-items-'),
      ).length,
    ).toBeGreaterThan(10);
  });
  it('keeps the news chunks’ entry out of the client manifest, so no page loads it', () => {
    const manifest = JSON.parse(readGenerated('client-manifest.json')) as {
      entrypoints: string[];
    };
    expect(manifest.entrypoints).toEqual(['main']);
    expect(() =>
      dropManifestEntrypoint(clientManifestPath(GENERATED), NEWS_CHUNKS_ENTRY),
    ).toThrow(
      /client-manifest\.json has no entrypoints list holding "nerkhnama-news-chunks"/,
    );
  });
  it('replaces theme-classic’s Prism client module, which core lists among the client modules', () => {
    expect(readClientModules(GENERATED)).toContain(prismClientModule());
    expect(
      replaceClientModule(GENERATED, prismClientModule(), '/nothing.js'),
    ).toEqual({
      [`${prismClientModule()}$`]: '/nothing.js',
      [`${prismClientModule()}.js$`]: '/nothing.js',
    });
  });
  it('runs the navigation spinner after the theme’s progress bar module, which it reconfigures', () => {
    expect(() =>
      assertClientModuleOrder(
        GENERATED,
        nprogressClientModule(),
        navigationFeedback,
      ),
    ).not.toThrow();
  });
});

describe('a changed format fails the build with the file it is in', () => {
  const routes = readGenerated('routes.js');
  const registry = readGenerated('registry.js');

  it('routes.js whose components another function makes', () => {
    expect(() =>
      evaluateRoutes(
        routes.replace(
          "import ComponentCreator from '@docusaurus/ComponentCreator';",
          "import createRoute from '@docusaurus/createRoute';",
        ),
      ),
    ).toThrow(/routes\.js no longer imports ComponentCreator/);
    expect(() =>
      evaluateRoutes(
        routes.replace('component: ComponentCreator(', 'component: lazyRoute('),
      ),
    ).toThrow(
      /routes\.js no longer evaluates with ComponentCreator alone \(lazyRoute is not defined\)/,
    );
    expect(() =>
      evaluateRoutes(
        routes.replace(
          /component: ComponentCreator\(([^)]*)\)/,
          'component: ComponentCreator("/elsewhere", "x"), was: [$1]',
        ),
      ),
    ).toThrow(
      /routes\.js has a route that is not \{path, component: ComponentCreator\(path, hash\)\}/,
    );
  });
  it('registry.js lines in another form', () => {
    expect(() =>
      parseRegistry(
        registry.replace(
          /, require\.resolveWeak\(("(?:[^"\\]|\\.)*")\)/g,
          ', $1',
        ),
      ),
    ).toThrow(
      /registry\.js has \d+ imports, of which 0 in the expected line format/,
    );
    expect(() =>
      parseRegistry(registry.replace('export default {', 'const registry = {')),
    ).toThrow(/registry\.js no longer exports an object literal/);
  });
  it('routesChunkNames.json of another shape', () => {
    expect(() =>
      parseChunkNames(JSON.stringify(Object.entries(table.chunkNames))),
    ).toThrow(/routesChunkNames\.json is not an object of route keys/);
  });
  it('client modules listed another way, or no longer holding what is replaced', () => {
    const listed = readGenerated('client-modules.js');
    expect(() =>
      readClientModules(
        folderWith(
          'client-modules.js',
          listed.replace(/require\(("[^"]+")\),/g, 'import($1),'),
        ),
      ),
    ).toThrow(/client-modules\.js is no longer a list of require\("…"\) lines/);
    const withoutPrism = folderWith(
      'client-modules.js',
      listed
        .split('\n')
        .filter((line) => !line.includes('prism-include-languages'))
        .join('\n'),
    );
    expect(() =>
      replaceClientModule(withoutPrism, prismClientModule(), '/nothing.js'),
    ).toThrow(/is not among the client modules of this build/);
    const lines = listed.split('\n');
    const [theme, ours] = [
      lines.findIndex((line) => line.includes('/lib/nprogress"')),
      lines.findIndex((line) => line.includes('navigationFeedback')),
    ];
    [lines[theme], lines[ours]] = [lines[ours], lines[theme]];
    expect(() =>
      assertClientModuleOrder(
        folderWith('client-modules.js', lines.join('\n')),
        nprogressClientModule(),
        navigationFeedback,
      ),
    ).toThrow(/do not load .*nprogress before .*navigationFeedback\.ts/);
  });
});
