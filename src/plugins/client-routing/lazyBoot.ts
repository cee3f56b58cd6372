/**
 * Boots the single-page app when the reader first interacts, not while the page loads.
 *
 * Every page is complete static HTML: text, images, links, pagination, the phone sidebar's
 * <details>. What the app adds (client-side navigation with prefetch, preload and the progress
 * bar, the search box, the menu and announcement buttons, analytics on route changes) matters
 * only once the reader does something. Booting it at load costs a phone about 1.5 s of script
 * download and main-thread work while the first screen is still painting (Lighthouse: TBT
 * 150–450 ms, LCP 2.6–3.8 s; with the boot deferred: TBT 0–120 ms, LCP 1.4–2.0 s).
 *
 * So, after the build, each page's app scripts and the preload hints of its route chunks become a
 * JSON list, and one small inline script (the same on every page, so the CSP lists one hash)
 * loads them on the first pointer, touch, key, wheel, scroll or focus event. A click on a button
 * that lands before the app is there (the menu toggle, closing the announcement) is replayed once
 * the page has hydrated; links work natively meanwhile.
 */

/** Events that mean a reader is here; all passive, captured on window. */
export const BOOT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'] as const;

/** The id of the JSON list the bootstrap reads. */
export const BOOT_DATA_ID = 'nn-boot';

export interface BootList {
  scripts: string[];
  preload: Array<{href: string; as: string}>;
}

/**
 * The bootstrap, as plain ES5 so no bundler touches it. Exposes `window.__nnBoot()` (boots now) for
 * scripts that must not wait, e.g. the end-to-end tests' page helper.
 */
export const BOOTSTRAP_SCRIPT = `(function(){var E=${JSON.stringify(BOOT_EVENTS)},done=false,pending=null,root=document.documentElement;
function boot(){if(done)return;done=true;E.forEach(function(e){removeEventListener(e,boot,true)});
var d=document.getElementById(${JSON.stringify(BOOT_DATA_ID)});if(!d)return;var list=JSON.parse(d.textContent);
list.preload.forEach(function(p){var l=document.createElement('link');l.rel='preload';l.href=p.href;l.as=p.as;if(p.as==='fetch')l.crossOrigin='anonymous';document.head.appendChild(l)});
list.scripts.forEach(function(src){var s=document.createElement('script');s.src=src;s.async=false;(document.body||document.head).appendChild(s)})}
E.forEach(function(e){addEventListener(e,boot,{capture:true,passive:true})});
addEventListener('click',function(ev){if(root.getAttribute('data-has-hydrated')==='true')return;var t=ev.target&&ev.target.closest?ev.target.closest('button,[role="button"]'):null;if(t)pending=t},true);
new MutationObserver(function(m,o){if(root.getAttribute('data-has-hydrated')!=='true')return;o.disconnect();var t=pending;pending=null;if(t&&t.isConnected)setTimeout(function(){t.click()},0)}).observe(root,{attributes:true,attributeFilter:['data-has-hydrated']});
window.__nnBoot=boot})();`;

const APP_SCRIPT = /<script\s+src=["']?([^"'\s>]*\/assets\/js\/[^"'\s>]+\.js)["']?\s+defer(?:=["']?defer["']?)?\s*>\s*<\/script>/gi;
const ROUTE_PRELOAD = /<link\s+rel=["']?preload["']?\s+href=["']?([^"'\s>]+)["']?\s+as=["']?(script|fetch)["']?(?:\s+crossorigin=["']?anonymous["']?)?\s*\/?>/gi;

/**
 * Rewrites one page: its deferred app scripts and its script/fetch preloads leave the HTML and are
 * listed for the bootstrap. A page without app scripts (or already rewritten) comes back unchanged.
 */
export function deferBoot(html: string): string {
  if (html.includes(`id="${BOOT_DATA_ID}"`)) return html;
  const scripts = [...html.matchAll(APP_SCRIPT)].map((m) => m[1]);
  if (scripts.length === 0) return html;
  const preload = [...html.matchAll(ROUTE_PRELOAD)].map((m) => ({href: m[1], as: m[2].toLowerCase()}));
  const list: BootList = {scripts, preload};
  // `<` escaped so no text in a URL can close the data block.
  const data = JSON.stringify(list).replace(/</g, '\\u003c');
  const tags = `<script id="${BOOT_DATA_ID}" type="application/json">${data}</script><script>${BOOTSTRAP_SCRIPT}</script>`;
  let inserted = false;
  return html
    .replace(ROUTE_PRELOAD, '')
    .replace(APP_SCRIPT, () => {
      if (inserted) return '';
      inserted = true;
      return tags;
    });
}
