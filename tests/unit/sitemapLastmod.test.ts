import {describe, expect, it} from 'vitest';
import {lastmodResolver} from '../../src/lib/sitemapLastmod';

const articles = [
  {
    path: '/en/news/1/a',
    date: '2025-09-21T07:17:00+03:30',
    tagPaths: ['/en/news/tags/dollar', '/en/news/tags/gold'],
  },
  {
    path: '/en/news/2/b',
    date: '2025-09-28T09:00:00+03:30',
    tagPaths: ['/en/news/tags/dollar'],
  },
];
const lastmod = lastmodResolver(articles, '/en/');

describe('lastmodResolver', () => {
  it('dates an article by its publication', () => {
    expect(lastmod('/en/news/1/a')).toBe('2025-09-21T07:17:00+03:30');
  });
  it("dates a tag page and its later pages by the tag's newest article", () => {
    expect(lastmod('/en/news/tags/gold')).toBe('2025-09-21T07:17:00+03:30');
    expect(lastmod('/en/news/tags/dollar')).toBe('2025-09-28T09:00:00+03:30');
    expect(lastmod('/en/news/tags/dollar/page/2')).toBe(
      '2025-09-28T09:00:00+03:30',
    );
  });
  it('dates the lists by the newest article', () => {
    for (const p of ['/en/', '/en/news', '/en/news/page/3', '/en/news/tags']) {
      expect(lastmod(p)).toBe('2025-09-28T09:00:00+03:30');
    }
  });
  it('dates an updated article, its tags and the lists by the update', () => {
    const updated = lastmodResolver(
      [
        ...articles,
        {
          path: '/en/news/0/z',
          date: '2025-09-20T09:00:00+03:30',
          updated: '2025-09-29T10:15:00+03:30',
          tagPaths: ['/en/news/tags/gold'],
        },
      ],
      '/en/',
    );
    expect(updated('/en/news/0/z')).toBe('2025-09-29T10:15:00+03:30');
    expect(updated('/en/news/tags/gold')).toBe('2025-09-29T10:15:00+03:30');
    expect(updated('/en/news')).toBe('2025-09-29T10:15:00+03:30');
  });
  it('leaves pages without articles undated', () => {
    expect(lastmod('/en/privacy-policy')).toBeUndefined();
    expect(lastmodResolver([], '/')('/news')).toBeUndefined();
  });
});
