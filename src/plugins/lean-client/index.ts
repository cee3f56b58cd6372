/**
 * Keeps out of every page's JavaScript what this site never runs or needs:
 * - theme-classic always adds a client module that imports Prism (prism-react-renderer's whole
 *   highlighter) into `main.js` only to register `prism.additionalLanguages`; this site has none
 *   and its articles have no code blocks. A code block would still render (src/theme/CodeBlock).
 * - The JS minimizer escapes every non-ASCII character (`ascii_only`), so each Persian letter in a
 *   chunk (titles, article text, translations) costs 6 bytes instead of 2. Pages are UTF-8 and
 *   scripts inherit the document's encoding (the servers also send `charset=utf-8`), so we keep
 *   the minimizer's options and turn that one off.
 */
import path from 'node:path';
import {getSwcJsMinimizerOptions} from '@docusaurus/faster';
import type {Plugin} from '@docusaurus/types';

const themeClassicLib = path.dirname(require.resolve('@docusaurus/theme-classic'));
const prismClientModule = path.join(themeClassicLib, 'prism-include-languages');

export default function leanClientPlugin(): Plugin {
  return {
    name: 'nerkhnama-lean-client',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer) return {};
      const minimizers = config.optimization?.minimizer;
      if (currentBundler.name === 'rspack' && Array.isArray(minimizers)) {
        const rspack = currentBundler.instance as unknown as {SwcJsMinimizerRspackPlugin: new (options: object) => object};
        const index = minimizers.findIndex((m) => m?.constructor?.name === 'SwcJsMinimizerRspackPlugin');
        if (index >= 0) {
          const options = getSwcJsMinimizerOptions();
          minimizers[index] = new rspack.SwcJsMinimizerRspackPlugin({
            minimizerOptions: {minify: true, ...options, format: {...options.format, ascii_only: false}},
          }) as (typeof minimizers)[number];
        }
      }
      const nothing = path.join(__dirname, 'nothing.js');
      return {resolve: {alias: {[`${prismClientModule}$`]: nothing, [`${prismClientModule}.js$`]: nothing}}};
    },
  };
}
