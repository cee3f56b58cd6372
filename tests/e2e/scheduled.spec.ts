/**
 * A scheduled article (its `date` after the build) is absent from everything the build made: its
 * page in both languages (404), lists, the home page, its tag pages, feeds, sitemaps, the search
 * index and the other articles' related links. The repository ships one, dated in 2027.
 */
import {test, expect} from './fixtures';
import {servedSitemap} from './sitemaps';
import {articleUrl, englishTitle, scheduled, tagByKey} from './corpus';

const article = scheduled[0];
const faTitle = article?.frontMatter.title;
const enTitle = article && englishTitle.get(article.frontMatter.slug);
const id = article && /^\/(\d+)\//.exec(article.frontMatter.slug)![1];

test.describe('a scheduled article', () => {
  test.beforeAll(() => {
    expect(
      article,
      'the repository ships a scheduled article (news/ dated after now)',
    ).toBeDefined();
  });

  test('its page is not found in either language', async ({request}) => {
    for (const url of [articleUrl(article), `/en${articleUrl(article)}`]) {
      expect((await request.get(url)).status(), url).toBe(404);
    }
  });

  test('no list, home page, tag page or article links to it or shows its title', async ({
    request,
  }) => {
    const pages = [
      '/',
      '/news',
      '/en',
      '/en/news',
      ...article.frontMatter.tags.flatMap((key) => [
        tagByKey(key).permalink,
        `/en${tagByKey(key).permalink}`,
      ]),
    ];
    for (const url of pages) {
      const html = await (await request.get(url)).text();
      expect(html, url).not.toContain(`/${id}/`);
      expect(html, url).not.toContain(faTitle);
      expect(html, url).not.toContain(enTitle);
    }
  });

  test('it is in no feed or sitemap', async ({request}) => {
    const bodies: Array<[string, string]> = [
      ['/sitemap.xml and its parts', await servedSitemap(request, '')],
      ['/en/sitemap.xml and its parts', await servedSitemap(request, '/en')],
    ];
    for (const url of [
      '/news/rss.xml',
      '/news/atom.xml',
      '/en/news/rss.xml',
      '/en/news/atom.xml',
      '/news-sitemap.xml',
      '/en/news-sitemap.xml',
    ]) {
      const response = await request.get(url);
      if (response.status() === 404) continue; // a sitemap the site does not make for that locale
      bodies.push([url, await response.text()]);
    }
    for (const [url, body] of bodies) {
      expect(body, url).not.toContain(`/${id}/`);
      expect(body, url).not.toContain(
        encodeURI(articleUrl(article)).split('/')[3],
      );
      expect(body, url).not.toContain(faTitle);
    }
  });

  test('the search index does not find it', async ({page}) => {
    for (const [base, query] of [
      ['/', 'بورس تهران'],
      ['/en/', 'stock exchange'],
    ] as const) {
      await page.goto(base);
      const urls = await page.evaluate(
        async ({base, query}) => {
          const pagefind = await import(
            /* @vite-ignore */ `${base}pagefind/pagefind.js`
          );
          const search = await pagefind.search(query);
          const data = await Promise.all(
            search.results
              .slice(0, 30)
              .map((r: {data: () => Promise<{url: string}>}) => r.data()),
          );
          return data.map((d: {url: string}) => decodeURI(d.url));
        },
        {base, query},
      );
      // The article's own headline words: were it indexed, it would rank among the first results.
      expect(
        urls.length,
        `${base}: the query finds other articles`,
      ).toBeGreaterThan(0);
      expect(
        urls.filter((url) => url.includes(`/${id}/`)),
        base,
      ).toEqual([]);
    }
  });
});
