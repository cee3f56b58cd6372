/**
 * Navigation as readers expect it: scroll to the top (or to the anchor) on a route
 * change, preload on hover or touch, prefetch of links as they become visible unless the reader
 * is on a data-saver or 2g connection, and a spinner with a progress bar only when a page takes
 * longer than 200 ms to load. Each test injects the condition for real: a spy on the client
 * API, a fake `navigator.connection`, chunk requests held back by `page.route`.
 */
import type {Page} from '@playwright/test';
import {test, expect, visit, DESKTOP_ONLY} from './fixtures';
import {articleUrl, listed} from './corpus';

const LOCALES = [
  {locale: 'fa', prefix: ''},
  {locale: 'en', prefix: '/en'},
] as const;

const PAGE_CHUNK = /\/assets\/js\/(?!main\.|runtime~main\.)[^/]+\.js$/;

interface NavCalls {
  preload: string[];
  prefetch: string[];
}

/** Records every route the page asks Docusaurus to preload or prefetch (the calls still go through). */
async function spyOnClientApi(page: Page) {
  await page.addInitScript(() => {
    const calls: NavCalls = {preload: [], prefetch: []};
    type Api = {prefetch(p: string): unknown; preload(p: string): unknown};
    const w = window as unknown as {__navCalls: NavCalls; docusaurus: Api};
    w.__navCalls = calls;
    // The app boots after the document is parsed (client-routing/bootstrap/boot.ts), and the site's own client module
    // wraps window.docusaurus as core assigns it: spy on the result once the page has hydrated.
    // The tests below act after that (hover, scroll), so no call they look for is missed.
    // Init scripts run before <html> exists: observe the document for the attribute.
    new MutationObserver((_, observer) => {
      if (
        document.documentElement.getAttribute('data-has-hydrated') !== 'true'
      ) {
        return;
      }
      observer.disconnect();
      const api = w.docusaurus;
      const spy: Api = {
        prefetch: (p) => (calls.prefetch.push(p), api.prefetch(p)),
        preload: (p) => (calls.preload.push(p), api.preload(p)),
      };
      Object.defineProperty(window, 'docusaurus', {
        configurable: true,
        value: spy,
      });
    }).observe(document, {
      attributes: true,
      subtree: true,
      attributeFilter: ['data-has-hydrated'],
    });
  });
}

const navCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as {__navCalls: NavCalls}).__navCalls);
const pathOf = (href: string) =>
  decodeURIComponent(new URL(href, 'http://x').pathname);

/** Pretends the reader's connection is data-saving or 2g, as Chrome reports it. */
async function fakeConnection(
  page: Page,
  connection: {saveData: boolean; effectiveType: string},
) {
  await page.addInitScript((c) => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({
        ...c,
        downlink: 0.2,
        rtt: 1800,
        addEventListener() {},
        removeEventListener() {},
      }),
    });
  }, connection);
}

for (const l of LOCALES) {
  test(`${l.locale}: a route change scrolls to the top`, async ({page}) => {
    await visit(page, `${l.prefix}/news`);
    const last = page.locator('article header h2 a').last();
    await last.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await last.click();
    await expect(page.locator('article h1')).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  // The article's table of contents (the in-site anchor links) is shown from desktop widths.
  test(
    `${l.locale}: a link to an anchor scrolls to that heading`,
    {tag: DESKTOP_ONLY},
    async ({page}) => {
      await visit(page, `${l.prefix}${articleUrl(listed[0])}`);
      const tocLink = page.locator('.table-of-contents a').nth(1);
      await tocLink.scrollIntoViewIfNeeded();
      const hash = (await tocLink.getAttribute('href'))!;
      await tocLink.click();
      await expect
        .poll(() => decodeURIComponent(new URL(page.url()).hash))
        .toBe(decodeURIComponent(hash));
      const heading = page.locator(
        `[id="${decodeURIComponent(hash.slice(1))}"]`,
      );
      await expect
        .poll(async () => (await heading.boundingBox())!.y)
        .toBeLessThan(200);
      expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(0);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    },
  );

  test(`${l.locale}: hovering or touching a link preloads its page before the click`, async ({
    page,
  }, testInfo) => {
    await spyOnClientApi(page);
    await visit(page, `${l.prefix}/news`);
    const link = page.locator('article header h2 a').nth(2);
    const target = pathOf((await link.getAttribute('href'))!);
    if (testInfo.project.name === 'phone') {
      // A touch starts the preload; the tap then navigates to the page it preloaded.
      await link.tap();
      await expect(page.locator('article h1')).toBeVisible();
    } else {
      await link.hover();
    }
    await expect
      .poll(async () => (await navCalls(page)).preload.map(decodeURIComponent))
      .toContain(target);
  });

  test(`${l.locale}: links are prefetched as they become visible`, async ({
    page,
  }) => {
    await spyOnClientApi(page);
    await visit(page, `${l.prefix}/news`);
    const lastHref = pathOf(
      (await page.locator('article header h2 a').last().getAttribute('href'))!,
    );
    await page.locator('footer.footer').scrollIntoViewIfNeeded();
    await expect
      .poll(async () => (await navCalls(page)).prefetch.map(decodeURIComponent))
      .toContain(lastHref);
    // The files a prefetch names are hinted once its route data has arrived.
    await expect
      .poll(() => page.locator('link[rel="prefetch"]').count())
      .toBeGreaterThan(0);
  });

  test(
    `${l.locale}: the pages of links coming into view wait while a search loads, then are prefetched`,
    {tag: DESKTOP_ONLY},
    async ({page}) => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/pagefind\//, async (route) => {
        await released;
        await route.continue().catch(() => undefined);
      });
      await visit(page, `${l.prefix}/news`);
      const input = page.locator('[data-nn-search] input');
      await input.focus(); // the engine starts loading, and is held back
      const searchStart = await page.evaluate(() => performance.now());
      await input.pressSequentially(l.locale === 'fa' ? 'دلار' : 'gold');
      // New links come into view while the search is in flight.
      await page.locator('footer.footer').scrollIntoViewIfNeeded();
      /**
       * Pages' data requested after the search started (resource timing knows each request's start):
       * a route's own file, which begins its prefetch. An article's text file is hinted once its
       * route data has arrived, so it may come from a prefetch begun before the search.
       */
      const prefetchedSince = (since: number) =>
        page.evaluate(
          (t) =>
            performance
              .getEntriesByType('resource')
              .filter(
                (e) =>
                  /\/route-data\/[^/]+(?<!\.body)\.json$/.test(
                    new URL(e.name).pathname,
                  ) && e.startTime > t,
              ).length,
          since,
        );
      await page.waitForTimeout(1500);
      expect(await prefetchedSince(searchStart)).toBe(0);
      release();
      await expect(page.getByRole('option').first()).toBeVisible();
      await expect.poll(() => prefetchedSince(searchStart)).toBeGreaterThan(0);
    },
  );

  for (const connection of [
    {name: 'data saver', saveData: true, effectiveType: '4g'},
    {name: '2g', saveData: false, effectiveType: '2g'},
  ]) {
    test(`${l.locale}: on a ${connection.name} connection nothing is prefetched or preloaded ahead of a click`, async ({
      page,
    }) => {
      await fakeConnection(page, connection);
      await visit(page, `${l.prefix}/news`);
      const chunkRequests: string[] = [];
      page.on('request', (request) => {
        if (PAGE_CHUNK.test(request.url())) chunkRequests.push(request.url());
      });
      await page.locator('footer.footer').scrollIntoViewIfNeeded();
      const link = page.locator('article header h2 a').nth(4);
      await link.scrollIntoViewIfNeeded();
      await link.hover();
      await page.waitForTimeout(500); // time for any prefetch an observer would have started
      expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
      expect(chunkRequests).toEqual([]);
      // The click still loads the page, on demand.
      await link.click();
      await expect(page.locator('article h1')).toBeVisible();
      expect(chunkRequests.length).toBeGreaterThan(0);
    });
  }

  test(`${l.locale}: a slow page shows the spinner and progress bar, a fast one shows neither`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as {__progressSeen: boolean};
      w.__progressSeen = false;
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) w.__progressSeen = true;
      }).observe(document, {childList: true, subtree: true});
    });
    await visit(page, `${l.prefix}/news`);

    // Slow: every chunk of the next page is held back for 1.5 s.
    await page.route(PAGE_CHUNK, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.locator('article header h2 a').nth(1).click();
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    await expect(page.locator('#nprogress .spinner')).toBeVisible();
    await expect(page.locator('article h1')).toBeVisible({timeout: 15_000});
    await expect(page.locator('#nprogress')).toHaveCount(0);
    await page.unroute(PAGE_CHUNK);

    // Fast: a page whose code is already loaded switches within the 200 ms, with no bar.
    await page.evaluate(
      () =>
        ((window as unknown as {__progressSeen: boolean}).__progressSeen =
          false),
    );
    await page.goBack();
    await expect(page.locator('article header h2 a').first()).toBeVisible();
    expect(
      await page.evaluate(
        () => (window as unknown as {__progressSeen: boolean}).__progressSeen,
      ),
    ).toBe(false);
  });
}
