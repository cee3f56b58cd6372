// The guards of src/docusaurus-internals that need no build, on the installed Docusaurus's own
// files and objects; tests/internals covers the generated files and pages a build leaves.
import {readFileSync} from 'node:fs';
import {afterEach, describe, expect, it} from 'vitest';
import {createMDXLoaderItem} from '@docusaurus/mdx-loader';
import {
  isSupported,
  READ_AGAINST,
  SUPPORTED_RANGE,
} from '../../src/docusaurus-internals/version';
import {
  assertVersions,
  GUARDED_PACKAGES,
  installedVersion,
} from '../../src/docusaurus-internals/node/installed';
import {
  assertMentions,
  packageFile,
} from '../../src/docusaurus-internals/node/packages';
import {ENV_READS} from '../../src/docusaurus-internals/node/env';
import {
  aliasRouteModules,
  generatedModuleRequest,
} from '../../src/docusaurus-internals/node/generatedFiles';
import {
  keepBundlerCacheIn,
  replaceJsMinimizer,
  RUNTIME_CHUNK_FILES,
  SeparateMdxCompilesPlugin,
  prependServerEntry,
} from '../../src/docusaurus-internals/node/bundler';

describe('the version guard', () => {
  it('finds every guarded package in the supported range', () => {
    for (const name of GUARDED_PACKAGES) {
      expect(isSupported(installedVersion(name)), name).toBe(true);
    }
  });
  it('lets every patch of the supported line through, and names the range', () => {
    expect(SUPPORTED_RANGE).toBe('3.10.x');
    expect(isSupported(READ_AGAINST)).toBe(true);
    for (const version of ['3.10.0', '3.10.3', '3.10.27']) {
      expect(isSupported(version), version).toBe(true);
    }
    for (const version of [
      '3.9.2',
      '3.11.0',
      '4.0.0',
      '4.10.2',
      '3.10',
      '3.10.3-canary.1',
    ]) {
      expect(isSupported(version), version).toBe(false);
    }
  });
  it('stops on a release outside the range, naming it, the range and what to do', () => {
    const installed = Object.fromEntries(
      GUARDED_PACKAGES.map((name) => [name, READ_AGAINST]),
    );
    expect(() => assertVersions(installed)).not.toThrow();
    expect(() =>
      assertVersions({...installed, '@docusaurus/theme-common': '3.10.3'}),
    ).not.toThrow();
    expect(() =>
      assertVersions({...installed, '@docusaurus/core': '3.11.0'}),
    ).toThrow(
      /@docusaurus\/core@3\.11\.0 is installed, but src\/docusaurus-internals supports 3\.10\.x \(read against 3\.10\.2\)[^]*SUPPORTED and READ_AGAINST/,
    );
    expect(() =>
      assertVersions({...installed, '@docusaurus/theme-common': '4.0.0'}),
    ).toThrow(/@docusaurus\/theme-common@4\.0\.0/);
  });
});

describe('the environment switches', () => {
  it('are still read where the build expects, in the installed files', () => {
    for (const {name, file, needles} of ENV_READS) {
      const source = readFileSync(packageFile(name, file, 'test'), 'utf8');
      expect(() => assertMentions(source, file, needles, 'test')).not.toThrow();
    }
  });
  it('fail loudly on a Docusaurus that stopped reading one', () => {
    const {name, file, needles} = ENV_READS[0];
    const source = readFileSync(
      packageFile(name, file, 'test'),
      'utf8',
    ).replace(/DOCUSAURUS_SKIP_BUNDLING/g, 'DOCUSAURUS_SKIP_BUNDLE');
    expect(() => assertMentions(source, file, needles, 'the build')).toThrow(
      `no longer contains "process.env.DOCUSAURUS_SKIP_BUNDLING === 'true'", needed by the build`,
    );
  });
});

describe('the MDX cross-compiler cache', () => {
  const nodeEnv = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
  });
  /** The loader item the installed mdx-loader makes for a production build with the cache on (processors given: not under test). */
  async function productionLoaderItem() {
    process.env.NODE_ENV = 'production';
    return (await createMDXLoaderItem({
      useCrossCompilerCache: true,
      processors: {},
    } as unknown as Parameters<typeof createMDXLoaderItem>[0])) as {
      loader: string;
      options: {crossCompilerCache?: unknown};
    };
  }

  it("is taken out of the installed mdx-loader's own loader item", async () => {
    const item = await productionLoaderItem();
    expect(item.options.crossCompilerCache).toBeInstanceOf(Map);
    const compiler = {
      options: {module: {rules: [{test: /\.mdx?$/i, use: [item]}]}},
    };
    new SeparateMdxCompilesPlugin(true).apply(compiler);
    expect(
      compiler.options.module.rules[0].use[0].options.crossCompilerCache,
    ).toBeUndefined();
  });
  it('fails the build when the loader passes the cache under another name', async () => {
    const item = await productionLoaderItem();
    const {crossCompilerCache, ...rest} = item.options;
    const renamed = {
      ...item,
      options: {...rest, compilerCache: crossCompilerCache},
    };
    expect(() =>
      new SeparateMdxCompilesPlugin(true).apply({
        options: {module: {rules: [{use: [renamed]}]}},
      }),
    ).toThrow('no MDX loader with a cross-compiler cache to turn off');
  });
});

describe('bundler config changes', () => {
  it('put the route module aliases before the `@generated` prefix alias', () => {
    const config = {
      resolve: {
        alias: {'@generated': '/site/.docusaurus', '@site': '/site'} as Record<
          string,
          string
        >,
      },
    };
    aliasRouteModules(config, {
      routes: '/r.js',
      registry: '/g.js',
      routesChunkNames: '/c.js',
    });
    expect(Object.keys(config.resolve.alias)).toEqual([
      '@generated/routes$',
      '@generated/registry$',
      '@generated/routesChunkNames$',
      '@generated',
      '@site',
    ]);
  });
  it('throw when the client config no longer resolves `@generated` by alias', () => {
    expect(() =>
      aliasRouteModules(
        {resolve: {alias: {'@site': '/site'}}},
        {routes: '/r.js', registry: '/g.js', routesChunkNames: '/c.js'},
      ),
    ).toThrow(/no `@generated` alias/);
  });
  it('throw when a minimizing client config has no SWC JS minimizer to replace', () => {
    const rspack = {name: 'rspack', instance: {}};
    expect(() =>
      replaceJsMinimizer(
        {optimization: {minimize: true, minimizer: [{}]}},
        rspack,
      ),
    ).toThrow(/without a SwcJsMinimizerRspackPlugin/);
    expect(() =>
      replaceJsMinimizer({optimization: {minimize: false}}, rspack),
    ).not.toThrow();
  });
  it('minify the runtime chunks without mangling their names, every other chunk as Docusaurus does, non-ASCII kept in both', () => {
    class SwcJsMinimizerRspackPlugin {
      constructor(readonly options: Record<string, unknown>) {}
    }
    const css = {constructor: {name: 'LightningCssMinimizerRspackPlugin'}};
    const minimizer: unknown[] = [
      new SwcJsMinimizerRspackPlugin({minimizerOptions: {}}),
      css,
    ];
    replaceJsMinimizer(
      {optimization: {minimize: true, minimizer}},
      {name: 'rspack', instance: {SwcJsMinimizerRspackPlugin}},
    );
    expect(minimizer).toHaveLength(3);
    const [rest, runtime] = minimizer as SwcJsMinimizerRspackPlugin[];
    type Options = {minimizerOptions: Record<string, unknown>};
    const {minimizerOptions: restOptions} = rest.options as Options;
    const {minimizerOptions: runtimeOptions} = runtime.options as Options;
    expect(rest.options.exclude).toBe(RUNTIME_CHUNK_FILES);
    expect(runtime.options.test).toBe(RUNTIME_CHUNK_FILES);
    expect(restOptions.mangle).toBe(true);
    expect(runtimeOptions.mangle).toBe(false);
    expect({...runtimeOptions, mangle: true}).toEqual(restOptions);
    for (const options of [restOptions, runtimeOptions]) {
      expect(options.format).toMatchObject({ascii_only: false});
    }
    expect(minimizer[2]).toBe(css);
    for (const file of [
      'assets/js/runtime~main.2c0c8744.js',
      'en/assets/js/runtime~nerkhnama-news-chunks.5cfba9b3.js',
    ]) {
      expect(RUNTIME_CHUNK_FILES.test(file), file).toBe(true);
    }
    for (const file of [
      'assets/js/main.b6226754.js',
      'assets/js/17896441.1a2b3c4d.js',
      'assets/js/runtime-helper.12345678.js',
    ]) {
      expect(RUNTIME_CHUNK_FILES.test(file), file).toBe(false);
    }
  });
  it("point Rspack's persistent cache at the publish's folder, and throw when core no longer configures one", () => {
    const config = {
      experiments: {
        cache: {type: 'persistent', version: 'client-production-fa'},
      },
    };
    keepBundlerCacheIn(config, '/site/node_modules/.cache/nerkhnama-bundles/x');
    expect(config.experiments.cache).toEqual({
      type: 'persistent',
      version: 'client-production-fa',
      storage: {
        type: 'filesystem',
        directory: '/site/node_modules/.cache/nerkhnama-bundles/x',
      },
    });
    expect(() => keepBundlerCacheIn({experiments: {}}, '/x')).toThrow(
      /no `experiments.cache` of type persistent/,
    );
    expect(() => keepBundlerCacheIn({}, '/x')).toThrow(
      /Docusaurus changed how it configures the cache/,
    );
  });
  it('name generated files through the `@generated` alias, and refuse files outside the folder', () => {
    expect(
      generatedModuleRequest(
        '/site/.docusaurus',
        '/site/.docusaurus/docusaurus-plugin-content-blog/default/x.json',
      ),
    ).toBe('@generated/docusaurus-plugin-content-blog/default/x.json');
    expect(() =>
      generatedModuleRequest('/site/.docusaurus', '/site/news/x.json'),
    ).toThrow(/outside the generated-files folder/);
  });
});

describe("the server bundle's entry", () => {
  it("puts a module before core's server entry, keeping the entry's name", () => {
    const config = {
      entry: {main: '/x/@docusaurus/core/lib/client/serverEntry.js'},
    };
    prependServerEntry(config, '/site/articleRuntime.ts');
    expect(config.entry).toEqual({
      main: [
        '/site/articleRuntime.ts',
        '/x/@docusaurus/core/lib/client/serverEntry.js',
      ],
    });
  });
  it('fails the build when core names its server entry otherwise', () => {
    expect(() =>
      prependServerEntry({entry: '/x/serverEntry.js'}, '/site/a.ts'),
    ).toThrow(
      "expected the server config's entry to be {main: core's serverEntry.js}",
    );
  });
});
