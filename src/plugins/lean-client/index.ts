/**
 * Keeps out of every page's JavaScript what this site never runs or needs:
 * - theme-classic always adds a client module that imports Prism (prism-react-renderer's whole
 *   highlighter) into `main.js` only to register `prism.additionalLanguages`; this site has none
 *   and its articles have no code blocks. A code block would still render (src/theme/CodeBlock).
 * - The JS minimizer escapes every non-ASCII character (`ascii_only`), so each Persian letter in a
 *   chunk (titles, article text, translations) costs 6 bytes instead of 2. Pages are UTF-8 and
 *   scripts inherit the document's encoding (the servers also send `charset=utf-8`), so we keep
 *   the minimizer's options and turn that one off.
 * Both reach into Docusaurus's bundler config through src/docusaurus-internals/node/bundler.ts,
 * which throws when what they replace is no longer there.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  keepNonAsciiInMinifiedJs,
  prismClientModule,
  replaceClientModule,
} from '../../docusaurus-internals/node/bundler';

export default function leanClientPlugin(context: LoadContext): Plugin {
  return {
    name: 'nerkhnama-lean-client',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer) return {};
      keepNonAsciiInMinifiedJs(config, currentBundler);
      return {
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
