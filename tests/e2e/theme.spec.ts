/** Persian-first theme: calendar and digits, year groups, RTL layout, no overflow, accessibility. */
import AxeBuilder from '@axe-core/playwright';
import {test, expect, visit, DESKTOP_ONLY, SCREENSHOTS} from './fixtures';
import {articleUrl, lastListPage, listed, tagByKey} from './corpus';

const LATIN_DIGIT = /[0-9]/;

/** The pages portal.spec.ts (the news pages) and market.spec.ts (the prices pages) do not already scan. */
const PAGES = [
  ['info page', '/privacy-policy'],
  ['not-found', '/no-such-page'],
] as const;

/** The viewports: 360×740 and 390×844 phones, a 1280×900 desktop. */
const VIEWPORTS = [
  {width: 360, height: 740},
  {width: 390, height: 844},
  {width: 1280, height: 900},
] as const;

for (const locale of ['fa', 'en'] as const) {
  const prefix = locale === 'en' ? '/en' : '';
  test.describe(
    `${locale} layout at ${VIEWPORTS.map((v) => v.width).join(', ')}px`,
    {tag: DESKTOP_ONLY},
    () => {
      // each width is set explicitly; the phone project would repeat it
      for (const [name, path] of PAGES) {
        test(`${name}: no horizontal overflow, no serious accessibility violation`, async ({
          page,
          diagnostics,
        }, testInfo) => {
          test.slow(); // three widths, each with a full axe scan and a screenshot
          if (name === 'not-found') {
            diagnostics.expect(/status of 404 \(Not Found\)/);
          }
          await page.setViewportSize(VIEWPORTS[0]);
          await visit(page, `${prefix}${path}`);
          for (const {width, height} of VIEWPORTS) {
            await page.setViewportSize({width, height});
            const overflow = await page.evaluate(
              () =>
                document.documentElement.scrollWidth -
                document.documentElement.clientWidth,
            );
            expect(
              overflow,
              `horizontal overflow at ${width}px`,
            ).toBeLessThanOrEqual(0);
            if (SCREENSHOTS) {
              await page.screenshot({
                path: testInfo.outputPath(
                  `${locale}-${name.replace(/\W+/g, '-')}-${width}.png`,
                ),
              });
            }
            if (width === 360) continue; // axe finds at 360 what it finds at 390: the phone scan is at 390
            const axe = await new AxeBuilder({page}).analyze();
            const serious = axe.violations.filter(
              (v) => v.impact === 'serious' || v.impact === 'critical',
            );
            expect(
              serious.map(
                (v) =>
                  `${width}px ${v.id}: ${v.nodes
                    .map((n) => n.target.join(' '))
                    .slice(0, 3)
                    .join(', ')}`,
              ),
            ).toEqual([]);
          }
        });
      }
    },
  );
}

test.describe('calendar and digits', () => {
  test('fa article: Jalali long date and reading time in Persian digits, ISO datetime kept', async ({
    page,
  }) => {
    const article = listed.find((a) =>
      a.frontMatter.date.startsWith('2025-09-22'),
    )!;
    await visit(page, articleUrl(article));
    const time = page.locator('article header time').first();
    await expect(time).toHaveText(/^دوشنبه ۳۱ شهریور ۱۴۰۴$/);
    expect(await time.getAttribute('datetime')).toBe(
      new Date(article.frontMatter.date).toISOString(),
    );
    const info = page
      .locator(
        'article header .margin-vert--md, article header [class*="container"]',
      )
      .first();
    await expect(info).toContainText(/[۰-۹]+ دقیقه مطالعه/);
    expect(await info.textContent()).not.toMatch(LATIN_DIGIT);
  });

  test('en article: Gregorian date and Latin digits', async ({page}) => {
    const article = listed.find((a) =>
      a.frontMatter.date.startsWith('2025-09-22'),
    )!;
    await visit(page, `/en${articleUrl(article)}`);
    await expect(page.locator('article header time').first()).toHaveText(
      'Monday, 22 September 2025',
    );
    await expect(page.locator('article header').first()).toContainText(
      /\d+ min read/,
    );
  });

  test('fa list: short Jalali dates, pagination «صفحهٔ ۲ از …» in Persian digits, no Latin digit in the chrome', async ({
    page,
  }) => {
    const last = new Intl.NumberFormat('fa-IR').format(lastListPage.number);
    await visit(page, '/news/page/2');
    await expect(page.locator('article time').first()).toHaveText(
      /^[۰-۹]+ [\u0600-\u06FF]+ [۰-۹]{4}$/,
    );
    await expect(page.getByText(`صفحهٔ ۲ از ${last}`)).toBeVisible();
    await expect(
      page.getByRole('link', {name: `صفحهٔ ${last}`}),
    ).toHaveAttribute('href', lastListPage.path);
    await expect(
      page.getByRole('link', {name: 'صفحهٔ ۲', exact: true}),
    ).toHaveAttribute('aria-current', 'page');
    const chrome = await page
      .locator('nav.navbar, aside, nav[aria-label], footer')
      .allTextContents();
    expect(chrome.join(' ')).not.toMatch(LATIN_DIGIT);
  });

  test('en list: "Page 2 of N"', async ({page}) => {
    await visit(page, '/en/news/page/2');
    await expect(
      page.getByText(`Page 2 of ${lastListPage.number}`),
    ).toBeVisible();
  });

  test('fa tag page counts in Persian digits: the title and the kicker above the tag name', async ({
    page,
  }) => {
    const dollar = tagByKey('dollar');
    await visit(page, dollar.permalink);
    const n = new Intl.NumberFormat('fa-IR').format(dollar.count);
    await expect(page).toHaveTitle(
      `${n} خبر با برچسب «${dollar.label}» | نرخ‌نما`,
    );
    await expect(page.locator('h1')).toHaveText(dollar.label);
    await expect(page.locator('header:has(> h1) > p').first()).toContainText(
      `${n} خبر`,
    );
    await visit(page, `/en${dollar.permalink}`);
    await expect(page).toHaveTitle(
      `${dollar.count} posts tagged with "${dollar.enLabel}" | Nerkhnama`,
    );
    await expect(page.locator('h1')).toHaveText(dollar.enLabel);
  });

  test(
    'the sidebar groups by the Persian year on fa and the Gregorian year on en',
    {tag: DESKTOP_ONLY},
    async ({page}) => {
      // the sidebar is a desktop element
      // The sidebar's 50 latest, grouped by the year each was published in (Tehran time).
      const years = (locale: string, calendar: string) => [
        ...new Set(
          listed.slice(0, 50).map(
            (a) =>
              new Intl.DateTimeFormat(`${locale}-u-ca-${calendar}`, {
                year: 'numeric',
                timeZone: 'Asia/Tehran',
              })
                .formatToParts(new Date(a.frontMatter.date))
                .find((p) => p.type === 'year')!.value,
          ),
        ),
      ];
      await visit(page, '/news');
      await expect(page.locator('aside [role="group"] h3')).toHaveText(
        years('fa-IR', 'persian'),
      );
      await visit(page, '/en/news');
      await expect(page.locator('aside [role="group"] h3')).toHaveText(
        years('en', 'gregory'),
      );
    },
  );

  test(
    'a heading anchor without its ZWNJ still works from the table of contents',
    {tag: DESKTOP_ONLY},
    async ({page}) => {
      // the desktop table of contents
      const article = listed.find((a) => /^##+ .*\u200c/m.test(a.body))!;
      await visit(page, articleUrl(article));
      const tocLink = page
        .locator('.table-of-contents a')
        .filter({hasText: /\u200c/})
        .first();
      const href = await tocLink.getAttribute('href');
      expect(href).not.toContain('\u200c');
      await tocLink.click();
      const id = decodeURIComponent(href!.slice(1));
      await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
    },
  );
});

test('fa pages render Persian in the self-hosted Vazirmatn, preloaded from this site', async ({
  page,
}) => {
  const fontRequests: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font') {
      fontRequests.push(new URL(r.url()).pathname);
    }
  });
  await visit(page, '/news');
  await page.evaluate(() => document.fonts.ready);
  expect(
    await page.evaluate(() =>
      document.fonts.check('16px Vazirmatn', 'قیمت دلار'),
    ),
  ).toBe(true);
  const preloaded = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href')!));
  expect(preloaded).toHaveLength(2);
  expect(preloaded[0]).toMatch(
    /^\/fonts\/vazirmatn-[\d.]+\/Vazirmatn-NL-Regular\.woff2$/,
  );
  expect(preloaded[1]).toMatch(
    /^\/fonts\/vazirmatn-[\d.]+\/Vazirmatn-NL-Bold\.woff2$/,
  );
  // Each font file is fetched once: the preload is the very request the font face uses.
  for (const href of preloaded) {
    expect(fontRequests.filter((p) => p === href)).toHaveLength(1);
  }
  expect(fontRequests.every((p) => p.startsWith('/fonts/vazirmatn-'))).toBe(
    true,
  );
  expect(new Set(fontRequests).size).toBe(fontRequests.length);
});

test.describe('right-to-left', {tag: DESKTOP_ONLY}, () => {
  test.use({viewport: {width: 390, height: 844}});
  // the viewport is set explicitly
  for (const locale of ['fa', 'en'] as const) {
    test(`${locale}: the mobile menu opens from the inline-start side and closes on resize`, async ({
      page,
    }) => {
      await visit(page, locale === 'fa' ? '/news' : '/en/news');
      await page.locator('button.navbar__toggle').click();
      const sidebar = page.locator('.navbar-sidebar');
      await expect(sidebar).toBeVisible();
      await page.waitForTimeout(400); // the slide-in transition
      const box = (await sidebar.boundingBox())!;
      if (locale === 'fa') expect(box.x + box.width).toBeCloseTo(390, 0);
      else expect(box.x).toBeCloseTo(0, 0);
      await page.setViewportSize({width: 1280, height: 900});
      await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    });
  }

  test('logs no hydration warning on a fa article (server and client dates agree)', async ({
    page,
    diagnostics,
  }) => {
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (/hydrat|did not match/i.test(m.text())) warnings.push(m.text());
    });
    await visit(page, articleUrl(listed[0]));
    await page.waitForTimeout(300);
    expect(warnings).toEqual([]);
    expect(diagnostics.errors).toEqual([]);
  });
});
