/**
 * Readers on locked-down browsers: storage that throws (private modes, blocked cookies) and no
 * JavaScript at all. Each test injects the fault for real and checks what the reader sees.
 */
import {test, expect, visit, bootApp} from './fixtures';
import {articleUrl, listed, tagByKey} from './corpus';

for (const [locale, prefix, closeLabel] of [
  ['fa', '', 'بستن اعلان'],
  ['en', '/en', 'Close'],
] as const) {
  test(`${locale}: with localStorage throwing, pages work and the announcement can be dismissed for the visit`, async ({
    page,
    diagnostics,
  }) => {
    diagnostics.expect(/Docusaurus browser storage is not available/); // the theme's one warning (not an error)
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await visit(page, `${prefix}/news`);
    const bar = page.locator('div[role="banner"]');
    await expect(bar).toBeVisible();
    await page.getByRole('button', {name: closeLabel}).click();
    await expect(bar).toBeHidden();
    // Client-side navigation keeps the dismissal for the visit.
    await page.locator('article header h2 a').first().click();
    await expect(page.locator('article h1')).toBeVisible();
    await expect(bar).toBeHidden();
    // Nothing could be stored: a new visit shows the bar again, and the page still works.
    await page.reload();
    await bootApp(page);
    await expect(bar).toBeVisible();
    await expect(page.locator('article h1')).toBeVisible();
  });
}

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});
  const article = listed[2];
  for (const [locale, prefix] of [
    ['fa', ''],
    ['en', '/en'],
  ] as const) {
    test(`${locale}: article, list, tag and info pages are fully readable`, async ({
      page,
    }) => {
      await page.goto(`${prefix}${articleUrl(article)}`);
      await expect(page.locator('article h1')).toBeVisible();
      await expect(page.locator('article .markdown h2').first()).toBeVisible();
      expect(
        (await page.locator('article .markdown').innerText()).length,
      ).toBeGreaterThan(800);
      await expect(page.locator('article header time').first()).toHaveAttribute(
        'datetime',
        /^\d{4}-\d{2}-\d{2}T/,
      );

      await page.goto(`${prefix}/news/page/3`);
      await expect(page.locator('article header h2 a')).toHaveCount(10);
      await expect(
        page.getByRole('link', {
          name: locale === 'fa' ? 'صفحهٔ ۳' : 'Page 3',
          exact: true,
        }),
      ).toHaveAttribute('aria-current', 'page');

      await page.goto(`${prefix}${tagByKey('central-bank').permalink}`);
      await expect(page.locator('h1')).toContainText(
        locale === 'fa' ? 'بانک مرکزی' : 'Central bank',
      );
      await expect(page.locator('article header h2 a')).toHaveCount(10);

      await page.goto(`${prefix}/terms-and-conditions`);
      await expect(page.locator('main h1')).toBeVisible();
      expect(
        (await page.locator('main .markdown').innerText()).length,
      ).toBeGreaterThan(1000);
    });
  }
});
