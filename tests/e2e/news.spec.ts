/** The news corpus as readers meet it: lists, pagination, articles, tags, feeds. */
import {test, expect, visit, DESKTOP_ONLY} from './fixtures';
import {NEWS_PAGE_SIZE} from '../../src/config/newsPageSize';
import {
  articleUrl,
  englishTitle,
  largestTag,
  lastListPage,
  launchArchive,
  listed,
  newsListOrder,
  newsListPages,
  pageCount,
  tags,
  tagByKey,
} from './corpus';

test.describe.configure({mode: 'parallel'});

test('the launch archive: 158 articles with unique, non-consecutive ids in 121528–121927', () => {
  expect(launchArchive).toHaveLength(158);
  const ids = launchArchive.map((a) => a.id).sort((a, b) => a - b);
  expect(new Set(ids).size).toBe(158);
  expect(ids[0]).toBeGreaterThanOrEqual(121528);
  expect(ids.at(-1)).toBeLessThanOrEqual(121927);
  expect(ids.some((id, i) => i > 0 && id === ids[i - 1] + 1)).toBe(false);
});

test("the launch archive's tag proportions", () => {
  const size = (key: string) =>
    launchArchive.filter((a) => a.frontMatter.tags.includes(key)).length;
  expect(size('economy')).toBeGreaterThanOrEqual(31);
  expect(size('economy')).toBeLessThanOrEqual(40);
  expect(size('central-bank')).toBeGreaterThanOrEqual(21);
  expect(size('central-bank')).toBeLessThanOrEqual(30);
  const twoPages = ['currency', 'car', 'dollar', 'growth', 'index', 'stock'];
  for (const key of twoPages) {
    expect(size(key), key).toBeGreaterThanOrEqual(11);
    expect(size(key), key).toBeLessThanOrEqual(20);
  }
  const launchTags = tags.filter((t) => size(t.key) > 0);
  for (const tag of launchTags.filter(
    (t) => !['economy', 'central-bank', ...twoPages].includes(t.key),
  )) {
    expect(size(tag.key), tag.key).toBeLessThanOrEqual(10);
  }
  expect(launchTags.length).toBeGreaterThanOrEqual(140);
  expect(launchTags.length).toBeLessThanOrEqual(160);
});

test('every listed article has its own id', () => {
  const ids = listed.map((a) => a.id);
  expect(new Set(ids).size).toBe(ids.length);
});

for (const locale of ['fa', 'en'] as const) {
  const prefix = locale === 'en' ? '/en' : '';

  test.describe(`${locale}: the lists as the server sends them`, () => {
    // What each list page holds is in its HTML; booting the app on each of these pages would only
    // repeat what routes.spec.ts checks once per kind of page.
    test.use({autoBoot: false});

    test(
      `${locale}: ${newsListPages.length} list pages of ${NEWS_PAGE_SIZE} (the last ${lastListPage.size}), newest first after the pinned lead, every listed article once`,
      {tag: DESKTOP_ONLY},
      async ({page}) => {
        // list contents do not depend on the viewport
        const seen: string[] = [];
        for (let n = 1; n <= newsListPages.length; n++) {
          await page.goto(
            n === 1 ? `${prefix}/news` : `${prefix}/news/page/${n}`,
            {waitUntil: 'domcontentloaded'},
          );
          const links = await page
            .locator('article header h2 a')
            .evaluateAll((as) =>
              as.map((a) =>
                decodeURI(new URL((a as HTMLAnchorElement).href).pathname),
              ),
            );
          expect(links, `page ${n}`).toHaveLength(newsListPages[n - 1].length);
          seen.push(...links);
        }
        expect(seen).toEqual(
          newsListOrder.map((a) => `${prefix}${articleUrl(a)}`),
        );
        if (locale === 'en') {
          await page.goto('/en/news', {waitUntil: 'domcontentloaded'});
          const titles = await page
            .locator('article header h2')
            .allTextContents();
          expect(titles).toEqual(
            newsListPages[0].map((a) => englishTitle.get(a.frontMatter.slug)),
          );
          for (const title of titles) {
            expect(title).not.toMatch(/[\u0600-\u06FF]/);
          }
        }
      },
    );
  });

  test(
    `${locale}: the sidebar lists the 50 latest and each article opens from the list and the sidebar`,
    {tag: DESKTOP_ONLY},
    async ({page}) => {
      // the sidebar is a desktop element
      await visit(page, `${prefix}/news`);
      const sidebarLinks = page.locator('aside nav a');
      await expect(sidebarLinks).toHaveCount(50);
      const hrefs = await sidebarLinks.evaluateAll((as) =>
        as.map((a) =>
          decodeURI(new URL((a as HTMLAnchorElement).href).pathname),
        ),
      );
      expect(hrefs).toEqual(
        listed.slice(0, 50).map((a) => `${prefix}${articleUrl(a)}`),
      );
      await sidebarLinks.nth(7).click();
      await expect(page).toHaveURL(new RegExp(`${listed[7].id}/`));
      await expect(page.locator('article h1')).toHaveText(
        locale === 'fa'
          ? listed[7].frontMatter.title
          : englishTitle.get(listed[7].frontMatter.slug)!,
      );
      const deep = Math.min(12, newsListPages.length);
      await visit(page, `${prefix}/news${deep === 1 ? '' : `/page/${deep}`}`);
      await page.locator('article header h2 a').first().click();
      await expect(page).toHaveURL(
        new RegExp(`${newsListPages[deep - 1][0].id}/`),
      );
      await expect(page.locator('article h1')).toBeVisible();
    },
  );

  test.describe(`${locale}: tag pages as the server sends them`, () => {
    test.use({autoBoot: false});

    test(
      `${locale}: tag pages paginate by ${NEWS_PAGE_SIZE}, and the page after the last answers 404`,
      {tag: DESKTOP_ONLY},
      async ({page, diagnostics}) => {
        // pagination does not depend on the viewport
        diagnostics.expect(/status of 404 \(Not Found\)/); // the page after the last answers 404
        for (const tag of [
          largestTag,
          ...['central-bank', 'dollar', 'gold'].map(tagByKey),
        ]) {
          const key = tag.key;
          const pages = pageCount(tag.count);
          let total = 0;
          for (let n = 1; n <= pages; n++) {
            await page.goto(
              n === 1
                ? `${prefix}${tag.permalink}`
                : `${prefix}${tag.permalink}/page/${n}`,
              {waitUntil: 'domcontentloaded'},
            );
            total += await page.locator('article').count();
          }
          expect(total, key).toBe(tag.count);
          const response = await page.goto(
            `${prefix}${tag.permalink}/page/${pages + 1}`,
            {waitUntil: 'domcontentloaded'},
          );
          expect(response?.status()).toBe(404);
        }
      },
    );
  });

  test(
    `${locale}: the tags index lists every tag with its count`,
    {tag: DESKTOP_ONLY},
    async ({page}) => {
      // index contents do not depend on the viewport
      await visit(page, `${prefix}/news/tags`);
      const chips = page.locator('main a[rel="tag"]');
      // A tag of tags.yml that no listed article carries yet has no page, so no chip.
      await expect(chips).toHaveCount(tags.filter((t) => t.count > 0).length);
      const dollar = tagByKey('dollar');
      const chip = page.locator(
        `main a[rel="tag"][href="${prefix}${dollar.permalink}"]`,
      );
      const count =
        locale === 'fa'
          ? new Intl.NumberFormat('fa-IR').format(dollar.count)
          : String(dollar.count);
      await expect(chip).toHaveText(
        `${locale === 'fa' ? dollar.label : dollar.enLabel}${count}`,
      );
    },
  );

  test(`${locale}: RSS and Atom feeds carry the latest articles`, async ({
    request,
  }) => {
    for (const feed of ['rss.xml', 'atom.xml']) {
      const response = await request.get(`${prefix}/news/${feed}`);
      expect(response.status()).toBe(200);
      const xml = await response.text();
      for (const article of listed.slice(0, 5)) {
        expect(xml, `${feed} has ${article.id}`).toContain(
          `/news/${article.id}/`,
        );
      }
      expect(xml).toContain(
        locale === 'fa'
          ? listed[0].frontMatter.title
          : englishTitle.get(listed[0].frontMatter.slug),
      );
    }
  });
}
