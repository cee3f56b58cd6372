/** Core's own loaders of a site's context and plugins, as a build process calls them (not public API). */
import {createRequire} from 'node:module';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {packageFile} from '../../src/docusaurus-internals/node/packages';

const coreRequire = createRequire(
  packageFile('@docusaurus/core', 'lib/server/site.js', 'test'),
);

export const {loadContext} = coreRequire('./site.js') as {
  loadContext: (params: {
    siteDir: string;
    locale: string;
  }) => Promise<LoadContext>;
};

export const {initPlugins} = coreRequire('./plugins/init.js') as {
  initPlugins: (context: LoadContext) => Promise<Plugin[]>;
};
