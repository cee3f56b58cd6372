import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {
  registryFrom,
  routesFrom,
  type RegistryValue,
  type TableEntry,
} from '../../src/plugins/client-routing/server/routeTable';
import {
  serverRouteDir,
  serverRouteModules,
} from '../../src/plugins/client-routing/serverRouteModules';
import {SERVER_ARTICLE_RUNTIME} from '../../src/plugins/client-routing/serverArticleRuntime';
import {parseRegistry} from '../../src/docusaurus-internals/node/generatedFiles';

const nodeRequire = createRequire(import.meta.url);
const runtimeKey = Symbol.for(SERVER_ARTICLE_RUNTIME);
const globals = globalThis as Record<symbol, unknown>;

afterEach(() => {
  delete globals[runtimeKey];
});

describe('routesFrom', () => {
  it("gives each route, nested ones too, the component core's routes.js would, and keeps its other fields", () => {
    const made: Array<[string, string | undefined]> = [];
    const creator = (routePath: string, hash?: string) => {
      made.push([routePath, hash]);
      return `component of ${routePath}`;
    };
    const routes = routesFrom(
      [
        {path: '/news', hash: 'd4e', exact: true},
        {
          path: '/info',
          hash: 'a1b',
          routes: [
            {path: '/info/about', hash: 'c2d', exact: true, sidebar: 's'},
          ],
        },
        {path: '*'},
      ],
      creator,
    );
    expect(routes).toEqual([
      {path: '/news', exact: true, component: 'component of /news'},
      {
        path: '/info',
        component: 'component of /info',
        routes: [
          {
            path: '/info/about',
            exact: true,
            sidebar: 's',
            component: 'component of /info/about',
          },
        ],
      },
      {path: '*', component: 'component of *'},
    ]);
    expect(made).toEqual([
      ['/news', 'd4e'],
      ['/info', 'a1b'],
      ['/info/about', 'c2d'],
      ['*', undefined],
    ]);
  });
});

describe('registryFrom', () => {
  const compiledLoad = () => Promise.resolve({default: 'BlogPostPage'});
  const compiled: Record<string, RegistryValue> = {
    c0: [compiledLoad, '@theme/BlogPostPage', 42],
  };

  it('keeps the compiled entries and loads a data module as `import()` of its JSON gave it', async () => {
    const read: string[] = [];
    const registry = registryFrom(
      {d1: ['@generated/blog/list.json', 'data', '/g/blog/list.json']},
      compiled,
      (file) => {
        read.push(file);
        return {items: [1, 2]};
      },
    );
    expect(registry.c0).toBe(compiled.c0);
    expect(registry.d1[1]).toBe('@generated/blog/list.json');
    expect(registry.d1[2]).toBeUndefined();
    expect(read).toEqual([]);
    expect(await registry.d1[0]()).toEqual({default: {items: [1, 2]}});
    expect(read).toEqual(['/g/blog/list.json']);
  });

  it("loads an article once through the bundle's article runtime, however many routes load it", async () => {
    const ran: string[] = [];
    globals[runtimeKey] = (file: string) => {
      ran.push(file);
      return {__esModule: true, default: 'Article', frontMatter: {}};
    };
    const table: Record<string, TableEntry> = {
      a1: ['@site/news/2025-09-21-121530.md', 'article', '/g/articles/a.js'],
    };
    const registry = registryFrom(table, compiled, () => {
      throw new Error('an article is not a data file');
    });
    const first = await registry.a1[0]();
    expect(first).toEqual({
      __esModule: true,
      default: 'Article',
      frontMatter: {},
    });
    expect(await registry.a1[0]()).toBe(first);
    expect(ran).toEqual(['/g/articles/a.js']);
  });
});

describe('serverRouteModules', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, {recursive: true, force: true});
    dir = undefined;
  });

  const table = {
    routes: [
      {path: '/news', hash: 'd4e', exact: true},
      {path: '/news/1/a', hash: '2ec', exact: true},
    ],
    registry: [
      {chunkName: 'c0', modulePath: '@theme/BlogPostPage'},
      {chunkName: 'd1', modulePath: '@generated/blog/p/list.json'},
      {chunkName: 'a1', modulePath: '@site/news/2025-09-21-121530.md'},
    ],
  };
  const options = (generatedFilesDir: string, routes = table.routes) => ({
    table: {...table, routes},
    dataFiles: new Map([
      ['@generated/blog/p/list.json', `${generatedFilesDir}/blog/p/list.json`],
    ]),
    articleModules: new Map([
      ['@site/news/2025-09-21-121530.md', `${generatedFilesDir}/articles/a.js`],
    ]),
    generatedFilesDir,
    runtimeModule: '/site/src/plugins/client-routing/server/routeTable.ts',
  });

  it('compiles the components and names the data modules and articles in a file, with the routes', () => {
    const {files, aliases} = serverRouteModules(options('/g'));
    expect(JSON.parse(files['routes.json'])).toEqual(table.routes);
    expect(JSON.parse(files['registry.json'])).toEqual({
      d1: ['@generated/blog/p/list.json', 'data', '/g/blog/p/list.json'],
      a1: ['@site/news/2025-09-21-121530.md', 'article', '/g/articles/a.js'],
    });
    // The compiled part is core's registry line format, for the components alone.
    expect(
      parseRegistry(
        files['registry.js'].replace(/^const compiled = /m, 'export default '),
      ),
    ).toEqual([{chunkName: 'c0', modulePath: '@theme/BlogPostPage'}]);
    expect(files['routesChunkNames.js']).toBe(
      'export default __non_webpack_require__("/g/routesChunkNames.json");\n',
    );
    expect(aliases).toEqual({
      routes: path.join(serverRouteDir('/g'), 'routes.js'),
      registry: path.join(serverRouteDir('/g'), 'registry.js'),
      routesChunkNames: path.join(serverRouteDir('/g'), 'routesChunkNames.js'),
    });
  });

  it('writes modules that stay as they are when the news changes, so the bundler has nothing to do again', () => {
    const before = serverRouteModules(options('/g')).files;
    const after = serverRouteModules(
      options('/g', [
        ...table.routes,
        {path: '/news/2/b', hash: '9f1', exact: true},
      ]),
    ).files;
    for (const module of ['routes.js', 'registry.js', 'routesChunkNames.js']) {
      expect(after[module]).toBe(before[module]);
    }
    expect(after['routes.json']).not.toBe(before['routes.json']);
  });

  it("writes modules that, run as the bundle runs them, give core's routes and registry", async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'server-routes-'));
    const generated = dir;
    const {files} = serverRouteModules({
      ...options(generated),
      runtimeModule: 'route-table-runtime',
    });
    const serverDir = serverRouteDir(generated);
    mkdirSync(serverDir, {recursive: true});
    mkdirSync(path.join(generated, 'blog/p'), {recursive: true});
    for (const [file, text] of Object.entries(files)) {
      writeFileSync(path.join(serverDir, file), text);
    }
    writeFileSync(path.join(generated, 'blog/p/list.json'), '{"items":[3]}');
    writeFileSync(
      path.join(generated, 'routesChunkNames.json'),
      '{"/news-d4e":{"__comp":"c0"}}',
    );
    // The bundler's view of a generated module: its imports resolved, its default export returned.
    const run = (text: string, imports: Record<string, unknown>) =>
      new Function(
        '__non_webpack_require__',
        'imports',
        text
          .replace(
            /^import \{(\w+)\} from "route-table-runtime";$/m,
            'const {$1} = imports.runtime;',
          )
          .replace(
            /^import ComponentCreator from '@docusaurus\/ComponentCreator';$/m,
            'const ComponentCreator = imports.ComponentCreator;',
          )
          .replace(/^export default /m, 'return ')
          .replace(/require\.resolveWeak\(("[^"]+")\)/g, '$1'),
      )(nodeRequire, imports);
    const runtime = {routesFrom, registryFrom};
    expect(
      run(files['routes.js'], {
        runtime,
        ComponentCreator: (p: string, h: string) => `${p}@${h}`,
      }),
    ).toEqual([
      {path: '/news', exact: true, component: '/news@d4e'},
      {path: '/news/1/a', exact: true, component: '/news/1/a@2ec'},
    ]);
    const registry = run(files['registry.js'], {runtime}) as Record<
      string,
      RegistryValue
    >;
    expect(Object.keys(registry).sort()).toEqual(['a1', 'c0', 'd1']);
    expect(registry.c0.slice(1)).toEqual([
      '@theme/BlogPostPage',
      '@theme/BlogPostPage',
    ]);
    expect(await registry.d1[0]()).toEqual({default: {items: [3]}});
    expect(run(files['routesChunkNames.js'], {})).toEqual({
      '/news-d4e': {__comp: 'c0'},
    });
  });
});
