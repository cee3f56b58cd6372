/**
 * Whether a page of the last build can be copied into this one instead of rendered: pure checks
 * on its HTML, whatever the page rules (pageRules.ts) missed.
 */
import {
  PRICE_STRIP_REGION,
  SIDEBAR_REGIONS,
  staticRegionsIn,
} from '../../lib/staticRegion';
import {BOOT_DATA_ID} from '../client-routing/bootstrap/boot';
import {unescapeHtml} from '../../lib/htmlEntities';

/** A page the sitemap must leave out, which it learns only from rendering the page. */
export const isNoIndexPage = (html: string) =>
  /<meta[^>]*name="?robots"?[^>]*noindex/.test(html);

/**
 * The bundle files and route data files a page names after its locale's base URL (scripts, styles,
 * preload hints, the boot list), relative to the locale's output folder: what the bundling wrote,
 * so it is there when a page is copied. The bootstrap (`assets/boot/`) is written after rendering,
 * from code only: other code never publishes (scripts/publish/state.ts).
 */
export function buildFilesNamed(html: string, baseUrl: string): string[] {
  const escaped = baseUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const pattern = new RegExp(
    `(?<![\\w/.-])${escaped}((?:assets/(?:js|css)|route-data)/[^"'\\s>)?#\\\\]+)`,
    'g',
  );
  return [...new Set([...html.matchAll(pattern)].map(([, file]) => file))];
}

/** Whether a page shows the blog sidebar's latest headlines (src/components/StaticRegion). */
export const showsSidebar = (html: string) =>
  staticRegionsIn(html).some((name) =>
    (SIDEBAR_REGIONS as readonly string[]).includes(name),
  );

/** Whether a page shows the price strip under the navbar (src/components/Market/PriceStrip). */
export const showsPriceStrip = (html: string) =>
  staticRegionsIn(html).includes(PRICE_STRIP_REGION);

/** The files a page's boot list preloads, relative to its locale's output folder. */
export function bootPreloads(html: string, baseUrl: string): string[] {
  const list = new RegExp(
    `<script id="?${BOOT_DATA_ID}"?[^>]*>(.*?)</script>`,
    's',
  ).exec(html);
  if (!list) return [];
  const {preload} = JSON.parse(list[1]) as {preload?: Array<{href: string}>};
  return (preload ?? []).map(({href}) =>
    href.startsWith(baseUrl) ? href.slice(baseUrl.length) : href,
  );
}

/**
 * Whether a route-data page loads what this build's bundling gives its route (`expected`: its route
 * data file and chunk files): every one named, and nothing else preloaded (`page`: what it names and
 * preloads, buildFilesNamed and bootPreloads). A new story can regroup
 * the chunks split off an old article's (a shared sibling chunk gets another name) while every
 * file the old page names is still written.
 */
export function preloadsMatch(
  page: {buildFiles: readonly string[]; bootPreloads: readonly string[]},
  expected: readonly string[],
): boolean {
  const named = new Set(page.buildFiles);
  const wanted = new Set(expected);
  return (
    expected.every((file) => named.has(file)) &&
    page.bootPreloads.every((file) => wanted.has(file))
  );
}

/**
 * The anchors a copied page offers a link into it: every `id` of its HTML, as React escapes
 * attributes and the HTML minifier leaves them (quoted, or bare where the value allows: most
 * headings' ids are written `id=the-market`). The ids are a superset of the anchors Docusaurus
 * collects while rendering (its headings'), so a copied page never fails a link a full build accepts.
 */
export const anchorsIn = (html: string): string[] =>
  [...html.matchAll(/\sid=(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g)].map(
    ([, double, single, bare]) => unescapeHtml(double ?? single ?? bare),
  );
