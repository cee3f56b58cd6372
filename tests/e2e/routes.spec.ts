/** Every route of the route table renders its page, in both locales; anything else is not found. */
import {test, expect, visit} from './fixtures';
import {
  articleUrl,
  largestTag,
  lastListPage,
  listed,
  newsListPages,
  pageCount,
  tagPagePath,
} from './corpus';

const article = listed[0];
const largestTagLastPage = tagPagePath(largestTag, pageCount(largestTag.count));

const LOCALES = [
  {
    locale: 'fa',
    prefix: '',
    lang: 'fa-IR',
    dir: 'rtl',
    notFound: 'صفحه پیدا نشد',
    siteTitle: 'نرخ‌نما',
  },
  {
    locale: 'en',
    prefix: '/en',
    lang: 'en',
    dir: 'ltr',
    notFound: 'Page Not Found',
    siteTitle: 'Nerkhnama',
  },
] as const;

for (const l of LOCALES) {
  test.describe(`${l.locale} routes`, () => {
    const routes: Array<
      [string, (page: import('@playwright/test').Page) => Promise<void>]
    > = [
      ['/', async (page) => expect(page.locator('#download')).toBeVisible()],
      [
        '/news',
        async (page) =>
          expect(page.locator('article')).toHaveCount(newsListPages[0].length),
      ],
      [
        '/news/page/2',
        async (page) =>
          expect(page.locator('article')).toHaveCount(newsListPages[1].length),
      ],
      [
        lastListPage.path,
        async (page) =>
          expect(page.locator('article')).toHaveCount(lastListPage.size),
      ],
      [
        articleUrl(article),
        async (page) => expect(page.locator('article h1')).toHaveCount(1),
      ],
      [
        '/news/tags',
        async (page) =>
          expect(page.locator('a[rel="tag"]').first()).toBeVisible(),
      ],
      [
        largestTag.permalink,
        async (page) => expect(page.locator('article').first()).toBeVisible(),
      ],
      [
        largestTagLastPage,
        async (page) => expect(page.locator('article').first()).toBeVisible(),
      ],
      [
        '/gift-cards',
        async (page) =>
          expect(page.locator('article h1, main h1').first()).toBeVisible(),
      ],
      [
        '/redeem',
        async (page) => expect(page.locator('main h1').first()).toBeVisible(),
      ],
      [
        '/privacy-policy',
        async (page) => expect(page.locator('main h1').first()).toBeVisible(),
      ],
      [
        '/terms-and-conditions',
        async (page) => expect(page.locator('main h1').first()).toBeVisible(),
      ],
    ];
    for (const [route, check] of routes) {
      test(`${l.prefix}${route} renders`, async ({page}) => {
        const response = await visit(
          page,
          `${l.prefix}${route}`.replace(/(.)\/$/, '$1'),
        );
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', l.lang);
        await expect(page.locator('html')).toHaveAttribute('dir', l.dir);
        await expect(page.getByRole('heading', {name: l.notFound})).toHaveCount(
          0,
        );
        await check(page);
        const title = await page.title();
        expect(
          title === l.siteTitle || title.endsWith(` | ${l.siteTitle}`),
          `title "${title}"`,
        ).toBe(true);
      });
    }

    for (const bad of [
      '/no-such-page',
      `/news/page/${lastListPage.number + 1}`,
      '/news/999999/x',
      '/news/tags/nope',
      '/gift-cards/extra',
    ]) {
      test(`${l.prefix}${bad} shows the not-found page with status 404`, async ({
        page,
        diagnostics,
      }) => {
        diagnostics.expect(/status of 404 \(Not Found\)/); // the browser logs the document's own 404
        const response = await visit(page, `${l.prefix}${bad}`);
        expect(response?.status()).toBe(404);
        await expect(
          page.getByRole('heading', {name: l.notFound}),
        ).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', l.lang);
        await expect(page.locator('main')).toContainText(
          l.locale === 'fa' ? 'مدیر سایت' : 'contact the owner',
        );
      });
    }

    test(`${l.prefix} removes a trailing index.html or .html before matching`, async ({
      page,
    }) => {
      for (const [suffixed, clean] of [
        [`${l.prefix}/news/index.html`, `${l.prefix}/news`],
        [`${l.prefix}/gift-cards.html`, `${l.prefix}/gift-cards`],
      ]) {
        await visit(page, suffixed);
        expect(new URL(page.url()).pathname).toBe(clean);
        await expect(page.getByRole('heading', {name: l.notFound})).toHaveCount(
          0,
        );
      }
    });
  });
}
