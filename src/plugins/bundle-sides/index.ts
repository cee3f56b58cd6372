/**
 * Keeps the bundler's memory within bounds as the archive grows (docs/performance.md, "A build
 * that follows the archive linearly"):
 * - JSON modules (route props: article metadata, list pages' items) are parsed without export
 *   analysis. Rspack's production default tracks every key at every depth, to tree-shake JSON;
 *   Docusaurus imports each of these objects whole, so the analysis only holds memory.
 * - One side per process. Docusaurus compiles the client and the server bundle together, and
 *   each holds native memory for every article until the process exits. With
 *   NERKHNAMA_BUNDLE_SIDE set (scripts/build.ts) the other side's config becomes an empty stub,
 *   and a server side writes its bundle to a staging folder (side.ts), which the script moves to
 *   `{outDir}/__server` for static site generation. Each side then compiles MDX on its own:
 *   Docusaurus's cross-compiler cache (`future.faster.mdxCrossCompilerCache`) has the server
 *   compile wait for the client's result, forever when the client is another process, or when it
 *   never compiles the file: the client bundle holds no article (client-routing: an article is
 *   data in the browser), so the server side never waits for it, in one process either. The cache
 *   is turned off in the loaders rather than in the site config, which the client bundle ships:
 *   the site comes out byte for byte as when one process compiles both (scripts/check-shards.ts
 *   builds the default locale's shard this way and compares).
 * - In a publish's process that would bundle both sides, the client side is not bundled when none
 *   of what it read last time changed: that config becomes the stub too, and once the compilation
 *   is done the last build's client side is put in place and the route data written from its
 *   record (client-routing/lastClientSide.ts).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import {SeparateMdxCompilesPlugin} from '../../docusaurus-internals/node/bundler';
import {bundleSideOf, compilesSide, stagedServerBundleDir} from './side';
import {localeOutDir} from '../../docusaurus-internals/node/buildOutput';
import {PUBLISH_FROM_ENV} from '../publish-pages/files';
import {writeRouteDataFrom} from '../client-routing';
import {
  describeClientSide,
  handedClientSides,
  lastClientSide,
  takeClientSide,
} from '../client-routing/lastClientSide';

/**
 * Runs `then` once the compilation is done: after Docusaurus has cleared the output folder (which
 * it does while the configs are made) and before it renders a page.
 */
class AfterCompile {
  constructor(
    private readonly name: string,
    private readonly then: () => void,
  ) {}
  apply(compiler: {hooks: {done: {tap(name: string, fn: () => void): void}}}) {
    compiler.hooks.done.tap(this.name, this.then);
  }
}

/** Replaces, in place, a bundler config by one that compiles an empty module into `outputPath`. */
function stubConfig(
  config: Configuration,
  outputPath: string,
  plugins: NonNullable<Configuration['plugins']> = [],
) {
  const {name, mode, target} = config;
  for (const key of Object.keys(config)) {
    delete config[key as keyof Configuration];
  }
  Object.assign(config, {
    name,
    mode,
    target,
    entry: {main: path.join(__dirname, 'stub.js')},
    output: {path: outputPath, filename: '[name].js', clean: true},
    // Docusaurus's own MDX fallback plugin, which runs after every site plugin, adds a rule here.
    module: {rules: []},
    optimization: {minimize: false},
    plugins,
  } satisfies Configuration);
}

export default function bundleSidesPlugin(context: LoadContext): Plugin {
  const side = bundleSideOf(process.env);
  return {
    name: 'nerkhnama-bundle-sides',
    configureWebpack(config, isServer) {
      if (config.mode !== 'production') return {};
      const stubDir = path.join(
        context.generatedFilesDir,
        'nerkhnama-bundle-sides',
        `stub-${isServer ? 'server' : 'client'}`,
      );
      if (!compilesSide(side, isServer)) {
        stubConfig(config, stubDir);
        return {};
      }
      // Both sides in a publish's process: the client side is taken from the last build when
      // nothing it reads changed (the generated modules among its inputs are this load's now).
      if (!side && !isServer && process.env[PUBLISH_FROM_ENV]) {
        const locale = context.i18n.currentLocale;
        const last = lastClientSide(
          handedClientSides(),
          locale,
          context.siteDir,
        );
        console.log(describeClientSide(locale, last));
        if (!('why' in last)) {
          stubConfig(config, stubDir, [
            new AfterCompile('nerkhnama-take-client-side', () => {
              takeClientSide(last.bundle, {
                from: localeOutDir(
                  context.siteDir,
                  process.env[PUBLISH_FROM_ENV]!,
                  context.baseUrl,
                ),
                to: context.outDir,
                generatedDir: context.generatedFilesDir,
              });
              writeRouteDataFrom(context, last.bundle);
            }),
          ]);
          return {};
        }
      }
      const json = {module: {parser: {json: {exportsDepth: 0}}}};
      // Both sides in one process: the server side compiles MDX on its own too, since the client
      // side compiles no article (an article is data in the browser: client-routing).
      if (!side && !isServer) return json;
      if (side === 'server') {
        config.output = {
          ...config.output,
          path: stagedServerBundleDir(
            context.siteDir,
            context.i18n.currentLocale,
          ),
          clean: true,
        };
      }
      return {
        ...json,
        plugins: [
          new SeparateMdxCompilesPlugin(
            context.siteConfig.future.faster.mdxCrossCompilerCache,
          ),
        ],
      };
    },
  };
}
