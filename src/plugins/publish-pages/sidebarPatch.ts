/**
 * Corrects the latest headlines a copied page shows (the `sidebar` and `sidebar-phone` regions),
 * without rendering the page: a story taken down leaves the list, a corrected headline is written
 * in place (pageRules.ts, laggingSidebars, says which). Pure, on the HTML the last build wrote.
 *
 * The list is the theme's markup as the HTML minifier leaves it: a group a year (`<div role=group>`
 * with its heading and `<ul>`), an `<li>` an entry holding one `<a href>` with the headline as plain
 * text, `</li>` left out or not. Anything else in an entry that must change (markup inside the
 * link, an href it cannot find again) and the page is not patched: it is rendered.
 */
import {mapStaticRegions, SIDEBAR_REGIONS} from '../../lib/staticRegion';
import type {SidebarPatch} from './pageRules';

const escapeRegExp = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An href as the page may spell it: as the route is written, or percent-encoded, quoted or not. */
const hrefPattern = (permalink: string) => {
  const spellings = [...new Set([permalink, encodeURI(permalink)])].map(
    escapeRegExp,
  );
  return `href=(?<quote>["']?)(?:${spellings.join('|')})\\k<quote>(?=[\\s>])`;
};

/** Text for an element's content: what React escapes in a text node. */
const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Whether the content still names `permalink` in a link. */
const names = (content: string, permalink: string) =>
  new RegExp(`<a\\b[^>]*\\b${hrefPattern(permalink)}`).test(content);

/** One sidebar region's content with the patch applied, or undefined when it cannot be. */
function patchRegion(content: string, patch: SidebarPatch): string | undefined {
  let out = content;
  for (const permalink of patch.removed) {
    if (!names(out, permalink)) continue;
    // The entry up to the next entry or the end of its list, its own `</li>` included.
    out = out.replace(
      new RegExp(
        `<li\\b[^>]*>\\s*<a\\b[^>]*\\b${hrefPattern(permalink)}[^>]*>[^<]*</a>\\s*(?:</li>)?`,
      ),
      '',
    );
    if (names(out, permalink)) return undefined;
  }
  for (const [permalink, title] of Object.entries(patch.retitled)) {
    if (!names(out, permalink)) continue;
    const link = new RegExp(
      `(<a\\b[^>]*\\b${hrefPattern(permalink)}[^>]*>)[^<]*(</a>)`,
    );
    if (!link.test(out)) return undefined;
    out = out.replace(link, (...groups: string[]) =>
      [groups[1], escapeText(title), groups[3]].join(''),
    );
  }
  // A year whose last entry left: its heading goes with it.
  return out.replace(
    /<div\b[^>]*\brole=(["']?)group\1[^>]*>\s*<h3\b[^>]*>[^<]*<\/h3>\s*<ul\b[^>]*>\s*<\/ul>\s*<\/div>/g,
    '',
  );
}

/**
 * The page with its sidebars patched; the same string when they show none of the patch's stories;
 * undefined when a sidebar shows one it cannot change (the page must then be rendered).
 */
export function patchSidebars(
  html: string,
  patch: SidebarPatch,
): string | undefined {
  if (patch.removed.length === 0 && Object.keys(patch.retitled).length === 0) {
    return html;
  }
  let failed = false;
  const patched = mapStaticRegions(html, (name, content) => {
    if (!(SIDEBAR_REGIONS as readonly string[]).includes(name)) return content;
    const region = patchRegion(content, patch);
    if (region === undefined) failed = true;
    return region ?? content;
  });
  return failed ? undefined : patched;
}
