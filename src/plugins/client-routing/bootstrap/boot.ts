/**
 * When the app boots: after the build, each page's app scripts and the preload hints of its route chunks become
 * a JSON list (`deferBoot` in ../lazyBoot.ts), which this loads
 * - a few seconds after the page has loaded, once the main thread is idle (IDLE_BOOT_AFTER_LOAD_MS), so that
 *   client navigation, hover preload and visible-link prefetch are there before most readers' first tap; the
 *   files are fetched (not run) soon after the page has loaded (FETCH_AHEAD_AFTER_LOAD_MS), so that a reader who
 *   acts in those seconds waits for their running only, not for their download beside the search engine's;
 * - or on the reader's first pointer, touch, key, wheel, scroll or focus event, if that comes first, once the page
 *   has painted its answer to that event (`afterAnswer`);
 * - and only on that event when the reader asked to save data or the connection is 2g.
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
 * How long after the load event the unprompted boot waits before asking for an idle moment. The boot's first
 * tasks (evaluating `main.js`, then committing the hydrated tree) are long ones, about 110 and 85 ms on a phone
 * four times slower than a laptop. Booting at the first idle moment put them into the page load, where Lighthouse
 * counts them as blocking time; at 3 s they still fell into it on some pages, once the files fetched ahead at
 * FETCH_AHEAD_AFTER_LOAD_MS kept its network busy. A reader who taps within these seconds boots the app by that
 * tap, and the controls answer natively meanwhile.
 */
export const IDLE_BOOT_AFTER_LOAD_MS = 4000;

/**
 * How long after the load event the app's files are fetched (not run). At the load event itself they share the
 * link with the first screen's late images, which Lighthouse sees as a later LCP; a second later they do not, and
 * they are still in the cache before a reader acting 3 s after opening the page needs them.
 */
export const FETCH_AHEAD_AFTER_LOAD_MS = 1000;

/** The id of the JSON list the bootstrap reads. */
export const BOOT_DATA_ID = 'nn-boot';

export interface BootList {
  scripts: string[];
  preload: Array<{href: string; as: string}>;
}

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

function bootList(doc: Document): BootList | null {
  const data = doc.getElementById(BOOT_DATA_ID);
  return data?.textContent ? (JSON.parse(data.textContent) as BootList) : null;
}

function hint(
  doc: Document,
  rel: 'preload' | 'prefetch',
  {href, as}: {href: string; as: string},
): void {
  const link = doc.createElement('link');
  link.rel = rel;
  link.href = href;
  if (rel === 'preload') link.as = as;
  if (as === 'fetch') link.crossOrigin = 'anonymous';
  doc.head.appendChild(link);
}

/** Whether the reader asked to save data or is on 2g: then nothing is fetched or booted before they act. */
function savesData(w: Window): boolean {
  const connection = (w.navigator as {connection?: NetworkInformation})
    .connection;
  return (
    !!connection &&
    (!!connection.saveData || /2g/.test(connection.effectiveType ?? ''))
  );
}

/**
 * A pointer move that did not move: Chromium dispatches one itself after a layout change under a resting
 * pointer (the page's fonts and images arriving), with no reader behind it. It would boot the app during
 * the load on a page that is only read, so it is not taken as the reader's first act.
 */
function isStillPointer(event: Event): boolean {
  if (event.type !== 'pointermove') return false;
  const {movementX, movementY} = event as PointerEvent;
  return movementX === 0 && movementY === 0;
}

/**
 * Starts the boot's timers and listeners; returns `boot`, which loads the app's scripts (once) when called.
 * `window.__nnBoot` is the same function, for scripts that must not wait (the search page, the end-to-end tests).
 */
export function installBoot(w: Window): () => void {
  const doc = w.document;
  let done = false;
  let asked = false;
  const boot = () => {
    if (done) return;
    // The bootstrap runs as soon as it arrives, which may be before the page is parsed: the app hydrates the
    // whole document, so it is loaded only once the parser is done.
    if (doc.readyState === 'loading') {
      doc.addEventListener('DOMContentLoaded', boot, {once: true});
      return;
    }
    done = true;
    BOOT_EVENTS.forEach((type) => w.removeEventListener(type, onInput, true));
    const list = bootList(doc);
    if (!list) return;
    list.preload.forEach((p) => hint(doc, 'preload', p));
    for (const src of list.scripts) {
      const script = doc.createElement('script');
      script.src = src;
      script.async = false; // in the listed order, as core's deferred scripts ran
      (doc.body ?? doc.head).appendChild(script);
    }
  };
  const fetchAhead = () => {
    const list = bootList(doc);
    if (asked || done || !list) return;
    list.scripts.forEach((href) => hint(doc, 'prefetch', {href, as: 'script'}));
    list.preload.forEach((p) => hint(doc, 'prefetch', p));
  };
  /**
   * The first input boots the app once the page has painted its answer to it: two frames (the first may only start
   * a transition, as the drawer's slide-in does), then a task. Booting at once put the app's first task, the
   * evaluation of its main bundle, before those frames, and the reader saw the drawer only after it.
   */
  const onInput = (event: Event) => {
    if (asked || isStillPointer(event)) return;
    asked = true;
    if (doc.visibilityState === 'hidden') boot();
    else {
      w.requestAnimationFrame(() =>
        w.requestAnimationFrame(() => w.setTimeout(boot, 0)),
      );
    }
  };
  BOOT_EVENTS.forEach((type) =>
    w.addEventListener(type, onInput, {capture: true, passive: true}),
  );
  if (!savesData(w)) {
    w.addEventListener('load', () => {
      w.setTimeout(fetchAhead, FETCH_AHEAD_AFTER_LOAD_MS);
      w.setTimeout(() => {
        if (w.requestIdleCallback) w.requestIdleCallback(boot);
        else boot();
      }, IDLE_BOOT_AFTER_LOAD_MS);
    });
  }
  const globals = w as unknown as Record<string, unknown>;
  globals.__nnBoot = boot;
  // A page's script that asked for the boot before this file had arrived (the search page's boot-now.js).
  if (globals.__nnBootNow) boot();
  return boot;
}
