/**
 * @smoke: one page of each type, in both locales, answers 200 in the locale's language and
 * direction, hydrates without console errors and shows what the corpus says it should. Every
 * subject is chosen by a rule, not by name, so the same spec checks the launch archive and an
 * archive grown by a week of news (`npm run test:newsroom-week` runs it alone on such a copy):
 * the newest photo story, the tag and the author that joined the archive last, the last list page.
 */
import {readFileSync} from 'node:fs';
import yaml from 'js-yaml';
import {test, expect, visit} from './fixtures';
import {
  articleUrl,
  englishTitle,
  lastListPage,
  listed,
  newsListPages,
  tags,
} from './corpus';
import {NEWS_PAGE_SIZE} from '../../src/config/newsPageSize';
import {loadMarket} from '../../src/plugins/market/load';
import {formatDecimal} from '../../src/lib/format';
import type {Article} from '../../src/plugins/news-guard/validate';

const LOCALES = [
  {locale: 'fa', prefix: '', lang: 'fa-IR', dir: 'rtl', query: 'دلار'},
  {locale: 'en', prefix: '/en', lang: 'en', dir: 'ltr', query: 'dollar'},
] as const;

/** The moment something first appeared in the listed archive: its oldest article. */
const firstUse = (has: (a: Article) => boolean) =>
  Math.min(...listed.filter(has).map((a) => Date.parse(a.frontMatter.date)));
const newestBy = <T>(items: T[], has: (item: T) => (a: Article) => boolean) =>
  items.reduce((newest, item) =>
    firstUse(has(item)) > firstUse(has(newest)) ? item : newest,
  );

const photoStory = listed.find((a) => a.frontMatter.image)!;
const newestTag = newestBy(
  tags.filter((t) => t.count > 0),
  (t) => (a) => a.frontMatter.tags.includes(t.key),
);
const authorNames = (file: string) =>
  yaml.load(readFileSync(file, 'utf8')) as Record<string, {name: string}>;
const faAuthors = authorNames('news/authors.yml');
const enAuthors = authorNames(
  'i18n/en/docusaurus-plugin-content-blog/authors.yml',
);
const newestAuthor = newestBy(
  Object.keys(faAuthors).filter((key) =>
    listed.some((a) => a.frontMatter.authors.includes(key)),
  ),
  (key) => (a) => a.frontMatter.authors.includes(key),
);
const byAuthor = listed.filter((a) =>
  a.frontMatter.authors.includes(newestAuthor),
).length;
const {days} = loadMarket(process.cwd());
const lastClose = days[days.length - 1].close.usd;
const withQuery = (query: string) =>
  listed.filter((a) =>
    (a.frontMatter.title + (englishTitle.get(a.frontMatter.slug) ?? ''))
      .toLowerCase()
      .includes(query),
  ).length;

const listLinks = (page: import('@playwright/test').Page) =>
  page
    .locator('main article header h2 a')
    .evaluateAll((as) =>
      as.map((a) => decodeURI(new URL((a as HTMLAnchorElement).href).pathname)),
    );

for (const l of LOCALES) {
  test.describe(`@smoke ${l.locale}`, () => {
    const open = async (page: import('@playwright/test').Page, url: string) => {
      const response = await visit(page, `${l.prefix}${url}`);
      expect(response?.status(), url).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', l.lang);
      await expect(page.locator('html')).toHaveAttribute('dir', l.dir);
    };
    const url = (a: Article) => `${l.prefix}${articleUrl(a)}`;

    test('home: the lead story is the news list’s first', async ({page}) => {
      await open(page, '/');
      await expect(
        page.locator(`main a[href="${url(newsListPages[0][0])}"]`).first(),
      ).toBeVisible();
    });

    test('news list: the first page in the list’s order', async ({page}) => {
      await open(page, '/news');
      expect(await listLinks(page)).toEqual(newsListPages[0].map(url));
    });

    test('the last news page holds the oldest stories', async ({page}) => {
      await open(page, lastListPage.path);
      expect(await listLinks(page)).toEqual(newsListPages.at(-1)!.map(url));
    });

    test('the newest photo story: headline, photo and credit', async ({
      page,
    }) => {
      await open(page, articleUrl(photoStory));
      const title =
        l.locale === 'fa'
          ? photoStory.frontMatter.title
          : englishTitle.get(photoStory.frontMatter.slug)!;
      await expect(page.locator('article h1')).toHaveText(title);
      const photo = page.locator('article figure img').first();
      await expect(photo).toBeVisible();
      expect(
        await photo.evaluate((img) => (img as HTMLImageElement).naturalWidth),
      ).toBeGreaterThan(0);
      // A drawn or rendered picture is credited as an illustration, a photograph as a photo.
      const illustration = photoStory.frontMatter.image_kind === 'illustration';
      await expect(
        page.locator('article figure figcaption').first(),
      ).toContainText(
        l.locale === 'fa'
          ? illustration
            ? 'طرح:'
            : 'عکس:'
          : illustration
            ? 'Illustration:'
            : 'Photo:',
      );
    });

    test('the tag that joined last lists its stories', async ({page}) => {
      await open(page, newestTag.permalink);
      await expect(page.locator('main h1')).toContainText(
        l.locale === 'fa' ? newestTag.label : newestTag.enLabel,
      );
      await expect(page.locator('main article')).toHaveCount(
        Math.min(newestTag.count, NEWS_PAGE_SIZE),
      );
    });

    test('the author who joined last has a page of their stories', async ({
      page,
    }) => {
      await open(page, `/news/authors/${newestAuthor}`);
      await expect(page.locator('main h1')).toContainText(
        (l.locale === 'fa' ? faAuthors : enAuthors)[newestAuthor].name,
      );
      await expect(page.locator('main article')).toHaveCount(
        Math.min(byAuthor, NEWS_PAGE_SIZE),
      );
    });

    test('prices and the dollar’s page show the last close', async ({page}) => {
      const close = formatDecimal(lastClose, 0, l.locale);
      await open(page, '/prices');
      await expect(page.locator('tr[data-instrument="usd"]')).toContainText(
        close,
      );
      await open(page, '/prices/usd');
      await expect(page.locator('table[data-history]')).toContainText(close);
    });

    test('search finds the stories that name the dollar', async ({page}) => {
      await open(page, `/search?q=${encodeURIComponent(l.query)}`);
      // Headlines that name it are found; bodies that do may add more, up to a page.
      const results = page.locator('main [data-search-result]');
      await expect(results.first()).toBeVisible();
      const shown = await results.count();
      expect(shown).toBeLessThanOrEqual(NEWS_PAGE_SIZE);
      expect(shown).toBeGreaterThanOrEqual(
        Math.min(withQuery(l.query), NEWS_PAGE_SIZE),
      );
    });

    test('an information page', async ({page}) => {
      await open(page, '/gift-cards');
      await expect(page.locator('main h1').first()).toBeVisible();
    });
  });
}
