/**
 * Client-side routing behaviour the specification asks for and Docusaurus leaves out:
 * - a page whose code cannot be fetched on first load shows the theme's Loading error box with
 *   Retry, instead of staying a half-working static page (see `initialLoadRoutes.js`);
 * - a spinner beside the progress bar while a route change waits for its code
 *   (`navigationFeedback.ts`);
 * - no uncaught errors when a hover preload fails on a flaky connection (`quietLinkPreload.ts`).
 * Client bundle only: the server bundle keeps Docusaurus's own route table.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function clientRoutingPlugin(): Plugin {
  return {
    name: 'nerkhnama-client-routing',
    getClientModules() {
      return [path.join(__dirname, 'navigationFeedback.ts'), path.join(__dirname, 'quietLinkPreload.ts')];
    },
    configureWebpack(config, isServer) {
      if (isServer) return {};
      // Exact-match aliases must come before Docusaurus's own `@generated` prefix alias, which
      // would otherwise win: rebuild the alias object with ours first.
      const alias = config.resolve?.alias;
      if (alias && !Array.isArray(alias)) {
        config.resolve!.alias = {'@generated/routes$': path.join(__dirname, 'initialLoadRoutes.js'), ...alias};
      }
      return {};
    },
  };
}
