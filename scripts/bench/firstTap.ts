/**
 * The benchmark's "first tap" section: what a reader on a slow phone sees when acting 3 s and 8 s after the page
 * starts loading, on this site (booting when idle, and on data saver, where only input boots it), on plain
 * Docusaurus 3.10 built from the same articles (tests/fixtures/plain-docusaurus/), and on a bare page whose button
 * toggles a class (the floor: what the browser itself takes to answer a tap with a frame).
 *
 * Phone profile through the Chrome DevTools Protocol: 390×844, touch, `Emulation.setCPUThrottlingRate` 4,
 * `Network.emulateNetworkConditions` 150 ms round trip, 1.6 Mbps down. Each figure comes from a fresh browser
 * context (cold cache). Taps are timed inside the page, from the touch event's own timestamp to the start of the
 * first animation frame in which the reader sees the answer (a probe started by the touch checks each frame), so the
 * test driver's own work around the tap is not counted:
 * - menu: the drawer painted with its links on screen (three of them, or all where it has fewer): its slide-in
 *   has begun; "lost" when that does not happen within 15 s (stock Docusaurus's button does nothing before it has
 *   hydrated);
 * - search: the overlay open with the caret in the box; then the query typed with real key events → the results for
 *   the whole query shown, counted from the last keystroke; "lost" when the box no longer holds the query or no
 *   result comes within 10 s;
 * - scroll: a touch scroll → blocking time (TBT's way: each long task's time beyond 50 ms) in the 8 s after it,
 *   the longest task there, and the JavaScript downloaded by the end of those 8 s.
 */
import {spawn} from 'node:child_process';
import {createHash} from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {loadavg, tmpdir} from 'node:os';
import path from 'node:path';
import {chromium, devices, type Browser, type Page} from '@playwright/test';
import {blockingTime, spread, type LongTask, type Spread} from './lib';

export interface FirstTapPage {
  name: string;
  path: string;
  query?: string;
}

export type Strategy = 'idle' | 'input';

export interface FirstTapFigures {
  site: 'nerkhnama' | 'plain' | 'floor';
  strategy: Strategy;
  page: string;
  tapAtMs: number;
  /** Tap → the drawer's links on screen, over the runs that answered. */
  menu?: Spread;
  /** Runs in which the menu tap did nothing. */
  menuLost: number;
  /** Tap → the search overlay with its caret. */
  searchOpen?: Spread;
  /** Last keystroke → the results shown. */
  searchResult?: Spread;
  /** Runs that lost the typed query or never showed results. */
  lostInput?: number;
  blockingMs?: number;
  longestTaskMs?: number;
  jsBytes?: {transfer: number; decoded: number};
  /** The machine's 1-minute load average before and after the figure's runs (the machine is shared). */
  load: [number, number];
}

const PHONE = devices['Pixel 5'];
const CPU_SLOWDOWN = 4;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1000 * 1000) / 8,
  uploadThroughput: (750 * 1000) / 8,
};
const WINDOW_MS = 8000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Watch = 'menu' | 'search';

interface PageState {
  tasks: Array<[number, number]>;
  /** What the next tap should bring on screen. */
  watch?: Watch;
  tap?: number;
  /** The start of the first frame in which the reader sees what `watch` names. */
  seen?: number;
  scroll?: number;
  lastInput?: number;
}

/** Installed before any page script: long tasks, the input events' timestamps, and the tap's probe. */
function instrument() {
  const w = window as unknown as {__ft: PageState};
  w.__ft = {tasks: []};
  new PerformanceObserver((list) =>
    list
      .getEntries()
      .forEach((e) => w.__ft.tasks.push([e.startTime, e.duration])),
  ).observe({type: 'longtask', buffered: true});
  const onScreen = (el: Element) => {
    const r = el.getBoundingClientRect();
    return (
      r.width > 0 &&
      r.height > 0 &&
      r.right > 0 &&
      r.bottom > 0 &&
      r.left < innerWidth &&
      r.top < innerHeight
    );
  };
  const painted = (el: Element) => {
    const style = getComputedStyle(el);
    return style.visibility === 'visible' && Number(style.opacity) > 0;
  };
  const seen: Record<Watch, () => boolean> = {
    menu: () => {
      const drawer = document.querySelector('.navbar-sidebar');
      if (!drawer || !painted(drawer)) return false;
      const links = Array.from(drawer.querySelectorAll('.menu__link')).filter(
        (link) => link.getClientRects().length > 0,
      );
      return (
        links.length > 0 &&
        links.filter(onScreen).length >= Math.min(3, links.length)
      );
    },
    search: () => {
      const input = document.querySelector('[data-nn-search][data-open] input');
      return (
        !!input &&
        document.activeElement === input &&
        onScreen(input) &&
        painted(input)
      );
    },
  };
  addEventListener(
    'touchstart',
    (event) => {
      if (w.__ft.tap !== undefined) return;
      w.__ft.tap = event.timeStamp;
      const watch = w.__ft.watch;
      if (!watch) return;
      const check = (frame: number) => {
        if (seen[watch]()) w.__ft.seen = frame;
        else if (frame - event.timeStamp < 15_000) {
          requestAnimationFrame(check);
        }
      };
      requestAnimationFrame(check);
    },
    {capture: true, passive: true},
  );
  addEventListener('scroll', (e) => (w.__ft.scroll ??= e.timeStamp), {
    capture: true,
    passive: true,
  });
  addEventListener('input', (e) => (w.__ft.lastInput = e.timeStamp), true);
}

/** What the taps aim at. */
const MENU = 'button.navbar__toggle';
const SEARCH = '[data-nn-search] input';

/**
 * Tells Node where each target's centre is, from inside the page, when it is parsed and again when it has loaded:
 * asking for it at the tap would wait for a busy main thread, and so delay the tap itself.
 */
function reportTargets(selectors: readonly string[]) {
  const send = () =>
    selectors.forEach((selector) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      if (box && box.width > 0) {
        (
          window as unknown as {
            __ftAt: (s: string, x: number, y: number) => void;
          }
        ).__ftAt(selector, box.x + box.width / 2, box.y + box.height / 2);
      }
    });
  addEventListener('DOMContentLoaded', send);
  addEventListener('load', send);
}

interface PhonePage {
  page: Page;
  /** The targets' centres as the page last reported them. */
  targets: Map<string, {x: number; y: number}>;
}

async function phonePage(
  browser: Browser,
  strategy: Strategy,
  watch?: Watch,
): Promise<PhonePage> {
  const context = await browser.newContext({
    ...PHONE,
    viewport: {width: 390, height: 844},
  });
  if (strategy === 'input') {
    await context.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', {
        value: {saveData: true, effectiveType: '4g'},
        configurable: true,
      }),
    );
  }
  // The functions handed to the page are compiled by tsx, whose esbuild keeps function names through a `__name()`
  // helper that exists in Node only: the page gets a stand-in (a string, so it is not compiled itself).
  await context.addInitScript(
    'self.__name = self.__name || function (f) { return f; };',
  );
  await context.addInitScript(instrument);
  if (watch) {
    await context.addInitScript(
      `window.__ft.watch = ${JSON.stringify(watch)};`,
    );
  }
  const targets = new Map<string, {x: number; y: number}>();
  await context.exposeBinding(
    '__ftAt',
    (_source, selector: string, x: number, y: number) =>
      void targets.set(selector, {x, y}),
  );
  await context.addInitScript(reportTargets, [MENU, SEARCH]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
  await cdp.send('Network.enable');
  // Analytics blocked in the network layer: Playwright's request routing would turn the HTTP cache off,
  // which a reader's browser has (the search box fills it ahead of Pagefind's worker).
  await cdp.send('Network.setBlockedURLs', {
    urls: ['*googletagmanager.com*', '*google-analytics.com*'],
  });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  return {page, targets};
}

/** Opens the page and returns once `atMs` have passed since its navigation started, with where `target` is. */
async function openAndWait(
  {page, targets}: PhonePage,
  url: string,
  atMs: number,
  target?: string,
): Promise<{x: number; y: number}> {
  const asked = Date.now();
  await page.goto(url, {waitUntil: 'commit', timeout: 60_000});
  const origin = await page
    .evaluate(() => performance.timeOrigin)
    .catch(() => asked);
  const wait = origin + atMs - Date.now();
  if (wait > 0) await sleep(wait);
  if (!target) return {x: 0, y: 0};
  for (let waited = 0; !targets.has(target); waited += 50) {
    if (waited > 30_000) {
      throw new Error(`${url}: ${target} never reported its place`);
    }
    await sleep(50);
  }
  return targets.get(target)!;
}

/** Taps `target` and returns the tap → seen time in ms, or null when nothing was seen within 15 s. */
async function tapUntilSeen(
  phone: PhonePage,
  url: string,
  atMs: number,
  target: string,
): Promise<number | null> {
  const {page} = phone;
  const at = await openAndWait(phone, url, atMs, target);
  await page.touchscreen.tap(at.x, at.y);
  for (let waited = 0; waited < 15_500; waited += 100) {
    const {tap, seen} = await page.evaluate(() => {
      const {tap, seen} = (window as unknown as {__ft: PageState}).__ft;
      return {tap, seen};
    });
    if (tap !== undefined && seen !== undefined) return seen - tap;
    await sleep(100);
  }
  return null;
}

/** The search box's status while it searches (both locales' `search.loading` end so): its results are older. */
const SEARCHING = '…';

/** Resolves (in page time) at the start of the first frame with results for what the box holds, or null. */
const resultsShown = (page: Page, timeoutMs: number) =>
  page.evaluate(
    ([timeout, searching]) =>
      new Promise<number | null>((resolve) => {
        const q = (selector: string) => document.querySelector(selector);
        // Results for what the box holds: shown, and the box no longer searching (older results stay meanwhile).
        const holds = () =>
          !!q('[data-nn-search] [role="option"]') &&
          !(q('[data-nn-search] [role="status"]')?.textContent ?? '').endsWith(
            searching,
          );
        const start = performance.now();
        const check = (frame: number) => {
          if (holds()) resolve(frame);
          else if (frame - start > timeout) resolve(null);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    [timeoutMs, SEARCHING] as const,
  );

async function menuRun(
  browser: Browser,
  strategy: Strategy,
  url: string,
  atMs: number,
): Promise<number | null> {
  const phone = await phonePage(browser, strategy, 'menu');
  try {
    return await tapUntilSeen(phone, url, atMs, MENU);
  } finally {
    await phone.page.context().close();
  }
}

async function searchRun(
  browser: Browser,
  strategy: Strategy,
  url: string,
  atMs: number,
  query: string,
) {
  const phone = await phonePage(browser, strategy, 'search');
  const {page} = phone;
  try {
    const open = await tapUntilSeen(phone, url, atMs, SEARCH);
    await page.keyboard.type(query, {delay: 150});
    // Watched from the last keystroke on: results for part of the query may have come and gone before it.
    const resultEnd = await resultsShown(page, 10_000);
    const lastInput = await page.evaluate(
      () =>
        (window as unknown as {__ft: PageState}).__ft.lastInput ?? Number.NaN,
    );
    const value = await page.locator(SEARCH).inputValue();
    return {
      open,
      result: resultEnd === null ? null : Math.max(0, resultEnd - lastInput),
      lost: resultEnd === null || value !== query,
    };
  } finally {
    await page.context().close();
  }
}

async function scrollFigures(
  browser: Browser,
  strategy: Strategy,
  url: string,
  atMs: number,
) {
  const phone = await phonePage(browser, strategy);
  const {page} = phone;
  try {
    await openAndWait(phone, url, atMs);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.synthesizeScrollGesture', {
      x: 195,
      y: 600,
      yDistance: -400,
      gestureSourceType: 'touch',
      speed: 1200,
    });
    await sleep(WINDOW_MS + 500);
    return await page.evaluate((windowMs) => {
      const ft = (window as unknown as {__ft: PageState}).__ft;
      const from = ft.scroll ?? performance.now() - windowMs;
      // Each file once: one fetched ahead and then run from the cache has two entries, and one download.
      const scripts = [
        ...new Map(
          (
            performance.getEntriesByType(
              'resource',
            ) as PerformanceResourceTiming[]
          )
            .filter(
              (r) =>
                /\.m?js(\?|$)/.test(r.name) && r.responseEnd <= from + windowMs,
            )
            .map((r) => [r.name, r]),
        ).values(),
      ];
      return {
        from,
        tasks: ft.tasks,
        jsBytes: {
          transfer: scripts.reduce((s, r) => s + r.encodedBodySize, 0),
          decoded: scripts.reduce((s, r) => s + r.decodedBodySize, 0),
        },
      };
    }, WINDOW_MS);
  } finally {
    await page.context().close();
  }
}

const load1 = () => Math.round(loadavg()[0] * 10) / 10;

/** Every figure for one site and strategy: `runs` taps per figure, one scroll. */
export async function measureFirstTap(options: {
  origin: string;
  site: FirstTapFigures['site'];
  strategy: Strategy;
  pages: FirstTapPage[];
  tapAt: number[];
  runs: number;
  /** Only the taps: no scroll (the floor page has nothing to scroll or boot). */
  tapsOnly?: boolean;
  chromePath?: string;
  log: (m: string) => void;
}): Promise<FirstTapFigures[]> {
  const browser = await chromium.launch({
    executablePath: options.chromePath,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const figures: FirstTapFigures[] = [];
  try {
    for (const page of options.pages) {
      for (const tapAtMs of options.tapAt) {
        const url = `${options.origin}${page.path}`;
        options.log(
          `first tap: ${options.site} (${options.strategy}) ${page.name} at ${tapAtMs / 1000} s, ${options.runs} runs`,
        );
        const loadBefore = load1();
        const menu: number[] = [];
        const open: number[] = [];
        const result: number[] = [];
        let menuLost = 0;
        let lostInput = 0;
        const search = options.site === 'nerkhnama' && page.query;
        for (let run = 0; run < options.runs; run++) {
          const ms = await menuRun(browser, options.strategy, url, tapAtMs);
          if (ms === null) menuLost++;
          else menu.push(ms);
          if (search) {
            const s = await searchRun(
              browser,
              options.strategy,
              url,
              tapAtMs,
              page.query!,
            );
            if (s.open !== null) open.push(s.open);
            if (s.result !== null) result.push(s.result);
            if (s.lost) lostInput++;
          }
        }
        const scroll = options.tapsOnly
          ? undefined
          : await scrollFigures(browser, options.strategy, url, tapAtMs);
        const blocking = scroll
          ? blockingTime(scroll.tasks as LongTask[], scroll.from, WINDOW_MS)
          : undefined;
        const figure: FirstTapFigures = {
          site: options.site,
          strategy: options.strategy,
          page: page.name,
          tapAtMs,
          menu: spread(menu),
          menuLost,
          ...(search && {
            searchOpen: spread(open),
            searchResult: spread(result),
            lostInput,
          }),
          blockingMs: blocking?.blockingMs,
          longestTaskMs: blocking?.longestMs,
          jsBytes: scroll?.jsBytes,
          load: [loadBefore, load1()],
        };
        options.log(`  ${JSON.stringify(figure)}`);
        figures.push(figure);
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
}

/**
 * The floor: a bare page whose menu button toggles a class that shows a list of links, with the same class names
 * as the theme's drawer (so the same probe sees it), and nothing else: no stylesheet to speak of, no transition,
 * no framework.
 */
export const FLOOR_TOGGLE_PAGE = 'first-tap-floor.html';
export const FLOOR_TOGGLE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Toggle floor</title><style>.navbar-sidebar{position:fixed;inset-block:0;inset-inline-start:0;width:80%;visibility:hidden;background:#fff}' +
  '.navbar-sidebar--show .navbar-sidebar{visibility:visible}.menu__link{display:block;padding:8px}</style></head>' +
  '<body><nav class="navbar"><button class="navbar__toggle" type="button" aria-label="Menu" style="padding:12px">Menu</button>' +
  '<div class="navbar-sidebar"><a class="menu__link" href="#1">One</a><a class="menu__link" href="#2">Two</a><a class="menu__link" href="#3">Three</a></div></nav>' +
  '<main><h1>Floor</h1><p>A button that toggles a class.</p></main>' +
  "<script>document.querySelector('.navbar__toggle').addEventListener('click',function(){document.querySelector('.navbar').classList.toggle('navbar-sidebar--show')})</script>" +
  '</body></html>';

const SKIP = new Set(['node_modules', '.cache']);

/** What plain Docusaurus is built from: the fixture, the articles (both languages) and their photos. */
const PLAIN_SOURCES = [
  'tests/fixtures/plain-docusaurus',
  'news',
  'static/img/photos',
  'i18n/en/docusaurus-plugin-content-blog',
];

/** A hash of every file plain Docusaurus is built from, so a build is reused until one of them changes. */
function plainSourcesKey(root: string): string {
  const hash = createHash('sha256');
  for (const folder of PLAIN_SOURCES) {
    const files = readdirSync(path.join(root, folder), {
      recursive: true,
      withFileTypes: true,
    })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
    for (const file of files) {
      hash.update(path.relative(root, file)).update(readFileSync(file));
    }
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * Builds plain Docusaurus (the fixture config, preset-classic only) from the site's articles in a temporary
 * folder named by a hash of its sources, and returns its build directory (with the floor page added). A later
 * run finds it there and skips the build until the articles or the fixture change.
 */
export async function buildPlainDocusaurus(
  root: string,
  logFile: string,
  log: (m: string) => void,
): Promise<string> {
  const dir = path.join(
    tmpdir(),
    `nerkhnama-plain-docusaurus-${plainSourcesKey(root)}`,
  );
  const outDir = path.join(dir, 'build');
  if (existsSync(path.join(outDir, 'news.html'))) {
    log(`plain Docusaurus: reusing ${outDir} (same articles and fixture)`);
  } else {
    log('building plain Docusaurus from the same articles (temporary folder)…');
    rmSync(dir, {recursive: true, force: true});
    cpSync(path.join(root, 'tests/fixtures/plain-docusaurus'), dir, {
      recursive: true,
    });
    cpSync(path.join(root, 'news'), path.join(dir, 'news'), {recursive: true});
    // The articles' photos (lead images and body pictures), at the URLs the Markdown gives them.
    cpSync(
      path.join(root, 'static/img/photos'),
      path.join(dir, 'static/img/photos'),
      {recursive: true},
    );
    mkdirSync(path.join(dir, 'i18n/en'), {recursive: true});
    cpSync(
      path.join(root, 'i18n/en/docusaurus-plugin-content-blog'),
      path.join(dir, 'i18n/en/docusaurus-plugin-content-blog'),
      {recursive: true, filter: (src) => !src.endsWith('options.json')},
    );
    mkdirSync(path.join(dir, 'node_modules'));
    for (const entry of readdirSync(path.join(root, 'node_modules'))) {
      if (!SKIP.has(entry)) {
        symlinkSync(
          path.join(root, 'node_modules', entry),
          path.join(dir, 'node_modules', entry),
        );
      }
    }
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        path.join(root, 'node_modules/.bin/docusaurus'),
        ['build', '--out-dir', outDir],
        {cwd: dir, stdio: ['ignore', 'pipe', 'pipe']},
      );
      const output: Buffer[] = [];
      child.stdout.on('data', (c: Buffer) => output.push(c));
      child.stderr.on('data', (c: Buffer) => output.push(c));
      child.on('close', (code) => {
        writeFileSync(logFile, Buffer.concat(output));
        if (code === 0 && existsSync(path.join(outDir, 'news.html'))) {
          resolve();
        } else {
          rmSync(dir, {recursive: true, force: true});
          reject(
            new Error(
              `plain Docusaurus build failed (${code}); see ${logFile}`,
            ),
          );
        }
      });
    });
  }
  writeFileSync(path.join(outDir, FLOOR_TOGGLE_PAGE), FLOOR_TOGGLE_HTML);
  return outDir;
}
