/**
 * The breaking bar's story as the app reads it: a file of the build, beside the route data and
 * revalidated as it is, not global data in `main.js`, which every page names: a breaking story
 * appearing or going stale would otherwise change every page, and the most urgent story would be
 * the slowest to publish. Shared by the home-page plugin (which writes it), the bar, and the
 * publish (which keeps a page's bar while its story still stands).
 */
import {routeDataFile} from '../plugins/client-routing/routeDataKey';
import {normalizePath} from '../plugins/client-routing/routePath';
import {unescapeHtml} from './htmlEntities';

/** Relative to the locale's base URL. Not hexadecimal, so no route's data file takes its name. */
export const BREAKING_FILE = routeDataFile('breaking');

/** The story the bar links to, as the page shows it. */
export interface BreakingStory {
  title: string;
  permalink: string;
}

/** What the file and the server bundle's module hold: the fresh «فوری» story, or none. */
export interface BreakingNow {
  breaking: BreakingStory | null;
}

/** The bar's static HTML carries its story here, for the app and a publish to read back. */
export const BREAKING_BAR_ATTRIBUTE = 'data-breaking-bar';

/**
 * The story a page's breaking bar shows, from its HTML (as React writes it); undefined when the
 * page has no bar. Its permalink is decoded, as the route table has it (normalizePath).
 */
export function breakingBarIn(html: string): BreakingStory | undefined {
  const bar = new RegExp(
    `<aside\\b[^>]*\\b${BREAKING_BAR_ATTRIBUTE}[^>]*>`,
  ).exec(html);
  if (!bar) return undefined;
  const end = html.indexOf('</aside>', bar.index);
  // The built HTML is minified: an attribute's quotes are dropped where the value allows it.
  const link =
    /<a\b[^>]*?\shref=(?:"([^"]*)"|([^\s>"]+))[^>]*>([^<]*)<\/a>/.exec(
      html.slice(bar.index, end < 0 ? undefined : end),
    );
  if (!link) return undefined;
  return {
    permalink: normalizePath(unescapeHtml(link[1] ?? link[2])),
    title: unescapeHtml(link[3]),
  };
}

/**
 * Whether the bar a page of the last build shows may stay on it: no bar, or a bar whose story is
 * still listed under the same headline (`titleOf`: a listed story's headline by its decoded
 * permalink). Such a bar is only older than the current one, never wrong: the app
 * draws the current one once it has fetched BREAKING_FILE. A story deleted, unlisted or retitled
 * since is never kept.
 */
export function breakingBarStands(
  shown: BreakingStory | undefined,
  titleOf: (permalink: string) => string | undefined,
): boolean {
  return !shown || titleOf(normalizePath(shown.permalink)) === shown.title;
}
