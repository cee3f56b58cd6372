/**
 * The benchmark's "first tap" section: what a reader on a slow phone meets when acting 3 s and 8 s after the page
 * starts loading, on this site (booting when idle, and on data saver, where only input boots it) and on plain
 * Docusaurus 3.10 built from the same articles (tests/fixtures/plain-docusaurus/, in a temporary folder).
 *
 * Phone profile through the Chrome DevTools Protocol: 390×844, touch, `Emulation.setCPUThrottlingRate` 4,
 * `Network.emulateNetworkConditions` 150 ms round trip, 1.6 Mbps down. Each figure comes from a fresh browser
 * context (cold cache) and is measured in the page, from the input event's own timestamp:
 * - menu: tap on the menu button → the drawer shown with its items (next frame); "lost" when the tap did nothing
 *   within 15 s (stock Docusaurus's button does nothing before hydration);
 * - search: tap on the search box → the overlay open with the caret in the box; then the query typed with real key
 *   events → the results for the whole query shown, counted from the last keystroke; "lost" when the box no longer
 *   holds the query or no result comes within 10 s;
 * - scroll: a touch scroll → blocking time (TBT's way: each long task's time beyond 50 ms) in the 8 s after it,
 *   the longest task there, and the JavaScript downloaded by the end of those 8 s.
 */
import {spawn} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {chromium, devices, type Browser, type Page} from '@playwright/test';
import {blockingTime, type LongTask} from './lib';

export interface FirstTapPage {
  name: string;
  path: string;
  query?: string;
}

export type Strategy = 'idle' | 'input';

export interface FirstTapFigures {
  site: 'nerkhnama' | 'plain';
  strategy: Strategy;
  page: string;
  tapAtMs: number;
  menuMs?: number;
  /** The menu tap did nothing. */
  menuLost?: boolean;
  searchOpenMs?: number;
  searchResultMs?: number;
  lostInput?: boolean;
  blockingMs?: number;
  longestTaskMs?: number;
  jsBytes?: {transfer: number; decoded: number};
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

/** Installed before any page script: long tasks and the input events' timestamps. */
function instrument() {
  const w = window as unknown as {
    __ft: {
      tasks: Array<[number, number]>;
      tap?: number;
      scroll?: number;
      lastInput?: number;
    };
  };
  w.__ft = {tasks: []};
  new PerformanceObserver((list) =>
    list
      .getEntries()
      .forEach((e) => w.__ft.tasks.push([e.startTime, e.duration])),
  ).observe({type: 'longtask', buffered: true});
  addEventListener('touchstart', (e) => (w.__ft.tap ??= e.timeStamp), {
    capture: true,
    passive: true,
  });
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

type Ready = 'menu' | 'search' | 'result';

/** The search box's status while it searches (both locales' `search.loading` end so): its results are older. */
const SEARCHING = '…';

/**
 * Resolves (in page time) at the start of the first frame in which the state holds, or null after `timeoutMs`. Checked
 * each frame rather than on DOM changes: the drawer's visibility is a CSS transition, and a check at the class change
 * would see it still hidden and wait for an unrelated change.
 */
const frameWhen = (page: Page, ready: Ready, timeoutMs: number) =>
  page.evaluate(
    ([state, timeout, searching]) =>
      new Promise<number | null>((resolve) => {
        const q = (selector: string) => document.querySelector(selector);
        const holds = () => {
          // The drawer open with its items (its slide-in starts in this frame).
          if (state === 'menu') {
            return !!q('.navbar-sidebar--show .navbar-sidebar .menu__link');
          }
          if (state === 'search') {
            return (
              !!q('[data-nn-search][data-open]') &&
              document.activeElement === q('[data-nn-search] input')
            );
          }
          // Results for what the box holds: shown, and the box no longer searching (older results stay meanwhile).
          return (
            !!q('[data-nn-search] [role="option"]') &&
            !(
              q('[data-nn-search] [role="status"]')?.textContent ?? ''
            ).endsWith(searching)
          );
        };
        const start = performance.now();
        const check = (frame: number) => {
          if (holds()) resolve(frame);
          else if (frame - start > timeout) resolve(null);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    [ready, timeoutMs, SEARCHING] as const,
  );

const tapTime = (page: Page) =>
  page.evaluate(
    () => (window as unknown as {__ft: {tap?: number}}).__ft.tap ?? Number.NaN,
  );

/** Tap → the drawer open; `lost` when the tap did nothing within 15 s (a button tapped before it is hydrated). */
async function menuFigure(
  browser: Browser,
  strategy: Strategy,
  url: string,
  atMs: number,
): Promise<{menuMs?: number; menuLost: boolean}> {
  const phone = await phonePage(browser, strategy);
  const {page} = phone;
  try {
    const at = await openAndWait(phone, url, atMs, MENU);
    const opened = frameWhen(page, 'menu', 15_000);
    await page.touchscreen.tap(at.x, at.y);
    const end = await opened;
    return end === null
      ? {menuLost: true}
      : {menuMs: end - (await tapTime(page)), menuLost: false};
  } finally {
    await page.context().close();
  }
}

async function searchFigures(
  browser: Browser,
  strategy: Strategy,
  url: string,
  atMs: number,
  query: string,
) {
  const phone = await phonePage(browser, strategy);
  const {page} = phone;
  try {
    const at = await openAndWait(phone, url, atMs, SEARCH);
    const opened = frameWhen(page, 'search', 15_000);
    await page.touchscreen.tap(at.x, at.y);
    const openEnd = await opened;
    const searchOpenMs =
      openEnd === null ? undefined : openEnd - (await tapTime(page));
    await page.keyboard.type(query, {delay: 150});
    // Watched from the last keystroke on: results for part of the query may have come and gone before it.
    const resultEnd = await frameWhen(page, 'result', 10_000);
    const lastInput = await page.evaluate(
      () =>
        (window as unknown as {__ft: {lastInput?: number}}).__ft.lastInput ??
        Number.NaN,
    );
    const value = await page.locator('[data-nn-search] input').inputValue();
    const lostInput = resultEnd === null || value !== query;
    return {
      searchOpenMs,
      searchResultMs:
        resultEnd === null ? undefined : Math.max(0, resultEnd - lastInput),
      lostInput,
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
      const ft = (
        window as unknown as {
          __ft: {tasks: Array<[number, number]>; scroll?: number};
        }
      ).__ft;
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

/** Every figure for one site and strategy. */
export async function measureFirstTap(options: {
  origin: string;
  site: FirstTapFigures['site'];
  strategy: Strategy;
  pages: FirstTapPage[];
  tapAt: number[];
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
          `first tap: ${options.site} (${options.strategy}) ${page.name} at ${tapAtMs / 1000} s`,
        );
        const menu = await menuFigure(browser, options.strategy, url, tapAtMs);
        const search =
          options.site === 'nerkhnama' && page.query
            ? await searchFigures(
                browser,
                options.strategy,
                url,
                tapAtMs,
                page.query,
              )
            : {};
        const scroll = await scrollFigures(
          browser,
          options.strategy,
          url,
          tapAtMs,
        );
        const {blockingMs, longestMs} = blockingTime(
          scroll.tasks as LongTask[],
          scroll.from,
          WINDOW_MS,
        );
        const figure: FirstTapFigures = {
          site: options.site,
          strategy: options.strategy,
          page: page.name,
          tapAtMs,
          ...menu,
          ...search,
          blockingMs,
          longestTaskMs: longestMs,
          jsBytes: scroll.jsBytes,
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

const SKIP = new Set(['node_modules', '.cache']);

/**
 * Builds plain Docusaurus (the fixture config, preset-classic only) from the site's articles in a temporary
 * folder; returns the folder and its build directory. The caller removes the folder.
 */
export async function buildPlainDocusaurus(
  root: string,
  logFile: string,
): Promise<{dir: string; outDir: string}> {
  const dir = mkdtempSync(path.join(tmpdir(), 'nerkhnama-plain-'));
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
  const outDir = path.join(dir, 'build');
  const built = new Promise<void>((resolve, reject) => {
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
      if (code === 0 && existsSync(path.join(outDir, 'news.html'))) resolve();
      else {
        reject(
          new Error(`plain Docusaurus build failed (${code}); see ${logFile}`),
        );
      }
    });
  });
  await built.catch((error: unknown) => {
    removePlain(dir);
    throw error;
  });
  return {dir, outDir};
}

export function removePlain(dir: string) {
  rmSync(dir, {recursive: true, force: true});
}
