import {
  appScriptsOf,
  replaceAppScripts,
} from '../../docusaurus-internals/node/builtHtml';
import {BOOT_DATA_ID, type BootList} from './bootstrap/boot';

/**
 * Boots the single-page app without making the page wait for it, and answers the reader before it is there.
 *
 * Every page is complete static HTML: text, images, links, pagination, the phone sidebar's <details>, the phone
 * menu. What the app adds (client-side navigation with prefetch, preload and the progress bar, the search results,
 * analytics on route changes) costs a phone seconds of script download and main-thread work, which booting it
 * while the first screen paints would add to the page load.
 *
 * So, after the build, each page's app scripts and the preload hints of its route chunks become a JSON list, read by
 * the page's bootstrap (./bootstrap/: when the app boots, and the controls' native behaviour until then), which
 * every page loads as one small file (./bootstrapFile.ts) instead of the app.
 */

const ROUTE_PRELOAD =
  /<link\s+rel=["']?preload["']?\s+href=["']?([^"'\s>]+)["']?\s+as=["']?(script|fetch)["']?(?:\s+crossorigin=["']?anonymous["']?)?\s*\/?>/gi;

/**
 * Rewrites one page: its deferred app scripts and its script/fetch preloads leave the HTML and are listed for the
 * bootstrap, loaded from `bootstrapUrl` where the app scripts were, `async`: it holds up neither the parsing nor
 * the first paint, and runs as soon as it has arrived, so a tap while a long page is still arriving is answered
 * (deferred, it waited for the whole document). It only listens on the window until then, and loads the app only
 * once the document is parsed (./bootstrap/boot.ts). A page already rewritten comes back unchanged; one without app
 * scripts throws.
 */
export function deferBoot(
  html: string,
  bootstrapUrl: string,
  page?: string,
): string {
  if (html.includes(`id="${BOOT_DATA_ID}"`)) return html;
  const scripts = appScriptsOf(html, page);
  const preload = [...html.matchAll(ROUTE_PRELOAD)].map((m) => ({
    href: m[1],
    as: m[2].toLowerCase(),
  }));
  const list: BootList = {scripts, preload};
  // `<` escaped so no text in a URL can close the data block.
  const data = JSON.stringify(list).replace(/</g, '\\u003c');
  const tags = `<script id="${BOOT_DATA_ID}" type="application/json">${data}</script><script src="${bootstrapUrl}" async></script>`;
  return replaceAppScripts(html.replace(ROUTE_PRELOAD, ''), tags);
}
