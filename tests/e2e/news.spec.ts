/** The news corpus as readers meet it: lists, pagination, articles, tags, feeds. */
import {test, expect, visit, DESKTOP_ONLY} from './fixtures';
import {
  articleUrl,
  englishTitle,
  listed,
  newsListOrder,
  tags,
  tagByKey,
} from './corpus';

test.describe.configure({mode: 'parallel'});

test('the corpus has 158 listed articles with unique, non-consecutive ids in 121528–121927', () => {
  expect(listed).toHaveLength(158);
  const ids = listed.map((a) => a.id).sort((a, b) => a - b);
  expect(new Set(ids).size).toBe(158);
  expect(ids[0]).toBeGreaterThanOrEqual(121528);
  expect(ids.at(-1)).toBeLessThanOrEqual(121927);
  expect(ids.some((id, i) => i > 0 && id === ids[i - 1] + 1)).toBe(false);
});

test("tag sizes keep the launch archive's proportions", () => {
  const size = (key: string) => tagByKey(key).count;
  expect(size('economy')).toBeGreaterThanOrEqual(31);
  expect(size('economy')).toBeLessThanOrEqual(40);
  expect(size('central-bank')).toBeGreaterThanOrEqual(21);
  expect(size('central-bank')).toBeLessThanOrEqual(30);
  const twoPages = ['currency', 'car', 'dollar', 'growth', 'index', 'stock'];
  for (const key of twoPages) {
    expect(size(key), key).toBeGreaterThanOrEqual(11);
    expect(size(key), key).toBeLessThanOrEqual(20);
  }
  for (const tag of tags.filter(
    (t) => !['economy', 'central-bank', ...twoPages].includes(t.key),
  )) {
    expect(tag.count, tag.key).toBeLessThanOrEqual(10);
    expect(tag.count, tag.key).toBeGreaterThanOrEqual(1);
  }
  expect(tags.length).toBeGreaterThanOrEqual(140);
  expect(tags.length).toBeLessThanOrEqual(160);
});

for (const locale of ['fa', 'en'] as const) {
  const prefix = locale === 'en' ? '/en' : '';

  test.describe(`${locale}: the lists as the server sends them`, () => {
    // What each list page holds is in its HTML; booting the app on each of these pages would only
    // repeat what routes.spec.ts checks once per kind of page.
    test.use({autoBoot: false});

    test(
      `${locale}: 16 list pages of 10 … 10, 8, newest first after the pinned lead, every listed article once`,
      {tag: DESKTOP_ONLY},
      async ({page}) => {
        // list contents do not depend on the viewport
        const seen: string[] = [];
        for (let n = 1; n <= 16; n++) {
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
          expect(links, `page ${n}`).toHaveLength(n === 16 ? 8 : 10);
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
            newsListOrder
              .slice(0, 10)
              .map((a) => englishTitle.get(a.frontMatter.slug)),
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
      await visit(page, `${prefix}/news/page/12`);
      await page.locator('article header h2 a').first().click();
      await expect(page).toHaveURL(new RegExp(`${listed[110].id}/`));
      await expect(page.locator('article h1')).toBeVisible();
    },
  );

  test.describe(`${locale}: tag pages as the server sends them`, () => {
    test.use({autoBoot: false});

    test(
      `${locale}: tag pages paginate as seen (economy 4, central bank 3, dollar 2 pages)`,
      {tag: DESKTOP_ONLY},
      async ({page, diagnostics}) => {
        // pagination does not depend on the viewport
        diagnostics.expect(/status of 404 \(Not Found\)/); // the page after the last answers 404
        for (const [key, pages] of [
          ['economy', 4],
          ['central-bank', 3],
          ['dollar', 2],
          ['gold', 1],
        ] as const) {
          const tag = tagByKey(key);
          expect(Math.ceil(tag.count / 10), key).toBe(pages);
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
      await expect(chips).toHaveCount(tags.length);
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
