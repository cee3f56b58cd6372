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
 *
 * The broken-link check after it (`server/brokenLinks.js`, called as
 * `(0, brokenLinks_1.handleBrokenLinks)({…})` through that module object) takes the pages it
 * collected links from as the known pathnames, and matches every other link against the site's
 * routes one by one (facebook/docusaurus#9754): with only the rendered pages collected, a publish
 * at 5,000 stories a language spent about 50 s a locale there, against 3 s for a full build. So
 * each copied page joins the check as a page with no links to check (they were checked when it
 * was rendered, and a copied page's links did not change) and with its anchors, so a rendered
 * page's link into it is checked as in a full build.
 *
 * The same wrapper checks each site-absolute link once (`checkEachLinkOnce`, every rendering
 * process): the check parses every link of every page with `new URL`, and the sidebar's fifty
 * headlines, the menus and the footer are the same links on every page, so at 30,000 stories a
 * language it took about 25 s a locale, nearly all of it parsing links already checked. A link
 * that starts with one `/` resolves to the same path from any page, and whether that path and its
 * anchor exist does not depend on the page either. When the check finds a broken link, it runs
 * again on every link, so Docusaurus's report names every page that has it, as before.
 */
import './installed';
import {createRequire} from 'node:module';
import {assertMentions, packageFile} from './packages';
import {readFileSync} from 'node:fs';

const TOUCHPOINT = 'rendering some pages only (src/plugins/publish-pages)';
const BUILD_LOCALE = 'lib/commands/build/buildLocale.js';
const SSG_EXECUTOR = 'lib/ssg/ssgExecutor.js';
const BROKEN_LINKS = 'lib/server/brokenLinks.js';

interface SsgModule {
  executeSSG: (params: {props: {routesPaths: string[]}}) => Promise<unknown>;
}

type CollectedLinks = Record<string, {links: string[]; anchors: string[]}>;
type ReportSetting = 'ignore' | 'log' | 'warn' | 'throw';
interface BrokenLinksModule {
  handleBrokenLinks: (params: {
    collectedLinks: CollectedLinks;
    onBrokenLinks: ReportSetting;
    onBrokenAnchors: ReportSetting;
  }) => Promise<unknown>;
}

// One wrapper per process: the site config and the plugins may be loaded by different module
// loaders, each with its own copy of this module.
const INSTALLED = Symbol.for('nerkhnama.ssgSubset');
const CHECKED = Symbol.for('nerkhnama.ssgSubset.links');
const LEFT_OUT = Symbol.for('nerkhnama.ssgSubset.leftOut');
const ANCHORS = Symbol.for('nerkhnama.ssgSubset.anchors');
const store = globalThis as typeof globalThis & {
  [LEFT_OUT]?: Set<string>;
  [ANCHORS]?: (route: string) => readonly string[];
};

/** The routes this process's static rendering left out (none unless renderOnly was called). */
export function routesLeftOut(): ReadonlySet<string> {
  return store[LEFT_OUT] ?? new Set();
}

/**
 * From now on, this process's static rendering renders only the routes `select` returns, given
 * them all; `anchorsOf` gives the anchors of a page left out (copied), for the broken-link check.
 * Throws when Docusaurus no longer renders through the module objects this relies on.
 */
export function renderOnly(
  select: (routes: readonly string[]) => string[],
  anchorsOf: (route: string) => readonly string[],
): void {
  const buildLocale = packageFile('@docusaurus/core', BUILD_LOCALE, TOUCHPOINT);
  assertMentions(
    readFileSync(buildLocale, 'utf8'),
    buildLocale,
    [
      '(0, ssgExecutor_1.executeSSG)({',
      'require("../../ssg/ssgExecutor")',
      '(0, brokenLinks_1.handleBrokenLinks)({',
      'require("../../server/brokenLinks")',
    ],
    TOUCHPOINT,
  );
  checkEachLinkOnce();
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
  store[ANCHORS] = anchorsOf;
}

/**
 * The links Docusaurus's check needs to see for the same verdict (see the top of this file): every
 * page, with all its anchors, and each site-absolute link only on the first page that has it.
 */
export function eachLinkOnce(collected: CollectedLinks): CollectedLinks {
  const seen = new Set<string>();
  const once: CollectedLinks = {};
  for (const [page, {links, anchors}] of Object.entries(collected)) {
    once[page] = {
      anchors,
      links: links.filter((link) => {
        if (typeof link !== 'string' || !/^\/(?!\/)/.test(link)) return true;
        if (seen.has(link)) return false;
        seen.add(link);
        return true;
      }),
    };
  }
  return once;
}

/**
 * From now on, this process's broken-link check takes the pages a publish copied (renderOnly) and
 * checks each site-absolute link once (see the top of this file). Throws when Docusaurus no longer
 * checks links through the module object this relies on.
 */
export function checkEachLinkOnce(): void {
  const buildLocale = packageFile('@docusaurus/core', BUILD_LOCALE, TOUCHPOINT);
  const file = packageFile('@docusaurus/core', BROKEN_LINKS, TOUCHPOINT);
  assertMentions(
    readFileSync(buildLocale, 'utf8'),
    buildLocale,
    [
      '(0, brokenLinks_1.handleBrokenLinks)({',
      'require("../../server/brokenLinks")',
    ],
    TOUCHPOINT,
  );
  assertMentions(
    readFileSync(file, 'utf8'),
    file,
    [
      'async function handleBrokenLinks({ collectedLinks, onBrokenLinks, onBrokenAnchors, routes, }) {',
      "if (onBrokenLinks === 'ignore' && onBrokenAnchors === 'ignore') {",
    ],
    TOUCHPOINT,
  );
  const links = createRequire(buildLocale)(file) as BrokenLinksModule & {
    [CHECKED]?: true;
  };
  if (typeof links.handleBrokenLinks !== 'function') {
    throw new Error(
      `docusaurus-internals: ${file} no longer exports handleBrokenLinks, needed by ${TOUCHPOINT}.`,
    );
  }
  if (links[CHECKED]) return;
  const handleBrokenLinks = links.handleBrokenLinks;
  links.handleBrokenLinks = async (params) => {
    const collectedLinks = {...params.collectedLinks};
    for (const route of routesLeftOut()) {
      collectedLinks[route] ??= {
        links: [],
        anchors: [...(store[ANCHORS]?.(route) ?? [])],
      };
    }
    const all = {...params, collectedLinks};
    if (
      params.onBrokenLinks === 'ignore' &&
      params.onBrokenAnchors === 'ignore'
    ) {
      return handleBrokenLinks(all);
    }
    try {
      return await handleBrokenLinks({
        ...all,
        collectedLinks: eachLinkOnce(collectedLinks),
        onBrokenLinks: 'throw',
        onBrokenAnchors: 'throw',
      });
    } catch {
      // Something is broken: Docusaurus's own report, every page that has it, as the site asks.
      return handleBrokenLinks(all);
    }
  };
  links[CHECKED] = true;
}
