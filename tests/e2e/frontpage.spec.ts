/**
 * A front page a phone reader can scan: compact rows with whole headlines and the Tehran time, the
 * lead and top stories on the home page, the section strip and menu, list headings with the page
 * number, and the one-line announcement bar; at 360, 390 and 1280 px, in both locales.
 */
import yaml from 'js-yaml';
import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {test, expect, visit, DESKTOP_ONLY} from './fixtures';
import {
  articleUrl,
  listed,
  newsListOrder,
  newsListPages,
  tagByKey,
} from './corpus';
import {
  SECTIONS,
  resolveSections,
  type TagsFile,
} from '../../src/config/sections';
import {formatTehranTime} from '../../src/lib/newsTime';

const VIEWPORTS = [
  {width: 360, height: 740},
  {width: 390, height: 844},
  {width: 1280, height: 900},
] as const;
const economy = tagByKey('economy');
const tagsFile = {
  fa: 'news/tags.yml',
  en: 'i18n/en/docusaurus-plugin-content-blog/tags.yml',
} as const;
const sectionsOf = (locale: 'fa' | 'en') =>
  resolveSections(
    SECTIONS,
    yaml.load(readFileSync(tagsFile[locale], 'utf8')) as TagsFile,
    locale,
    locale === 'en' ? '/en/news/tags' : '/news/tags',
  );

/** Card headlines whose whole box is inside the first screen (the page scrolled to the top). */
function headlinesOnFirstScreen(page: Page) {
  return page.locator('main [data-card-title]').evaluateAll(
    (titles) =>
      titles.filter((t) => {
        const box = t.getBoundingClientRect();
        return (
          box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight
        );
      }).length,
  );
}

/** Card headlines cut off or spilling out of their box (an empty list is a pass). */
function clippedHeadlines(page: Page) {
  return page.locator('main [data-card-title]').evaluateAll((titles) =>
    titles
      .filter((t) => {
        const style = getComputedStyle(t);
        return (
          t.scrollHeight > t.clientHeight + 1 ||
          t.scrollWidth > t.clientWidth + 1 ||
          style.webkitLineClamp !== 'none' ||
          style.textOverflow === 'ellipsis'
        );
      })
      .map((t) => t.textContent),
  );
}

for (const locale of ['fa', 'en'] as const) {
  const prefix = locale === 'en' ? '/en' : '';
  const sections = sectionsOf(locale);
  const TIME = locale === 'fa' ? /^[۰-۹]{2}:[۰-۹]{2}$/ : /^\d{2}:\d{2}$/;

  test.describe(
    `${locale} lists at 360, 390 and 1280px`,
    {tag: DESKTOP_ONLY},
    () => {
      // each width is set explicitly; the phone project would repeat it
      for (const [name, path] of [
        ['home', '/'],
        ['news', '/news'],
        ['news page 2', '/news/page/2'],
        ['tag', economy.permalink],
        ['article', articleUrl(listed[4])],
      ] as const) {
        test(`${name}: every headline whole, every story with its date and Tehran time`, async ({
          page,
        }) => {
          await page.setViewportSize(VIEWPORTS[0]);
          await visit(page, `${prefix}${path}`);
          for (const {width, height} of VIEWPORTS) {
            await page.setViewportSize({width, height});
            expect(
              await clippedHeadlines(page),
              `clipped headlines at ${width}px`,
            ).toEqual([]);
            const overflow = await page.evaluate(
              () =>
                document.documentElement.scrollWidth -
                document.documentElement.clientWidth,
            );
            expect(
              overflow,
              `horizontal overflow at ${width}px`,
            ).toBeLessThanOrEqual(0);
          }
          const cards = page.locator(
            'main article[data-variant], main [data-related] li',
          );
          expect(await cards.count()).toBeGreaterThanOrEqual(
            name === 'article' ? 3 : 8,
          );
          const times = await cards.evaluateAll((items) =>
            items.map(
              (item) =>
                item.querySelector('[data-news-time]')?.textContent ??
                'missing',
            ),
          );
          for (const time of times) expect(time).toMatch(TIME);
        });
      }

      test('phone rows: thumbnail at the inline-start edge, 72–96px wide; the lead keeps a wide picture', async ({
        page,
      }) => {
        await page.setViewportSize({width: 390, height: 844});
        await visit(page, `${prefix}/news`);
        const rows = await page
          .locator('main article[data-variant="card"]')
          .evaluateAll(
            (cards, rtl) =>
              cards.map((card) => {
                const img = card.querySelector('img')!.getBoundingClientRect();
                const box = card.getBoundingClientRect();
                const title = card
                  .querySelector('[data-card-title]')!
                  .getBoundingClientRect();
                const atStart = rtl
                  ? Math.abs(img.right - box.right) <= 1
                  : Math.abs(img.left - box.left) <= 1;
                return {
                  width: Math.round(img.width),
                  atStart,
                  besideTitle: rtl
                    ? title.right <= img.left
                    : title.left >= img.right,
                };
              }),
            locale === 'fa',
          );
        // Every story of the first page but the lead, which keeps a wide picture.
        expect(rows.length).toBe(newsListPages[0].length - 1);
        for (const row of rows) {
          expect(row.width).toBeGreaterThanOrEqual(72);
          expect(row.width).toBeLessThanOrEqual(96);
          expect(row.atStart && row.besideTitle).toBe(true);
        }
        const lead = page.locator('main article[data-variant="lead"]');
        expect(
          (await lead.locator('img').boundingBox())!.width,
        ).toBeGreaterThan(300);
        await expect(lead.locator('p')).not.toBeEmpty();
      });

      test('at 390×844: at least five headlines on the first screen of the news list and a tag page, three on the home page', async ({
        page,
      }) => {
        test.slow(); // several pages, on a shared machine
        await page.setViewportSize({width: 390, height: 844});
        for (const [path, least] of [
          ['/news', 5],
          [economy.permalink, 5],
          ['/', 3],
        ] as const) {
          await visit(page, `${prefix}${path}`);
          await page.evaluate(() => document.fonts.ready); // the fa face sets the line heights
          expect(
            await headlinesOnFirstScreen(page),
            `${path}`,
          ).toBeGreaterThanOrEqual(least);
        }
      });

      test('the type scale: article headline > lead headline > card headline, on a phone and a desktop', async ({
        page,
      }) => {
        test.slow(); // several pages, on a shared machine
        for (const viewport of [VIEWPORTS[1], VIEWPORTS[2]]) {
          await page.setViewportSize(viewport);
          await visit(page, `${prefix}/news`);
          const size = (selector: string) =>
            page
              .locator(selector)
              .first()
              .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
          const lead = await size(
            'main article[data-variant="lead"] [data-card-title]',
          );
          const card = await size(
            'main article[data-variant="card"] [data-card-title]',
          );
          await visit(page, `${prefix}${articleUrl(listed[2])}`);
          const article = await size('main article header h1');
          expect(
            lead,
            `lead vs card at ${viewport.width}px`,
          ).toBeGreaterThanOrEqual(card * 1.2);
          expect(
            article,
            `article vs lead at ${viewport.width}px`,
          ).toBeGreaterThanOrEqual(lead * 1.15);
        }
      });

      test('the announcement bar is one line at 360px', async ({page}) => {
        await page.setViewportSize({width: 360, height: 740});
        await visit(page, `${prefix}/`);
        const content = page.locator('.theme-announcement-bar > div').nth(1);
        const lines = await content.evaluate((el) =>
          Math.round(
            el.getBoundingClientRect().height /
              parseFloat(getComputedStyle(el).lineHeight),
          ),
        );
        expect(lines).toBe(1);
      });
    },
  );

  test(`${locale}: every card shows the Tehran time of publication`, async ({
    page,
  }) => {
    await visit(page, `${prefix}/news`);
    const lead = page.locator('main article[data-variant="lead"]');
    await expect(lead.locator('[data-news-time]')).toHaveText(
      formatTehranTime(newsListOrder[0].frontMatter.date, locale),
    );
    await expect(lead.locator('[data-news-time]')).toHaveAttribute(
      'datetime',
      new Date(newsListOrder[0].frontMatter.date).toISOString(),
    );
  });

  test(`${locale}: the home page opens with the lead and the top stories, then the latest, the app and the sections`, async ({
    page,
  }) => {
    test.slow(); // several pages, on a shared machine
    await visit(page, `${prefix}/`);
    const front = page.locator('main [data-home-front]');
    await expect(front.locator('article').first()).toHaveAttribute(
      'data-variant',
      'lead',
    );
    const leadHref = await front
      .locator('article[data-variant="lead"] [data-card-title] a')
      .getAttribute('href');
    expect(decodeURI(leadHref!)).toBe(
      `${prefix}${articleUrl(newsListOrder[0])}`,
    );
    await expect(front.locator('article[data-variant="card"]')).toHaveCount(4);
    await expect(front.locator('#home-top')).toHaveText(
      locale === 'fa' ? 'خبرهای مهم' : 'Top stories',
    );
    await expect(page.locator('main [data-home-latest] article')).toHaveCount(
      8,
    );
    // in that order down the page: front, latest, the app's pitch, the section blocks
    const tops = await page
      .locator(
        'main [data-home-front], main [data-home-latest], main [data-home-pitch], main [data-home-section]',
      )
      .evaluateAll((els) =>
        els.map((el) => [
          el.getAttribute('data-home-section') ??
            Object.keys((el as HTMLElement).dataset)[0],
          Math.round(el.getBoundingClientRect().top + window.scrollY),
        ]),
      );
    const order = tops.map(([name]) => name);
    expect(order.slice(0, 3)).toEqual(['homeFront', 'homeLatest', 'homePitch']);
    expect(order.slice(3)).toEqual(sections.map((s) => s.id));
    expect(tops.map(([, top]) => top as number)).toEqual(
      [...tops.map(([, top]) => top as number)].sort((a, b) => a - b),
    );
    // no story twice above the section blocks
    const above = await page
      .locator(
        'main [data-home-front] [data-card-title] a, main [data-home-latest] [data-card-title] a',
      )
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(new Set(above).size).toBe(above.length);
    // each section block: its name linking to the section, and up to three of its stories
    for (const section of sections) {
      const block = page.locator(`main [data-home-section="${section.id}"]`);
      // the block's own heading comes first; its stories' headlines are headings too
      const heading = block.locator('h3 a').first();
      await expect(heading).toHaveText(section.label);
      expect(decodeURI((await heading.getAttribute('href'))!)).toBe(
        section.permalink,
      );
      const count = await block.locator('article').count();
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(3);
    }
  });

  test(`${locale}: list pages have the section strip and a heading with the page number`, async ({
    page,
  }) => {
    test.slow(); // several pages, on a shared machine
    const news = locale === 'fa' ? 'اخبار' : 'News';
    const cases = [
      ['/news', news],
      ['/news/page/2', locale === 'fa' ? 'اخبار، صفحهٔ ۲' : 'News, page 2'],
      [economy.permalink, locale === 'fa' ? economy.label : economy.enLabel],
      [
        `${economy.permalink}/page/2`,
        locale === 'fa'
          ? `${economy.label}، صفحهٔ ۲`
          : `${economy.enLabel}, page 2`,
      ],
    ] as const;
    for (const [path, heading] of cases) {
      await visit(page, `${prefix}${path}`);
      await expect(page.locator('main h1')).toHaveText(heading);
      const strip = page.locator('nav[data-section-strip]');
      await expect(strip).toHaveAttribute(
        'aria-label',
        locale === 'fa' ? 'بخش‌های خبر' : 'News sections',
      );
      const links = await strip
        .locator('a')
        .evaluateAll((as) =>
          as.map((a) => [a.textContent, decodeURI(a.getAttribute('href')!)]),
        );
      expect(links).toEqual(sections.map((s) => [s.label, s.permalink]));
      const current = strip.locator('a[aria-current="page"]');
      await expect(current).toHaveCount(
        path.startsWith(economy.permalink) ? 1 : 0,
      );
    }
    // articles and the home page have no strip
    for (const path of ['/', articleUrl(listed[1])]) {
      await visit(page, `${prefix}${path}`);
      await expect(page.locator('nav[data-section-strip]')).toHaveCount(0);
    }
  });

  test(
    `${locale}: the phone menu lists the main sections`,
    {tag: DESKTOP_ONLY},
    async ({page}) => {
      test.slow(); // several pages, on a shared machine
      // the viewport is set explicitly
      await page.setViewportSize({width: 390, height: 844});
      // the home page: on news pages the menu opens on the blog's own list, one tap from the main menu
      await visit(page, `${prefix}/`);
      await page.locator('button.navbar__toggle').click();
      const menu = page.locator('.navbar-sidebar [data-menu-sections]');
      await expect(menu).toBeVisible();
      const links = await menu
        .locator('a')
        .evaluateAll((as) =>
          as.map((a) => [a.textContent, decodeURI(a.getAttribute('href')!)]),
        );
      expect(links).toEqual(sections.map((s) => [s.label, s.permalink]));
      await menu.locator('a').nth(3).click();
      await expect(page).toHaveURL(
        new RegExp(
          `${encodeURI(sections[3].permalink).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
        ),
      );
      await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    },
  );
}
