import {runInNewContext} from 'node:vm';
import {describe, expect, it} from 'vitest';
import {BOOT_DATA_ID, BOOTSTRAP_SCRIPT, deferBoot, type BootList} from '../../src/plugins/client-routing/lazyBoot';
import {inlineScripts} from '../../deploy/csp';

const page = (base: string) =>
  `<!doctype html><html><head><meta charset=UTF-8><script>document.documentElement.setAttribute('data-theme','dark')</script>` +
  `<script src=${base}assets/js/runtime~main.c1d1832e.js defer></script><script src=${base}assets/js/main.eaf72c50.js defer></script>` +
  `<link rel=preload href=/fonts/vazirmatn-33.0.3/Vazirmatn-NL-Regular.woff2 as=font type=font/woff2 crossorigin=anonymous>` +
  `<link rel=stylesheet href=${base}assets/css/styles.d46bbe50.css />` +
  `<link rel="preload" href="${base}route-data/3ab5e6a1.json" as="fetch" crossorigin="anonymous"><link rel="preload" href="${base}assets/js/a6aa9e1f.6ffff7c6.js" as="script">` +
  `<link rel=preload as=image href=${base}img/logo.svg /></head><body><a href="${base}news">خبرها</a></body></html>`;

function bootList(html: string): BootList {
  const match = new RegExp(`<script id="${BOOT_DATA_ID}" type="application/json">(.*?)</script>`).exec(html);
  expect(match, 'the boot list').not.toBeNull();
  return JSON.parse(match![1]) as BootList;
}

describe('deferBoot: the app loads on the first interaction', () => {
  for (const base of ['/', '/en/']) {
    it(`lists the app scripts in order and the route preloads, and takes them out of the page (baseUrl ${base})`, () => {
      const html = deferBoot(page(base));
      expect(bootList(html)).toEqual({
        scripts: [`${base}assets/js/runtime~main.c1d1832e.js`, `${base}assets/js/main.eaf72c50.js`],
        preload: [
          {href: `${base}route-data/3ab5e6a1.json`, as: 'fetch'},
          {href: `${base}assets/js/a6aa9e1f.6ffff7c6.js`, as: 'script'},
        ],
      });
      expect(html).not.toMatch(/<script src=[^>]*defer/);
      expect(html).not.toContain('as="script"');
      expect(html).not.toContain('as="fetch"');
    });
  }
  it('keeps what the first paint needs: the font and logo preloads, the stylesheet and the other inline scripts', () => {
    const html = deferBoot(page('/'));
    expect(html).toContain('as=font');
    expect(html).toContain('as=image href=/img/logo.svg');
    expect(html).toContain('rel=stylesheet');
    expect(html).toContain(`setAttribute('data-theme','dark')`);
    expect(html).toContain('<a href="/news">خبرها</a>');
  });
  it('adds one inline script, the same on every page, so the CSP lists a single hash for it', () => {
    const scripts = inlineScripts(deferBoot(page('/')));
    expect(scripts).toContain(BOOTSTRAP_SCRIPT);
    expect(inlineScripts(deferBoot(page('/en/')))).toContain(BOOTSTRAP_SCRIPT);
    // The JSON list is data, not script: the CSP does not need its hash.
    expect(scripts.some((s) => s.includes('runtime~main'))).toBe(false);
  });
  it('leaves a page without app scripts, or one already rewritten, unchanged', () => {
    const plain = '<html><head></head><body>ok</body></html>';
    expect(deferBoot(plain)).toBe(plain);
    const once = deferBoot(page('/'));
    expect(deferBoot(once)).toBe(once);
  });
  it('escapes "<" in the list, so no URL can end the data block', () => {
    const html = deferBoot(page('/').replace('route-data/3ab5e6a1.json', 'route-data/a<!--b.json'));
    const block = /<script id="nn-boot" type="application\/json">(.*?)<\/script>/.exec(html)![1];
    expect(block).not.toContain('<');
    expect(bootList(html).preload[0].href).toBe('/route-data/a<!--b.json');
  });
});

/** Runs the bootstrap in a fake window: which listeners it adds and which scripts a boot appends. */
function runBootstrap(connection?: {saveData?: boolean; effectiveType?: string}) {
  const listeners = new Map<string, Array<(event: unknown) => void>>();
  const appended: string[] = [];
  const idle: Array<() => void> = [];
  const list: BootList = {scripts: ['/assets/js/runtime~main.js', '/assets/js/main.js'], preload: []};
  const context: Record<string, unknown> = {
    navigator: {connection},
    addEventListener: (type: string, fn: (event: unknown) => void) => listeners.set(type, [...(listeners.get(type) ?? []), fn]),
    removeEventListener: (type: string, fn: (event: unknown) => void) => listeners.set(type, (listeners.get(type) ?? []).filter((f) => f !== fn)),
    requestIdleCallback: (fn: () => void) => idle.push(fn),
    MutationObserver: class {
      observe() {}
    },
    document: {
      documentElement: {getAttribute: () => null},
      getElementById: (id: string) => (id === BOOT_DATA_ID ? {textContent: JSON.stringify(list)} : null),
      createElement: () => ({}),
      head: {appendChild: (el: {src?: string}) => el.src && appended.push(el.src)},
      body: {appendChild: (el: {src?: string}) => el.src && appended.push(el.src)},
    },
  };
  context.window = context;
  runInNewContext(BOOTSTRAP_SCRIPT, context);
  const fire = (type: string) => [...(listeners.get(type) ?? [])].forEach((fn) => fn({type, target: {}}));
  return {listeners, appended, idle, fire};
}

describe('the bootstrap: when the app boots', () => {
  it('boots when the main thread is first idle after the page has loaded, without input', () => {
    const page = runBootstrap({effectiveType: '4g'});
    page.idle.forEach((fn) => fn());
    expect(page.appended, 'nothing before the load event').toEqual([]);
    page.fire('load');
    expect(page.appended, 'nothing until the main thread is idle').toEqual([]);
    expect(page.idle).toHaveLength(1);
    page.idle[0]();
    expect(page.appended).toEqual(['/assets/js/runtime~main.js', '/assets/js/main.js']);
  });
  it('boots when idle where the browser does not say what the connection is', () => {
    const page = runBootstrap();
    page.fire('load');
    page.idle.forEach((fn) => fn());
    expect(page.appended).toHaveLength(2);
  });
  for (const connection of [{saveData: true, effectiveType: '4g'}, {effectiveType: '2g'}, {effectiveType: 'slow-2g'}]) {
    it(`boots on input only with ${JSON.stringify(connection)}`, () => {
      const page = runBootstrap(connection);
      page.fire('load');
      page.idle.forEach((fn) => fn());
      expect(page.appended).toEqual([]);
      page.fire('touchstart');
      expect(page.appended).toEqual(['/assets/js/runtime~main.js', '/assets/js/main.js']);
    });
  }
  it('boots once, whatever comes first', () => {
    const page = runBootstrap();
    page.fire('pointerdown');
    page.fire('keydown');
    page.fire('scroll');
    page.fire('load');
    page.idle.forEach((fn) => fn());
    expect(page.appended).toHaveLength(2);
  });
});
