import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {generateClientModules} from '../../src/plugins/client-routing/generateModules';
import {
  isNewsModule,
  NEWS_VENDORS_CHUNK,
  withNewsVendors,
} from '../../src/plugins/client-routing';
import {isHomePageData} from '../../src/plugins/home-page';
import {isMarketPageData} from '../../src/plugins/market';
import {routeDataKey} from '../../src/plugins/client-routing/routeDataKey';
import {
  compilationChunkLookup,
  dataModuleFiles,
  isInlineModule,
  resolveChunkModules,
  rspackCompilation,
  routeDataFiles,
  sharedRouteData,
  withInlineValues,
  type RouteDataFile,
} from '../../src/plugins/client-routing/routeDataPlugin';
import {
  injectIntoHead,
  preloadLinks,
} from '../../src/plugins/client-routing/htmlPreload';
import {
  isUnderPrefix,
  normalizePath,
} from '../../src/plugins/client-routing/routePath';
import {splitRoutes} from '../../src/plugins/client-routing/routeSplit';
import {chunkNamesIn} from '../../src/docusaurus-internals/client/chunkNames';
import {docuHash} from '@docusaurus/utils';
import {isArticleModule} from '../../src/docusaurus-internals/node/blogPlugin';
import {htmlFileOf} from '../../src/docusaurus-internals/node/buildOutput';
import {
  parseRegistry,
  statsModuleName,
  type RegistryEntry,
  type RouteEntry,
} from '../../src/docusaurus-internals/node/generatedFiles';

// A small route table, as the client-routing plugin reads it from Docusaurus's generated files
// (src/docusaurus-internals/node/generatedFiles.ts; tests/internals reads the real ones).
const ROUTES: RouteEntry[] = [
  {path: '/news', exact: true, hash: 'ff4'},
  {path: '/news/121530/سکه-بهار-آزادی', exact: true, hash: 'a41'},
  {path: '/', exact: true, hash: '2e1'},
  {
    path: '/',
    hash: 'b0c',
    routes: [{path: '/gift-cards', exact: true, sidebar: 'info', hash: '7a1'}],
  },
  {path: '*', hash: undefined},
];

const entry = (chunkName: string, modulePath: string): RegistryEntry => ({
  chunkName,
  modulePath,
});
const REGISTRY: RegistryEntry[] = [
  entry('a6aa9e1f', '@theme/BlogListPage'),
  entry('814f3328', '~blog/default/blog-post-list-prop-default.json'),
  entry('75423b2a', '@site/news/2025-09-24-121530.md?truncated=true'),
  entry('c0ffee00', '@site/news/2025-09-24-121530.md'),
  entry(
    '36994c47',
    '@generated/docusaurus-plugin-content-blog/default/__plugin.json',
  ),
  entry('17896441', '@theme/DocItem'),
  entry('5e95c892', '@theme/DocsRoot'),
  entry('b5d3e2a1', '@site/info/gift-cards.md'),
  entry(
    'feed0001',
    '@generated/docusaurus-plugin-content-blog/default/p/news-ff4.json',
  ),
];

const CHUNK_NAMES = {
  '/news-ff4': {
    __comp: 'a6aa9e1f',
    __context: {plugin: '36994c47'},
    sidebar: '814f3328',
    items: [{content: '75423b2a'}],
    __props: 'feed0001',
  },
  '/news/121530/سکه-بهار-آزادی-a41': {
    __comp: 'a6aa9e1f',
    __context: {plugin: '36994c47'},
    content: 'c0ffee00',
  },
  '/-2e1': {__comp: '5e95c892'},
  '/-b0c': {__comp: '5e95c892'},
  '/gift-cards-7a1': {__comp: '17896441', content: 'b5d3e2a1'},
};

describe('normalizePath', () => {
  it('decodes percent-encoded Persian slugs to the form the route table holds', () => {
    expect(normalizePath('/news/121530/%D8%B3%DA%A9%D9%87')).toBe(
      '/news/121530/سکه',
    );
  });
  it('drops index.html, .html and trailing slashes, keeping the root', () => {
    expect(normalizePath('/news/index.html')).toBe('/news');
    expect(normalizePath('/gift-cards.html')).toBe('/gift-cards');
    expect(normalizePath('/news/page/2/')).toBe('/news/page/2');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/index.html')).toBe('/');
  });
  it('keeps a malformed escape as it is instead of throwing', () => {
    expect(normalizePath('/news/%E0%A4%A')).toBe('/news/%E0%A4%A');
  });
});

describe('isUnderPrefix', () => {
  const prefixes = ['/news', '/en/news'];
  it('matches the prefix itself and paths below it, in both locales', () => {
    expect(isUnderPrefix('/news', prefixes)).toBe(true);
    expect(isUnderPrefix('/news/', prefixes)).toBe(true);
    expect(isUnderPrefix('/en/news/tags/dollar', prefixes)).toBe(true);
  });
  it('does not match look-alike paths or other sections', () => {
    expect(isUnderPrefix('/newsletter', prefixes)).toBe(false);
    expect(isUnderPrefix('/gift-cards', prefixes)).toBe(false);
    expect(isUnderPrefix('/en', prefixes)).toBe(false);
  });
});

describe('routeDataKey', () => {
  it('is 32-bit FNV-1a then 32-bit FNV-1 over UTF-8, as 16 hex digits', () => {
    // Published FNV-1a and FNV-1 test vectors.
    expect(routeDataKey('')).toBe('811c9dc5811c9dc5');
    expect(routeDataKey('a')).toBe('e40c292c050c5d7e');
    expect(routeDataKey('foobar')).toBe('bf9cf96831f0b262');
  });
  it('hashes the UTF-8 bytes of Persian paths, so build and browser agree', () => {
    expect(routeDataKey('/news/1/سکه')).toMatch(/^[0-9a-f]{16}$/);
    expect(routeDataKey('/news/1/سکه')).not.toBe(routeDataKey('/news/1/سكه')); // Arabic kaf is another page
  });
  it('names every route of a large archive apart, where one 32-bit hash did not', () => {
    // The routes of two locales at 100,000 stories each, as the news routes are spelled.
    const paths = Array.from({length: 100_000}, (_, i) => [
      `/news/${300_000 + i}/خبر-بازار-ارز-${i.toString(36)}`,
      `/en/news/${300_000 + i}/market-${i.toString(36)}`,
    ]).flat();
    const keys = new Set(paths.map(routeDataKey));
    expect(keys.size).toBe(paths.length);
    const firstHalves = new Set([...keys].map((key) => key.slice(0, 8)));
    expect(firstHalves.size).toBeLessThan(paths.length);
  });
});

describe('chunkNamesIn and statsModuleName', () => {
  it('collects chunk names from nested objects and arrays', () => {
    expect(chunkNamesIn(CHUNK_NAMES['/news-ff4']).sort()).toEqual([
      '36994c47',
      '75423b2a',
      '814f3328',
      'a6aa9e1f',
      'feed0001',
    ]);
    expect(chunkNamesIn(undefined)).toEqual([]);
  });
  it('maps registry requests to the bundler stats module names', () => {
    expect(statsModuleName('@site/news/a.md')).toBe('./news/a.md');
    expect(statsModuleName('@generated/x/y.json')).toBe(
      './.docusaurus/x/y.json',
    );
    expect(statsModuleName('@theme/BlogListPage')).toBe('@theme/BlogListPage');
    expect(
      statsModuleName('~blog/default/blog-post-list-prop-default.json'),
    ).toBe(
      './.docusaurus/docusaurus-plugin-content-blog/default/blog-post-list-prop-default.json',
    );
  });
});

describe('splitRoutes', () => {
  const split = splitRoutes({
    routes: ROUTES,
    registry: REGISTRY,
    chunkNames: CHUNK_NAMES,
    prefix: '/news',
    isDynamicModule: isNewsModule,
  });

  it('replaces the news routes with one prefix route where they stood, keeping the order of the rest', () => {
    expect(split.staticRoutes.map((r) => r.path)).toEqual([
      '/news',
      '/',
      '/',
      '*',
    ]);
    expect(split.staticRoutes[0]).toEqual({
      path: '/news',
      exact: false,
      prefixRoute: true,
    });
    expect(split.dynamicRoutes.map((r) => r.path)).toEqual([
      '/news',
      '/news/121530/سکه-بهار-آزادی',
    ]);
  });
  it('keeps components and the static routes’ chunks in the main registry, moves per-article data out', () => {
    const staticChunks = split.staticRegistry.map((e) => e.chunkName);
    expect(staticChunks).toEqual(
      expect.arrayContaining(['a6aa9e1f', '5e95c892', '17896441', 'b5d3e2a1']),
    );
    // The blog sidebar's latest headlines too (`~blog/…`): every new story changes them.
    expect(split.dynamicRegistry.map((e) => e.chunkName).sort()).toEqual([
      '36994c47',
      '75423b2a',
      '814f3328',
      'c0ffee00',
      'feed0001',
    ]);
  });
  it('keeps only the static routes’ chunk-name entries', () => {
    expect(Object.keys(split.staticChunkNames).sort()).toEqual([
      '/-2e1',
      '/-b0c',
      '/gift-cards-7a1',
    ]);
  });
  it('refuses news routes it cannot serve from data files (nested or not exact)', () => {
    expect(() =>
      splitRoutes({
        routes: [{path: '/news', hash: 'x', routes: []}],
        registry: [],
        chunkNames: {},
        prefix: '/news',
        isDynamicModule: () => true,
      }),
    ).toThrow(/only exact, unnested routes/);
  });
});

describe('splitRoutes: a page outside the prefix whose data follows the news (the home page)', () => {
  const home: RouteEntry = {path: '/en/', exact: true, hash: 'f5a'};
  const routes: RouteEntry[] = [
    {path: '/en/news', exact: true, hash: 'ff4'},
    home,
    {
      path: '/en/',
      hash: '0f5',
      routes: [{path: '/en/about', exact: true, hash: '7a1'}],
    },
    {path: '*', hash: undefined},
  ];
  const registry = [
    entry('1f3e184a', '@site/src/components/HomePage'),
    entry('e42a5a77', '@generated/nerkhnama-home-page/default/front-page.json'),
    entry('c4c5f93c', '@generated/nerkhnama-home-page/default/top-tags.json'),
    entry('b69efc86', '@generated/nerkhnama-home-page/default/__plugin.json'),
    entry('a6aa9e1f', '@theme/BlogListPage'),
    entry('5e95c892', '@theme/DocsRoot'),
  ];
  const chunkNames = {
    '/en/news-ff4': {__comp: 'a6aa9e1f'},
    '/en/-f5a': {
      __comp: '1f3e184a',
      __context: {plugin: 'b69efc86'},
      frontPage: 'e42a5a77',
      topTags: 'c4c5f93c',
    },
    '/en/-0f5': {__comp: '5e95c892'},
  };
  const split = splitRoutes({
    routes,
    registry,
    chunkNames,
    prefix: '/en/news',
    isDynamicModule: (p) => isNewsModule(p) || isHomePageData(p),
  });

  it('puts an exact route-data route where the home page stood, and serves it from a data file', () => {
    expect(split.staticRoutes).toEqual([
      {path: '/en/news', exact: false, prefixRoute: true},
      {path: '/en/', exact: true, exactRoute: true},
      routes[2],
      routes[3],
    ]);
    expect(split.dynamicRoutes).toEqual([routes[0], home]);
    expect(Object.keys(split.staticChunkNames)).toEqual(['/en/-0f5']);
  });
  it('moves the home page’s stories out of the main bundle, keeping its component and route context', () => {
    expect(split.dynamicRegistry.map((e) => e.chunkName).sort()).toEqual([
      'c4c5f93c',
      'e42a5a77',
    ]);
    expect(split.staticRegistry.map((e) => e.chunkName)).toEqual(
      expect.arrayContaining(['1f3e184a', 'b69efc86']),
    );
  });
  it('writes its exact route-data route into the routes module', () => {
    const modules = generateClientModules(split, '/abs/routeRuntime.tsx');
    expect(modules['routes.js']).toContain(
      `{path: "/en/", component: exactRoute("/en/"), exact: true}`,
    );
    expect(modules['routes.js']).toContain(
      `import {exactRoute, prefixRoute, settleOnFirstLoad}`,
    );
  });
  it('names the home page’s data file by the path the browser asks for', () => {
    const files = routeDataFiles(
      split.dynamicRoutes,
      chunkNames,
      new Map([['e42a5a77', {id: 7, files: ['assets/js/e42a5a77.1.js']}]]),
    );
    expect(files.get(routeDataKey('/en'))?.path).toBe('/en/');
  });
  it('counts the home page’s and the price pages’ data as news data, not their route context', () => {
    expect(
      isHomePageData('@generated/nerkhnama-home-page/default/front-page.json'),
    ).toBe(true);
    expect(
      isMarketPageData(
        '@generated/nerkhnama-market/default/instrument-usd.json',
      ),
    ).toBe(true);
    for (const plugin of ['nerkhnama-home-page', 'nerkhnama-market']) {
      expect(
        isHomePageData(`@generated/${plugin}/default/__plugin.json`) ||
          isMarketPageData(`@generated/${plugin}/default/__plugin.json`),
      ).toBe(false);
    }
  });
  it('keeps a route whose page loads no news data in the main bundle', () => {
    const {staticRoutes} = splitRoutes({
      routes,
      registry,
      chunkNames,
      prefix: '/en/news',
      isDynamicModule: isNewsModule,
    });
    expect(staticRoutes[1]).toBe(home);
  });
});

describe('generateClientModules', () => {
  const split = splitRoutes({
    routes: ROUTES,
    registry: REGISTRY,
    chunkNames: CHUNK_NAMES,
    prefix: '/news',
    isDynamicModule: isNewsModule,
  });
  const modules = generateClientModules(split, '/abs/routeRuntime.tsx');

  it('writes a routes module with the prefix route and no article paths', () => {
    expect(modules['routes.js']).toContain(`component: prefixRoute("/news")`);
    expect(modules['routes.js']).toContain(
      `component: ComponentCreator("/gift-cards", "7a1")`,
    );
    expect(modules['routes.js']).toContain(`sidebar: "info"`);
    expect(modules['routes.js']).not.toContain('121530');
  });
  it('writes a registry the main bundle can evaluate, and an entry that compiles neither an article nor a data module', () => {
    expect(
      parseRegistry(modules['registry.js']).map((e) => e.chunkName),
    ).toEqual(split.staticRegistry.map((e) => e.chunkName));
    const compiled = split.dynamicRegistry.filter(
      ({modulePath}) =>
        !isInlineModule(modulePath) && !isArticleModule(modulePath),
    );
    expect(compiled.map((e) => e.chunkName)).toEqual(['75423b2a']);
    for (const {chunkName, modulePath} of split.dynamicRegistry) {
      expect(
        modules['news-chunks-entry.js'].includes(
          `webpackChunkName: "${chunkName}"`,
        ),
        modulePath,
      ).toBe(compiled.some((e) => e.chunkName === chunkName));
    }
  });
});

/**
 * A client compilation as Rspack hands it to a plugin: named chunks, each with its files and the
 * chunk groups it belongs to, and a chunk graph that lists a chunk's modules and their ids.
 */
interface FakeChunk {
  id: string | number;
  name?: string;
  files: Set<string>;
  groupsIterable: Set<{chunks: FakeChunk[]}>;
  modules: {id: string | number; name: string}[];
}
function fakeCompilation(
  chunks: Omit<FakeChunk, 'groupsIterable'>[],
  groups: (string | number)[][],
) {
  const all: FakeChunk[] = chunks.map((c) => ({
    ...c,
    groupsIterable: new Set(),
  }));
  const byId = new Map(all.map((c) => [c.id, c]));
  for (const ids of groups) {
    const group = {chunks: ids.map((id) => byId.get(id)!)};
    for (const chunk of group.chunks) chunk.groupsIterable.add(group);
  }
  const asModule = (m: FakeChunk['modules'][number]) => ({
    id: m.id,
    readableIdentifier: () => m.name,
  });
  return {
    namedChunks: new Map(
      all.filter((c) => c.name).map((c) => [c.name!, c] as const),
    ),
    chunkGraph: {
      getChunkModules: (chunk: FakeChunk) => chunk.modules.map(asModule),
      getModuleId: (module: ReturnType<typeof asModule>) => module.id,
    },
    fileDependencies: [] as string[],
    missingDependencies: [] as string[],
    getAssets: () => [],
  };
}

describe('resolveChunkModules and routeDataFiles', () => {
  const registry = [
    // A module the client compiles: its chunk (no news module is one now, but the design allows it).
    {chunkName: 'c0ffee00', modulePath: '@site/src/components/Lead/index.tsx'},
    {
      chunkName: '36994c47',
      modulePath:
        '@generated/docusaurus-plugin-content-blog/default/__plugin.json',
    },
  ];
  const lead = {
    id: 11,
    name: 'c0ffee00',
    files: new Set(['assets/js/c0ffee00.1234.js']),
    modules: [{id: 501, name: './src/components/Lead/index.tsx + 2 modules'}],
  };
  // The client compilation holds the component's chunk; the blog's data module is not compiled.
  const compilation = () =>
    fakeCompilation(
      [
        lead,
        {
          id: 12,
          files: new Set(['assets/js/12.abcd.js', 'assets/css/12.css']),
          modules: [],
        },
      ],
      [[11, 12]],
    );

  it('finds each chunk’s module id (also when concatenated) and the files of its group, siblings first', () => {
    const resolved = resolveChunkModules(
      compilationChunkLookup(compilation()),
      registry,
    );
    expect(resolved.get('c0ffee00')).toEqual({
      id: 501,
      files: [
        'assets/js/12.abcd.js',
        'assets/css/12.css',
        'assets/js/c0ffee00.1234.js',
      ],
    });
  });
  it('finds a data module’s JSON file in the generated folder, under the site, instead of a chunk', () => {
    const resolved = resolveChunkModules(
      compilationChunkLookup(compilation()),
      registry,
      '.docusaurus-fa',
      '/site',
    );
    expect(resolved.get('36994c47')).toEqual({
      jsonFile:
        '/site/.docusaurus-fa/docusaurus-plugin-content-blog/default/__plugin.json',
    });
    expect(isInlineModule(registry[1].modulePath)).toBe(true);
    expect(isInlineModule(registry[0].modulePath)).toBe(false);
  });
  it('finds an article’s metadata file, which the blog wrote, instead of a chunk; no metadata stops the build', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'route-data-'));
    try {
      const articles = [
        '@site/news/2025-09-24-121530.md',
        '@site/i18n/en/docusaurus-plugin-content-blog/2025-09-24-121530.md',
      ].map((modulePath, i) => ({chunkName: `a${i}`, modulePath}));
      expect(() =>
        resolveChunkModules(
          compilationChunkLookup(fakeCompilation([], [])),
          articles,
          '.docusaurus-fa',
          site,
        ),
      ).toThrow(/no metadata file .*site-news-2025-09-24-121530-md-/);
      const dir = path.join(
        site,
        '.docusaurus-fa/docusaurus-plugin-content-blog/default',
      );
      mkdirSync(dir, {recursive: true});
      writeFileSync(
        path.join(dir, 'site-news-2025-09-24-121530-md-19a.json'),
        '{}',
      );
      writeFileSync(
        path.join(dir, `${docuHash(articles[1].modulePath)}.json`),
        '{}',
      );
      const resolved = resolveChunkModules(
        compilationChunkLookup(fakeCompilation([], [])),
        articles,
        '.docusaurus-fa',
        site,
      );
      expect(resolved.get('a0')).toEqual({
        jsonFile: path.join(dir, 'site-news-2025-09-24-121530-md-19a.json'),
        article: true,
      });
      expect(resolved.get('a1')).toMatchObject({article: true});
      expect(articles.every((a) => isArticleModule(a.modulePath))).toBe(true);
      expect(
        isArticleModule('@site/news/2025-09-24-121530.md?truncated=true'),
      ).toBe(false);
    } finally {
      rmSync(site, {recursive: true, force: true});
    }
  });
  it('gives the server bundle the same JSON file for each data module, by the request that imports it, and no article', () => {
    expect(
      dataModuleFiles(
        [
          ...registry,
          entry('814f3328', '~blog/default/blog-post-list-prop-default.json'),
        ],
        '.docusaurus-fa',
        '/site',
      ),
    ).toEqual(
      new Map([
        [
          '@generated/docusaurus-plugin-content-blog/default/__plugin.json',
          '/site/.docusaurus-fa/docusaurus-plugin-content-blog/default/__plugin.json',
        ],
        [
          '~blog/default/blog-post-list-prop-default.json',
          '/site/.docusaurus-fa/docusaurus-plugin-content-blog/default/blog-post-list-prop-default.json',
        ],
      ]),
    );
  });
  it('stops at a data module behind an alias it cannot resolve to a file, naming it', () => {
    expect(() =>
      dataModuleFiles(
        [entry('a1b2c3d4', '~docs/default/version-current.json')],
        '.docusaurus-fa',
        '/site',
      ),
    ).toThrow(
      /~docs\/default\/version-current\.json .*@site, @generated and ~blog/,
    );
  });
  it('orders siblings by chunk id, numbers by value, whatever order the groups list them', () => {
    const lookup = compilationChunkLookup(
      fakeCompilation(
        [
          {id: 100, files: new Set(['assets/js/100.js']), modules: []},
          {id: 9, files: new Set(['assets/js/9.js']), modules: []},
          {id: 5, name: 'a', files: new Set(['assets/js/a.js']), modules: []},
        ],
        [
          [100, 5],
          [9, 5],
        ],
      ),
    );
    expect(lookup.files('a')).toEqual([
      'assets/js/9.js',
      'assets/js/100.js',
      'assets/js/a.js',
    ]);
    expect(lookup.files('no-such-chunk')).toEqual([]);
  });
  it('fails loudly when the compilation is not the shape the lookup reads', () => {
    expect(() => rspackCompilation({chunks: []})).toThrow(
      /namedChunks, chunkGraph/,
    );
    expect(rspackCompilation(compilation())).toBeTruthy();
  });
  it('fails the build with the chunk’s name when the bundler output changed shape', () => {
    expect(() =>
      resolveChunkModules(
        compilationChunkLookup(fakeCompilation([], [])),
        registry,
      ),
    ).toThrow(/no chunk "c0ffee00"/);
    expect(() =>
      resolveChunkModules(
        compilationChunkLookup(
          fakeCompilation([{...lead, modules: []}], [[11]]),
        ),
        registry.slice(0, 1),
      ),
    ).toThrow(/module \.\/src\/components\/Lead\/index\.tsx not found/);
  });
  it('writes one data file per route with its chunk-name tree and the modules it must load', () => {
    const files = routeDataFiles(
      [{path: '/news/121530/سکه-بهار-آزادی', hash: 'a41'}],
      CHUNK_NAMES,
      resolveChunkModules(compilationChunkLookup(compilation()), registry),
    );
    const data = files.get(routeDataKey('/news/121530/سکه-بهار-آزادی'))!;
    expect(data.chunkNames).toEqual(
      CHUNK_NAMES['/news/121530/سکه-بهار-آزادی-a41'],
    );
    expect(Object.keys(data.modules).sort()).toEqual(['36994c47', 'c0ffee00']); // a6aa9e1f stays in the main registry
  });
  it('writes a data module’s value and an article’s metadata into the route data, and a chunk as it is', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'route-data-'));
    try {
      const data = path.join(
        site,
        '.docusaurus/docusaurus-plugin-content-blog/default',
      );
      const json = path.join(data, '__plugin.json');
      mkdirSync(data, {recursive: true});
      writeFileSync(json, '{\n  "path": "/news",\n  "title": "اخبار"\n}\n');
      const article = '@site/news/2025-09-24-121530.md';
      const metadataFile = path.join(data, `${docuHash(article)}.json`);
      const metadata = {
        source: article,
        title: 'سکه بهار آزادی',
        frontMatter: {image: '/img/photos/gold-coins.jpg'},
        authors: [{key: 'sara-ahmadi'}],
      };
      writeFileSync(metadataFile, JSON.stringify(metadata));
      const files = routeDataFiles(
        [{path: '/news/121530/سکه-بهار-آزادی', hash: 'a41'}],
        {
          '/news/121530/سکه-بهار-آزادی-a41': {
            ...(CHUNK_NAMES['/news/121530/سکه-بهار-آزادی-a41'] as object),
            lead: 'c0ffee00',
            content: 'a1234567',
          },
        },
        resolveChunkModules(
          compilationChunkLookup(compilation()),
          [...registry, {chunkName: 'a1234567', modulePath: article}],
          undefined,
          site,
        ),
      );
      const route = files.get(routeDataKey('/news/121530/سکه-بهار-آزادی'))!;
      expect(withInlineValues(route.modules)).toEqual({
        c0ffee00: {
          id: 501,
          files: [
            'assets/js/12.abcd.js',
            'assets/css/12.css',
            'assets/js/c0ffee00.1234.js',
          ],
        },
        '36994c47': {json: {path: '/news', title: 'اخبار'}},
        a1234567: {article: {metadata}},
      });
      writeFileSync(json, '{"path": "/news",');
      expect(() => withInlineValues(route.modules)).toThrow(
        /data module .*__plugin\.json of chunk "36994c47" could not be read as JSON/,
      );
    } finally {
      rmSync(site, {recursive: true, force: true});
    }
  });
  it('refuses two routes whose data files would share a name', () => {
    const same = [
      {path: '/news/a', hash: '1'},
      {path: '/news/a', hash: '2'},
    ];
    expect(() => routeDataFiles(same, {}, new Map())).toThrow(
      /shared by \/news\/a and \/news\/a/,
    );
  });
});

describe('sharedRouteData', () => {
  const module = (id: number) => ({id, files: [`assets/js/${id}.js`]});
  const route = (
    name: string,
    modules: Record<string, ReturnType<typeof module>>,
  ): [string, RouteDataFile] => [
    name,
    {path: `/news/${name}`, hash: '1', chunkNames: {}, modules},
  ];
  const files = new Map([
    route('a', {sidebar: module(1), a: module(10), tag: module(20)}),
    route('b', {sidebar: module(1), b: module(11), tag: module(20)}),
    route('c', {sidebar: module(1), c: module(12)}),
    route('home', {home: module(30)}),
  ]);

  it('moves the modules more than half of the routes load into the shared file, once', () => {
    const {shared, files: own} = sharedRouteData(files);
    expect(shared).toEqual({modules: {sidebar: module(1)}});
    expect(own.get('a')!.modules).toEqual({a: module(10), tag: module(20)});
    expect(own.get('c')!.modules).toEqual({c: module(12)});
    expect(own.get('home')!.modules).toEqual({home: module(30)});
    expect(own.get('a')!.path).toBe('/news/a');
  });
  it('keeps what half of the routes or fewer load in their own files (a tag shown by two of four)', () => {
    const {shared, files: own} = sharedRouteData(files);
    expect(shared.modules.tag).toBeUndefined();
    expect(own.get('b')!.modules.tag).toEqual(module(20));
  });
  it('shares nothing when there is one route: its own file holds what it loads', () => {
    const one = new Map([route('a', {sidebar: module(1)})]);
    expect(sharedRouteData(one).shared).toEqual({modules: {}});
    expect(sharedRouteData(one).files.get('a')!.modules).toEqual({
      sidebar: module(1),
    });
  });
  it('leaves the input as it was', () => {
    sharedRouteData(files);
    expect(Object.keys(files.get('a')!.modules)).toEqual([
      'sidebar',
      'a',
      'tag',
    ]);
  });
});

describe('withNewsVendors', () => {
  const docusaurus = {
    name: false as const,
    cacheGroups: {default: false as const, common: {name: 'common'}},
  };
  const rules = withNewsVendors(docusaurus, new Set(['c0ffee00', '814f3328']));
  const groups = rules.cacheGroups as Record<string, unknown>;
  const group = groups[NEWS_VENDORS_CHUNK] as {
    name: string;
    test: RegExp;
    chunks: (chunk: {name?: string | null}) => boolean;
    enforce: boolean;
  };

  it("puts the packages of the news chunks into one named chunk, beside Docusaurus's own rules", () => {
    expect(rules.name).toBe(false);
    expect(groups.common).toEqual({name: 'common'});
    expect(group.name).toBe(NEWS_VENDORS_CHUNK);
    expect(group.enforce).toBe(true);
    expect(group.test.test('/site/node_modules/react/jsx-runtime.js')).toBe(
      true,
    );
    expect(group.test.test('/site/src/components/Figure.tsx')).toBe(false);
  });
  it('only for the chunks the news entry loads: the static routes keep what main.js gives them', () => {
    expect(group.chunks({name: 'c0ffee00'})).toBe(true);
    expect(group.chunks({name: 'a6aa9e1f'})).toBe(false);
    expect(group.chunks({name: null})).toBe(false);
  });
  it('fails loudly when the bundler config has no rules to add to', () => {
    expect(() => withNewsVendors(false, new Set())).toThrow(/splitChunks/);
    expect(() => withNewsVendors(undefined, new Set())).toThrow(/splitChunks/);
  });
});

describe('compilationChunkLookup files', () => {
  it('lists, per chunk name, the JS and CSS files of the chunk and its siblings, without source maps, once per name', () => {
    const compilation = fakeCompilation(
      [
        {
          id: 1,
          name: 'a6aa9e1f',
          files: new Set([
            'assets/js/a6aa9e1f.1.js',
            'assets/js/a6aa9e1f.1.js.map',
          ]),
          modules: [],
        },
        {
          id: 2,
          files: new Set(['assets/js/2.x.js', 'assets/css/2.x.css']),
          modules: [],
        },
      ],
      [[1, 2]],
    );
    let reads = 0;
    const namedChunks = new Map(compilation.namedChunks);
    const lookup = compilationChunkLookup({
      ...compilation,
      namedChunks: {
        get: (name: string) => (reads++, namedChunks.get(name)),
      } as unknown as typeof compilation.namedChunks,
    });
    const expected = [
      'assets/js/2.x.js',
      'assets/css/2.x.css',
      'assets/js/a6aa9e1f.1.js',
    ];
    expect(lookup.files('a6aa9e1f')).toEqual(expected);
    expect(lookup.files('a6aa9e1f')).toEqual(expected);
    expect(reads).toBe(1);
  });
});

describe('HTML preload hints', () => {
  it('preloads the route data files as CORS fetches and each chunk file once, by type, under the base URL', () => {
    expect(
      preloadLinks(
        '/en/',
        ['route-data/0a1b2c3d.json', 'route-data/shared.json'],
        ['assets/js/a.js', 'assets/css/b.css', 'assets/js/a.js'],
      ),
    ).toBe(
      '<link rel="preload" href="/en/route-data/0a1b2c3d.json" as="fetch" crossorigin="anonymous">' +
        '<link rel="preload" href="/en/route-data/shared.json" as="fetch" crossorigin="anonymous">' +
        '<link rel="preload" href="/en/assets/js/a.js" as="script">' +
        '<link rel="preload" href="/en/assets/css/b.css" as="style">',
    );
  });
  it('puts the hints at the end of the head, and leaves a page without a head alone', () => {
    expect(
      injectIntoHead(
        '<html><head><title>x</title></head><body></body></html>',
        '<link>',
      ),
    ).toBe('<html><head><title>x</title><link></head><body></body></html>');
    expect(injectIntoHead('<p>fragment</p>', '<link>')).toBe('<p>fragment</p>');
  });
  it('finds the HTML file of a route as the build writes it (trailingSlash: false), per locale', () => {
    expect(htmlFileOf('/news', '/')).toBe('/news.html');
    expect(htmlFileOf('/en/news/page/2', '/en/')).toBe('/news/page/2.html');
    expect(htmlFileOf('/news/121530/سکه-بهار', '/')).toBe(
      '/news/121530/سکه-بهار.html',
    );
    expect(htmlFileOf('/en/', '/en/')).toBe('/index.html');
  });
});
