/**
 * When the app boots (src/plugins/client-routing/bootstrap/boot.ts): on a connection that can afford it, once the page has
 * loaded and the main thread is idle, with no input, so client navigation and prefetch work from the first tap; on
 * data saver (or 2g) only on the reader's first interaction: a page that is only read loads no application
 * JavaScript, any real input boots it, a button pressed before the app is there still does its job, and links work
 * natively meanwhile.
 */
import type {Page, Request} from '@playwright/test';
import {ANALYTICS_HOSTS, test, expect} from './fixtures';
import {fullBrowser} from './browser';
import {BOOT_DATA_ID} from '../../src/plugins/client-routing/bootstrap/boot';

const LOCALES = [
  {locale: 'fa', prefix: '', menu: 'نوار کناری', close: 'بستن اعلان'},
  {locale: 'en', prefix: '/en', menu: 'Navigation', close: 'Close'},
] as const;

// These tests are about when the app boots by itself: no boot by the fixture.
test.use({autoBoot: false, launchOptions: fullBrowser});

type Connection = {saveData: boolean; effectiveType: string};
const connect = (page: Page, connection: Connection) =>
  page.addInitScript(
    (c) =>
      Object.defineProperty(navigator, 'connection', {
        value: c,
        configurable: true,
      }),
    connection,
  );

const hydrated = (page: Page) => page.locator('html[data-has-hydrated="true"]');

/** Application requests: bundles and route data (the gtag stub and images are not the app). */
function appRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (/\/assets\/js\/|\/route-data\//.test(new URL(request.url()).pathname)) {
      seen.push(request);
    }
  });
  return seen;
}

for (const l of LOCALES) {
  test.describe(`${l.locale}: booting when the page has loaded and the main thread is idle`, () => {
    test.beforeEach(({page}) =>
      connect(page, {saveData: false, effectiveType: '4g'}),
    );

    test("soon after the load event the app's files are fetched, not run; the boot seconds later runs them from the cache", async ({
      page,
      diagnostics,
    }) => {
      // The fixture's stub for analytics goes through request routing, which turns the HTTP cache off: analytics is
      // blocked in the network layer instead.
      await page.unroute(ANALYTICS_HOSTS);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setBlockedURLs', {
        urls: ['*googletagmanager.com*', '*google-analytics.com*'],
      });
      diagnostics.expect(/ERR_BLOCKED_BY_CLIENT/);
      await page.goto(`${l.prefix}/news`, {waitUntil: 'load'});
      // Soon after the load event main.js is fetched, and not run (the boot comes seconds later).
      const ahead = await page.waitForFunction(() => {
        const link = document.querySelector<HTMLLinkElement>(
          'link[rel="prefetch"][href*="/main."]',
        );
        if (!link) return null;
        const href = link.getAttribute('href')!;
        return {href, run: !!document.querySelector(`script[src="${href}"]`)};
      });
      const {href: main, run} = (await ahead.jsonValue())!;
      expect(run, 'fetched, not run').toBe(false);
      await hydrated(page).waitFor({timeout: 20_000});
      const fetches = await page.evaluate(
        (url) =>
          performance
            .getEntriesByType('resource')
            .filter((e) => e.name.endsWith(url))
            .map((e) => (e as PerformanceResourceTiming).transferSize),
        main,
      );
      // Bytes over the network: once for the prefetch, none when the boot loads it to run.
      expect(fetches.length, 'fetched ahead, then loaded to run').toBe(2);
      expect(fetches[0]).toBeGreaterThan(0);
      expect(fetches[1], 'run from the cache').toBe(0);
    });

    test('the app boots without input; visible links are prefetched and a tap navigates client-side', async ({
      page,
    }) => {
      const requests = appRequests(page);
      await page.goto(`${l.prefix}/news`, {waitUntil: 'load'});
      await hydrated(page).waitFor({timeout: 20_000});
      expect(requests.some((r) => /\/main\.[0-9a-f]+\.js$/.test(r.url()))).toBe(
        true,
      );
      // Docusaurus's links prefetch the pages they lead to as they come into view (beyond this page's own data).
      await expect
        .poll(() =>
          page.evaluate((bootData) => {
            const own = (
              JSON.parse(document.getElementById(bootData)!.textContent!) as {
                preload: Array<{href: string}>;
              }
            ).preload.map((p) => new URL(p.href, location.href).href);
            return new Set(
              performance
                .getEntriesByType('resource')
                .map((e) => e.name)
                .filter((name) => name.includes('/route-data/'))
                .filter((name) => !own.includes(name)),
            ).size;
          }, BOOT_DATA_ID),
        )
        .toBeGreaterThan(0);
      let documentLoads = 0;
      page.on('request', (request) => {
        if (request.isNavigationRequest()) documentLoads++;
      });
      const link = page.locator('article header h2 a').first();
      const title = (await link.innerText()).trim();
      await link.click();
      await expect(page.locator('article h1')).toHaveText(title, {
        timeout: 15_000,
      });
      expect(documentLoads).toBe(0);
    });
  });

  test.describe(`${l.locale}: on data saver, booting on the first interaction`, () => {
    // The reader who must never pay for a boot they did not ask for.
    test.beforeEach(({page}) =>
      connect(page, {saveData: true, effectiveType: '4g'}),
    );

    test('a page that is only read loads no application JavaScript and is complete without it', async ({
      page,
    }) => {
      const requests = appRequests(page);
      await page.goto(`${l.prefix}/news`, {waitUntil: 'load'});
      await page.waitForTimeout(1500);
      expect(requests.map((r) => r.url())).toEqual([]);
      await expect(hydrated(page)).toHaveCount(0);
      // Everything a reader needs is already in the HTML.
      await expect(page.locator('article header h2 a')).toHaveCount(10);
      await expect(
        page.locator('nav[aria-label] a[href*="/news/page/2"]').first(),
      ).toBeAttached();
    });

    test('the first scroll boots the app, and the page then navigates client-side', async ({
      page,
    }) => {
      const requests = appRequests(page);
      await page.goto(`${l.prefix}/news`, {waitUntil: 'load'});
      await page.mouse.wheel(0, 300);
      await hydrated(page).waitFor({timeout: 20_000});
      expect(requests.some((r) => /\/main\.[0-9a-f]+\.js$/.test(r.url()))).toBe(
        true,
      );
      // A client-side navigation: the document is not loaded again.
      let documentLoads = 0;
      page.on('request', (request) => {
        if (request.isNavigationRequest()) documentLoads++;
      });
      const link = page.locator('article header h2 a').first();
      const title = (await link.innerText()).trim();
      await link.click();
      await expect(page.locator('article h1')).toHaveText(title, {
        timeout: 15_000,
      });
      expect(documentLoads).toBe(0);
    });

    test('a key press boots the app', async ({page}) => {
      await page.goto(`${l.prefix}/`, {waitUntil: 'load'});
      await page.keyboard.press('Tab');
      await hydrated(page).waitFor({timeout: 20_000});
    });

    test('a link followed before the app is there opens its page natively', async ({
      page,
    }) => {
      await page.goto(`${l.prefix}/news`, {waitUntil: 'load'});
      const link = page.locator('article header h2 a').nth(1);
      const title = (await link.innerText()).trim();
      // Dispatched without pointer movement, so nothing boots first: the browser follows the href.
      await link.dispatchEvent('click');
      await expect(page.locator('article h1')).toHaveText(title, {
        timeout: 15_000,
      });
    });
  });

  test.describe(`${l.locale}: on data saver, a button pressed before the app is there`, () => {
    test.beforeEach(({page}) =>
      connect(page, {saveData: true, effectiveType: '4g'}),
    );

    test('still does its job once the page has hydrated', async ({
      page,
      isMobile,
    }) => {
      await page.goto(`${l.prefix}/news`, {waitUntil: 'load'});
      await expect(hydrated(page)).toHaveCount(0);
      if (isMobile) {
        // A real tap: touchstart boots the app, the click is replayed after hydration.
        await page.locator('button.navbar__toggle').tap();
        await hydrated(page).waitFor({timeout: 20_000});
        await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
      } else {
        await page.getByRole('button', {name: l.close}).click();
        await hydrated(page).waitFor({timeout: 20_000});
        await expect(page.locator('.theme-announcement-bar')).toBeHidden();
      }
    });
  });
}
