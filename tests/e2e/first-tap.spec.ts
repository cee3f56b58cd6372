/**
 * The first tap, before the app is there (src/plugins/client-routing/bootstrap/): the page's bootstrap
 * answers the menu, the announcement's close, copy buttons and the search box at once, and the app adopts what
 * the reader did when it hydrates. Each test holds the app's scripts back until the reader has acted, so what it
 * checks happened before hydration, then lets them through.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, DESKTOP_ONLY} from './fixtures';
import {fullBrowser} from './browser';
import {articleUrl, listed} from './corpus';

test.use({autoBoot: false, launchOptions: fullBrowser});

const LOCALES = [
  {
    locale: 'fa',
    prefix: '',
    query: 'دلار',
    close: 'بستن اعلان',
    copied: 'پیوند کپی شد',
    code: 'رونوشت کد در حافظه',
    codeCopied: 'رونوشت برداشته شد',
  },
  {
    locale: 'en',
    prefix: '/en',
    query: 'gold',
    close: 'Close',
    copied: 'Link copied',
    code: 'Copy code to clipboard',
    codeCopied: 'Copied',
  },
] as const;

const hydrated = (page: Page) => page.locator('html[data-has-hydrated="true"]');

/**
 * Holds every application script until `release()`: the page stays as the server sent it. Pages are then opened
 * up to DOMContentLoaded and their bootstrap (openWithBootstrap), not `load`: the bootstrap answers from the moment
 * it runs, and a script the page starts before its load event (a boot on input) would hold that event for as long
 * as the script is held.
 */
async function holdApp(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\//, async (route) => {
    await released;
    await route.continue().catch(() => undefined); // the page may have moved on
  });
  return async () => {
    release();
    await hydrated(page).waitFor({timeout: 30_000});
  };
}

/**
 * Opens a page up to DOMContentLoaded and until its bootstrap runs. The bootstrap loads `async`: on a loaded
 * machine it may run after DOMContentLoaded, and a tap before it has nothing to answer it (nor has a reader's).
 */
async function openWithBootstrap(page: Page, url: string) {
  await page.goto(url, {waitUntil: 'domcontentloaded'});
  await page.waitForFunction(() => '__nnBoot' in window);
}

/** A tap on a touch screen, a click elsewhere. */
const press = (target: Locator, touch: boolean) =>
  touch ? target.tap() : target.click();

const search = (page: Page) => page.locator('[data-nn-search]');

for (const l of LOCALES) {
  test.describe(`${l.locale}: text typed or pasted into the search box before the app is there`, () => {
    test('typed with real key events: kept, and its results appear once the app is there', async ({
      page,
      isMobile,
    }) => {
      const release = await holdApp(page);
      const engine = page.waitForRequest(
        (r) =>
          new URL(r.url()).pathname ===
          `${l.prefix}/pagefind/pagefind-worker.js`,
      );
      await openWithBootstrap(page, `${l.prefix}/news`);
      const input = search(page).locator('input');
      await press(input, isMobile);
      await expect(search(page)).toHaveAttribute('data-open', '');
      await expect(input).toBeFocused();
      await page.keyboard.type(l.query, {delay: 50});
      // The engine starts downloading at the focus, beside the app rather than after it.
      await engine;
      await expect(
        page.locator(
          `link[rel="modulepreload"][href="${l.prefix}/pagefind/pagefind.js"]`,
        ),
      ).toHaveCount(1);
      await expect(hydrated(page)).toHaveCount(0);
      await release();
      await expect(page.getByRole('option').first()).toBeVisible({
        timeout: 30_000,
      });
      await expect(input).toHaveValue(l.query);
      await expect(input).toBeFocused();
      await expect(search(page)).toHaveAttribute('data-open', '');
    });

    test('pasted (fill): kept, and its results appear once the app is there', async ({
      page,
    }) => {
      const release = await holdApp(page);
      await openWithBootstrap(page, `${l.prefix}/news`);
      const input = search(page).locator('input');
      await input.fill(l.query);
      await expect(hydrated(page)).toHaveCount(0);
      await release();
      await expect(page.getByRole('option').first()).toBeVisible({
        timeout: 30_000,
      });
      await expect(input).toHaveValue(l.query);
    });
  });

  test.describe(
    `${l.locale}: the phone search overlay before the app is there`,
    {tag: DESKTOP_ONLY},
    () => {
      // The close button belongs to the phone overlay: phone emulation set here, so the test runs once
      // (in the desktop project) with a real touch screen.
      test.use({
        viewport: {width: 390, height: 844},
        isMobile: true,
        hasTouch: true,
      });

      test('the overlay opened before the app is there closes with its close button', async ({
        page,
      }) => {
        const release = await holdApp(page);
        await openWithBootstrap(page, `${l.prefix}/news`);
        await search(page).locator('input').tap();
        await expect(search(page)).toHaveAttribute('data-open', '');
        await search(page).locator('[data-nn-search-close]').tap();
        await expect(search(page)).not.toHaveAttribute('data-open');
        await release();
        await expect(search(page)).not.toHaveAttribute('data-open');
      });
    },
  );

  test.describe(`${l.locale}: controls pressed before the app is there take effect at once`, () => {
    test('closing the announcement hides it, and it stays closed', async ({
      page,
      isMobile,
    }) => {
      const release = await holdApp(page);
      await openWithBootstrap(page, `${l.prefix}/news`);
      const bar = page.locator('.theme-announcement-bar');
      await press(bar.getByRole('button', {name: l.close}), isMobile);
      await expect(bar).toBeHidden();
      await expect(hydrated(page)).toHaveCount(0);
      await release();
      await expect(bar).toHaveCount(0);
      const stored = await page.evaluate(() =>
        Object.keys(localStorage)
          .filter((k) => k.startsWith('docusaurus.announcement.dismiss'))
          .map((k) => localStorage.getItem(k)),
      );
      expect(stored).toEqual(['true']);
      await page.reload({waitUntil: 'load'});
      await expect(bar).toBeHidden();
    });

    test('copy link copies the canonical URL and says so', async ({
      page,
      context,
      isMobile,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const release = await holdApp(page);
      await openWithBootstrap(page, `${l.prefix}${articleUrl(listed[0])}`);
      const canonical = (await page
        .locator('link[rel="canonical"]')
        .getAttribute('href'))!;
      const link = page.locator('a[data-share="copy"]');
      await press(link, isMobile);
      // Both labels are in the HTML (see ShareLinks); the copied one shows.
      await expect(link.getByText(l.copied)).toBeVisible();
      await expect(link).toHaveAccessibleName(l.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        canonical,
      );
      expect(page.url()).toContain(
        encodeURI(articleUrl(listed[0])).slice(0, 20),
      ); // not followed
      await expect(hydrated(page)).toHaveCount(0);
      await release();
      await expect(link).toHaveAccessibleName(l.copied); // adopted by the app
    });

    test("a code block's copy button copies its text, before and after the app is there", async ({
      page,
      context,
      isMobile,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const release = await holdApp(page);
      await openWithBootstrap(page, `${l.prefix}/redeem`);
      const block = page.locator('.theme-code-block').first();
      const button = block.getByRole('button', {name: l.code});
      const code = (await block.locator('code').textContent())!;
      expect(code).toMatch(l.locale === 'fa' ? /کد هدیه:/ : /Gift code:/);
      // The status region's text shows (and is announced) only while copied.
      const said = block.getByRole('status').getByText(l.codeCopied);
      await expect(said).toBeHidden();
      await press(button, isMobile);
      await expect(said).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        code,
      );
      await release();
      await expect(said).toBeHidden({timeout: 5000}); // the copied state ends
      await page.evaluate(() => navigator.clipboard.writeText(''));
      await press(button, isMobile);
      await expect(said).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        code,
      );
    });
  });

  test.describe(
    `${l.locale}: the phone menu before the app is there`,
    {tag: DESKTOP_ONLY},
    () => {
      // Phone emulation set here, so the test runs once (in the desktop project) with a real touch screen.
      test.use({
        viewport: {width: 390, height: 844},
        isMobile: true,
        hasTouch: true,
      });

      test('a tap opens the drawer with its items at once; the app adopts it open', async ({
        page,
      }) => {
        const release = await holdApp(page);
        await openWithBootstrap(page, `${l.prefix}/news`);
        const sidebar = page.locator('.navbar-sidebar');
        await page.locator('button.navbar__toggle').tap();
        await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
        await expect(sidebar.locator('.menu__link').first()).toBeVisible();
        await expect(page.locator('button.navbar__toggle')).toHaveAttribute(
          'aria-expanded',
          'true',
        );
        await expect(hydrated(page)).toHaveCount(0);
        await release();
        await expect(sidebar).toBeVisible();
        // Now React's: its close button closes it.
        await sidebar.locator('.navbar-sidebar__close').tap();
        await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
      });

      test('the drawer opened before the app is there closes with its close button', async ({
        page,
      }) => {
        const release = await holdApp(page);
        await openWithBootstrap(page, `${l.prefix}/news`);
        await page.locator('button.navbar__toggle').tap();
        await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
        await page.locator('.navbar-sidebar__close').tap();
        await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
        await release();
        await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
      });
    },
  );
}

test.describe('data saver and 2g', () => {
  const appRequests = (page: Page) => {
    const seen: string[] = [];
    page.on('request', (request) => {
      if (
        /\/assets\/js\/|\/route-data\//.test(new URL(request.url()).pathname)
      ) {
        seen.push(request.url());
      }
    });
    return seen;
  };

  for (const connection of [
    {saveData: true, effectiveType: '4g'},
    {saveData: false, effectiveType: '2g'},
  ]) {
    test(`with ${connection.saveData ? 'data saver on' : 'a 2g connection'} nothing boots until the reader acts`, async ({
      page,
    }) => {
      await page.addInitScript(
        (c) =>
          Object.defineProperty(navigator, 'connection', {
            value: c,
            configurable: true,
          }),
        connection,
      );
      const requests = appRequests(page);
      await page.goto('/news', {waitUntil: 'load'});
      await page.waitForTimeout(3000);
      expect(requests).toEqual([]);
      await expect(hydrated(page)).toHaveCount(0);
      await page.mouse.wheel(0, 300);
      await hydrated(page).waitFor({timeout: 30_000});
      expect(requests.length).toBeGreaterThan(0);
    });
  }
});
