/**
 * Regions that may lag (src/components/StaticRegion): a publish copies an old article with the
 * latest headlines of the build that rendered it. Served such a page, the browser shows those
 * headlines until the app boots, hydrates without a mismatch, then shows the current ones. The
 * not-found page keeps the headlines it arrived with; drawn by a client-side navigation it links
 * to all news instead. The headlines' module is named in the one file of route data every page
 * shares, fetched once. The price strip lags the same way: a page copied with an older close shows
 * the current ones once the app boots. The header's date too: a page rendered on an earlier day
 * shows the reader's day as soon as it is parsed, before the app. Both locales, desktop and phone.
 */
import type {Page} from '@playwright/test';
import {test, expect, bootApp, visit} from './fixtures';
import {articleUrl, listed} from './corpus';
import {formatHeaderDay} from '../../src/lib/format';
import {tehranDay} from '../../src/lib/tehranTime';

test.describe.configure({mode: 'parallel'});
test.use({autoBoot: false});

const STALE = 'A headline of an older build';
const STALE_CLOSE = 'a close of an older build';
const OLDER_CLOSE_TIME = '2025-09-01T17:30:00+03:30';

/** Serves `url` as a publish would have copied it from an older build: its HTML through `older`. */
async function serveAsCopied(
  page: Page,
  url: string,
  older: (html: string) => string,
) {
  await page.route(
    (u) => u.pathname === encodeURI(url),
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({response, body: older(await response.text())});
    },
  );
}

/** The first latest headline of each sidebar region, an older build's. */
const olderHeadline = (html: string) =>
  html.replace(
    /(data-static-region="?sidebar(?:-phone)?"?[^>]*>(?:(?!<\/a>).)*?<a\b[^>]*>)[^<]*/gs,
    `$1${STALE}`,
  );
/** The price strip of an older day: its time, and its first close. */
const olderStrip = (html: string) =>
  html
    .replace(
      /(data-static-region="?price-strip"?[^>]*>(?:(?!<\/time>).)*?<time\b[^>]*?datetime=)("[^"]*"|[^\s>]*)/s,
      `$1${OLDER_CLOSE_TIME}`,
    )
    .replace(
      /(data-static-region="?price-strip"?[^>]*>(?:(?!<\/bdi>).)*?<bdi\b[^>]*>)[^<]*/s,
      `$1${STALE_CLOSE}`,
    );

/** The header's date of a page rendered on an earlier day. */
const OLDER_DAY = '2025-09-01';
const olderDay = (locale: 'fa' | 'en') => (html: string) =>
  html.replace(
    /(data-static-region="?today"?[^>]*>\s*<time\b[^>]*?datetime=)("[^"]*"|[^\s>]*)([^>]*>)[^<]*/s,
    `$1${OLDER_DAY}$3${formatHeaderDay(OLDER_DAY, locale)}`,
  );

for (const locale of ['fa', 'en'] as const) {
  const prefix = locale === 'fa' ? '' : '/en';
  // An old article: the last build's sidebar and today's differ on it after a new story.
  const old = listed[listed.length - 1];
  const url = `${prefix}${articleUrl(old)}`;
  const latest = listed.slice(0, 50).map((a) => `${prefix}${articleUrl(a)}`);

  test(`${locale}: an article copied with older latest headlines shows the current ones once the app boots`, async ({
    page,
  }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    const region = page.locator(
      `[data-static-region="${phone ? 'sidebar-phone' : 'sidebar'}"]`,
    );
    await serveAsCopied(page, url, olderHeadline);
    await page.goto(url);
    // On a phone the list is in a closed <details>: links counted whether shown or not.
    const stale = region.locator('a', {hasText: STALE});
    await expect(stale).toHaveCount(1);
    await bootApp(page);
    await expect(stale).toHaveCount(0);
    const hrefs = await region
      .locator('a')
      .evaluateAll((links) =>
        links.map((a) =>
          decodeURI(new URL((a as HTMLAnchorElement).href).pathname),
        ),
      );
    expect(hrefs).toEqual(latest);
    // The rest of the page was hydrated, not drawn again: the article's own text is the one it arrived with.
    await expect(page.locator('article h1')).toHaveCount(1);
  });

  test(`${locale}: a page copied with an older price strip shows the current closes once the app boots`, async ({
    page,
  }) => {
    const strip = page.locator(
      '[data-static-region="price-strip"] section[data-price-strip]',
    );
    await serveAsCopied(page, url, olderStrip);
    await page.goto(url);
    const closes = strip.locator('li a bdi');
    const stale = closes.filter({hasText: STALE_CLOSE});
    await expect(stale).toHaveCount(1);
    await expect(
      strip.locator('time'),
      'the older day, as the copy would show it',
    ).toHaveAttribute('datetime', OLDER_CLOSE_TIME);
    await bootApp(page);
    await expect(stale).toHaveCount(0);
    await expect(
      page.locator('[data-static-region="price-strip"][data-region-current]'),
    ).toHaveCount(1);
    // The closes of the file the app fetched, the build's current strip.
    const current = (await (
      await page.request.get(`${prefix}/route-data/price-strip.json`)
    ).json()) as {items: Array<{last: string}>};
    await expect(closes).toHaveText(current.items.map((item) => item.last));
  });

  test(`${locale}: a page rendered on an earlier day shows the reader's day in the header, before the app boots where the date shows`, async ({
    page,
  }, testInfo) => {
    const desktop = testInfo.project.name !== 'phone';
    const time = page.locator('[data-static-region="today"] time');
    const today = tehranDay(new Date());
    const todayText = formatHeaderDay(today, locale);
    let served = '';
    await serveAsCopied(page, url, (html) => (served = olderDay(locale)(html)));
    await page.goto(url);
    expect(served, 'the copy carries the earlier day').toContain(
      formatHeaderDay(OLDER_DAY, locale),
    );
    if (desktop) {
      // The bootstrap's doing: the app's scripts are held back until bootApp.
      await expect(time).toBeVisible();
      await expect(time).toHaveAttribute('datetime', today);
      await expect(time).toHaveText(todayText);
    } else {
      // Hidden on a phone, where the bootstrap leaves it (no Intl call while the page loads).
      await expect(time).toBeHidden();
      await expect(time).toHaveAttribute('datetime', OLDER_DAY);
    }
    await bootApp(page);
    await expect(
      page.locator('[data-static-region="today"][data-region-current]'),
    ).toHaveCount(1);
    await expect(time).toHaveAttribute('datetime', today);
    await expect(time).toHaveText(todayText);
  });

  test(`${locale}: the headlines' module is named once for every page, and fetched once as the reader goes from page to page`, async ({
    page,
  }, testInfo) => {
    const region = page.locator(
      `[data-static-region="${testInfo.project.name === 'phone' ? 'sidebar-phone' : 'sidebar'}"] a`,
    );
    const shared = `${prefix}/route-data/shared.json`;
    let asked = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === shared) asked++;
    });
    // The home page shows no headlines list, yet its boot brings the shared file along.
    await visit(page, `${prefix}/`);
    await expect.poll(() => asked).toBeGreaterThan(0);
    const once = asked;
    const card = (n: number) =>
      page.locator(`main a[href^="${prefix}/news/1"]`).nth(n);
    for (const n of [0, 3]) {
      const title = (await card(n).innerText()).trim();
      await card(n).click();
      await expect(page.locator('article h1')).toHaveText(title);
      await expect(region).toHaveCount(50);
      await page.goBack();
      await expect(page.locator('article h1')).toHaveCount(0);
    }
    expect(asked, 'the shared file is not asked for again').toBe(once);
  });

  test(`${locale}: the not-found page keeps its latest headlines; drawn in the browser, it links to all news`, async ({
    page,
    diagnostics,
  }) => {
    diagnostics.expect(/status of 404 \(Not Found\)/); // the browser logs the document's own 404
    const section = page.locator('[data-latest-headlines]');
    const headlines = page.locator('[data-static-region="latest-headlines"]');
    const response = await page.goto(`${prefix}/no-such-page`);
    expect(response?.status()).toBe(404);
    await bootApp(page);
    const hrefs = await headlines
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((a) =>
          decodeURI(new URL((a as HTMLAnchorElement).href).pathname),
        ),
      );
    expect(hrefs).toEqual(latest.slice(0, 5));
    // A link to a missing page followed inside the app (history, as the router reads it).
    await visit(page, `${prefix}/news`);
    await page.evaluate(
      ([missing, here]) => {
        window.history.pushState(null, '', missing);
        window.history.pushState(null, '', here);
        window.history.back();
      },
      [`${prefix}/not-there`, `${prefix}/news`],
    );
    await expect(page).toHaveURL(new RegExp(`${prefix}/not-there$`));
    await expect(section).toBeVisible();
    await expect(headlines.getByRole('link')).toHaveCount(0);
    await expect(
      section.getByRole('link', {
        name: locale === 'fa' ? 'همهٔ خبرها' : 'All news',
      }),
    ).toBeVisible();
  });
}
