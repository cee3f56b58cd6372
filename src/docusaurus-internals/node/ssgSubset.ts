/**
 * Rendering only some of a locale's pages (`npm run publish`). Docusaurus renders every route of
 * the site on each build and has no public switch for fewer. `commands/build/buildLocale.js`
 * calls `(0, ssgExecutor_1.executeSSG)({props, …})` through the CommonJS module object of
 * `ssg/ssgExecutor.js`, and `executeSSG` renders `props.routesPaths`; so a wrapper installed on
 * that module object before the build reaches static rendering can narrow the list.
 *
 * The wrapper narrows `props.routesPaths` in place: the plugins' postBuild gets the same `props`
 * afterwards, so every step that goes page by page (the client-routing rewrite) sees the pages
 * this process rendered, not the ones it copied from the last build. Whole-site steps read
 * `routes` (the sitemap) or their own content (feeds, search index), never `routesPaths`.
 */
import './installed';
import {createRequire} from 'node:module';
import {assertMentions, packageFile} from './packages';
import {readFileSync} from 'node:fs';

const TOUCHPOINT = 'rendering some pages only (src/plugins/publish-pages)';
const BUILD_LOCALE = 'lib/commands/build/buildLocale.js';
const SSG_EXECUTOR = 'lib/ssg/ssgExecutor.js';

interface SsgModule {
  executeSSG: (params: {props: {routesPaths: string[]}}) => Promise<unknown>;
}

// One wrapper per process: the site config and the plugins may be loaded by different module
// loaders, each with its own copy of this module.
const INSTALLED = Symbol.for('nerkhnama.ssgSubset');
const LEFT_OUT = Symbol.for('nerkhnama.ssgSubset.leftOut');
const store = globalThis as typeof globalThis & {[LEFT_OUT]?: Set<string>};

/** The routes this process's static rendering left out (none unless renderOnly was called). */
export function routesLeftOut(): ReadonlySet<string> {
  return store[LEFT_OUT] ?? new Set();
}

/**
 * From now on, this process's static rendering renders only the routes `select` returns, given
 * them all. Throws when Docusaurus no longer renders through the module object this relies on.
 */
export function renderOnly(
  select: (routes: readonly string[]) => string[],
): void {
  const buildLocale = packageFile('@docusaurus/core', BUILD_LOCALE, TOUCHPOINT);
  assertMentions(
    readFileSync(buildLocale, 'utf8'),
    buildLocale,
    ['(0, ssgExecutor_1.executeSSG)({', 'require("../../ssg/ssgExecutor")'],
    TOUCHPOINT,
  );
  const executorFile = packageFile(
    '@docusaurus/core',
    SSG_EXECUTOR,
    TOUCHPOINT,
  );
  assertMentions(
    readFileSync(executorFile, 'utf8'),
    executorFile,
    ['pathnames: props.routesPaths'],
    TOUCHPOINT,
  );
  // Node's own require: the module object core's build holds, not a loader's copy.
  const ssg = createRequire(buildLocale)(executorFile) as SsgModule & {
    [INSTALLED]?: typeof select;
  };
  if (typeof ssg.executeSSG !== 'function') {
    throw new Error(
      `docusaurus-internals: ${executorFile} no longer exports executeSSG, needed by ${TOUCHPOINT}.`,
    );
  }
  if (!ssg[INSTALLED]) {
    const executeSSG = ssg.executeSSG;
    ssg.executeSSG = (params) => {
      const routes = params.props.routesPaths;
      const kept = ssg[INSTALLED]!(routes);
      const keptSet = new Set(kept);
      store[LEFT_OUT] = new Set(routes.filter((route) => !keptSet.has(route)));
      routes.splice(0, routes.length, ...kept);
      return executeSSG(params);
    };
  }
  ssg[INSTALLED] = select;
}
