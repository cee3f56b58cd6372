import {describe, expect, it} from 'vitest';
import {
  newestLastmod,
  renderSitemapIndex,
  renderUrlset,
  sitemapParts,
  type SitemapEntry,
} from '../../src/lib/sitemapParts';
import {sitemapSetProblems} from '../../scripts/conformance/sitemaps';

const SITE = 'https://nerkhnama.example';
const article = (id: number, published: string, lastmod = published) => ({
  url: `${SITE}/news/${id}/دلار`,
  published,
  lastmod,
});

describe("a locale's sitemap in parts", () => {
  it('puts each article in the part of its month (UTC), the other pages first, in their order', () => {
    const entries: SitemapEntry[] = [
      {url: `${SITE}/news`, lastmod: '2026-11-02T10:00:00+03:30'},
      article(3, '2026-11-01T02:00:00+03:30'), // 31 October in UTC
      {url: `${SITE}/about`},
      article(1, '2026-10-15T12:00:00Z'),
      article(2, '2026-11-20T12:00:00Z'),
    ];
    const parts = sitemapParts(entries);
    expect(parts.map((p) => p.file)).toEqual([
      'sitemap-pages.xml',
      'sitemap-news-2026-10.xml',
      'sitemap-news-2026-11.xml',
    ]);
    expect(parts[0].entries.map((e) => e.url)).toEqual([
      `${SITE}/news`,
      `${SITE}/about`,
    ]);
    expect(parts[1].entries.map((e) => e.url)).toEqual([
      `${SITE}/news/3/دلار`,
      `${SITE}/news/1/دلار`,
    ]);
    // Every entry in exactly one part.
    expect(parts.flatMap((p) => p.entries)).toHaveLength(entries.length);
  });

  it('cuts a part past the limit into numbered parts, none larger than it', () => {
    const pages = Array.from({length: 7}, (_, i) => ({url: `${SITE}/p${i}`}));
    const month = Array.from({length: 5}, (_, i) =>
      article(i, `2026-11-0${i + 1}T00:00:00Z`),
    );
    const parts = sitemapParts([...pages, ...month], 3);
    expect(parts.map((p) => [p.file, p.entries.length])).toEqual([
      ['sitemap-pages.xml', 3],
      ['sitemap-pages-2.xml', 3],
      ['sitemap-pages-3.xml', 1],
      ['sitemap-news-2026-11.xml', 3],
      ['sitemap-news-2026-11-2.xml', 2],
    ]);
  });

  it('writes each part as a urlset, its addresses percent-encoded and escaped, its dates in UTC', () => {
    const xml = renderUrlset([
      article(1, '2026-11-01T10:00:00+03:30'),
      {url: `${SITE}/search?q=a&b`},
    ]);
    expect(xml).toContain(
      `<url><loc>${SITE}/news/1/%D8%AF%D9%84%D8%A7%D8%B1</loc><lastmod>2026-11-01T06:30:00.000Z</lastmod></url>`,
    );
    expect(xml).toContain(`<url><loc>${SITE}/search?q=a&amp;b</loc></url>`);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/,
    );
  });

  it("indexes the parts with each one's newest date, and none for a part without dates", () => {
    const parts = sitemapParts([
      {url: `${SITE}/about`},
      article(1, '2026-11-01T00:00:00Z', '2026-11-03T00:00:00Z'),
      article(2, '2026-11-02T00:00:00Z'),
    ]);
    expect(newestLastmod(parts[1].entries)).toBe('2026-11-03T00:00:00.000Z');
    expect(renderSitemapIndex(`${SITE}/en/`, parts)).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        `<sitemap><loc>${SITE}/en/sitemap-pages.xml</loc></sitemap>\n` +
        `<sitemap><loc>${SITE}/en/sitemap-news-2026-11.xml</loc><lastmod>2026-11-03T00:00:00.000Z</lastmod></sitemap>\n` +
        '</sitemapindex>\n',
    );
  });
});

describe('the sitemaps as a set (conformance)', () => {
  it('finds a part its index does not list, and a file past 50,000 URLs', () => {
    const many = Array.from({length: 50_001}, (_, i) => `${SITE}/p${i}`);
    expect(
      sitemapSetProblems(
        new Map([
          ['sitemap.xml', [`${SITE}/sitemap-pages.xml`]],
          ['sitemap-pages.xml', [`${SITE}/about`]],
          ['en/sitemap.xml', [`${SITE}/en/sitemap-pages.xml`]],
          ['en/sitemap-pages.xml', many],
          ['en/sitemap-news-2026-11.xml', [`${SITE}/en/news/1/x`]],
          ['news-sitemap.xml', [`${SITE}/news/1/x`]],
        ]),
        SITE,
      ),
    ).toEqual([
      "en/sitemap-pages.xml: 50001 URLs, past the protocol's 50000",
      'en/sitemap-news-2026-11.xml: not listed by en/sitemap.xml',
    ]);
  });
});
