// The page's bootstrap (src/plugins/client-routing/bootstrap/), run in a DOM (happy-dom) on the markup the theme and
// the site render: when it boots the app, and each control's answer before the app is there.
// deferBoot, which puts it in the pages core renders, is tested on real pages in tests/internals/builtPages.test.ts.
import {afterEach, describe, expect, it, vi} from 'vitest';
import {Window} from 'happy-dom';
import {startBootstrap} from '../../src/plugins/client-routing/bootstrap';
import {
  BOOT_DATA_ID,
  FETCH_AHEAD_AFTER_LOAD_MS,
  IDLE_BOOT_AFTER_LOAD_MS,
  type BootList,
} from '../../src/plugins/client-routing/bootstrap/boot';
import {
  ANNOUNCEMENT_CLOSED_ATTRIBUTE,
  COPIED_MS,
} from '../../src/lib/earlyMarks';
import {
  ANNOUNCEMENT_DISMISSED_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  ROOT_GLOBAL,
} from '../../src/docusaurus-internals/names';

const LIST: BootList = {
  scripts: ['/assets/js/runtime~main.js', '/assets/js/main.js'],
  preload: [
    {href: '/assets/js/route.js', as: 'script'},
    {href: '/route-data/page.json', as: 'fetch'},
  ],
};

/** The parts of a page the bootstrap answers, as the theme and the site render them. */
const PAGE = `
<div class="theme-announcement-bar"><button type="button" class="close">×</button></div>
<nav class="navbar">
  <button class="navbar__toggle" type="button" aria-expanded="false">menu</button>
  <div class="navbar-sidebar__backdrop"></div>
  <div class="navbar-sidebar"><button class="navbar-sidebar__close">×</button><a class="menu__link" href="/news">News</a></div>
  <div data-nn-search="" data-nn-pagefind="/pagefind/pagefind.js">
    <input type="search"><button data-nn-search-close="">close</button>
  </div>
</nav>
<pre><code>npm run build</code><button data-nn-copy="code">copy</button></pre>
<a data-nn-copy="href" href="https://nerkhnama.example/news/1/x">copy link</a>
<button id="other">share</button>
<p id="text">text</p>
<script id="${BOOT_DATA_ID}" type="application/json">${JSON.stringify(LIST)}</script>`;

interface Page {
  window: Window;
  document: Document;
  timers: Array<{fn: () => void; ms: number}>;
  idle: Array<() => void>;
  fetched: string[];
  copied: string[];
  /** Resource hints added to the head, as `rel href [crossorigin]`. */
  hints: () => string[];
  /** The app's scripts added to the page. */
  appended: () => string[];
  fire: (type: string) => void;
  /** Lets the timers run out (the wait after load), then the idle callbacks. */
  settle: () => void;
  /** Paints two frames, then runs what waited for them: after an input, the boot. */
  paint: () => void;
  click: (selector: string) => void;
  /** Whether the phone menu's drawer is open (the theme's class on the navbar). */
  drawerOpen: () => boolean;
}

const windows: Window[] = [];
afterEach(async () => {
  vi.unstubAllGlobals();
  await Promise.all(windows.splice(0).map((w) => w.happyDOM.close()));
});

function openPage(
  options: {
    connection?: {saveData?: boolean; effectiveType?: string};
    clipboardFails?: boolean;
    /** The bootstrap arrives while the parser is still reading the page (it loads `async`). */
    stillParsing?: boolean;
    /** A script of the page asked for the boot before the bootstrap had arrived (boot-now.js). */
    bootAskedEarly?: boolean;
  } = {},
): Page {
  const window = new Window({url: 'https://nerkhnama.example/news'});
  windows.push(window);
  const document = window.document as unknown as Document;
  document.body.innerHTML = PAGE;
  const timers: Page['timers'] = [];
  const idle: Page['idle'] = [];
  const frames: Array<() => void> = [];
  const fetched: string[] = [];
  const copied: string[] = [];
  const w = window as unknown as Record<string, unknown>;
  w.setTimeout = (fn: () => void, ms = 0) => timers.push({fn, ms});
  w.requestIdleCallback = (fn: () => void) => idle.push(fn);
  w.requestAnimationFrame = (fn: () => void) => frames.push(fn);
  Object.defineProperty(window.navigator, 'connection', {
    value: options.connection,
  });
  Object.defineProperty(window.navigator, 'clipboard', {
    value: {
      writeText: (text: string) => {
        copied.push(text);
        return options.clipboardFails
          ? Promise.reject(new Error('denied'))
          : Promise.resolve();
      },
    },
  });
  vi.stubGlobal('fetch', (url: string) => {
    fetched.push(url);
    const entry = url.endsWith('/parts.json')
      ? {parts: ['news-2025-09']}
      : {languages: {fa: {hash: 'fa_1234', wasm: 'fa'}}};
    return Promise.resolve({
      json: () => Promise.resolve(entry),
      arrayBuffer: () => Promise.resolve(new ArrayBuffer(0)),
    });
  });
  if (options.stillParsing) {
    Object.defineProperty(document, 'readyState', {
      value: 'loading',
      configurable: true,
    });
  }
  if (options.bootAskedEarly) w.__nnBootNow = true;
  startBootstrap(window as unknown as globalThis.Window);
  const fire = (type: string) =>
    window.dispatchEvent(new window.Event(type) as never);
  return {
    window,
    document,
    timers,
    idle,
    fetched,
    copied,
    hints: () =>
      Array.from(document.head.querySelectorAll('link')).map((l) =>
        [l.rel, l.getAttribute('href'), l.crossOrigin]
          .filter(Boolean)
          .join(' '),
      ),
    appended: () =>
      Array.from(document.querySelectorAll('script[src]')).map((s) =>
        s.getAttribute('src')!,
      ),
    fire,
    settle: () => {
      timers.splice(0).forEach(({fn}) => fn());
      idle.splice(0).forEach((fn) => fn());
    },
    paint: () => {
      frames.splice(0).forEach((fn) => fn());
      frames.splice(0).forEach((fn) => fn());
      for (let i = timers.findIndex((t) => t.ms === 0); i >= 0;) {
        timers.splice(i, 1)[0].fn();
        i = timers.findIndex((t) => t.ms === 0);
      }
    },
    click: (selector) =>
      (document.querySelector(selector) as HTMLElement).click(),
    drawerOpen: () =>
      document
        .querySelector('.navbar')!
        .classList.contains('navbar-sidebar--show'),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the bootstrap: when the app boots', () => {
  it("fetches the app's files without running them soon after the page has loaded, then boots from the cache", () => {
    const page = openPage({connection: {effectiveType: '4g'}});
    page.fire('load');
    expect(page.hints(), 'nothing at the load event itself').toEqual([]);
    expect(FETCH_AHEAD_AFTER_LOAD_MS).toBeLessThan(IDLE_BOOT_AFTER_LOAD_MS);
    const [ahead] = page.timers.splice(
      page.timers.findIndex((t) => t.ms === FETCH_AHEAD_AFTER_LOAD_MS),
      1,
    );
    ahead.fn();
    expect(page.hints()).toEqual([
      'prefetch /assets/js/runtime~main.js',
      'prefetch /assets/js/main.js',
      'prefetch /assets/js/route.js',
      'prefetch /route-data/page.json anonymous',
    ]);
    expect(page.appended(), 'fetched, not run').toEqual([]);
    page.settle();
    expect(page.hints().slice(4)).toEqual([
      'preload /assets/js/route.js',
      'preload /route-data/page.json anonymous',
    ]);
    expect(page.appended()).toEqual(LIST.scripts);
  });
  it('fetches nothing ahead when the reader acted before the page had loaded: the app is already coming', () => {
    const page = openPage({connection: {effectiveType: '4g'}});
    page.fire('touchstart');
    page.paint();
    const booted = page.hints();
    page.fire('load');
    page.settle();
    expect(page.hints()).toEqual(booted);
    expect(booted.every((hint) => hint.startsWith('preload '))).toBe(true);
  });
  it('boots a few seconds after the page has loaded, once the main thread is idle, without input', () => {
    const page = openPage({connection: {effectiveType: '4g'}});
    page.settle();
    expect(page.appended(), 'nothing before the load event').toEqual([]);
    page.fire('load');
    expect(page.timers.map((t) => t.ms)).toEqual([
      FETCH_AHEAD_AFTER_LOAD_MS,
      IDLE_BOOT_AFTER_LOAD_MS,
    ]);
    page.timers.splice(0).forEach(({fn}) => fn());
    expect(page.appended(), 'nothing until the main thread is idle').toEqual(
      [],
    );
    expect(page.idle).toHaveLength(1);
    page.idle[0]();
    expect(page.appended()).toEqual(LIST.scripts);
  });
  it('boots when idle where the browser does not say what the connection is', () => {
    const page = openPage();
    page.fire('load');
    page.settle();
    expect(page.appended()).toEqual(LIST.scripts);
  });
  for (const connection of [
    {saveData: true, effectiveType: '4g'},
    {effectiveType: '2g'},
    {effectiveType: 'slow-2g'},
  ]) {
    it(`boots on input only, and fetches nothing ahead, with ${JSON.stringify(connection)}`, () => {
      const page = openPage({connection});
      page.fire('load');
      page.settle();
      expect(page.appended()).toEqual([]);
      expect(page.hints()).toEqual([]);
      page.fire('touchstart');
      page.paint();
      expect(page.appended()).toEqual(LIST.scripts);
    });
  }
  it('boots once, whatever comes first', () => {
    const page = openPage();
    for (const type of ['pointerdown', 'keydown', 'scroll', 'load']) {
      page.fire(type);
    }
    page.paint();
    page.settle();
    expect(page.appended()).toEqual(LIST.scripts);
  });
  it('boots on input only once the page has painted its answer: two frames, then a task', () => {
    const page = openPage({connection: {saveData: true}});
    page.fire('touchstart');
    page.click('.navbar__toggle');
    expect(page.drawerOpen(), 'answered at once').toBe(true);
    expect(page.appended(), 'the app waits for the frames').toEqual([]);
    page.paint();
    expect(page.appended()).toEqual(LIST.scripts);
  });
  it("a pointer move that did not move (the browser's own, after a layout change) is not the reader: it boots nothing", () => {
    const page = openPage({connection: {saveData: true}});
    const move = (x: number, y: number) => {
      const event = new page.window.Event('pointermove');
      Object.assign(event, {movementX: x, movementY: y});
      page.window.dispatchEvent(event as never);
      page.paint();
    };
    move(0, 0);
    expect(page.appended()).toEqual([]);
    move(0, 3);
    expect(page.appended()).toEqual(LIST.scripts);
  });
  it('boots when a script calls window.__nnBoot (the search page, whose results are its content)', () => {
    const page = openPage({connection: {saveData: true}});
    (page.window as unknown as {__nnBoot: () => void}).__nnBoot();
    expect(page.appended()).toEqual(LIST.scripts);
  });
  it('boots on arrival when the page asked for it before the bootstrap was there', () => {
    const page = openPage({
      connection: {saveData: true},
      bootAskedEarly: true,
    });
    expect(page.appended()).toEqual(LIST.scripts);
  });
  it('answers a tap while the page is still arriving, and loads the app only once the page is parsed', () => {
    const page = openPage({stillParsing: true});
    page.fire('touchstart');
    page.click('.navbar__toggle');
    expect(page.drawerOpen(), 'answered while parsing').toBe(true);
    page.paint();
    expect(page.appended(), 'no app over a half-parsed page').toEqual([]);
    Object.defineProperty(page.document, 'readyState', {
      value: 'interactive',
      configurable: true,
    });
    page.document.dispatchEvent(
      new page.window.Event('DOMContentLoaded') as never,
    );
    expect(page.appended()).toEqual(LIST.scripts);
  });
});

describe('the bootstrap: the controls before the app is there', () => {
  it('the menu button opens the drawer as the theme does, and closes it again', () => {
    const {document, click} = openPage();
    const navbar = document.querySelector('.navbar')!;
    const button = document.querySelector('.navbar__toggle')!;
    click('.navbar__toggle');
    expect(navbar.classList.contains('navbar-sidebar--show')).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.body.style.overflow).toBe('hidden');
    click('.navbar__toggle');
    expect(navbar.classList.contains('navbar-sidebar--show')).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.body.style.overflow).toBe('');
  });
  it("the drawer's backdrop and close button close it", () => {
    const {document, click} = openPage();
    const navbar = document.querySelector('.navbar')!;
    for (const closer of [
      '.navbar-sidebar__backdrop',
      '.navbar-sidebar__close',
    ]) {
      click('.navbar__toggle');
      expect(navbar.classList.contains('navbar-sidebar--show')).toBe(true);
      click(closer);
      expect(navbar.classList.contains('navbar-sidebar--show'), closer).toBe(
        false,
      );
    }
  });
  it("the announcement's close hides the bar through the theme's flag and marks the close for the app", () => {
    const {document, click} = openPage();
    click('.theme-announcement-bar button.close');
    const root = document.documentElement;
    expect(root.getAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE)).toBe('true');
    expect(root.hasAttribute(ANNOUNCEMENT_CLOSED_ATTRIBUTE)).toBe(true);
  });
  it("a code block's button copies its code and says so for a while", async () => {
    const page = openPage();
    page.click('[data-nn-copy="code"]');
    await flush();
    expect(page.copied).toEqual(['npm run build']);
    const button = page.document.querySelector('[data-nn-copy="code"]')!;
    expect(button.hasAttribute('data-copied')).toBe(true);
    const timer = page.timers.find((t) => t.ms === COPIED_MS)!;
    timer.fn();
    expect(button.hasAttribute('data-copied')).toBe(false);
  });
  it("the article's copy link copies its address instead of following it", async () => {
    const page = openPage();
    const link = page.document.querySelector('[data-nn-copy="href"]')!;
    const event = new page.window.MouseEvent('click', {
      bubbles: true,
      cancelable: true,
    });
    link.dispatchEvent(event as never);
    expect(event.defaultPrevented).toBe(true);
    await flush();
    expect(page.copied).toEqual(['https://nerkhnama.example/news/1/x']);
    expect(link.hasAttribute('data-copied')).toBe(true);
  });
  it('a copy link whose copy fails is followed', async () => {
    const page = openPage({clipboardFails: true});
    page.click('[data-nn-copy="href"]');
    await flush();
    expect(page.window.location.href).toBe(
      'https://nerkhnama.example/news/1/x',
    );
  });
  it('focusing the search box opens its overlay and starts loading the engine, once', () => {
    const page = openPage();
    const box = page.document.querySelector('[data-nn-search]')!;
    const input = box.querySelector('input')!;
    input.focus();
    expect(box.hasAttribute('data-open')).toBe(true);
    const modulePreloads = () =>
      page.hints().filter((hint) => hint.startsWith('modulepreload'));
    expect(modulePreloads()).toEqual(['modulepreload /pagefind/pagefind.js']);
    expect(page.fetched).toEqual([
      '/pagefind/pagefind-worker.js',
      '/pagefind/pagefind-entry.json',
      '/pagefind/parts.json',
    ]);
    input.blur();
    input.focus();
    expect(modulePreloads()).toHaveLength(1);
    expect(page.fetched).toHaveLength(3);
  });
  it("the engine's head start also fetches each language's metadata and WebAssembly, and each part's entry and metadata", async () => {
    const page = openPage();
    page.document
      .querySelector<HTMLInputElement>('[data-nn-search] input')!
      .focus();
    await flush();
    await flush();
    expect(page.fetched.slice(3)).toEqual([
      '/pagefind/pagefind.fa_1234.pf_meta',
      '/pagefind/wasm.fa.pagefind',
      '/pagefind/news-2025-09/pagefind-entry.json',
      '/pagefind/news-2025-09/pagefind.fa_1234.pf_meta',
    ]);
  });
  it('leaving the box, Escape and the close button close the overlay', () => {
    const {document, window, click} = openPage();
    const box = document.querySelector('[data-nn-search]')!;
    const input = box.querySelector('input')!;
    input.focus();
    (document.querySelector('#other') as HTMLElement).focus();
    expect(box.hasAttribute('data-open'), 'focus left').toBe(false);
    input.focus();
    input.dispatchEvent(
      new window.KeyboardEvent('keydown', {
        key: 'Escape',
        bubbles: true,
      }) as never,
    );
    expect(box.hasAttribute('data-open'), 'Escape').toBe(false);
    expect(document.activeElement).not.toBe(input);
    input.focus();
    click('[data-nn-search-close]');
    expect(box.hasAttribute('data-open'), 'close button').toBe(false);
  });
  it('any other button pressed is pressed again once the page has hydrated', async () => {
    const {document, click, timers} = openPage();
    const other = document.querySelector('#other') as HTMLElement;
    const presses: number[] = [];
    other.addEventListener('click', () => presses.push(1));
    click('#other');
    expect(presses).toHaveLength(1);
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
    await flush();
    expect(
      presses,
      'after the hydration mark, in a task of its own',
    ).toHaveLength(1);
    timers.filter((t) => t.ms === 0).forEach((t) => t.fn());
    expect(presses).toHaveLength(2);
  });
  it('stands aside once the app has started hydrating', () => {
    const page = openPage();
    (page.window as unknown as Record<string, unknown>)[ROOT_GLOBAL] = {};
    page.click('.navbar__toggle');
    expect(page.drawerOpen()).toBe(false);
    page.document
      .querySelector<HTMLInputElement>('[data-nn-search] input')!
      .focus();
    expect(
      page.document
        .querySelector('[data-nn-search]')!
        .hasAttribute('data-open'),
    ).toBe(false);
  });
});
