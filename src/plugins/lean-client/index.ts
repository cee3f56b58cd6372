/**
 * Keeps out of every page's JavaScript what this site never runs or needs:
 * - theme-classic always adds a client module that imports Prism (prism-react-renderer's whole
 *   highlighter) into `main.js` only to register `prism.additionalLanguages`; this site has none
 *   and its articles have no code blocks. A code block would still render (src/theme/CodeBlock).
 * - The JS minimizer escapes every non-ASCII character (`ascii_only`), so each Persian letter in a
 *   chunk (titles, article text, translations) costs 6 bytes instead of 2. Pages are UTF-8 and
 *   scripts inherit the document's encoding (the servers also send `charset=utf-8`), so we keep
 *   the minimizer's options and turn that one off. The runtime chunks also keep their local
 *   names, so a publish bundling from Rspack's cache writes the cold build's runtime.
 * Both reach into Docusaurus's bundler config through src/docusaurus-internals/node/bundler.ts,
 * which throws when what they replace is no longer there.
 *
 * And it makes the app's own scripts cheaper to start: see APP_START_FILES.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  replaceJsMinimizer,
  prismClientModule,
  replaceClientModule,
} from '../../docusaurus-internals/node/bundler';

/**
 * V8's explicit compile hint: a script whose first line is this comment has all its functions compiled as it loads,
 * on a background thread while it streams in, instead of each module factory being compiled on the main thread the
 * moment it is first called. `main.js` runs nearly every module it holds as the app starts, so that compiling was
 * a large part of its evaluation, the longest task of the boot (docs/performance.md has the A/B).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The entry and its runtime, run in full at start; route chunks run only part of what they hold. */
export const APP_START_FILES = /(^|\/)(runtime~)?main\.[^/]+\.js$/;

export default function leanClientPlugin(context: LoadContext): Plugin {
  return {
    name: 'nerkhnama-lean-client',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer) return {};
      replaceJsMinimizer(config, currentBundler);
      // Typed as webpack by Docusaurus; rspack's BannerPlugin and Compilation stages are the same API.
      const bundler = currentBundler.instance;
      return {
        plugins:
          config.mode === 'production'
            ? [
                // After minification (which drops comments), before the content hashes are computed.
                new bundler.BannerPlugin({
                  banner: COMPILE_HINT,
                  raw: true,
                  test: APP_START_FILES,
                  stage:
                    bundler.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE,
                }),
              ]
            : [],
        resolve: {
          alias: replaceClientModule(
            context.generatedFilesDir,
            prismClientModule(),
            path.join(__dirname, 'nothing.js'),
          ),
        },
      };
    },
  };
}
