import {runInNewContext} from 'node:vm';
import {describe, expect, it} from 'vitest';
import {
  BOOT_DATA_ID,
  BOOTSTRAP_SCRIPT,
  FETCH_AHEAD_AFTER_LOAD_MS,
  IDLE_BOOT_AFTER_LOAD_MS,
  type BootList,
} from '../../src/plugins/client-routing/lazyBoot';

// deferBoot, which rewrites the pages core renders, is tested on real pages in tests/internals/builtPages.test.ts.

/** Runs the bootstrap in a fake window: which listeners it adds and which scripts a boot appends. */
function runBootstrap(connection?: {
  saveData?: boolean;
  effectiveType?: string;
}) {
  const listeners = new Map<string, Array<(event: unknown) => void>>();
  const appended: string[] = [];
  /** Resource hints added to the head, as `rel href [crossorigin]`. */
  const hints: string[] = [];
  const idle: Array<() => void> = [];
  const timers: Array<{fn: () => void; ms: number}> = [];
  const list: BootList = {
    scripts: ['/assets/js/runtime~main.js', '/assets/js/main.js'],
    preload: [
      {href: '/assets/js/route.js', as: 'script'},
      {href: '/route-data/page.json', as: 'fetch'},
    ],
  };
  const context: Record<string, unknown> = {
    navigator: {connection},
    addEventListener: (type: string, fn: (event: unknown) => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), fn]),
    removeEventListener: (type: string, fn: (event: unknown) => void) =>
      listeners.set(
        type,
        (listeners.get(type) ?? []).filter((f) => f !== fn),
      ),
    requestIdleCallback: (fn: () => void) => idle.push(fn),
    setTimeout: (fn: () => void, ms: number) => timers.push({fn, ms}),
    MutationObserver: class {
      observe() {}
    },
    document: {
      documentElement: {getAttribute: () => null},
      getElementById: (id: string) =>
        id === BOOT_DATA_ID ? {textContent: JSON.stringify(list)} : null,
      createElement: () => ({}),
      head: {
        appendChild: (el: {
          src?: string;
          rel?: string;
          href?: string;
          crossOrigin?: string;
        }) => {
          if (el.src) appended.push(el.src);
          if (el.rel) {
            hints.push(
              [el.rel, el.href, el.crossOrigin].filter(Boolean).join(' '),
            );
          }
        },
      },
      body: {
        appendChild: (el: {src?: string}) => el.src && appended.push(el.src),
      },
    },
  };
  context.window = context;
  runInNewContext(BOOTSTRAP_SCRIPT, context);
  const fire = (type: string) =>
    [...(listeners.get(type) ?? [])].forEach((fn) => fn({type, target: {}}));
  /** Lets the timers run out (the wait after load), then the idle callbacks. */
  const settle = () => {
    timers.splice(0).forEach(({fn}) => fn());
    idle.splice(0).forEach((fn) => fn());
  };
  return {listeners, appended, hints, idle, timers, fire, settle};
}

describe('the bootstrap: when the app boots', () => {
  it("fetches the app's files without running them soon after the page has loaded, then boots from the cache", () => {
    const page = runBootstrap({effectiveType: '4g'});
    page.fire('load');
    expect(page.hints, 'nothing at the load event itself').toEqual([]);
    expect(FETCH_AHEAD_AFTER_LOAD_MS).toBeLessThan(IDLE_BOOT_AFTER_LOAD_MS);
    const [ahead] = page.timers.splice(
      page.timers.findIndex((t) => t.ms === FETCH_AHEAD_AFTER_LOAD_MS),
      1,
    );
    ahead.fn();
    expect(page.hints).toEqual([
      'prefetch /assets/js/runtime~main.js',
      'prefetch /assets/js/main.js',
      'prefetch /assets/js/route.js',
      'prefetch /route-data/page.json anonymous',
    ]);
    expect(page.appended, 'fetched, not run').toEqual([]);
    page.settle();
    expect(page.hints.slice(4)).toEqual([
      'preload /assets/js/route.js',
      'preload /route-data/page.json anonymous',
    ]);
    expect(page.appended).toHaveLength(2);
  });
  it('fetches nothing ahead when the reader acted before the page had loaded: the app is already coming', () => {
    const page = runBootstrap({effectiveType: '4g'});
    page.fire('touchstart');
    const booted = [...page.hints];
    page.fire('load');
    page.settle();
    expect(page.hints).toEqual(booted);
    expect(booted.every((hint) => hint.startsWith('preload '))).toBe(true);
  });
  it('boots a few seconds after the page has loaded, once the main thread is idle, without input', () => {
    const page = runBootstrap({effectiveType: '4g'});
    page.settle();
    expect(page.appended, 'nothing before the load event').toEqual([]);
    page.fire('load');
    expect(page.timers.map((t) => t.ms)).toEqual([
      FETCH_AHEAD_AFTER_LOAD_MS,
      IDLE_BOOT_AFTER_LOAD_MS,
    ]);
    page.timers.splice(0).forEach(({fn}) => fn());
    expect(page.appended, 'nothing until the main thread is idle').toEqual([]);
    expect(page.idle).toHaveLength(1);
    page.idle[0]();
    expect(page.appended).toEqual([
      '/assets/js/runtime~main.js',
      '/assets/js/main.js',
    ]);
  });
  it('boots when idle where the browser does not say what the connection is', () => {
    const page = runBootstrap();
    page.fire('load');
    page.settle();
    expect(page.appended).toHaveLength(2);
  });
  for (const connection of [
    {saveData: true, effectiveType: '4g'},
    {effectiveType: '2g'},
    {effectiveType: 'slow-2g'},
  ]) {
    it(`boots on input only, and fetches nothing ahead, with ${JSON.stringify(connection)}`, () => {
      const page = runBootstrap(connection);
      page.fire('load');
      page.settle();
      expect(page.appended).toEqual([]);
      expect(page.hints).toEqual([]);
      page.fire('touchstart');
      expect(page.appended).toEqual([
        '/assets/js/runtime~main.js',
        '/assets/js/main.js',
      ]);
    });
  }
  it('boots once, whatever comes first', () => {
    const page = runBootstrap();
    page.fire('pointerdown');
    page.fire('keydown');
    page.fire('scroll');
    page.fire('load');
    page.settle();
    expect(page.appended).toHaveLength(2);
  });
});
