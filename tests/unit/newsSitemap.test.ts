import {describe, expect, it} from 'vitest';
import {
  encodeUrl,
  recentNews,
  renderNewsSitemap,
  renderRobots,
} from '../../src/lib/newsSitemap';

const at = (iso: string, title = iso) => ({
  url: `https://nerkhnama.example/news/1/${title}`,
  title,
  date: iso,
});

describe('recentNews', () => {
  it('keeps the 48 hours up to the newest article (boundary included), newest first', () => {
    const items = [
      at('2025-09-26T05:59:00Z', 'a'),
      at('2025-09-28T06:00:00Z', 'b'),
      at('2025-09-26T06:00:00Z', 'c'),
      at('2025-09-27T10:00:00Z', 'd'),
    ];
    expect(recentNews(items).map((i) => i.title)).toEqual(['b', 'd', 'c']);
  });
  it('returns nothing for nothing', () => {
    expect(recentNews([])).toEqual([]);
  });
});

describe('renderNewsSitemap', () => {
  const xml = renderNewsSitemap(
    [
      {
        url: 'https://nerkhnama.example/news/121530/سکه-بهار',
        title: 'سکه «بهار» & شمش <اوراسیا>',
        date: '2025-09-21T03:47:00Z',
      },
    ],
    {name: 'نرخ‌نما', language: 'fa'},
  );
  it('declares the sitemap and news namespaces', () => {
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:news="http:\/\/www.google.com\/schemas\/sitemap-news\/0.9">/,
    );
  });
  it('writes the encoded URL, publication, language, Tehran time and escaped title', () => {
    expect(xml).toContain(
      '<loc>https://nerkhnama.example/news/121530/%D8%B3%DA%A9%D9%87-%D8%A8%D9%87%D8%A7%D8%B1</loc>',
    );
    expect(xml).toContain(
      '<news:publication><news:name>نرخ‌نما</news:name><news:language>fa</news:language></news:publication>',
    );
    expect(xml).toContain(
      '<news:publication_date>2025-09-21T07:17:00+03:30</news:publication_date>',
    );
    expect(xml).toContain(
      '<news:title>سکه «بهار» &amp; شمش &lt;اوراسیا&gt;</news:title>',
    );
  });
  it('is an empty urlset without articles', () => {
    expect(renderNewsSitemap([], {name: 'Nerkhnama', language: 'en'})).toMatch(
      /<urlset [^>]+>\n<\/urlset>\n$/,
    );
  });
});

describe('encodeUrl', () => {
  it('does not encode an already encoded URL twice', () => {
    expect(encodeUrl('https://x.example/%D8%B3')).toBe(
      'https://x.example/%D8%B3',
    );
  });
});

describe('renderRobots', () => {
  it('lists both sitemaps of every locale', () => {
    expect(renderRobots('https://nerkhnama.example', ['/', '/en/'])).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://nerkhnama.example/sitemap.xml\nSitemap: https://nerkhnama.example/news-sitemap.xml\n' +
        'Sitemap: https://nerkhnama.example/en/sitemap.xml\nSitemap: https://nerkhnama.example/en/news-sitemap.xml\n',
    );
  });
});
