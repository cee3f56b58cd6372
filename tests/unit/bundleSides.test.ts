import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import {afterEach, describe, expect, it} from 'vitest';
import {
  dropCrossCompilerCache,
  SeparateMdxCompilesPlugin,
} from '../../src/docusaurus-internals/node/bundler';
import bundleSidesPlugin from '../../src/plugins/bundle-sides/index';
import {
  BUNDLE_SIDE_ENV,
  bundleSideOf,
  compilesSide,
  localeGeneratedDir,
  stagedServerBundleDir,
} from '../../src/plugins/bundle-sides/side';
import {
  CLIENT_BUNDLE_FORMAT,
  recordInputs,
} from '../../src/plugins/client-routing/clientBundle';
import {LAST_CLIENT_SIDES_ENV} from '../../src/plugins/client-routing/lastClientSide';
import {PUBLISH_FROM_ENV} from '../../src/plugins/publish-pages/files';

describe("a locale's generated-files folder", () => {
  it("is the build's for the default locale and a sub-folder of it for another, so locales can build side by side", () => {
    expect(localeGeneratedDir('.docusaurus-build', 'fa', 'fa')).toBe(
      '.docusaurus-build',
    );
    expect(localeGeneratedDir('.docusaurus-build', 'en', 'fa')).toBe(
      path.join('.docusaurus-build', 'en'),
    );
  });
  it("holds the server side's bundle of the locale when the build names it", () => {
    expect(stagedServerBundleDir('/site', 'en', '.docusaurus-build/en')).toBe(
      '/site/.docusaurus-build/en/nerkhnama-bundle-sides/server-en',
    );
  });
});

describe('bundleSideOf', () => {
  it('reads the side a process compiles; none means both', () => {
    expect(bundleSideOf({})).toBeUndefined();
    expect(bundleSideOf({[BUNDLE_SIDE_ENV]: ''})).toBeUndefined();
    expect(bundleSideOf({[BUNDLE_SIDE_ENV]: 'client'})).toBe('client');
    expect(bundleSideOf({[BUNDLE_SIDE_ENV]: 'server'})).toBe('server');
  });
  it('names the values it accepts when given another', () => {
    expect(() => bundleSideOf({[BUNDLE_SIDE_ENV]: 'both'})).toThrow(
      'NERKHNAMA_BUNDLE_SIDE="both": expected "client" or "server"',
    );
  });
});

describe('compilesSide', () => {
  it('compiles every config when no side is set, else only that side', () => {
    expect([
      compilesSide(undefined, false),
      compilesSide(undefined, true),
    ]).toEqual([true, true]);
    expect([
      compilesSide('client', false),
      compilesSide('client', true),
    ]).toEqual([true, false]);
    expect([
      compilesSide('server', false),
      compilesSide('server', true),
    ]).toEqual([false, true]);
  });
});

describe('bundle-sides plugin', () => {
  const context = {
    siteDir: '/site',
    generatedFilesDir: '/site/.docusaurus',
    i18n: {currentLocale: 'en'},
    siteConfig: {future: {faster: {mdxCrossCompilerCache: true}}},
  } as unknown as LoadContext;
  const clientConfig = (): Configuration => ({
    name: 'client',
    mode: 'production',
    entry: {main: '/app/clientEntry.js'},
    output: {path: '/site/build/en', filename: 'assets/js/[name].js'},
    module: {rules: [{test: /\.mdx?$/}]},
    plugins: [{apply() {}}],
    resolve: {alias: {'@site': '/site'}},
  });
  const serverConfig = (): Configuration => ({
    ...clientConfig(),
    name: 'server',
    target: 'node',
    output: {path: '/site/build/en/__server', filename: 'server.bundle.js'},
  });
  const configure = (config: Configuration, isServer: boolean) =>
    bundleSidesPlugin(context).configureWebpack!(
      config,
      isServer,
      {} as never,
      undefined as never,
    ) as Configuration;
  const jsonWithoutExportAnalysis = {
    module: {parser: {json: {exportsDepth: 0}}},
  };
  afterEach(() => {
    delete process.env[BUNDLE_SIDE_ENV];
  });

  it('leaves both sides whole when one process compiles both, the server side compiling MDX on its own, and parses JSON without export analysis', () => {
    for (const [config, isServer] of [
      [clientConfig(), false],
      [serverConfig(), true],
    ] as const) {
      const before = structuredClone({...config, plugins: undefined});
      // The client side compiles no article: a server side waiting for its result would wait forever.
      expect(configure(config, isServer)).toEqual(
        isServer
          ? {
              ...jsonWithoutExportAnalysis,
              plugins: [new SeparateMdxCompilesPlugin(true)],
            }
          : jsonWithoutExportAnalysis,
      );
      expect({...config, plugins: undefined}).toEqual(before);
    }
  });

  it('on a server-side process, stubs the client and stages the server bundle outside the output folder', () => {
    process.env[BUNDLE_SIDE_ENV] = 'server';
    const client = clientConfig();
    expect(configure(client, false)).toEqual({});
    expect(client).toEqual({
      name: 'client',
      mode: 'production',
      target: undefined,
      entry: {main: path.resolve('src/plugins/bundle-sides/stub.js')},
      output: {
        path: '/site/.docusaurus/nerkhnama-bundle-sides/stub-client',
        filename: '[name].js',
        clean: true,
      },
      module: {rules: []},
      optimization: {minimize: false},
      plugins: [],
    });
    const server = serverConfig();
    expect(configure(server, true)).toEqual({
      ...jsonWithoutExportAnalysis,
      plugins: [new SeparateMdxCompilesPlugin(true)],
    });
    expect(server.output).toEqual({
      path: stagedServerBundleDir('/site', 'en'),
      filename: 'server.bundle.js',
      clean: true,
    });
    expect(server.entry).toEqual({main: '/app/clientEntry.js'});
  });

  it('on a client-side process, stubs the server and leaves the client whole', () => {
    process.env[BUNDLE_SIDE_ENV] = 'client';
    const server = serverConfig();
    configure(server, true);
    expect(server).toMatchObject({
      name: 'server',
      target: 'node',
      plugins: [],
      output: {path: '/site/.docusaurus/nerkhnama-bundle-sides/stub-server'},
    });
    const client = clientConfig();
    expect(configure(client, false)).toEqual({
      ...jsonWithoutExportAnalysis,
      plugins: [new SeparateMdxCompilesPlugin(true)],
    });
    expect(client.output).toEqual({
      path: '/site/build/en',
      filename: 'assets/js/[name].js',
    });
  });

  it("in a publish's process, takes the last build's client side when nothing it read changed, and bundles it when something did", () => {
    const site = mkdtempSync(path.join(tmpdir(), 'bundle-sides-take-'));
    const input = path.join(site, '.docusaurus', 'globalData.json');
    mkdirSync(path.dirname(input), {recursive: true});
    writeFileSync(input, '{}');
    const record = {
      format: CLIENT_BUNDLE_FORMAT,
      inputs: recordInputs(site, {files: [input], folders: [], missing: []}),
      outputs: ['assets/js/main.1.js'],
      manifest: {entrypoints: ['main']},
      chunks: {},
    };
    const handed = path.join(site, 'clients.json');
    writeFileSync(handed, JSON.stringify({en: record}));
    process.env[PUBLISH_FROM_ENV] = path.join(site, 'build');
    process.env[LAST_CLIENT_SIDES_ENV] = handed;
    const publishing = bundleSidesPlugin({
      ...context,
      siteDir: site,
    } as LoadContext);
    const configureIn = (config: Configuration) =>
      publishing.configureWebpack!(
        config,
        false,
        {} as never,
        undefined as never,
      ) as Configuration;
    try {
      const taken = clientConfig();
      expect(configureIn(taken)).toEqual({});
      // The stub, with what puts the last build's client side in place once compiled.
      expect(taken.entry).toEqual({
        main: path.resolve('src/plugins/bundle-sides/stub.js'),
      });
      expect(taken.plugins).toHaveLength(1);
      writeFileSync(input, '{"changed":true}');
      const bundled = clientConfig();
      expect(configureIn(bundled)).toEqual(jsonWithoutExportAnalysis);
      expect(bundled.entry).toEqual({main: '/app/clientEntry.js'});
      // A full build (no publish) bundles it whatever the record says.
      writeFileSync(input, '{}');
      delete process.env[PUBLISH_FROM_ENV];
      const full = clientConfig();
      expect(configureIn(full)).toEqual(jsonWithoutExportAnalysis);
    } finally {
      delete process.env[PUBLISH_FROM_ENV];
      delete process.env[LAST_CLIENT_SIDES_ENV];
      rmSync(site, {recursive: true, force: true});
    }
  });

  it('changes nothing for the dev server', () => {
    process.env[BUNDLE_SIDE_ENV] = 'server';
    const client = {...clientConfig(), mode: 'development' as const};
    expect(configure(client, false)).toEqual({});
    expect(client.entry).toEqual({main: '/app/clientEntry.js'});
  });
});

describe('separate MDX compiles', () => {
  const mdxItem = () => ({
    loader: '@docusaurus/mdx-loader',
    options: {admonitions: true, crossCompilerCache: new Map()},
  });

  it('takes the cross-compiler cache out of every MDX loader, nested rules included, without touching the shared options', () => {
    const shared = mdxItem();
    const sharedOptions = shared.options;
    const rules = [
      {test: /\.css$/, use: [{loader: 'css-loader', options: {}}]},
      {test: /\.mdx?$/, use: [shared, {loader: 'blog-markdown-loader'}]},
      {oneOf: [{use: [mdxItem()]}]},
    ];
    expect(dropCrossCompilerCache(rules)).toBe(2);
    expect(shared.options).toEqual({
      admonitions: true,
      crossCompilerCache: undefined,
    });
    expect(sharedOptions.crossCompilerCache).toBeInstanceOf(Map);
    expect(dropCrossCompilerCache(rules)).toBe(0);
  });

  it("works on the rules the bundler is created with, where Docusaurus's MDX fallback rule is", () => {
    const compiler = {
      options: {module: {rules: [{test: /\.mdx?$/, use: [mdxItem()]}]}},
    };
    new SeparateMdxCompilesPlugin(true).apply(compiler);
    expect(
      compiler.options.module.rules[0].use[0].options.crossCompilerCache,
    ).toBeUndefined();
  });

  it('fails the build rather than let a server compile wait forever, when the cache is on but not found', () => {
    expect(() =>
      new SeparateMdxCompilesPlugin(true).apply({
        options: {module: {rules: []}},
      }),
    ).toThrow('no MDX loader with a cross-compiler cache to turn off');
    expect(() =>
      new SeparateMdxCompilesPlugin(false).apply({
        options: {module: {rules: []}},
      }),
    ).not.toThrow();
  });
});
