/**
 * Keeps out of every page's JavaScript what this site never runs. theme-classic always adds a
 * client module that imports Prism (prism-react-renderer's whole highlighter) into `main.js` only
 * to register `prism.additionalLanguages`; this site has none and its articles have no code
 * blocks. A code block would still render and highlight with Prism's built-in languages, loaded
 * with the page that has it.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const themeClassicLib = path.dirname(require.resolve('@docusaurus/theme-classic'));
const prismClientModule = path.join(themeClassicLib, 'prism-include-languages');

export default function leanClientPlugin(): Plugin {
  return {
    name: 'nerkhnama-lean-client',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const nothing = path.join(__dirname, 'nothing.js');
      return {resolve: {alias: {[`${prismClientModule}$`]: nothing, [`${prismClientModule}.js$`]: nothing}}};
    },
  };
}
