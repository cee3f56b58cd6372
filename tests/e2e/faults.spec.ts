/**
 * The site's error catalogue, each row proven by injecting its fault for real in
 * Chromium: a page's code that cannot be fetched, data that throws while the page renders, and a
 * route whose preload fails during client-side navigation. (Not-found pages with status 404 are
 * in routes.spec.ts; storage that throws and no JavaScript in resilience.spec.ts; broken links
 * and anchors failing the build in build-checks.spec.ts.)
 */
import type {Page, Route} from '@playwright/test';
import {test, expect, visit, startBoot} from './fixtures';
import {articleUrl, englishTitle, listed} from './corpus';

const LOCALES = [
  {
    locale: 'fa',
    prefix: '',
    loadFailed: 'این صفحه بارگیری نشد.',
    retry: 'تلاش دوباره',
    crashed: 'این صفحه از کار افتاد.',
    tryAgain: 'دوباره تلاش کنید',
  },
  {
    locale: 'en',
    prefix: '/en',
    loadFailed: 'This page could not be loaded.',
    retry: 'Retry',
    crashed: 'This page crashed.',
    tryAgain: 'Try again',
  },
] as const;

/** Every JavaScript chunk except the two every page boots from (those are loaded before any fault). */
const PAGE_CHUNK = /\/assets\/js\/(?!main\.|runtime~main\.)[^/]+\.js$/;
const NETWORK_ERROR = /Failed to load resource: net::ERR_INTERNET_DISCONNECTED/;

const article = listed[5];
const titleOf = (locale: string) =>
  locale === 'fa'
    ? article.frontMatter.title
    : englishTitle.get(article.frontMatter.slug)!;

/** Aborts page chunks while `offline()` is true, as a dropped mobile connection would. */
async function dropChunksWhile(page: Page, offline: () => boolean) {
  await page.route(PAGE_CHUNK, (route: Route) =>
    offline() ? route.abort('internetdisconnected') : route.continue(),
  );
}

for (const l of LOCALES) {
  test(`${l.locale}: a page whose code cannot be fetched shows the error box, and Retry loads it once the network is back`, async ({
    page,
    diagnostics,
  }) => {
    diagnostics.expect(NETWORK_ERROR);
    diagnostics.expect(/onRecoverableError/); // React replaces the static HTML it could not hydrate
    let offline = true;
    await dropChunksWhile(page, () => offline);
    await page.goto(`${l.prefix}${articleUrl(article)}`);
    await startBoot(page);

    const box = page.getByRole('alert').filter({hasText: l.loadFailed});
    await expect(box).toBeVisible();
    await expect(box).toContainText(/ChunkLoadError|Loading chunk \S+ failed/); // the error text itself

    offline = false;
    await box.getByRole('button', {name: l.retry}).click();
    await expect(page.locator('article h1')).toHaveText(titleOf(l.locale));
    await expect(box).toBeHidden();
    // The recovered page is a working app: a tag link navigates client-side.
    const tag = page.locator('article footer a[href*="/news/tags/"]').first();
    const tagName = (await tag.innerText()).trim();
    await tag.click();
    await expect(page.locator('h1')).toContainText(tagName);
  });

  test(`${l.locale}: a page that crashes while rendering says so, shows the message, and Try again clears the error`, async ({
    page,
    diagnostics,
  }) => {
    diagnostics.expect(/Injected render failure/);
    // The news sidebar's headlines come with the route data most pages share; as the app reads
    // that file, they are given a getter that throws while the fault is on.
    await page.addInitScript(() => {
      const w = window as unknown as {
        __fault: {on: boolean};
        __replaced: number;
      };
      w.__fault = {on: true};
      w.__replaced = 0;
      const faulty = (data: object) =>
        new Proxy(data, {
          get(target, key, receiver) {
            if (key === 'items' && w.__fault.on) {
              throw new Error(
                'Injected render failure: the sidebar data is unreadable',
              );
            }
            return Reflect.get(target, key, receiver);
          },
        });
      const json = Response.prototype.json;
      Response.prototype.json = async function (this: Response) {
        const data = (await json.call(this)) as {
          modules?: Record<string, {json?: {title?: unknown; items?: unknown}}>;
        };
        if (!new URL(this.url).pathname.endsWith('/route-data/shared.json')) {
          return data;
        }
        for (const module of Object.values(data.modules ?? {})) {
          const value = module.json;
          if (typeof value?.title === 'string' && Array.isArray(value.items)) {
            module.json = faulty(value);
            w.__replaced += 1;
          }
        }
        return data;
      };
    });
    await page.goto(`${l.prefix}${articleUrl(article)}`);
    await startBoot(page);

    await expect(page.getByRole('heading', {name: l.crashed})).toBeVisible();
    await expect(
      page.getByText('Injected render failure: the sidebar data is unreadable'),
    ).toBeVisible();
    await expect(page.locator('.navbar')).toBeVisible(); // the crash is contained to the page body
    expect(
      await page.evaluate(
        () => (window as unknown as {__replaced: number}).__replaced,
      ),
    ).toBeGreaterThan(0);

    await page.evaluate(() => {
      (window as unknown as {__fault: {on: boolean}}).__fault.on = false;
    });
    await page.getByRole('button', {name: l.tryAgain}).click();
    await expect(page.getByRole('heading', {name: l.crashed})).toBeHidden();
    await expect(page.locator('article h1')).toHaveText(titleOf(l.locale));
  });

  test(`${l.locale}: when a route's preload fails during navigation, a warning is logged and the page reloads into the new route`, async ({
    page,
    diagnostics,
  }) => {
    diagnostics.expect(NETWORK_ERROR);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await visit(page, `${l.prefix}/news`);
    await expect(page.locator('article header h2 a').first()).toBeVisible();

    // Chunks fail from now until the browser starts reloading the document.
    let offline = true;
    let documentLoads = 0;
    page.on('request', (request) => {
      if (
        request.isNavigationRequest() &&
        request.resourceType() === 'document'
      ) {
        offline = false;
        documentLoads += 1;
      }
    });
    await dropChunksWhile(page, () => offline);

    const link = page.locator('article header h2 a').nth(3);
    const target = decodeURIComponent(
      new URL((await link.getAttribute('href'))!, page.url()).pathname,
    );
    await link.click();

    await expect
      .poll(() => documentLoads, {message: 'a full page reload'})
      .toBe(1);
    // The reloaded page boots by itself (the autoBoot fixture); evaluating now could race the reload.
    await page
      .locator('html[data-has-hydrated="true"]')
      .waitFor({timeout: 20_000});
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(target);
    await expect(page.locator('article h1')).toBeVisible();
    expect(
      warnings.some((text) =>
        /ChunkLoadError|Loading chunk \S+ failed/.test(text),
      ),
      warnings.join('\n'),
    ).toBe(true);
  });
}
