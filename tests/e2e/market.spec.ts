/**
 * Market prices: the strip under the navbar (home, list, article), the prices page, an instrument
 * page (chart and table against the data files), an article's price box for its own day, in both
 * locales on phone and desktop; one line and no layout shift at 360 px; axe on each page.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {
  test,
  expect,
  visit,
  bootApp,
  DESKTOP_ONLY,
  layoutShift,
} from './fixtures';
import {articleUrl, listed} from './corpus';
import {loadMarket} from '../../src/plugins/market/load';
import {formatDayMonth, formatDecimal} from '../../src/lib/format';
import {brand} from '../../src/config/brand';

const {instruments, days} = loadMarket(process.cwd());
const lastDay = days[days.length - 1];
const STRIP = ['usd', 'eur', 'gold-18k', 'emami-coin', 'gold-ounce'];
const decimalsOf = (key: string) =>
  instruments.find((i) => i.key === key)!.decimals;
/** A listed article tagged `dollar` from a day before the last one, so its box differs from the strip. */
const dollarArticle = listed.find(
  (a) => a.frontMatter.tags.includes('dollar') && a.file.includes('2025-09-24'),
)!;
const article = listed[0];

async function seriousAxe(page: Page) {
  test.slow(); // a full axe scan on a shared 2-core machine
  const axe = await new AxeBuilder({page}).analyze();
  return axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

for (const locale of ['fa', 'en'] as const) {
  const prefix = locale === 'en' ? '/en' : '';
  const price = (key: string, date = lastDay.date) =>
    formatDecimal(
      days.find((d) => d.date === date)!.close[key],
      decimalsOf(key),
      locale,
    );

  test.describe(`${locale} price strip`, () => {
    for (const [name, path] of [
      ['home', prefix || '/'],
      ['list', `${prefix}/news`],
      ['article', `${prefix}${articleUrl(article)}`],
    ] as const) {
      test(`${name}: five prices of the last day with their change, the time and a link to the prices page`, async ({
        page,
      }) => {
        await visit(page, path);
        const strip = page.locator('section[data-price-strip]');
        await expect(strip).toBeVisible();
        expect(
          await strip
            .locator('li')
            .evaluateAll((items) =>
              items.map((li) => li.getAttribute('data-instrument')),
            ),
        ).toEqual(STRIP);
        for (const key of STRIP) {
          await expect(
            strip.locator(`li[data-instrument="${key}"] bdi`).first(),
          ).toHaveText(price(key));
          await expect(
            strip.locator(`li[data-instrument="${key}"] [data-direction]`),
          ).toHaveAttribute('data-direction', /^(up|down|flat)$/);
        }
        await expect(strip.locator('time')).toHaveAttribute(
          'datetime',
          lastDay.time,
        );
        // It starts with what its figures are: the closing prices, and when.
        const label = strip.locator('[data-strip-label]');
        await expect(label).toHaveText(
          locale === 'fa'
            ? /^پایانی [۰-۹]+ [\u0600-\u06FF]+، [۰-۹]{2}:[۰-۹]{2}$/
            : /^Close, \d+ \w+, \d{2}:\d{2}$/,
        );
        const labelText = (await label.innerText()).trim();
        expect((await strip.innerText()).trim().startsWith(labelText)).toBe(
          true,
        );
        await expect(strip.locator(`a[href="${prefix}/prices"]`)).toBeVisible();
        // The screen-reader text says the direction in words: the dollar's since the day before.
        const [before, last] = days.slice(-2).map((d) => d.close.usd);
        const words = {
          fa: {up: 'افزایش', down: 'کاهش', flat: 'بدون تغییر'},
          en: {up: 'up', down: 'down', flat: 'unchanged'},
        }[locale];
        await expect(strip.locator('li[data-instrument="usd"]')).toContainText(
          last > before ? words.up : last < before ? words.down : words.flat,
        );
        expect(await seriousAxe(page)).toEqual([]);
      });
    }

    test('stays under the navbar as the reader goes from list page to list page in the app', async ({
      page,
    }) => {
      await visit(page, `${prefix}/news`);
      await bootApp(page);
      const strip = page.locator('section[data-price-strip]');
      await expect(strip).toBeVisible();
      for (const next of [`${prefix}/news/page/2`, `${prefix}/news/page/3`]) {
        await page.locator(`a[href="${next}"]`).first().click();
        await expect(page).toHaveURL(new RegExp(`${next}$`));
        await expect(strip).toHaveCount(1);
        await expect(strip).toBeVisible();
        await expect(strip.locator('time')).toHaveAttribute(
          'datetime',
          lastDay.time,
        );
      }
    });

    test('the navbar leads to the prices page, and marks it current there', async ({
      page,
    }) => {
      // From the home page: on a news page the phone menu opens on the news sidebar, the main menu behind it.
      await visit(page, prefix || '/');
      // On a phone the link is in the menu; on a desktop in the navbar itself.
      const toggle = page.locator('button.navbar__toggle');
      if (await toggle.isVisible()) await toggle.click();
      const link = page
        .locator('.navbar, .navbar-sidebar')
        .getByRole('link', {
          name: locale === 'fa' ? 'قیمت‌ها' : 'Prices',
          exact: true,
        })
        .locator('visible=true');
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/prices$`));
      await expect(
        page.locator('.navbar__link--active', {
          hasText: locale === 'fa' ? 'قیمت‌ها' : 'Prices',
        }),
      ).toHaveCount(1);
    });

    test('is not on the information pages', async ({page}) => {
      await visit(page, `${prefix}/gift-cards`);
      await expect(page.locator('section[data-price-strip]')).toHaveCount(0);
    });

    test(
      'at 360 px: one line, no page overflow, no layout shift, readable without JavaScript',
      {tag: DESKTOP_ONLY},
      async ({browser}) => {
        const context = await browser.newContext({
          baseURL: test.info().project.use.baseURL,
          viewport: {width: 360, height: 740},
          javaScriptEnabled: false,
        });
        const page = await context.newPage();
        for (const path of [
          prefix || '/',
          `${prefix}/news`,
          `${prefix}${articleUrl(article)}`,
        ]) {
          await page.goto(path);
          const strip = page.locator('section[data-price-strip]');
          await expect(strip.locator('li')).toHaveCount(5);
          const box = (await strip.boundingBox())!;
          expect(box.height, `${path}: one line`).toBeLessThanOrEqual(42);
          const items = await strip
            .locator('li')
            .evaluateAll((lis) =>
              lis.map((li) => Math.round(li.getBoundingClientRect().top)),
            );
          expect(new Set(items).size, `${path}: all items on one line`).toBe(1);
          expect(
            await page.evaluate(
              () =>
                document.documentElement.scrollWidth -
                document.documentElement.clientWidth,
            ),
            `${path}: overflow`,
          ).toBeLessThanOrEqual(0);
        }
        await context.close();
      },
    );

    test(
      'at 1280 px: all of it in view, the time and the link to the prices page included',
      {tag: DESKTOP_ONLY},
      async ({page}) => {
        await page.setViewportSize({width: 1280, height: 900});
        await visit(page, prefix || '/');
        const inner = page.locator('section[data-price-strip] > div');
        const {scrollWidth, clientWidth} = await inner.evaluate((el) => ({
          scrollWidth: el.scrollWidth,
          clientWidth: el.clientWidth,
        }));
        expect(scrollWidth, 'nothing to scroll to').toBeLessThanOrEqual(
          clientWidth,
        );
        await expect(
          page.locator(`section[data-price-strip] a[href="${prefix}/prices"]`),
        ).toBeInViewport({ratio: 1});
      },
    );
    test.describe('while the page loads and boots', () => {
      test.use({autoBoot: false});
      test(
        'no layout shift: the strip is where the static HTML put it',
        {tag: DESKTOP_ONLY},
        async ({page}) => {
          test.slow();
          await page.setViewportSize({width: 360, height: 740});
          for (const path of [
            prefix || '/',
            `${prefix}/news`,
            `${prefix}${articleUrl(article)}`,
          ]) {
            await page.goto(path);
            const before = await page
              .locator('section[data-price-strip]')
              .boundingBox();
            await bootApp(page);
            expect(
              await page.locator('section[data-price-strip]').boundingBox(),
              path,
            ).toEqual(before);
            const shift = await layoutShift(page);
            expect(shift.score, `${path}: ${shift.moved}`).toBeLessThan(0.01);
          }
        },
      );
    });
  });

  for (const width of [360, 390]) {
    test(
      `${locale} prices page at ${width} px: every instrument shows its name, last price, change and time, nothing scrolls sideways`,
      {tag: DESKTOP_ONLY},
      async ({browser}) => {
        const context = await browser.newContext({
          baseURL: test.info().project.use.baseURL,
          viewport: {width, height: 800},
          deviceScaleFactor: 2,
          isMobile: true,
          hasTouch: true,
        });
        const page = await context.newPage();
        await page.goto(`${prefix}/prices`);
        expect(
          await page.evaluate(
            () =>
              document.documentElement.scrollWidth -
              document.documentElement.clientWidth,
          ),
          'page overflow',
        ).toBeLessThanOrEqual(0);
        const rows = page.locator('tr[data-instrument]');
        await expect(rows).toHaveCount(instruments.length);
        const problems = await rows.evaluateAll((trs, viewportWidth) => {
          const out: string[] = [];
          for (const tr of trs) {
            const key = tr.getAttribute('data-instrument');
            const parts = {
              name: tr.querySelector('th a'),
              last: tr.querySelector('td[data-value] bdi'),
              change: tr.querySelector('[data-direction]'),
              time: tr.querySelector('time'),
            };
            for (const [part, el] of Object.entries(parts)) {
              if (!el) {
                out.push(`${key}: no ${part}`);
                continue;
              }
              const box = el.getBoundingClientRect();
              const style = getComputedStyle(el);
              if (box.width === 0 || style.visibility === 'hidden') {
                out.push(`${key}: ${part} hidden`);
              }
              if (box.left < 0 || box.right > viewportWidth) {
                out.push(`${key}: ${part} outside the screen`);
              }
            }
            // Sign and colour for the eye, words for a screen reader.
            const change = parts.change as HTMLElement | null;
            if (change) {
              const direction = change.getAttribute('data-direction');
              const shown =
                change.querySelector('[aria-hidden]')?.textContent ?? '';
              if (direction !== 'flat' && !/[+\u2212-]/.test(shown)) {
                out.push(`${key}: change without a sign`);
              }
              if (!change.textContent?.trim()) {
                out.push(`${key}: change without text`);
              }
            }
          }
          for (const scroller of Array.from(
            document.querySelectorAll('[role="region"]'),
          )) {
            if (scroller.scrollWidth > scroller.clientWidth + 1) {
              out.push(
                `a table scrolls sideways (${scroller.scrollWidth} > ${scroller.clientWidth})`,
              );
            }
          }
          return out;
        }, width);
        expect(problems).toEqual([]);
        // Up and down have their own colours.
        const colours = await page
          .locator('tr[data-instrument] [data-direction]')
          .evaluateAll((els) =>
            Object.fromEntries(
              els.map((el) => [
                el.getAttribute('data-direction'),
                getComputedStyle(el).color,
              ]),
            ),
          );
        if (colours.up && colours.down) {
          expect(colours.up).not.toBe(colours.down);
        }
        await context.close();
      },
    );
  }

  test(
    `${locale} prices page at 1280 px: the full table, one row per instrument with every column`,
    {tag: DESKTOP_ONLY},
    async ({page}) => {
      await page.setViewportSize({width: 1280, height: 900});
      await visit(page, `${prefix}/prices`);
      await expect(page.locator('table thead th').first()).toBeVisible();
      const rowShapes = await page
        .locator('tr[data-instrument]')
        .evaluateAll((trs) =>
          trs.map((tr) => {
            const tops = Array.from(tr.children).map((c) =>
              Math.round(c.getBoundingClientRect().top),
            );
            return {cells: tr.children.length, lines: new Set(tops).size};
          }),
        );
      expect(rowShapes.every((r) => r.cells === 6 && r.lines === 1)).toBe(true);
    },
  );

  test(`${locale} prices page: every instrument by group with the data's last close, and the app's store links`, async ({
    page,
  }) => {
    await visit(page, `${prefix}/prices`);
    await expect(page.locator('h1')).toHaveText(
      locale === 'fa'
        ? 'قیمت طلا، سکه و ارز'
        : 'Gold, coin and currency prices',
    );
    expect(
      await page
        .locator('section[data-group]')
        .evaluateAll((s) => s.map((e) => e.getAttribute('data-group'))),
    ).toEqual(['currency', 'gold', 'metal', 'crypto']);
    const rows = page.locator('tr[data-instrument]');
    await expect(rows).toHaveCount(instruments.length);
    for (const instrument of instruments) {
      const row = page.locator(`tr[data-instrument="${instrument.key}"]`);
      await expect(row.locator('th')).toHaveText(instrument[locale]);
      await expect(row.locator('td[data-value]')).toHaveAttribute(
        'data-value',
        String(lastDay.close[instrument.key]),
      );
      await expect(row.locator('td[data-value] bdi')).toHaveText(
        price(instrument.key),
      );
    }
    await expect(
      page.getByText(
        locale === 'fa' ? 'هر تومان ۱۰ ریال' : '1 toman = 10 rials',
      ),
    ).toHaveCount(1);
    await expect(
      page.getByText(
        locale === 'fa' ? 'ارقام این صفحه نمونه‌اند' : 'sample data',
      ),
    ).toHaveCount(1);
    await expect(
      page.getByRole('heading', {
        name:
          locale === 'fa'
            ? 'قیمت لحظه‌ای در اپلیکیشن'
            : 'Live prices in the app',
      }),
    ).toBeVisible();
    // The badges are HTML: the link's name is its visible text, in the page's language.
    await expect(
      page.getByRole('link', {
        name:
          locale === 'fa' ? 'دریافت از اپ استور' : 'Download on the App Store',
        exact: true,
      }),
    ).toHaveAttribute('href', brand.stores.appStore);
    await expect(
      page.getByRole('link', {
        name:
          locale === 'fa' ? 'دریافت از کافه‌بازار' : 'Get it on Cafe Bazaar',
        exact: true,
      }),
    ).toHaveAttribute('href', brand.stores.cafeBazaar);
    await expect(
      page.locator(`a[href="${brand.stores.googlePlay}"]`),
    ).toHaveCount(1);
    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .allTextContents();
    expect(jsonLd.map((t) => JSON.parse(t)['@type'])).toContain('Dataset');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${brand.siteUrl}${prefix}/prices`,
    );
    await expect(
      page.locator('link[rel="alternate"][hreflang="en"]'),
    ).toHaveAttribute('href', `${brand.siteUrl}/en/prices`);
    expect(await seriousAxe(page)).toEqual([]);
  });

  test(`${locale} instrument page: chart with its title, and a table that matches the data files`, async ({
    page,
  }) => {
    await visit(page, `${prefix}/prices/usd`);
    const chart = page.locator('svg[data-chart]');
    await expect(chart).toHaveAttribute('role', 'img');
    const title = await chart.locator('title').textContent();
    expect(title).toContain(instruments[0][locale]);
    expect(await chart.getAttribute('aria-labelledby')).toContain(
      await chart.locator('title').getAttribute('id'),
    );
    // One point per day: the line has as many segments as days.
    const d = (await chart.locator('path[data-line]').getAttribute('d'))!;
    expect(d.split(/[ML]/).filter(Boolean)).toHaveLength(days.length);
    // Time runs left to right in both locales: the line starts at the left, and the date labels,
    // as the reader sees them on screen, go from the first day at the left to the last at the right.
    const [first, last] = [d.split(/[ML]/)[1], d.split(/[ML]/).at(-1)!].map(
      (p) => Number(p.trim().split(' ')[0]),
    );
    expect(first).toBeLessThan(last);
    const dateLabels = await chart
      .locator('g[data-time-axis] text')
      .evaluateAll((texts) =>
        texts.map((t) => {
          const box = t.getBoundingClientRect();
          return {text: t.textContent, left: box.left, right: box.right};
        }),
      );
    expect(dateLabels.length).toBeGreaterThan(1);
    const byScreen = [...dateLabels].sort((a, b) => a.left - b.left);
    expect(byScreen.map((l) => l.text)).toEqual(dateLabels.map((l) => l.text));
    expect(byScreen[0].text).toBe(formatDayMonth(days[0].time, locale));
    expect(byScreen.at(-1)!.text).toBe(formatDayMonth(lastDay.time, locale));
    // Each label stays inside the chart.
    const svgBox = (await chart.boundingBox())!;
    for (const label of dateLabels) {
      expect(label.left).toBeGreaterThanOrEqual(svgBox.x - 1);
      expect(label.right).toBeLessThanOrEqual(svgBox.x + svgBox.width + 1);
    }
    // Axis labels in the locale's calendar and digits.
    const labels = await chart.locator('text').allTextContents();
    if (locale === 'fa') {
      expect(labels.join(' ')).toMatch(/شهریور|مهر/);
      expect(labels.join(' ')).not.toMatch(/[0-9]/);
    } else {
      expect(labels.join(' ')).toMatch(/Sept?/);
    }
    const table = page.locator('table[data-history]');
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(days.length);
    const values = await rows.evaluateAll((trs) =>
      trs.map((tr) => [
        tr.getAttribute('data-date'),
        tr.querySelector('td[data-value]')!.getAttribute('data-value'),
        tr.querySelector('bdi')!.textContent,
      ]),
    );
    expect(values).toEqual(
      [...days]
        .reverse()
        .map((day) => [
          day.date,
          String(day.close.usd),
          formatDecimal(day.close.usd, 0, locale),
        ]),
    );
    await expect(page.locator('[data-last]')).toHaveText(price('usd'));
    // The latest news of the instrument's tag.
    await expect(
      page.locator('section[aria-labelledby="instrument-news"] li a').first(),
    ).toHaveAttribute('href', new RegExp(`^${prefix}/news/\\d+/`));
    expect(await seriousAxe(page)).toEqual([]);
  });

  test(`${locale} an article's price box shows the close of the article's own day`, async ({
    page,
  }) => {
    expect(dollarArticle, 'a dollar article of 24 September').toBeTruthy();
    await visit(page, `${prefix}${articleUrl(dollarArticle)}`);
    const box = page.locator('[data-price-box="usd"]');
    await expect(box).toHaveAttribute('data-date', '2025-09-24');
    await expect(box.locator('bdi[data-value]')).toHaveText(
      price('usd', '2025-09-24'),
    );
    expect(price('usd', '2025-09-24')).not.toBe(price('usd'));
    await expect(box).toHaveAttribute('href', `${prefix}/prices/usd`);
  });
}
