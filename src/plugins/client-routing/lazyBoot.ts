import {ANNOUNCEMENT_CLOSED_ATTRIBUTE, COPIED_MS} from '../../lib/earlyMarks';
import {WORKER_FILE} from '../../components/SearchBox/engineFiles';
import {
  ANNOUNCEMENT_DISMISSED_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  ROOT_GLOBAL,
} from '../../docusaurus-internals/names';
import {
  appScriptsOf,
  replaceAppScripts,
} from '../../docusaurus-internals/node/builtHtml';

/**
 * Boots the single-page app without making the page wait for it, and answers the reader before it is there.
 *
 * Every page is complete static HTML: text, images, links, pagination, the phone sidebar's <details>, the phone
 * menu. What the app adds (client-side navigation with prefetch, preload and the progress bar, the search results,
 * analytics on route changes) costs a phone about 1.5 s of script download and main-thread work; booting it while
 * the first screen paints cost Lighthouse TBT 150–450 ms and LCP 2.6–3.8 s.
 *
 * So, after the build, each page's app scripts and the preload hints of its route chunks become a JSON list, and
 * one small inline script (the same on every page, so the CSP lists one hash) loads them
 * - a few seconds after the page has loaded, once the main thread is idle (IDLE_BOOT_AFTER_LOAD_MS), so that
 *   client navigation, hover preload and visible-link prefetch are there before most readers' first tap; they are
 *   fetched (not run) soon after the page has loaded (FETCH_AHEAD_AFTER_LOAD_MS), so that a reader who acts in those
 *   seconds waits for their running only: on a phone's link (1.6 Mbps), sharing it with the search engine's files,
 *   their download held a search typed 3 s after the page opened for a second and a half;
 * - or on the reader's first pointer, touch, key, wheel, scroll or focus event, if that comes first;
 * - and only on that event when the reader asked to save data or the connection is 2g.
 *
 * Until the app has started hydrating, the same script gives the controls their native behaviour, which the app's
 * components adopt on mount: the menu button opens the drawer (`navbar-sidebar--show`, as Infima styles it), the
 * announcement's close button hides the bar, copy buttons and the article's copy-link copy (`data-nn-copy`, see
 * src/lib/earlyMarks.ts), the search box opens its overlay on focus (`data-open`), keeps what is typed and starts
 * loading the search engine (the files `warmEngine` in src/components/SearchBox/pagefind.ts fetches, and pagefind.js
 * itself), so that it downloads beside the app rather than after it. Any other
 * button pressed before the app is there is replayed once the page has hydrated; links work natively meanwhile.
 */

/** Events that mean a reader is here; all passive, captured on window. */
const BOOT_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'wheel',
  'scroll',
  'focusin',
] as const;

/**
 * How long after the load event the unprompted boot waits before asking for an idle moment. Booting
 * at the first idle moment put hydration (about 1 s of main thread on a phone, not yet sliced
 * below 50 ms) into the page load: Lighthouse TBT 1.0–1.6 s, performance 74–79. A reader who
 * taps within these seconds boots the app by that tap, and the controls answer natively meanwhile.
 */
export const IDLE_BOOT_AFTER_LOAD_MS = 3000;

/**
 * How long after the load event the app's files are fetched (not run). At the load event itself they shared
 * Lighthouse's simulated link with the first screen: LCP on the fa home page went from 1.7 s to 3.7 s. A second later
 * Lighthouse is as before, and they are still in the cache before a reader acting 3 s after opening the page needs
 * them (the benchmark's first tap).
 */
export const FETCH_AHEAD_AFTER_LOAD_MS = 1000;

/** The id of the JSON list the bootstrap reads. */
export const BOOT_DATA_ID = 'nn-boot';

export interface BootList {
  scripts: string[];
  preload: Array<{href: string; as: string}>;
}

/**
 * The bootstrap, as plain ES5 so no bundler touches it. `window.__nnBoot()` boots now (for scripts that must not
 * wait, e.g. the end-to-end tests' page helper). `window.docusaurusRoot` exists once Docusaurus has started
 * hydrating; from then on React answers every event itself, so the native behaviours stand aside.
 */
export const BOOTSTRAP_SCRIPT = `(function(){var E=${JSON.stringify(BOOT_EVENTS)},done=false,pending=null,w=window,d=document,root=d.documentElement;
function bootList(){var b=d.getElementById(${JSON.stringify(BOOT_DATA_ID)});return b?JSON.parse(b.textContent):null}
function hint(rel,p){var l=d.createElement('link');l.rel=rel;l.href=p.href;if(rel==='preload')l.as=p.as;if(p.as==='fetch')l.crossOrigin='anonymous';d.head.appendChild(l)}
function boot(){if(done)return;done=true;E.forEach(function(e){removeEventListener(e,boot,true)});
var list=bootList();if(!list)return;list.preload.forEach(function(p){hint('preload',p)});
list.scripts.forEach(function(src){var s=d.createElement('script');s.src=src;s.async=false;(d.body||d.head).appendChild(s)})}
function ahead(){var list=bootList();if(done||!list)return;list.scripts.forEach(function(src){hint('prefetch',{href:src,as:'script'})});list.preload.forEach(function(p){hint('prefetch',p)})}
E.forEach(function(e){addEventListener(e,boot,{capture:true,passive:true})});
var c=navigator.connection;if(!c||!(c.saveData||/2g/.test(c.effectiveType)))addEventListener('load',function(){setTimeout(ahead,${FETCH_AHEAD_AFTER_LOAD_MS});setTimeout(function(){(w.requestIdleCallback||setTimeout)(boot)},${IDLE_BOOT_AFTER_LOAD_MS})});
function live(){return !!w.${ROOT_GLOBAL}}
function menu(open){var n=d.querySelector('.navbar'),t=d.querySelector('.navbar__toggle');if(!n||!d.querySelector('.navbar-sidebar'))return false;
n.classList.toggle('navbar-sidebar--show',open);if(t)t.setAttribute('aria-expanded',String(open));d.body.style.overflow=open?'hidden':'';return true}
function search(t){return t&&t.closest?t.closest('[data-nn-search]'):null}
function open(t,on){var s=search(t);if(s){if(on)s.setAttribute('data-open','');else s.removeAttribute('data-open')}}
addEventListener('click',function(ev){if(live())return;var t=ev.target;if(!t||!t.closest)return;var el;
if(t.closest('.navbar__toggle')){if(menu(!d.querySelector('.navbar-sidebar--show')))return}
else if(t.closest('.navbar-sidebar__backdrop,.navbar-sidebar__close')){menu(false);return}
else if(el=t.closest('[data-nn-search-close]')){open(el,false);var i=search(el).querySelector('input');if(i)i.blur();return}
else if((el=t.closest('[data-nn-copy]'))&&navigator.clipboard){ev.preventDefault();
var href=el.getAttribute('data-nn-copy')==='href',code=el.parentNode.querySelector('code'),text=href?el.getAttribute('href'):code?code.textContent:'';
navigator.clipboard.writeText(text).then(function(){el.setAttribute('data-copied','');if(!href)setTimeout(function(){if(!live())el.removeAttribute('data-copied')},${COPIED_MS})},function(){if(href)location.href=text});return}
else if(el=t.closest('.theme-announcement-bar button.close')){root.setAttribute('${ANNOUNCEMENT_DISMISSED_ATTRIBUTE}','true');root.setAttribute(${JSON.stringify(ANNOUNCEMENT_CLOSED_ATTRIBUTE)},'');return}
el=t.closest('button,[role="button"]');if(el)pending=el},true);
var warmed=false;function warm(s){var u=s.getAttribute('data-nn-pagefind');if(warmed||!u||!w.fetch)return;warmed=true;var l=d.createElement('link');l.rel='modulepreload';l.href=u;d.head.appendChild(l);
var base=u.slice(0,u.lastIndexOf('/')+1),fill=function(f){fetch(base+f).then(function(r){return r.arrayBuffer()})['catch'](function(){})};fill(${JSON.stringify(WORKER_FILE)});
fetch(base+'pagefind-entry.json').then(function(r){return r.json()}).then(function(e){Object.keys(e.languages).forEach(function(k){var x=e.languages[k];fill('pagefind.'+x.hash+'.pf_meta');fill('wasm.'+(x.wasm||'unknown')+'.pagefind')})})['catch'](function(){})}
addEventListener('focusin',function(ev){if(!live()&&ev.target.matches&&ev.target.matches('[data-nn-search] input')){open(ev.target,true);warm(search(ev.target))}},true);
addEventListener('focusout',function(ev){var s=search(ev.target);if(!live()&&s&&!s.contains(ev.relatedTarget))open(s,false)},true);
addEventListener('keydown',function(ev){if(!live()&&ev.key==='Escape'&&search(ev.target)){open(ev.target,false);ev.target.blur()}},true);
new MutationObserver(function(m,o){if(root.getAttribute('${HYDRATED_ATTRIBUTE}')!=='true')return;o.disconnect();var t=pending;pending=null;if(t&&t.isConnected)setTimeout(function(){t.click()},0)}).observe(root,{attributes:true,attributeFilter:['${HYDRATED_ATTRIBUTE}']});
w.__nnBoot=boot})();`;

const ROUTE_PRELOAD =
  /<link\s+rel=["']?preload["']?\s+href=["']?([^"'\s>]+)["']?\s+as=["']?(script|fetch)["']?(?:\s+crossorigin=["']?anonymous["']?)?\s*\/?>/gi;

/**
 * Rewrites one page: its deferred app scripts and its script/fetch preloads leave the HTML and are
 * listed for the bootstrap. A page already rewritten comes back unchanged; one without app scripts throws.
 */
export function deferBoot(html: string, page?: string): string {
  if (html.includes(`id="${BOOT_DATA_ID}"`)) return html;
  const scripts = appScriptsOf(html, page);
  const preload = [...html.matchAll(ROUTE_PRELOAD)].map((m) => ({
    href: m[1],
    as: m[2].toLowerCase(),
  }));
  const list: BootList = {scripts, preload};
  // `<` escaped so no text in a URL can close the data block.
  const data = JSON.stringify(list).replace(/</g, '\\u003c');
  const tags = `<script id="${BOOT_DATA_ID}" type="application/json">${data}</script><script>${BOOTSTRAP_SCRIPT}</script>`;
  return replaceAppScripts(html.replace(ROUTE_PRELOAD, ''), tags);
}
