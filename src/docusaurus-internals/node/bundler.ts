/**
 * Changes to the bundler configs Docusaurus creates, each relying on how core 3.10.2 builds them.
 * When what a change targets is not where it was, it throws instead of doing nothing.
 */
import './installed';
import path from 'node:path';
import {getSwcJsMinimizerOptions} from '@docusaurus/faster';
import {assertPackageMentions, packageDir, packageFile} from './packages';
import {readClientModules} from './generatedFiles';

type RuleLike = {use?: unknown; oneOf?: unknown; rules?: unknown};
type LoaderItem = {options?: {crossCompilerCache?: unknown}};

/**
 * Gives every MDX loader in these rules options without its cross-compiler cache (the
 * `crossCompilerCache` Map that mdx-loader's createMDXLoader.js puts in the loader options when
 * `future.faster.mdxCrossCompilerCache` is on); returns how many it changed.
 */
export function dropCrossCompilerCache(rules: unknown): number {
  let changed = 0;
  for (const rule of Array.isArray(rules) ? (rules as RuleLike[]) : []) {
    if (!rule || typeof rule !== 'object') continue;
    for (const item of Array.isArray(rule.use)
      ? (rule.use as LoaderItem[])
      : []) {
      if (item?.options?.crossCompilerCache) {
        // A new object: the loader item is shared by both sides' configs.
        item.options = {...item.options, crossCompilerCache: undefined};
        changed++;
      }
    }
    changed +=
      dropCrossCompilerCache(rule.oneOf) + dropCrossCompilerCache(rule.rules);
  }
  return changed;
}

/**
 * Bundler plugin: turns the cache off when the bundler is created, by which time every Docusaurus
 * plugin has added its rules, the MDX fallback loader (which comes after all site plugins) included.
 * Throws when the cache is configured but no loader carries it.
 */
export class SeparateMdxCompilesPlugin {
  constructor(private readonly cacheConfigured: boolean) {}
  apply(compiler: {options: {module?: {rules?: unknown}}}) {
    if (
      dropCrossCompilerCache(compiler.options.module?.rules) === 0 &&
      this.cacheConfigured
    ) {
      throw new Error(
        'docusaurus-internals: no MDX loader with a cross-compiler cache to turn off; Docusaurus changed how it passes the cache (@docusaurus/mdx-loader, createMDXLoader.js).',
      );
    }
  }
}

/**
 * Replaces `react-router-config` in the server bundle by `file`. Core's route rendering and matching
 * import it (core, client/exports/renderRoutes.js, client/preload.js), checked here so the
 * alias cannot silently stop applying.
 */
export function aliasServerRouterConfig(
  config: {resolve?: {alias?: unknown}},
  file: string,
): void {
  assertPackageMentions(
    '@docusaurus/core',
    'lib/client/exports/renderRoutes.js',
    [`from 'react-router-config'`],
    "the server bundle's route index (client-routing)",
  );
  assertPackageMentions(
    '@docusaurus/core',
    'lib/client/preload.js',
    [`from 'react-router-config'`],
    "the server bundle's route index (client-routing)",
  );
  const alias = config.resolve?.alias;
  if (!alias || typeof alias !== 'object' || Array.isArray(alias)) {
    throw new Error(
      'docusaurus-internals: expected an object of aliases in the server config.',
    );
  }
  config.resolve!.alias = {
    'react-router-config$': file,
    ...(alias as Record<string, unknown>),
  };
}

type Minimizer =
  {constructor?: {name?: string}} | null | undefined | false | '...' | 0 | '';

/**
 * Points Rspack's persistent cache at `directory`. Core turns the cache on for a production build
 * when the site config's `future.faster.rspackPersistentCache` is set and
 * DOCUSAURUS_NO_PERSISTENT_CACHE is not (core, webpack/base.js, getExperiments), under
 * `node_modules/.cache/rspack`, which every copy of the site linking the same `node_modules`
 * would share; a version name per bundle (side, mode, locale) keeps them apart inside it.
 */
export function keepBundlerCacheIn(
  config: {experiments?: unknown},
  directory: string,
): void {
  const cache = (
    config.experiments as {cache?: {type?: string; storage?: unknown}}
  )?.cache;
  if (cache?.type !== 'persistent') {
    throw new Error(
      "docusaurus-internals: a publish asked for Rspack's persistent cache, but the bundler config has no `experiments.cache` of type persistent; Docusaurus changed how it configures the cache (core, webpack/base.js).",
    );
  }
  cache.storage = {type: 'filesystem', directory};
}

/** The runtime chunks (`runtime~main`, and one per extra entry): the chunk loaders with their maps of chunk hashes. */
export const RUNTIME_CHUNK_FILES = /(^|\/)runtime~[^/]+\.js$/;

/**
 * Swaps the client's JS minimizer for two with the same options but `ascii_only` off, the second
 * for the runtime chunks, whose local names it leaves as they are. Names are mangled in the order
 * of their characters' frequency in the chunk, and a runtime chunk is minified while its map still
 * holds provisional chunk hashes, replaced by the real ones only afterwards: with Rspack's
 * persistent cache those (most likely) differ from a cold build's, so the same runtime came out
 * with other local names and another file name, and every page named it. Unmangled, it is the
 * cold build's byte for byte (about 0.5 KB more gzipped a runtime). Core's rspack config has one
 * `SwcJsMinimizerRspackPlugin` built from @docusaurus/faster's options (bundler,
 * minification.js); when the config minimizes and that plugin is not there, this throws.
 */
export function replaceJsMinimizer(
  config: {optimization?: {minimize?: unknown; minimizer?: unknown}},
  currentBundler: {name: string; instance: unknown},
): void {
  if (
    currentBundler.name !== 'rspack' ||
    config.optimization?.minimize !== true
  ) {
    return;
  }
  const minimizers = config.optimization.minimizer as Minimizer[] | undefined;
  const index = Array.isArray(minimizers)
    ? minimizers.findIndex(
        (m) =>
          m &&
          typeof m === 'object' &&
          m.constructor?.name === 'SwcJsMinimizerRspackPlugin',
      )
    : -1;
  if (index < 0) {
    throw new Error(
      'docusaurus-internals: the client config minimizes without a SwcJsMinimizerRspackPlugin; Docusaurus changed its JS minimizer (@docusaurus/bundler, minification.js).',
    );
  }
  const rspack = currentBundler.instance as {
    SwcJsMinimizerRspackPlugin: new (options: object) => Minimizer;
  };
  const options = getSwcJsMinimizerOptions();
  const minimizerOptions = {
    minify: true,
    ...options,
    format: {...options.format, ascii_only: false},
  };
  minimizers!.splice(
    index,
    1,
    new rspack.SwcJsMinimizerRspackPlugin({
      exclude: RUNTIME_CHUNK_FILES,
      minimizerOptions,
    }),
    new rspack.SwcJsMinimizerRspackPlugin({
      test: RUNTIME_CHUNK_FILES,
      minimizerOptions: {...minimizerOptions, mangle: false},
    }),
  );
}

/** theme-classic's client module that registers `prism.additionalLanguages`, importing Prism into every page (theme-classic, index.js getClientModules). */
export function prismClientModule(): string {
  packageFile(
    '@docusaurus/theme-classic',
    'lib/prism-include-languages.js',
    'lean-client',
  );
  return path.join(
    packageDir('@docusaurus/theme-classic'),
    'lib',
    'prism-include-languages',
  );
}

/** theme-classic's client module that drives the progress bar on route changes (theme-classic, index.js getClientModules). */
export function nprogressClientModule(): string {
  packageFile(
    '@docusaurus/theme-classic',
    'lib/nprogress.js',
    'the navigation spinner (client-routing)',
  );
  return path.join(packageDir('@docusaurus/theme-classic'), 'lib', 'nprogress');
}

/** Throws unless core's client modules of this build (client-modules.js) load `first` before `then`. */
export function assertClientModuleOrder(
  generatedFilesDir: string,
  first: string,
  then: string,
): void {
  const listed = readClientModules(generatedFilesDir);
  const [a, b] = [listed.indexOf(first), listed.indexOf(then)];
  if (a < 0 || b < 0 || a > b) {
    throw new Error(
      `docusaurus-internals: the client modules of this build (client-modules.js) do not load ${first} before ${then}.`,
    );
  }
}

/**
 * Aliases that replace a client module of this build by `replacement`. Throws when core's list of
 * client modules (client-modules.js) does not hold it, so the alias cannot silently miss.
 */
export function replaceClientModule(
  generatedFilesDir: string,
  module: string,
  replacement: string,
): Record<string, string> {
  const listed = readClientModules(generatedFilesDir);
  if (!listed.includes(module)) {
    throw new Error(
      `docusaurus-internals: ${module} is not among the client modules of this build (client-modules.js); the theme no longer loads it that way.`,
    );
  }
  return {[`${module}$`]: replacement, [`${module}.js$`]: replacement};
}

/**
 * Puts `module` first in the server bundle's entry, before core's server entry (core,
 * webpack/server.js: `entry: {main: serverEntry}`), so it runs as the bundle loads and the entry's
 * exports stay core's. Throws when the entry has another shape.
 */
export function prependServerEntry(
  config: {entry?: unknown},
  module: string,
): void {
  const entry = config.entry as {main?: unknown} | undefined;
  const main = entry?.main;
  if (
    !entry ||
    typeof entry !== 'object' ||
    typeof main !== 'string' ||
    !/serverEntry\.js$/.test(main)
  ) {
    throw new Error(
      `docusaurus-internals: expected the server config's entry to be {main: core's serverEntry.js}, found ${JSON.stringify(entry)}; Docusaurus changed its server config (core, webpack/server.js).`,
    );
  }
  config.entry = {...entry, main: [module, main]};
}
