/** The layout every page shares: announcement bar, navbar, language switch, mobile menu, footer. */
import {test, expect, visit, DESKTOP_ONLY, bootApp} from './fixtures';
import {articleUrl, listed, tagByKey} from './corpus';

const bar = (page: import('@playwright/test').Page) =>
  page
    .getByRole('banner')
    .filter({hasText: /نرخ‌نما|Nerkhnama/})
    .first();

test.describe('announcement bar', () => {
  test('dismissal survives a reload and comes back when the bar id changes', async ({
    page,
  }) => {
    await visit(page, '/');
    await expect(bar(page)).toBeVisible();
    await page.getByRole('button', {name: 'بستن اعلان'}).click();
    await expect(bar(page)).toBeHidden();
    await page.reload();
    await bootApp(page);
    await expect(bar(page)).toBeHidden();
    // Keys are namespaced per site under future.v4 (docusaurus.announcement.dismiss-<hash>).
    const stored = (prefix: string) =>
      page.evaluate(
        (p) =>
          Object.keys(localStorage)
            .filter((k) => k.startsWith(p))
            .map((k) => [k, localStorage.getItem(k)]),
        prefix,
      );
    expect(
      (await stored('docusaurus.announcement.dismiss')).map(([, v]) => v),
    ).toEqual(['true']);
    // A visitor who dismissed an earlier announcement (another id) sees the current one.
    const [[idKey]] = await stored('docusaurus.announcement.id');
    await page.evaluate(
      (k) => localStorage.setItem(k!, 'an-older-announcement'),
      idKey,
    );
    await page.reload();
    await bootApp(page);
    await expect(bar(page)).toBeVisible();
  });

  test('is in English on /en with its own close label', async ({page}) => {
    await visit(page, '/en');
    await expect(bar(page)).toContainText(
      'Nerkhnama app: live gold and FX prices',
    );
    await expect(page.getByRole('button', {name: 'Close'})).toBeVisible();
  });
});

test.describe('navbar and footer', () => {
  test('has no colour-mode toggle and stays dark', async ({page}) => {
    await visit(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(
      page.locator(
        'button[title*="mode"], button[aria-label*="حالت"], .clean-btn[aria-label*="mode"]',
      ),
    ).toHaveCount(0);
  });

  test('does not hide on scroll', async ({page}) => {
    await visit(page, '/news');
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(300);
    await expect(page.locator('nav.navbar')).toBeInViewport();
  });

  test('footer links to the terms and the privacy policy and credits the company', async ({
    page,
  }) => {
    await visit(page, '/en/news');
    const footer = page.locator('footer.footer');
    await expect(
      footer.getByRole('link', {name: 'Terms and conditions'}),
    ).toHaveAttribute('href', '/en/terms-and-conditions');
    await expect(
      footer.getByRole('link', {name: 'Privacy policy'}),
    ).toHaveAttribute('href', '/en/privacy-policy');
    await expect(footer).toContainText('Nerkhnama Digital Media Co.');
    await visit(page, '/news');
    await expect(page.locator('footer.footer')).toContainText(
      'شرکت رسانه دیجیتال نرخ‌نما',
    );
  });

  test('skip link moves focus to the main content', async ({page}) => {
    await visit(page, '/news');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'پرش به محتوای اصلی'});
    await expect(skip).toBeFocused();
    await skip.press('Enter');
    // Focus starts over from <main>: the next Tab lands inside the content, not on the navbar.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => !!document.activeElement?.closest('main')),
    ).toBe(true);
  });
});

test.describe('language switch', () => {
  const pages = [
    ['home', '/'],
    ['news list', '/news'],
    ['list page', '/news/page/3'],
    ['article', articleUrl(listed[5])],
    ['tags index', '/news/tags'],
    ['tag page', tagByKey('dollar').permalink],
    ['info page', '/privacy-policy'],
  ] as const;
  for (const [name, path] of pages) {
    test(
      `lands on the same ${name} in the other locale`,
      {tag: DESKTOP_ONLY},
      async ({page}) => {
        // the switch is in the mobile menu; covered by the mobile menu test
        await visit(page, path);
        await page.locator('.navbar__item.dropdown').hover();
        await page.getByRole('link', {name: 'English'}).click();
        await page.locator('html[lang="en"]').waitFor();
        const enPath = path === '/' ? '/en' : `/en${path}`;
        expect(
          decodeURI(new URL(page.url()).pathname).replace(/(.)\/$/, '$1'),
        ).toBe(enPath);
        await expect(
          page.getByRole('heading', {name: 'Page Not Found'}),
        ).toHaveCount(0);
        await page.locator('.navbar__item.dropdown').hover();
        await page.getByRole('link', {name: 'فارسی'}).click();
        await page.locator('html[lang="fa-IR"]').waitFor();
        expect(decodeURI(new URL(page.url()).pathname)).toBe(path);
      },
    );
  }
});

test.describe('mobile menu', {tag: DESKTOP_ONLY}, () => {
  test.use({viewport: {width: 390, height: 844}});
  // the viewport is set explicitly
  test('opens, navigates, and closes when the viewport grows to desktop', async ({
    page,
  }) => {
    await visit(page, '/');
    const toggle = page.getByRole('button', {name: 'باز و بسته کردن منو'});
    await expect(toggle).toBeVisible();
    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole('link', {name: 'اخبار'}).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(sidebar).toBeHidden();
    await toggle.click();
    await expect(sidebar).toBeVisible();
    await page.setViewportSize({width: 1280, height: 900});
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(toggle).toBeHidden();
  });

  test('offers the language switch inside the menu', async ({page}) => {
    await visit(page, '/gift-cards');
    await page.getByRole('button', {name: 'باز و بسته کردن منو'}).click();
    // On an info page the menu opens on the page's own sidebar; the main menu is one step back.
    await page
      .locator('.navbar-sidebar')
      .getByRole('button', {name: /بازگشت به منوی اصلی/})
      .click();
    await page
      .locator('.navbar-sidebar')
      .getByRole('button', {name: /زبان‌ها|فارسی/})
      .click();
    await page
      .locator('.navbar-sidebar')
      .getByRole('link', {name: 'English'})
      .click();
    await expect(page).toHaveURL(/\/en\/gift-cards$/);
  });
});
