/**
 * What search engines and sharing cards read from an article, in each locale: Open Graph and
 * Twitter meta, NewsArticle JSON-LD, canonical and hreflang alternates; and the crawl files:
 * robots.txt, sitemaps with last-modified dates and the Google News sitemap.
 */
import {test, expect, visit, DESKTOP_ONLY} from './fixtures';
import {servedSitemap} from './sitemaps';
import {articleUrl, englishTitle, listed} from './corpus';

const SITE = 'https://nerkhnama.example';
const TEHRAN_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+03:30$/;
const article = listed[7];

for (const l of [
  {
    locale: 'fa',
    prefix: '',
    lang: 'fa-IR',
    publisher: 'نرخ‌نما',
    title: article.frontMatter.title,
  },
  {
    locale: 'en',
    prefix: '/en',
    lang: 'en',
    publisher: 'Nerkhnama',
    title: englishTitle.get(article.frontMatter.slug)!,
  },
] as const) {
  test(
    `${l.locale}: an article carries Open Graph, Twitter, canonical, hreflang and NewsArticle data`,
    {tag: DESKTOP_ONLY},
    async ({page}) => {
      await visit(page, `${l.prefix}${articleUrl(article)}`);
      const url = `${SITE}${l.prefix}${articleUrl(article)}`;
      const meta = (attr: string, key: string) =>
        page.locator(`head meta[${attr}="${key}"]`).getAttribute('content');
      // The head is rewritten once more after hydration (react-helmet-async defers its update): wait for it.
      await expect(
        page.locator('head meta[property="og:title"]'),
      ).toHaveAttribute(
        'content',
        new RegExp(l.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      );

      expect(await meta('property', 'og:type')).toBe('article');
      expect((await meta('name', 'description'))!.length).toBeGreaterThan(40);
      expect(await meta('property', 'og:description')).toBe(
        await meta('name', 'description'),
      );
      expect(await meta('property', 'og:url')).toBe(url);
      expect(await meta('property', 'og:image')).toMatch(
        /^https:\/\/nerkhnama\.example\/.+\.(png|jpe?g)$/,
      );
      expect(await meta('property', 'og:site_name')).toBe(l.publisher);
      expect(await meta('property', 'article:published_time')).toMatch(
        TEHRAN_ISO,
      );
      expect(await meta('name', 'twitter:card')).toBe('summary_large_image');
      expect(await meta('name', 'twitter:title')).toBe(l.title);
      expect(
        (await meta('name', 'twitter:description'))!.length,
      ).toBeGreaterThan(40);
      expect(await meta('name', 'twitter:image')).toBe(
        await meta('property', 'og:image'),
      );
      await expect(
        page.locator('head meta[property="article:published_time"]'),
      ).toHaveCount(1);

      expect(
        await page.locator('head link[rel="canonical"]').getAttribute('href'),
      ).toBe(url);
      const alternates = Object.fromEntries(
        await page
          .locator('head link[rel="alternate"][hreflang]')
          .evaluateAll((links) =>
            links.map((a) => [
              a.getAttribute('hreflang'),
              a.getAttribute('href'),
            ]),
          ),
      );
      expect(alternates).toEqual({
        'fa-IR': `${SITE}${articleUrl(article)}`,
        en: `${SITE}/en${articleUrl(article)}`,
        'x-default': `${SITE}${articleUrl(article)}`,
      });

      const blocks = await page
        .locator('head script[type="application/ld+json"]')
        .allTextContents();
      const data = blocks
        .map((text) => JSON.parse(text))
        .find((d) => d['@type'] === 'NewsArticle');
      expect(data, 'a NewsArticle block').toBeTruthy();
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        headline: l.title,
        url,
        mainEntityOfPage: url,
        inLanguage: l.lang,
        author: {'@type': 'Person'},
        publisher: {
          '@type': 'NewsMediaOrganization',
          name: l.publisher,
          url: SITE,
          logo: {'@type': 'ImageObject'},
        },
      });
      expect(data.datePublished).toMatch(TEHRAN_ISO);
      expect(data.dateModified).toMatch(TEHRAN_ISO);
      expect(data.author.name.length).toBeGreaterThan(2);
      expect(blocks.some((text) => text.includes('"BlogPosting"'))).toBe(false);
    },
  );

  test(
    `${l.locale}: the sitemap dates every article and list, and the News sitemap lists the last two days`,
    {tag: DESKTOP_ONLY},
    async ({request}) => {
      const sitemap = await servedSitemap(request, l.prefix);
      const articleLoc = encodeURI(`${SITE}${l.prefix}${articleUrl(article)}`);
      expect(sitemap).toMatch(
        new RegExp(
          `<loc>${articleLoc.replace(/[.?]/g, '\\$&')}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T`,
        ),
      );
      expect(sitemap).toMatch(
        new RegExp(`<loc>${SITE}${l.prefix}/news</loc><lastmod>`),
      );

      const response = await request.get(`${l.prefix}/news-sitemap.xml`);
      expect(response.status()).toBe(200);
      const news = await response.text();
      expect(news).toContain(
        'xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"',
      );
      const dates = [
        ...news.matchAll(
          /<news:publication_date>([^<]+)<\/news:publication_date>/g,
        ),
      ].map((m) => new Date(m[1]).getTime());
      expect(dates.length).toBeGreaterThan(5);
      expect(Math.max(...dates) - Math.min(...dates)).toBeLessThanOrEqual(
        48 * 3_600_000,
      );
      expect(news.match(/<news:name>([^<]+)<\/news:name>/)![1]).toBe(
        l.publisher,
      );
      expect(news.match(/<news:language>([^<]+)<\/news:language>/)![1]).toBe(
        l.locale,
      );
      const locs = [...news.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (m) => new URL(m[1]).pathname,
      );
      for (const path of locs.slice(0, 3)) {
        expect((await request.get(path)).status()).toBe(200);
      }
    },
  );
}

test(
  'robots.txt allows crawling and lists every sitemap',
  {tag: DESKTOP_ONLY},
  async ({request}) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('User-agent: *');
    for (const file of [
      '/sitemap.xml',
      '/news-sitemap.xml',
      '/en/sitemap.xml',
      '/en/news-sitemap.xml',
    ]) {
      expect(robots).toContain(`Sitemap: ${SITE}${file}`);
    }
  },
);
