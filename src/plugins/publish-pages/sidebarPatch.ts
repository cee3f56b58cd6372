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
import {createHash} from 'node:crypto';
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
    if (!isSidebar(name)) return content;
    const region = patchRegion(content, patch);
    if (region === undefined) failed = true;
    return region ?? content;
  });
  return failed ? undefined : patched;
}

const isSidebar = (region: string) =>
  (SIDEBAR_REGIONS as readonly string[]).includes(region);

/** The hrefs of the links in a page's sidebars, as written, in page order; none without a sidebar. */
export function sidebarLinks(html: string): string[] {
  const links: string[] = [];
  mapStaticRegions(html, (name, content) => {
    if (isSidebar(name)) {
      for (const [, , href] of content.matchAll(
        /<a\b[^>]*\bhref=(["']?)([^"'\s>]*)\1/g,
      )) {
        links.push(href);
      }
    }
    return content;
  });
  return links;
}

/**
 * One digest of the stories a page's sidebars link to: the pages one build rendered share it (the
 * latest headlines as of that build), so a publish tells the groups apart without reading them.
 */
export const sidebarDigest = (html: string): string =>
  createHash('sha1')
    .update(sidebarLinks(html).join('\n'))
    .digest('base64url')
    .slice(0, 16);

/** What a copied page's sidebars need: nothing (the page is copied as it is), a patch, or a render. */
export type SidebarOutcome =
  {page: 'same'} | {page: 'patched'; html: string} | {page: 'render'};

/**
 * The patch for the copied pages, which reads a page only when it may change it. The patch changes
 * a page exactly when its sidebars link to a story it takes out or retitles, so pages whose
 * sidebars link to the same stories (the same `sidebarDigest`) need it alike: once one of them is
 * read and left as it was, the others are copied unread. So a headline corrected in the latest news
 * reads the pages rendered since the story came out, one page of each older build, not the archive.
 * A page whose digest is not known is read.
 */
export function sidebarPatcher(patch: SidebarPatch) {
  const leftAsTheyAre = new Map<string, boolean>();
  return (digest: string | undefined, read: () => string): SidebarOutcome => {
    if (digest !== undefined && leftAsTheyAre.get(digest)) {
      return {page: 'same'};
    }
    const html = read();
    const patched = patchSidebars(html, patch);
    if (digest !== undefined && !leftAsTheyAre.has(digest)) {
      leftAsTheyAre.set(digest, patched === html);
    }
    if (patched === undefined) return {page: 'render'};
    return patched === html ? {page: 'same'} : {page: 'patched', html: patched};
  };
}
